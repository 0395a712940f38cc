import type { ExpertisePage } from "../schema";

export default {
  slug: "azure",
  label: "Microsoft Azure",
  group: "Cloud & DevOps",
  topic: "Microsoft Azure",
  heroTitle: "Microsoft Azure Engineering",
  tagline:
    "For organisations already on Microsoft, we build Azure platforms that reuse your staff's Microsoft 365 sign-in, enforce policy centrally and deploy from version-controlled templates.",
  whyHeading: "The shortest route from a Microsoft 365 estate to a governed cloud",
  why: [
    "The case for Azure rests on the Microsoft estate you already run. Staff who sign in with Microsoft 365 use Entra ID, formerly Azure Active Directory, which makes Azure the shortest path to single sign-on, conditional access and privileged identity management. Without that estate, enterprise agreements or .NET code, most of the advantage disappears, and if your choice is open we cost the workload on AWS and Google Cloud too.",
    "We build on the Cloud Adoption Framework landing zone: management groups, a subscription per workload and environment, Azure Policy guardrails and Defender for Cloud, with Azure Hybrid Benefit carrying existing Windows Server and SQL Server licences across. Templates are Bicep with what-if previews in pull requests, or Terraform where a team works across several clouds.",
    "Managed identities and workload identity federation take stored secrets out of applications and pipelines. On AKS we use workload identity in place of mounted secrets, overlay pod networking to conserve address space and Azure Policy for admission control.",
    "In Microsoft Foundry, formerly Azure AI Foundry, OpenAI's models run under Microsoft's enterprise terms, and the deployment type decides where prompts are processed: a Global deployment may use any region, an EU Data Zone deployment keeps processing inside the EU, and a Standard deployment stays in its own region. EU Data Zone deployments behind private endpoints often satisfy compliance teams who would block a direct API.",
  ],
  thingsWeBuild: [
    "Enterprise landing zones with management groups, Azure Policy and hub-and-spoke networking",
    "AKS platforms with workload identity, private API servers and GitOps deployment",
    "Internal copilots on OpenAI models in Microsoft Foundry and Azure AI Search, kept behind private endpoints",
    "Customer sign-in with Entra External ID, including social login and multi-factor authentication",
    ".NET and Node.js applications on App Service and Azure Container Apps",
    "Integration layers with Service Bus, Event Grid, Logic Apps and API Management",
    "Analytics on Microsoft Fabric or Azure Databricks feeding Power BI reports",
    "Bicep module libraries with what-if checks wired into Azure DevOps or GitHub Actions",
  ],
  challengesWeSolve: [
    "Subscriptions created ad hoc, with no policy, naming or tagging standards",
    "Secrets and connection strings kept in code, outside Key Vault and managed identities",
    "Conditional access gaps that leave administrator accounts open to phishing",
    "Foundry quota limits and throttling on OpenAI models that stall launches at the last minute",
    "Hybrid estates where on-premises servers need governance through Azure Arc",
    "AKS clusters that ran out of addresses because each pod took one from the virtual network",
    "Overspend from oversized virtual machines, premium disks and forgotten development environments",
    "Click-ops resources drifting away from the templates meant to describe them",
  ],
  howWeKeepYouAhead: [
    "Where the services you use store and process your data, checked against the EU Data Boundary Microsoft completed in February 2025",
    "Retirements tracked in one plan: in-process Functions (ended 10 November 2026), Linux Consumption (September 2028) and Azure Cache for Redis (from March 2027)",
    "Analytics estates split across Synapse and Power BI mapped onto Microsoft Fabric, where new data features now ship",
    "Inference on Azure Container Apps serverless GPUs, which scale to zero between bursts of requests",
    "Anthropic's Claude models in Foundry, offered as Global or US Data Zone deployments, used only for data that may be processed outside the EU",
    "Azure Policy exemptions given an owner and an expiry date, with compliance reported per subscription",
    "Event-driven Functions on the Flex Consumption plan, with virtual network integration and always-ready instances where cold starts hurt",
    "Agents built on Foundry Agent Service in its standard setup, which puts threads and files in storage your subscription owns",
  ],
  meta: {
    title: "Azure Engineering for Microsoft-Centred Teams",
    description:
      "Azure platforms that build on the Microsoft 365 identity you already run: Entra ID, AKS, Foundry and Bicep templates describing the resources you pay for.",
    keywords: ["azure consulting", "microsoft azure", "azure kubernetes service", "azure openai", "bicep", "entra id"],
  },
} satisfies ExpertisePage;
