import type { ExpertisePage } from "../schema";

export default {
  slug: "aws",
  label: "AWS",
  group: "Cloud & DevOps",
  topic: "AWS",
  heroTitle: "AWS Cloud Engineering",
  tagline:
    "AWS architecture and delivery for products that need to scale without surprises on the bill. We set up multi-account landing zones, review workloads against the Well-Architected Framework, automate everything as code and put cost controls in place from the first deployment.",
  whyHeading: "The broadest cloud catalogue, provided you govern it early",
  why: [
    "AWS offers the widest range of managed services of any public cloud, and most engineers you hire will have used it. For a growing product that means fewer things to build yourself: managed databases on RDS and Aurora, queues and event buses with SQS and EventBridge, container platforms on ECS and EKS, and serverless compute with Lambda. Regions in Frankfurt, Ireland, London, Paris, Stockholm and the UAE help meet data residency needs for European and Gulf customers.",
    "Breadth without structure turns into sprawl. We start with a landing zone built on AWS Organizations and Control Tower: separate accounts for production, staging, shared services, logging and security, guarded by service control policies, with single sign-on through IAM Identity Center. Infrastructure is defined in Terraform, OpenTofu or the AWS CDK, so every environment can be rebuilt and every change reviewed. CloudTrail, GuardDuty and Security Hub provide an audit trail from day one.",
    "The Well-Architected Framework gives us a shared vocabulary for trade-offs. Its six pillars, operational excellence, security, reliability, performance efficiency, cost optimisation and sustainability, often pull against each other. An active-active multi-Region design improves resilience yet adds significant cost and complexity. We review workloads against the pillars, record the decisions, and agree recovery time and recovery point objectives with you, so each service gets the resilience it needs and no more.",
    "Data transfer out, NAT gateway charges and idle resources catch many companies off guard, and proprietary services such as DynamoDB or Step Functions make a later move harder. We counter this with tagging, budgets and cost anomaly detection, Compute Savings Plans sized to steady usage, Graviton instances where your software allows, and Spot for interruptible work. If your estate is built on Microsoft licensing, Azure may fit better.",
  ],
  thingsWeBuild: [
    "Multi-account landing zones with Control Tower, service control policies and central logging",
    "Serverless APIs on Lambda, API Gateway and DynamoDB with least-privilege IAM",
    "Container platforms on ECS Fargate or EKS with blue-green and canary deployments",
    "Data lakes on S3, Glue and Athena, governed through Lake Formation and feeding Redshift",
    "Generative AI features on Amazon Bedrock with guardrails and private network access",
    "Disaster recovery with AWS Backup, cross-Region replication and rehearsed runbooks",
    "Event-driven integrations built on EventBridge, SQS and Step Functions",
    "Reusable Terraform and CDK modules shared across products and environments",
  ],
  challengesWeSolve: [
    "Single-account estates where production, testing and experiments share one blast radius",
    "Monthly bills rising faster than traffic, with no clear owner for each cost line",
    "Long-lived access keys, over-broad IAM roles and public S3 buckets found in audits",
    "Manual console changes that leave environments impossible to reproduce",
    "Lift-and-shift migrations that need replatforming before running costs spiral",
    "NAT gateway and cross-zone data transfer charges inflating network spend",
    "Security questionnaires from enterprise buyers asking for SOC 2 or ISO 27001 evidence",
    "Outages caused by single-zone databases or backups that were never restored in a test",
  ],
  howWeKeepYouAhead: [
    "Yearly Well-Architected reviews, with every finding tracked to closure in your backlog",
    "Savings Plans and Reserved Instance coverage checked monthly against real usage",
    "Cost anomaly alerts and per-team showback through tags and Cost Explorer",
    "Graviton and newer instance generations trialled as soon as your stack supports them",
    "Security Hub and GuardDuty findings routed to on-call with clear severity levels",
    "Game days and recovery drills prove failover works before you depend on it",
    "Runtime and database engine end-of-support dates tracked well ahead of deadlines",
    "Well-Architected reviews each quarter, with cost, security and reliability findings ranked",
  ],
  meta: {
    title: "AWS Engineering with Costs Kept Under Control",
    description:
      "AWS accounts set up so growth brings no surprise bills or outages: governed landing zones, serverless and container platforms, and cost controls from day one.",
    keywords: [
      "aws consulting",
      "aws landing zone",
      "well-architected review",
      "aws cost optimisation",
      "aws migration",
    ],
  },
} satisfies ExpertisePage;
