import type { ServicePage } from "../schema";

export default {
  slug: "chatbots",
  label: "Chatbots",
  group: "Services",
  heroTitle: "Support, sales and service chatbots, in text or by voice",
  tagline:
    "Bots that answer from your own content and pass the customer to a person, transcript attached, when they cannot help.",
  intro: [
    "A chatbot passes our test when it answers the question asked, acts only where it is allowed to and knows when to stop. Most of that depends less on the model than on the engineering around it: the knowledge it draws on, the systems it may act on and the guardrails that keep it accurate and in scope.",
    "A commercial model is the quickest start; an open-weight model hosted in your own cloud keeps conversation data in your hands, at the cost of running it. Answers are grounded in your content through retrieval-augmented generation, with the source passage cited, and tool calls let the bot check an order or book an appointment through your APIs.",
    "Throughout development we test the assistant against an evaluation set built from real customer questions, covering accuracy, tone, refusals and resistance to prompt injection. Once live, conversation analytics trace handovers and failures, and each improvement starts from that evidence. We also plan for GDPR, the EU AI Act's duty to tell users they are talking to a machine, and a retention period for transcripts.",
  ],
  cardsHeading: "Six jobs a chatbot can take on",
  cards: [
    {
      title: "Customer support chatbots",
      description:
        "On your website, app and messaging channels, the assistant resolves routine questions, tracks orders, processes simple changes and opens tickets. It works inside a helpdesk such as Zendesk or Intercom. When a person is needed, the support agent receives the full conversation and the customer does not explain twice.",
    },
    {
      title: "Sales and lead generation bots",
      description:
        "The bot qualifies visitors by need, budget and timing, answers product questions, books meetings into your sales team's calendars and passes qualified leads to your CRM with the conversation and the visitor's marketing consent recorded.",
    },
    {
      title: "E-commerce shopping assistants",
      description:
        "A shopping assistant recommends products from your live catalogue, compares options, checks stock and sizing, and guides shoppers through returns. Connected to Shopify or a headless commerce API, it ties every suggestion to real inventory and current prices.",
    },
    {
      title: "Internal workflow bots",
      description:
        "In Microsoft Teams or Slack, a bot can answer HR and IT questions from your own policies, reset passwords, raise service-desk tickets and fetch figures from internal systems. Retrieval respects existing permissions: staff receive answers drawn only from documents they are already allowed to read.",
    },
    {
      title: "Multilingual chatbots",
      description:
        "The assistant detects the user's language and replies in it, right-to-left scripts such as Arabic included. Content and escalation rules are managed per market. A native speaker from our team or yours signs off each language for release: fluent machine output can still get terminology and local regulatory wording wrong.",
    },
    {
      title: "Voice-enabled assistants",
      description:
        "We build voice bots for phone lines and smart devices, pairing speech-to-text with neural text-to-speech at latencies that feel conversational. Through a contact-centre platform such as Amazon Connect or Twilio, the bot copes with interruptions and noisy lines and routes callers to a human agent who can read the conversation so far.",
    },
  ],
  meta: {
    title: "AI Chatbots That Answer from Your Own Content",
    description:
      "Chatbots that answer customers and staff from your own policies and systems, in several languages and by voice, with tests and guardrails in place at launch.",
    keywords: [
      "chatbot development",
      "ai chatbot",
      "customer support chatbot",
      "llm assistant",
      "multilingual chatbot",
      "voice bot",
    ],
  },
} satisfies ServicePage;
