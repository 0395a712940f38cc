import type { ServicePage } from "../schema";

export default {
  slug: "chatbots",
  label: "Chatbots",
  group: "Services",
  heroTitle: "Chatbots that know when to hand over",
  tagline:
    "Conversational assistants built on large language models and your own knowledge, connected to real systems, with a clean hand-off to people when a conversation needs one.",
  intro: [
    "A useful chatbot answers the question the customer asked, takes an action where it is allowed to, and passes the conversation to a person when it cannot help. Most of that depends less on the model than on the engineering around it: the knowledge it draws on, the systems it may act on and the guardrails that keep it accurate and in scope.",
    "We build assistants on models from OpenAI, Anthropic or Google, or on open-weight models such as Llama and Mistral hosted in your own cloud, chosen for cost, latency and data-protection needs. Answers are grounded in your content through retrieval-augmented generation, with the source passage cited, and tool calls let the bot check an order or book an appointment through your APIs.",
    "Before launch we build an evaluation set from real customer questions and test accuracy, tone, refusals and resistance to prompt injection against it. Once live, conversation analytics show where the bot resolves, hands over or fails, and each improvement starts from that evidence. We also plan for GDPR, the EU AI Act's duty to tell users they are talking to a machine, and a retention period for transcripts.",
  ],
  cardsHeading: "Chatbots we build",
  cards: [
    {
      title: "Customer support chatbots",
      description:
        "Assistants on your website, app and messaging channels that resolve routine questions, track orders, process simple changes and open tickets. They integrate with Zendesk, Freshdesk, Intercom or Salesforce Service Cloud, and pass the full conversation to an agent when a person is needed, which spares the customer from explaining twice.",
    },
    {
      title: "Sales and lead generation bots",
      description:
        "Conversational flows that qualify visitors by need, budget and timing, answer product questions and book meetings straight into your sales team's calendars. Qualified leads arrive in HubSpot or Salesforce with the transcript attached, and marketing consent is captured properly before any follow-up is sent.",
    },
    {
      title: "E-commerce shopping assistants",
      description:
        "Assistants that recommend products from your live catalogue, compare options, check stock and sizing, and guide shoppers through returns. We connect them to Shopify, Adobe Commerce or a headless commerce API, and keep every suggestion tied to real inventory and current prices.",
    },
    {
      title: "Internal workflow bots",
      description:
        "Bots in Microsoft Teams or Slack that answer HR and IT questions from your own policies, reset passwords, raise service-desk tickets and fetch figures from internal systems. Retrieval respects existing permissions: staff receive answers drawn only from documents they are already allowed to read.",
    },
    {
      title: "Multilingual chatbots",
      description:
        "Assistants that detect the user's language and reply in it, including right-to-left scripts such as Arabic, with content and escalation rules managed per market. A native speaker, from our team or yours, reviews each language before release, because fluent machine output can still get terminology, tone or local regulatory wording wrong.",
    },
    {
      title: "Voice-enabled assistants",
      description:
        "Voice bots for phone lines and smart devices, pairing speech-to-text with neural text-to-speech at latencies that feel conversational. We integrate with contact-centre platforms such as Twilio, Amazon Connect or Genesys Cloud, cope with interruptions and noisy lines, and route callers to a human agent with the transcript attached.",
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
