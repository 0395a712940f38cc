import type { ExpertisePage } from "../schema";

export default {
  slug: "gcp",
  label: "Google Cloud Platform",
  group: "Cloud & DevOps",
  topic: "Google Cloud Platform",
  heroTitle: "Google Cloud Engineering",
  tagline:
    "We build data-heavy products on Google Cloud, with BigQuery warehouses designed for predictable cost and services on Cloud Run.",
  whyHeading: "BigQuery first, with containers that scale to zero around it",
  why: [
    "BigQuery is the main reason data-led products choose Google Cloud. It separates storage from compute, handles very large datasets without cluster management, and lets analysts in SQL and data scientists in notebooks work on the same tables. Pub/Sub takes in streaming events, Dataflow processes them, and Looker adds governed reporting on top.",
    "Cloud Run turns a container into a web service that scales to zero, and most of the APIs we build on Google Cloud run there. When workloads outgrow it, GKE Autopilot gives you Kubernetes with Google managing the nodes, at the price of restrictions on privileged workloads.",
    "Gemini Enterprise Agent Platform, formerly Vertex AI, puts Gemini models, pipelines, a model registry and managed endpoints under one roof. For personal data we call Gemini through the EU multi-region endpoint, and processing stays in the EU; the global endpoint may send a request to any region. The resource-location policy or an Assured Workloads folder keeps stored data in the EU, and VPC Service Controls stop it being copied out.",
    "BigQuery's on-demand pricing charges for each byte a query scans. We partition and cluster tables while they are still small, set per-user query quotas and move steady workloads to slot reservations through BigQuery editions.",
  ],
  thingsWeBuild: [
    "BigQuery warehouses with partitioned, clustered tables and dbt transformation layers",
    "Streaming pipelines on Pub/Sub and Dataflow feeding near-real-time dashboards",
    "APIs and web back ends on Cloud Run, with Cloud SQL or AlloyDB behind them",
    "GKE Autopilot clusters for stateful workloads and Kubernetes operators",
    "Gemini-powered features on Agent Platform with grounding, safety settings and evaluation",
    "Pipelines on Agent Platform that retrain on a schedule and promote a model only when it beats the one serving",
    "Looker semantic models that give business teams one trusted set of metrics",
    "Terraform foundations with folders, organisation policies and Shared VPC",
  ],
  challengesWeSolve: [
    "BigQuery bills driven by queries that scan whole unpartitioned tables",
    "Service account keys downloaded to laptops where Workload Identity Federation belongs",
    "Cloud Run cold starts tamed with minimum instances, leaner images and startup CPU boost",
    "Projects created outside any folder structure, leaving no central governance",
    "Data exfiltration risks closed with VPC Service Controls perimeters, tried in dry-run mode and then enforced",
    "Moves from self-managed Hadoop or on-premises warehouses to BigQuery",
    "Autopilot rejecting workloads that request privileged access or host paths",
    "Gemini prototypes that never reached production for lack of MLOps",
  ],
  howWeKeepYouAhead: [
    "AlloyDB or Spanner brought in once a PostgreSQL workload outgrows a single Cloud SQL primary",
    "Gemini batch inference, at half the real-time price, for enrichment jobs that can wait hours for their results",
    "Gemini model versions pinned, with the successor tested on your own prompts in the months up to the pinned version's retirement date",
    "Cloud Run GPUs for inference with long idle spells, as their instances shut down when requests stop",
    "BigQuery vector search for retrieval over tables you already hold, with a separate vector database added once recall or latency calls for one",
    "App Engine apps on first-generation runtimes such as Python 2.7 moved to Cloud Run or a current runtime: none has taken a deployment since 31 January 2026",
    "Cloud Run worker pools for queue consumers and other background work that needs no public endpoint",
    "S3NS in France and T-Systems in Germany, the partner-operated sovereign clouds built on Google Cloud, for buyers who require operation under EU jurisdiction",
  ],
  meta: {
    title: "Google Cloud Engineering for Data and Containers",
    description:
      "Google Cloud set up for analytics and container workloads: BigQuery data platforms, Cloud Run and GKE services, Gemini features and EU data residency.",
    keywords: ["google cloud platform", "gcp consulting", "bigquery", "cloud run", "vertex ai", "gke autopilot"],
  },
} satisfies ExpertisePage;
