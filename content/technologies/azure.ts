import type { ExpertisePage } from "../schema";

export default {
  slug: "azure",
  label: "Microsoft Azure",
  group: "Cloud & DevOps",
  topic: "Microsoft Azure",
  heroTitle: "Microsoft Azure Engineering",
  tagline:
    "Azure engineering for organisations that already run on Microsoft. We design landing zones governed by Entra ID and Azure Policy, run containers on AKS, bring Azure OpenAI into products safely, and describe the whole estate in Bicep or Terraform.",
  whyHeading: "The natural cloud for organisations already on Microsoft 365",
  why: [
    "If your staff sign in with Microsoft 365, your identity platform is already Entra ID, formerly Azure Active Directory. That makes Azure the shortest path to single sign-on, conditional access and privileged identity management across both staff tools and customer-facing systems. Managed identities and workload identity federation remove stored secrets from applications and pipelines. For enterprises, existing agreements and Azure Hybrid Benefit for Windows Server and SQL Server licences can change the cost picture considerably.",
    "We build on the Cloud Adoption Framework landing zone: management groups, subscriptions per workload and environment, Azure Policy for guardrails, hub-and-spoke or Virtual WAN networking, and Defender for Cloud watching the whole estate. Everything is written in Bicep, using Azure Verified Modules and what-if previews in pull requests, or in Terraform where a team works across several clouds. Deployment stacks help remove resources that would otherwise be left orphaned.",
    "AKS is a capable managed Kubernetes service when configured with care. We use workload identity in place of mounted secrets, Azure CNI Overlay to conserve address space, node auto-provisioning or the cluster autoscaler for capacity, and Azure Policy for admission control. Azure OpenAI gives access to OpenAI models under Microsoft's enterprise terms, with regional and EU Data Zone deployments, content filtering and private endpoints, which often satisfies compliance teams that would block a direct API.",
    `Services are renamed often, documentation sometimes trails the product, and GPU and Azure OpenAI capacity can be scarce in a given region, so quota requests belong in the project plan. Some platform services feel uneven in maturity next to their AWS equivalents. If your organisation has no Microsoft footprint and no .NET code, the identity and licensing advantages shrink, and AWS or Google Cloud may suit you better.`,
  ],
  thingsWeBuild: [
    "Enterprise landing zones with management groups, Azure Policy and hub-and-spoke networking",
    "AKS platforms with workload identity, private API servers and GitOps deployment",
    "Internal copilots on Azure OpenAI and Azure AI Search, kept behind private endpoints",
    "Customer sign-in with Entra External ID, including social login and MFA",
    ".NET and Node.js applications on App Service and Azure Container Apps",
    "Integration layers with Service Bus, Event Grid, Logic Apps and API Management",
    "Analytics on Microsoft Fabric or Azure Databricks feeding Power BI reports",
    "Bicep module libraries with what-if checks wired into Azure DevOps or GitHub Actions",
  ],
  challengesWeSolve: [
    "Subscriptions created ad hoc, with no policy, naming or tagging standards",
    "Secrets and connection strings in code instead of Key Vault and managed identities",
    "Conditional access gaps that leave administrator accounts open to phishing",
    "Azure OpenAI quota limits and throttling that stall launches at the last minute",
    "Hybrid estates where on-premises servers need governance through Azure Arc",
    "AKS clusters that ran out of IP addresses under the older Azure CNI model",
    "Overspend from oversized VMs, premium disks and forgotten development environments",
    "Click-ops resources drifting away from the templates meant to describe them",
  ],
  howWeKeepYouAhead: [
    "Azure Advisor and Defender for Cloud recommendations reviewed with you every month",
    "Reservations and savings plans matched to steady workloads, with Hybrid Benefit applied",
    "AKS upgrades scheduled through planned maintenance windows and proven in staging first",
    "Privileged Identity Management keeps admin rights time-bound and audited",
    "New Azure OpenAI model versions evaluated against your prompts before any switch",
    "Azure service retirement notices tracked so migrations never become emergencies",
    "Regions such as UAE North and West Europe chosen for residency and latency from the outset",
    "Azure Advisor and Defender for Cloud findings triaged monthly, with fixes ranked by risk",
  ],
  meta: {
    title: "Azure Engineering for Microsoft-Centred Teams",
    description:
      "Azure platforms that build on the Microsoft 365 identity you already run: Entra ID, AKS, Azure OpenAI and Bicep templates describing every resource you pay for.",
    keywords: ["azure consulting", "microsoft azure", "azure kubernetes service", "azure openai", "bicep", "entra id"],
  },
} satisfies ExpertisePage;
