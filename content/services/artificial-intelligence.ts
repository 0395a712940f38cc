import type { ServicePage } from "../schema";

export default {
  slug: "artificial-intelligence",
  label: "Artificial Intelligence",
  group: "Services",
  heroTitle: "Practical AI, measured and governed",
  tagline:
    "Generative AI, machine learning and computer vision inside the products your teams and customers already use, each feature scored against an evaluation set and costed per request before it ships.",
  intro: [
    "Models hallucinate, drift and cost money on every call, and the data they need is rarely as clean as the pitch assumed. We begin with the business problem and a measurable definition of good, then pick the simplest approach that meets it: a large language model, a classical model or a well-written rule.",
    "An evaluation harness is built before anything reaches users. It draws test sets from your own cases, scores outputs automatically and through human review, and tracks quality, latency and cost per request across releases. With that record in place, a change of model or vendor is judged on evidence.",
    "Governance work runs alongside the engineering: documenting data sources and lawful bases under GDPR, supporting your data protection impact assessments, classifying the system against the EU AI Act's risk tiers and keeping personal data in the regions you need. An AI or enterprise platform typically takes 3-6 months; a focused pilot can show results sooner.",
  ],
  cardsHeading: "AI services",
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
    title: "AI Development: LLMs, ML and Computer Vision",
    description:
      "Generative AI, machine learning and computer vision built into products, with evaluation harnesses, cost tracking and GDPR and EU AI Act duties planned in.",
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
