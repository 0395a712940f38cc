import type { ExpertisePage } from "../schema";

export default {
  slug: "aws",
  label: "AWS",
  group: "Cloud & DevOps",
  topic: "AWS",
  heroTitle: "AWS Cloud Engineering",
  tagline:
    "On the AWS estates we set up, a bad deploy or a leaked key stays inside one account, and each line of the monthly bill has an owner.",
  whyHeading: "The broadest cloud catalogue, provided you govern it early",
  why: [
    "AWS offers the widest range of managed services of any public cloud, and most engineers you hire will have used it. Its Regions in Frankfurt, Ireland, London, Milan, Paris, Spain, Stockholm and Zurich, and in Bahrain and the United Arab Emirates, cover most European and Gulf residency requirements. Where a buyer requires operation by EU residents, we build in the AWS European Sovereign Cloud, generally available since January 2026.",
    "Our AWS estates start from a landing zone set up through Control Tower: separate accounts for production, staging, logging and security, whose boundaries contain a mistake or a leaked credential. Organisation-wide guardrails limit what any account may do, people sign in through single sign-on with short-lived credentials, and audit logging and threat detection are on before the first workload arrives. All of it is defined in Terraform.",
    "The six Well-Architected pillars often pull against each other: active-active across Regions buys resilience at real cost. We agree recovery time and recovery point objectives for each service and give it the resilience it needs and no more.",
    "The usual cost surprises are data transfer out, NAT gateway charges and idle resources. We tag resources, set budgets and anomaly detection, size Compute Savings Plans to steady usage, and use Graviton and Spot capacity where your software allows. Proprietary services such as DynamoDB make a later move harder, and each one we adopt comes with a decision record in your repository that states the exit cost.",
  ],
  thingsWeBuild: [
    "Multi-account landing zones with Control Tower, service control policies and central logging",
    "Serverless APIs on Lambda, API Gateway and DynamoDB with least-privilege IAM",
    "Container platforms on Fargate or Elastic Kubernetes Service with blue-green and canary deployments",
    "Data lakes on S3, Glue and Athena, governed through Lake Formation and feeding Redshift",
    "Generative AI features on Amazon Bedrock with guardrails and private network access",
    "Disaster recovery with AWS Backup, cross-Region replication and rehearsed runbooks",
    "Event-driven integrations built on EventBridge, Step Functions and managed queues",
    "Reusable Terraform modules shared across products and environments",
  ],
  challengesWeSolve: [
    "Single-account estates where production, testing and experiments share one blast radius",
    "Monthly bills rising faster than traffic while nobody owns the cost lines",
    "Long-lived access keys, over-broad IAM roles and public S3 buckets found in audits",
    "Manual console changes that leave environments impossible to reproduce",
    "Lift-and-shift migrations that need replatforming before running costs spiral",
    "Lambda functions on deprecated runtimes, which AWS first stops you creating and then stops you updating",
    "Enterprise security questionnaires asking for evidence of the controls behind SOC 2 or ISO 27001",
    "Outages caused by single-zone databases or backups that were never restored in a test",
  ],
  howWeKeepYouAhead: [
    "The European Sovereign Cloud's service list, about 90 services at launch, tracked against your architecture as it grows",
    "A smaller public IPv4 bill through IPv6 and shared egress, as AWS has charged for each address by the hour since February 2024",
    "Amazon S3 Vectors for retrieval indexes queried too rarely to justify a dedicated vector database",
    "Limits on what outsiders can do with your buckets, keys and secrets, set once for the organisation with resource control policies (added November 2024)",
    "Amazon Bedrock AgentCore for agents that need managed memory, identity and tool access",
    "Instances and build images still on Amazon Linux 2, out of support since 30 June 2026, moved to Amazon Linux 2023",
    "Services on App Runner, closed to new customers since 30 April 2026, moved to Amazon ECS Express Mode on a schedule you set",
    "IAM Access Analyzer policy checks in the deployment pipeline that reject over-broad permissions in the pull request",
  ],
  meta: {
    title: "AWS Landing Zones, Platforms and Cost Controls",
    description:
      "AWS engineering for growing products: governed multi-account landing zones, serverless and container platforms, infrastructure as code and budgets per account.",
    keywords: [
      "aws consulting",
      "aws landing zone",
      "well-architected review",
      "aws cost optimisation",
      "aws migration",
    ],
  },
} satisfies ExpertisePage;
