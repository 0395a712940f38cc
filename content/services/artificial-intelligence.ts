import type { ServicePage } from "../schema";

export default {
  slug: "artificial-intelligence",
  label: "Artificial Intelligence",
  group: "Services",
  heroTitle: "Practical AI, measured and governed",
  tagline:
    "Language model, classical model or a plain rule: we pick whichever meets your measure of good at the lowest cost per request.",
  intro: [
    "We judge an AI feature by the decision it has to improve and by what a wrong answer costs. Models hallucinate, drift and are billed by the call, and the data they need is rarely as clean as the business case assumed.",
    "No release reaches users until its evaluation harness exists. The harness draws test sets from your own cases, scores outputs automatically and through human review, and tracks quality, latency and spend across releases. That record lets a change of model or vendor be judged on evidence.",
    "Governance work runs alongside the engineering: documenting data sources and lawful bases under GDPR, supporting your data protection impact assessments, classifying the system against the EU AI Act's risk tiers and keeping personal data in the regions you need. Allow 3-6 months for an AI platform's first production release; a pilot on a single use case shows results sooner.",
  ],
  cardsHeading: "Where we use AI",
  cards: [
    {
      title: "Generative AI applications",
      description:
        "We build assistants, search and drafting tools on LLMs from providers such as OpenAI and Anthropic, or on open-weight models such as Llama. Retrieval-augmented generation grounds answers in your documents through a vector store like pgvector, with citations and guardrails. Release candidates go through the same evaluation harness, which catches regressions.",
    },
    {
      title: "Machine-learning models",
      description:
        "Forecasting, classification, recommendation and anomaly-detection models are trained on your data, usually with scikit-learn or XGBoost, and compared against a simple baseline. Predictions are explained where decisions affect people, and versioned models are monitored for drift after go-live.",
    },
    {
      title: "Computer vision",
      description:
        "We fine-tune models such as YOLO or vision transformers for detection, segmentation, OCR and visual inspection, on labelled images of your documents, shelves and production lines. Annotation hours are budgeted before labelling starts. Inference runs in the cloud or on edge devices, depending on latency and privacy.",
    },
    {
      title: "AI strategy and readiness",
      description:
        "A short, structured assessment shows where AI can pay off in your organisation: candidate use cases ranked by value, feasibility and risk, an audit of data and infrastructure, build-versus-buy advice, and a roadmap that names, for each use case, the data still missing and what collecting it would take.",
    },
    {
      title: "Data engineering for AI",
      description:
        "Pipelines collect, clean, label and version the data your models depend on, with tested transformations in dbt, data contracts that catch breaking changes early and personal data pseudonymised where GDPR data minimisation requires it.",
    },
    {
      title: "AI integration into existing products",
      description:
        "New AI features go into software you already run behind clean service boundaries and feature flags. We handle prompt and model versioning, streaming responses, caching, rate limits and fallbacks when a provider is down, and, where the system is classed as high-risk under the EU AI Act, put in place the logging and human oversight it requires.",
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
