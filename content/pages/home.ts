import type { HomeContent } from "../schema";
import { site } from "../site";

export default {
  hero: {
    eyebrow: "Digital product agency · Dubai, Bucharest, Tbilisi, Amman",
    title: "Websites, apps and AI tools, designed and engineered by one team",
    tagline:
      "We take products past the demo and into production, with code your own team can run and change after we hand it over.",
  },
  intro: {
    eyebrow: "What we do",
    heading: "From the first workshop to release, and the years that follow",
    lead: "The engineers who will build a product sit in its discovery workshops with our strategists and designers, and help agree its scope.",
    cards: [
      {
        title: "Things We Deliver",
        body: "The sites, apps and AI tools we ship go live with tests written, documentation current, deployment scripted and monitoring switched on.",
        points: [
          "Marketing sites on Next.js or Astro, with a headless CMS your editors help choose",
          "Web apps in React, Vue and Angular; mobile apps in React Native, Flutter, Swift and Kotlin",
          "AI assistants and document automation grounded in your own data",
          "Brand identities, design systems and performance marketing",
        ],
      },
      {
        title: "Challenges We Solve",
        body: "A brief names a feature or a deadline; discovery often finds one of these behind it.",
        points: [
          "A legacy codebase that makes releases slow and changes risky",
          "An investor demo due in weeks, and only a prototype to show",
          "Staff re-keying the same data into three tools that never talk to each other",
          "AI pilots that impressed in a meeting and never reached real users",
        ],
      },
      {
        title: "How We Keep You Ahead",
        body: "Under a maintenance plan we track what is about to change around your product and put each decision to you with time left to act on it.",
        points: [
          "New browser, app-store and cloud capabilities assessed for your product, each with a cost and a recommendation",
          "A calendar of framework end-of-life dates and app-store SDK deadlines, with your upgrades planned around it",
          "Architecture reviews at an agreed interval, flagging cost, scale and dependency risks",
          "AI features re-tested against their evaluation set when the provider retires or replaces the model behind them",
        ],
      },
    ],
  },
  caseStudies: {
    eyebrow: "Selected work",
    heading: "Two products we built and launched",
    lead: "Each full study sets out what its card leaves out: the decisions we made and why, the technology used and what each figure measures.",
  },
  collaboration: {
    eyebrow: "Working together",
    heading: "How the work is run, and who answers for it",
    lead: "Reporting lines stay short, whether you are a founder with a pitch deck or an enterprise with a procurement process.",
    points: [
      {
        title: "Engagement models that fit the risk",
        body: "A fixed scope for well-defined work, time and materials for products that will keep changing, or a dedicated team that works through your roadmap for as long as you need one.",
      },
      {
        title: "A working day that overlaps yours",
        body: "Our Dubai headquarters and our hubs in Bucharest, Tbilisi and Amman are two to four hours ahead of London, leaving several hours in common with clients in the UK and the rest of Europe. Afternoons in Bucharest meet the US East Coast morning. West Coast teams get one daily call at the start of their morning, which is early evening in Bucharest.",
      },
      {
        title: "One accountable lead",
        body: "A named delivery lead owns scope, budget and quality on your engagement. You get one person to call, a written status report every week and a demo of working software when a sprint ends.",
      },
      {
        title: "Alongside your in-house team",
        body: "We join your repositories, Jira or Linear board and Slack or Teams channels, follow your coding standards and pair with your engineers. Significant technical choices are written up the day they are made, as architecture decision records in the repositories they affect.",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Questions buyers ask us first",
    items: [
      {
        question: "How soon can you start?",
        answer:
          "Usually within one to two weeks of agreement, whether it covers a discovery phase or a build. In that time we confirm the team, hold a kick-off session and set up shared tools; work then begins with access and priorities already in place.",
      },
      {
        question: "How long does a typical project take?",
        answer:
          "As a guide: a landing page, or a small site on your existing brand and copy, takes 2-4 weeks; a custom web or mobile app, 6-12 weeks from kick-off to launch; an AI or enterprise platform, 3-6 months. Larger products are released in phases, each one usable on its own.",
      },
      {
        question: "How do you price your work?",
        answer:
          "Most clients begin with a fixed-price discovery phase. It produces a scope, an architecture outline and an estimate, and you choose the engagement model with that estimate in hand. We quote for the build only when we understand the problem.",
      },
      {
        question: "Will you sign an NDA, and who owns the intellectual property?",
        answer:
          "Yes: we sign your NDA, or send you ours, and it covers the details of your project. Once the invoices for the work are paid, the bespoke code, designs, content and documentation we create are yours. Tools we built for earlier work stay ours, and you get a perpetual, irrevocable, non-exclusive, royalty-free licence to use, modify and maintain them as part of your product; open-source components keep their own licences.",
      },
      {
        question: "How do you handle time zones and communication?",
        answer:
          "Recurring meetings fall inside the hours we share with you. Between them, questions go to a shared chat channel, where the delivery lead and the engineers answer you directly.",
      },
      {
        question: "What support do you offer after launch?",
        answer:
          "Maintenance plans cover monitoring, security updates, bug fixes and small improvements. For business-critical systems, a support agreement adds an on-call engineer around the clock, with response targets and escalation paths written in.",
      },
      {
        question: "Can you work with our existing development team?",
        answer:
          "Yes, in one of three arrangements: we bring the skills your team lacks, own one workstream end to end, or lead delivery with your developers contributing. Which fits depends on what is missing and how much of the work you want to hand over.",
      },
      {
        question: "How do you choose the technology stack?",
        answer:
          "We start from what your team already knows and what the hiring market can supply. Existing systems, performance needs, compliance rules and budget all weigh in. We set out the trade-offs in writing for you to challenge, at a stage when changing course means editing a document.",
      },
      {
        question: "What happens after we get in touch?",
        answer:
          "We reply with the questions we would ask in a first call and the step we would suggest next, then book that call at a time that suits you.",
      },
      {
        question: "How do you protect our data and comply with the GDPR?",
        answer: `Where we process personal data for you, we sign a data processing agreement under the GDPR and the UK GDPR. Our contracting company, ${site.legal.entity}, is registered in ${site.legal.jurisdiction}, so the agreement includes the European Commission's standard contractual clauses, with the UK Addendum, whichever hub does the work. Access is limited to those who need it, and production data stays out of test systems.`,
      },
    ],
  },
  contact: {
    heading: "Start with the problem",
    lead: "Describe it in one paragraph, adding how far the project has got and any date that matters.",
  },
  meta: {
    title: "Websites, Apps and AI Tools Built by One Team",
    description:
      "We design, build and support websites, apps and AI tools for start-ups, scale-ups and enterprises in the UK, the rest of Europe and North America.",
    keywords: [
      "digital product agency",
      "web design and development",
      "mobile app development",
      "ai development",
      "software agency europe",
      "startup product development",
    ],
  },
} satisfies HomeContent;
