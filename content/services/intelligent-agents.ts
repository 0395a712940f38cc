import type { ServicePage } from "../schema";

export default {
  slug: "intelligent-agents",
  label: "Intelligent Agents",
  group: "Services",
  heroTitle: "Agents for work too varied for rules and too frequent for a specialist",
  tagline:
    "An agent reads the request, plans the steps and carries out the work in your systems, within limits you set.",
  intro: [
    "We build agents for the operational queue: refunds waiting for approval, change requests to validate, service tickets to route. Where a chatbot would answer a question about that work, an agent completes the step and checks each result against your rules as it goes.",
    "Most of the design effort goes into the tools an agent is given. Tools are narrow, typed interfaces, increasingly exposed through the Model Context Protocol, and the agent runs with the least privilege it needs, never with an administrator's credentials. Where a forecasting or anomaly model decides a step more reliably, that model becomes one more tool for the agent to call.",
    "A new agent starts in shadow mode, proposing actions for people to approve, and gains independence only as its decisions are measured against an agreed standard. Runs are traced step by step, spend is capped per task, and high-impact actions keep a human sign-off. We assess the EU AI Act obligations with you before the first build.",
  ],
  cardsHeading: "Work worth handing to an agent",
  cards: [
    {
      title: "Autonomous business process agents",
      description:
        "In invoice matching, claims triage or supplier onboarding, an agent reads documents, queries ERP and CRM systems and applies your business rules, then either completes the step or escalates with a clear summary, leaving an audit trail of its decisions.",
    },
    {
      title: "Predictive analytics agents",
      description:
        "We pair forecasting models for demand or churn, built with gradient boosting or time-series methods, with agents that act on the output. When a forecast crosses a threshold, the agent raises a reorder or flags an at-risk account. The person who reviews the action sees the agent's reasoning beside it.",
    },
    {
      title: "Resource optimisation agents",
      description:
        "Staff rotas, delivery routes and production lines are scheduling problems with hard constraints. We combine constraint solvers with learned demand forecasts, respect rules like working-time limits, and let planners review and adjust the proposed schedule before it is committed.",
    },
    {
      title: "Fraud detection agents",
      description:
        "Transactions and claims are scored in real time; anomaly detection and graph analysis expose rings of linked accounts. Agents assemble the evidence behind an alert for the investigator, while the models are watched for drift and tuned to balance false positives against missed fraud.",
    },
    {
      title: "Market intelligence agents",
      description:
        "An agent can watch competitor pricing, product launches, regulatory updates, tenders and news, then summarise what changed and why it matters to you. Sources are cited, collection respects site terms and robots.txt, and briefings reach email or Slack on the schedule your team chooses.",
    },
    {
      title: "Multi-agent systems",
      description:
        "In a multi-agent system, specialised agents such as a planner, an executor and a reviewer divide complex work and check each other's output. Orchestration, shared memory and failure handling need careful design. An extra agent adds cost and new ways to fail, and we recommend the pattern only where a single agent has been shown to fall short.",
    },
  ],
  meta: {
    title: "AI Agent Development for Multi-Step Work",
    description:
      "AI agents that automate multi-step business processes, forecast demand, optimise resources, flag fraud and track markets, with audit trails and human approval.",
    keywords: [
      "ai agent development",
      "intelligent agents",
      "agentic automation",
      "predictive analytics",
      "fraud detection",
      "multi-agent systems",
    ],
  },
} satisfies ServicePage;
