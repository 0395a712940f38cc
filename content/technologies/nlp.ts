import type { ExpertisePage } from "../schema";

export default {
  slug: "nlp",
  label: "Natural Language Processing",
  group: "AI & Data",
  topic: "Natural Language Processing",
  heroTitle: "Natural Language Processing",
  tagline:
    "Assistants and search that answer in the languages your customers write, right-to-left scripts included, scored by an evaluation you can audit.",
  whyHeading: "Retrieval, parsing and evaluation are most of the work",
  why: [
    "Routing support tickets, extracting fields from contracts or answering questions over a policy library once took months of hand-built rules; with transformer models they can reach useful quality in weeks. Choosing the model is the smaller decision: a fine-tuned encoder for classification, a small open-weight model where data cannot leave your network, or a hosted frontier model when reasoning quality justifies the price per token.",
    "Retrieval-augmented generation is our default for questions over your own documents. The effort goes into unglamorous parts: parsing PDFs and tables, chunking along document structure, hybrid keyword and dense retrieval, and a reranker before anything reaches the model. Answers cite their sources, and access control applies at retrieval time, keeping out passages a user may not read.",
    "Tokenisers trained mostly on English split Arabic words into many more tokens, which raises cost and shrinks effective context. Arabic also brings regional dialects alongside Modern Standard Arabic, optional diacritics and Arabizi in Latin script. Romanian text mixes the correct comma-below ș and ț with legacy cedilla forms, which breaks search unless normalised. We test on real samples in English, Arabic and Romanian.",
    "LLM output is evaluated like any other non-deterministic system: golden datasets, groundedness checks and LLM-as-judge scoring calibrated against human review, run in CI whenever a prompt or model version changes.",
  ],
  thingsWeBuild: [
    "Retrieval-augmented assistants over manuals, policies and knowledge bases, with cited answers",
    "Ticket and email triage that detects intent, urgency and language before routing",
    "Extraction of fields from contracts, invoices and forms into validated, structured records",
    "Semantic and hybrid search with multilingual embeddings, rerankers and faceted filters",
    "Bilingual Arabic and English assistants that cope with dialect and code-switching",
    "Summaries of calls, meetings and long reports that link their claims back to the source",
    "Redaction of personal data before text reaches logs, analytics or third-party models",
    "Evaluation harnesses that score LLM output against golden sets",
  ],
  challengesWeSolve: [
    "Assistants that hallucinate because retrieval returns the wrong passages or none at all",
    "Token spend and latency that climbed out of control as usage grew",
    "Arabic queries failing against English-tuned embeddings and keyword search",
    "Romanian diacritic variants that split identical words across a search index",
    "Prompt injection arriving through uploaded documents, emails or web pages the model reads",
    "No reliable way to tell whether a new prompt or model version is better or worse",
    "Prompts carrying personal data to external APIs that your GDPR records do not cover",
    "Scanned PDFs and complex tables that defeat naive text extraction",
  ],
  howWeKeepYouAhead: [
    "OpenAI's gpt-oss and other permissively licensed open-weight models benchmarked against your hosted model on your own tasks",
    "Hosted and open-weight models kept behind one adapter layer, where a retirement such as OpenAI's Assistants API shutdown on 26 August 2026 touches one module",
    "Tools exposed through the Model Context Protocol, a vendor-neutral standard under the Linux Foundation, ready for the next assistant or agent you add",
    "Embedding and reranking models re-scored on your Arabic and Romanian test sets when a new multilingual release appears, and swapped in only when they win",
    "AI Act duties built in: telling users they are talking to an AI system (since 2 August 2026) and high-risk rules for hiring classifiers (from 2 December 2027)",
    "Field extraction built on structured outputs, which the main hosted model APIs now constrain to a schema you supply",
    "Reasoning effort set per task on models that expose it, with longer thinking paid for only where your evaluation shows it lifts accuracy",
    "Overnight classification and back-fills sent through batch APIs, which OpenAI, Anthropic and Google price at half the interactive rate",
  ],
  meta: {
    title: "NLP and LLM Features, Scored on Each Change",
    description:
      "Language features that answer from your own documents, scored on each change: retrieval, extraction and classification in your customers' languages.",
    keywords: [
      "natural language processing",
      "nlp development",
      "retrieval augmented generation",
      "llm evaluation",
      "arabic nlp",
      "multilingual search",
    ],
  },
} satisfies ExpertisePage;
