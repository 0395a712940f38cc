import type { ExpertisePage } from "../schema";

export default {
  slug: "gcp",
  label: "Google Cloud Platform",
  group: "Cloud & DevOps",
  topic: "Google Cloud Platform",
  heroTitle: "Google Cloud Engineering",
  tagline:
    "Google Cloud for data-heavy products and lean container teams: BigQuery warehouses designed for predictable cost, services on Cloud Run and GKE Autopilot, and Vertex AI models run under your security team's controls.",
  whyHeading: "Strong on data and containers, lighter on enterprise breadth",
  why: [
    "BigQuery is the main reason data-led products choose Google Cloud. It separates storage from compute, handles very large datasets without cluster management, and lets analysts in SQL and data scientists in BigQuery ML or notebooks work on the same tables. Pub/Sub takes in streaming events, Dataflow processes them in Apache Beam pipelines, and Looker adds governed reporting on top.",
    "Cloud Run turns a container into an HTTPS service that scales to zero, with jobs for batch work and GPUs for inference; most of the APIs we build run there. When workloads outgrow it, GKE Autopilot gives you Kubernetes with Google managing the nodes and billing by pod requests, though it restricts privileged workloads and some DaemonSets.",
    "Vertex AI brings Gemini models, Model Garden, pipelines, a model registry and managed endpoints under one roof. We choose it when a product needs both generative features and classic ML, letting evaluation, deployment and monitoring share one set of controls. BigQuery on-demand pricing charges per byte scanned, and we design partitioning, clustering and, where usage is steady, slot reservations through BigQuery editions before the first large query runs.",
    "Next to AWS and Azure, Google Cloud has fewer enterprise services, a smaller partner market and a smaller pool of experienced engineers, and it has retired products at shorter notice than some customers liked. Estates built around Microsoft licensing usually sit better on Azure; Oracle databases can now run in Google's regions through Oracle Database@Google Cloud. For EU data residency we use organisation policies, VPC Service Controls and Assured Workloads.",
  ],
  thingsWeBuild: [
    "BigQuery warehouses with partitioned, clustered tables and dbt transformation layers",
    "Streaming pipelines on Pub/Sub and Dataflow feeding near-real-time dashboards",
    "APIs and web back ends on Cloud Run, with Cloud SQL or AlloyDB behind them",
    "GKE Autopilot clusters for services that need Kubernetes without node management",
    "Gemini-powered features on Vertex AI with grounding, safety settings and evaluation",
    "Vertex AI Pipelines with a model registry and monitored prediction endpoints",
    "Looker semantic models that give business teams one trusted set of metrics",
    "Terraform foundations with folders, organisation policies and Shared VPC",
  ],
  challengesWeSolve: [
    "BigQuery bills driven by SELECT * queries over unpartitioned tables",
    "Service account keys downloaded to laptops where Workload Identity Federation belongs",
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
    "Gemini prompts and grounding checked against your evaluation sets whenever a model or prompt changes",
    "GKE release channels chosen per environment, giving upgrades a predictable schedule",
    "Security Command Center findings triaged with clear owners and deadlines",
    "Billing export to BigQuery gives per-team cost reporting down to the label",
    "VPC Service Controls perimeters tested in dry-run mode before they are enforced",
    "Architecture decision records explain why each managed service was chosen",
  ],
  meta: {
    title: "Google Cloud Engineering for Data and Containers",
    description:
      "Google Cloud set up for analytics and container workloads: BigQuery data platforms, Cloud Run and GKE services, Vertex AI features and EU data residency.",
    keywords: ["google cloud platform", "gcp consulting", "bigquery", "cloud run", "vertex ai", "gke autopilot"],
  },
} satisfies ExpertisePage;
