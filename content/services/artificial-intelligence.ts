import type { ServicePage } from "../schema";
import { site } from "../site";

export default {
  slug: "artificial-intelligence",
  label: "Artificial Intelligence",
  group: "Services",
  heroTitle: "Practical AI, measured and governed",
  tagline:
    "Generative AI, machine learning and computer vision built into real products, with evaluation, cost control and EU AI Act and GDPR obligations planned from the start.",
  intro: [
    "A convincing demo takes an afternoon; a dependable AI feature takes engineering. Models hallucinate, drift and cost money on every call, and the data they need is rarely as clean as the pitch assumed. We start from the business problem and a measurable definition of good, then choose the simplest approach that meets it, whether that is a large language model, a classical model or a well-written rule.",
    `Every ${site.name} AI engagement includes an evaluation harness before anything reaches users. We assemble test sets from your own cases, score outputs automatically and with human review, and track quality, latency and cost per request across releases. That discipline lets you swap models or vendors later without guessing whether the product just got worse.`,
    "Governance is part of the build. We document data sources and lawful bases under GDPR, run data protection impact assessments where required, classify systems against the risk tiers of the EU AI Act and keep personal data inside the regions you need. Larger AI or enterprise platforms typically take three to six months; a focused pilot can show results much sooner.",
  ],
  cards: [
    {
      title: "Generative AI applications",
      description:
        "Assistants, search and drafting tools built on LLMs from OpenAI, Anthropic, Mistral or open-weight models such as Llama. Retrieval-augmented generation grounds answers in your documents through a vector store like pgvector or Qdrant, with citations, guardrails and evaluation suites that catch regressions before release.",
    },
    {
      title: "Machine-learning models",
      description:
        "Forecasting, classification, recommendation and anomaly detection trained on your data with scikit-learn, XGBoost or PyTorch. We compare against simple baselines, explain predictions where decisions affect people, and deploy with MLflow model versioning and drift monitoring so performance is watched after go-live.",
    },
    {
      title: "Computer vision",
      description:
        "Detection, segmentation, OCR and visual inspection for documents, retail shelves, production lines or site imagery. We fine-tune models such as YOLO or vision transformers on labelled data, plan the annotation effort in hours and cost and choose between cloud inference and edge devices based on latency and privacy.",
    },
    {
      title: "AI strategy and readiness",
      description:
        "A short, structured assessment of where AI can pay off in your organisation: candidate use cases ranked by value, feasibility and risk, an audit of data and infrastructure, build-versus-buy advice and a roadmap. It ends with a recommendation, including when not to use AI at all.",
    },
    {
      title: "Data engineering for AI",
      description:
        "Pipelines that collect, clean, label and version the data models depend on. We build on dbt, Airflow or Dagster with warehouses like Snowflake, BigQuery or PostgreSQL, apply data contracts and quality checks, and pseudonymise personal data where GDPR data minimisation requires it.",
    },
    {
      title: "AI integration into existing products",
      description:
        "Adding AI features to software you already run, behind clean service boundaries and feature flags. We handle prompt and model versioning, streaming responses, caching, rate limits and fallbacks when a provider is down, and put in place the logging and human oversight the EU AI Act requires of high-risk systems.",
    },
  ],
  meta: {
    title: "AI Development That Reaches Real Users",
    description:
      "AI assistants, machine learning and computer vision taken from pilot to production, measured against real outcomes, built with GDPR and the EU AI Act in mind.",
    keywords: [
      "ai development services",
      "generative ai",
      "retrieval-augmented generation",
      "machine learning development",
      "computer vision",
      "eu ai act compliance",
    ],
  },
} satisfies ServicePage;
