import type { ExpertisePage } from "../schema";

export default {
  slug: "gcp",
  label: "Google Cloud Platform",
  group: "Cloud & DevOps",
  topic: "Google Cloud Platform",
  heroTitle: "Google Cloud Engineering",
  tagline:
    "Google Cloud for data-heavy products and lean container teams. We design BigQuery warehouses that stay affordable, deploy services on Cloud Run and GKE Autopilot, and put Vertex AI models into production with the governance your security team expects.",
  whyHeading: "Strong on data and containers, lighter on enterprise breadth",
  why: [
    "Google Cloud is at its best with data. BigQuery separates storage from compute, scales to very large datasets without any cluster management, and lets analysts work in SQL while data scientists use BigQuery ML or notebooks against the same tables. Pub/Sub and Dataflow, built on Apache Beam, handle streaming ingestion, and Looker sits on top for governed reporting. For products whose value lies in analytics, that integrated stack removes a great deal of plumbing.",
    "Its container services are equally strong, which is no surprise from the company that created Kubernetes. Cloud Run turns a container into an HTTPS service that scales to zero, offers jobs for batch work and GPUs for inference, and suits most of the APIs we build. When workloads outgrow it, GKE Autopilot provides Kubernetes where Google manages the nodes and you pay for pod requests, though it restricts privileged workloads and some DaemonSets.",
    "Vertex AI brings Gemini models, Model Garden, pipelines, a model registry and managed endpoints under one roof. We choose it when a product needs both generative features and classic ML, so evaluation, deployment and monitoring share one set of controls. Costs need watching everywhere: BigQuery on-demand pricing charges per byte scanned, so partitioning, clustering and slot reservations through BigQuery editions are part of our design from the start.",
    "Google Cloud trails on ecosystem and breadth. It has fewer enterprise services, a smaller partner market and a smaller pool of experienced engineers than AWS or Azure, and it has retired products with less notice than some customers liked. Organisations with heavy Microsoft or Oracle estates often find better fits elsewhere. Where data residency matters, we use organisation policies, VPC Service Controls and Assured Workloads to keep data inside EU regions.",
  ],
  thingsWeBuild: [
    "BigQuery warehouses with partitioned, clustered tables and dbt transformation layers",
    "Streaming pipelines on Pub/Sub and Dataflow feeding near-real-time dashboards",
    "APIs and web backends on Cloud Run, with Cloud SQL or AlloyDB behind them",
    "GKE Autopilot clusters for services that need Kubernetes without node management",
    "Gemini-powered features on Vertex AI with grounding, safety settings and evaluation",
    "Vertex AI Pipelines with a model registry and monitored prediction endpoints",
    "Looker semantic models that give business teams one trusted set of metrics",
    "Terraform foundations with folders, organisation policies and Shared VPC",
  ],
  challengesWeSolve: [
    "BigQuery bills driven by SELECT * queries over unpartitioned tables",
    "Service account keys downloaded to laptops instead of Workload Identity Federation",
    "Cloud Run cold starts tamed with minimum instances, leaner images and startup CPU boost",
    "Projects created outside any folder structure, leaving no central governance",
    "Data exfiltration risks closed with VPC Service Controls perimeters",
    "Moves from self-managed Hadoop or on-premises warehouses to BigQuery",
    "Autopilot rejecting workloads that request privileged access or host paths",
    "Vertex AI prototypes that never reached production for lack of MLOps",
  ],
  howWeKeepYouAhead: [
    "Committed use discounts and BigQuery slot commitments reviewed against actual usage",
    "Active Assist recommendations turned into tracked, prioritised backlog items",
    "New Gemini model versions tested on your evaluation sets before any switch",
    "GKE release channels chosen per environment so upgrades arrive predictably",
    "Security Command Center findings triaged with clear owners and deadlines",
    "Billing export to BigQuery gives per-team cost reporting down to the label",
    "Product deprecation announcements watched so no service is caught by a shutdown date",
    "Architecture decision records explain why each managed service was chosen",
  ],
  meta: {
    title: "Google Cloud Engineering for Data and Containers",
    description:
      "Google Cloud set up for analytics and container workloads: BigQuery data platforms, Cloud Run and GKE services, Vertex AI features and EU data residency.",
    keywords: ["google cloud platform", "gcp consulting", "bigquery", "cloud run", "vertex ai", "gke autopilot"],
  },
} satisfies ExpertisePage;
