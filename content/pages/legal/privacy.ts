import type { LegalPage } from "../../schema";
import { site } from "../../site";

export default {
  slug: "privacy",
  title: "Privacy Policy",
  intro: `This policy explains what personal data ${site.legalName} ("${site.name}", "we", "us") collects through this website, why, and what rights you have. It is written for readers protected by the EU General Data Protection Regulation (GDPR) and the UK GDPR. We are the controller of the data described here.`,
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We only collect what you choose to send us through the enquiry form. There are no accounts on this site, and browsing it does not require you to give us any personal details.",
        "Alongside the form fields we record two technical details: the page the enquiry was sent from and the time we received it. This helps us understand the context of your message.",
        "To protect the form against abuse, your IP address is held briefly in server memory to limit how often a single connection can submit. It is not written to our enquiry database or kept once that short check is complete.",
      ],
      list: [
        "Full name (required)",
        "Email address (required)",
        "Company name (optional)",
        "Message (required), and anything you include in it",
        "The page the enquiry was sent from and the time it was received",
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How we use your information",
      paragraphs: [
        "We use your enquiry to reply to you, to understand what you need, and, if you ask for one, to prepare a proposal. We do not add you to a mailing list and we do not use your details for automated decision-making or profiling.",
        "Our lawful basis is our legitimate interest in responding to people who contact us about our services. Where you are asking about a possible engagement, the processing is also necessary to take steps at your request before entering into a contract.",
      ],
    },
    {
      id: "sharing-your-information",
      heading: "Sharing your information",
      paragraphs: [
        "We never sell personal data, and we do not share it with advertisers or data brokers.",
        "We use a small number of processors, such as our hosting provider, to run this website. They act only on our instructions under a written data processing agreement and may not use your data for their own purposes.",
        "Our team works from the United Arab Emirates, Romania, Georgia and Jordan. Where an enquiry is accessed from outside the UK or the European Economic Area, we protect the transfer with safeguards recognised by UK and EU law, such as standard contractual clauses. We may also disclose data where the law requires it.",
      ],
    },
    {
      id: "data-security",
      heading: "Data security",
      paragraphs: [
        "Enquiries are stored in our own enquiry database, on servers we control rather than in a third-party form service. Data travels between your browser and our servers encrypted with TLS.",
        "Access is limited to the staff who handle enquiries, each with an individual account. We keep an enquiry for 24 months and then delete it, unless it leads to a contract, in which case it becomes part of the project records kept under that contract.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "This site sets no non-essential cookies. The Cookie Policy describes what cookies are, how we would use them if that ever changes, and how you can control them in your browser.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under the GDPR and the UK GDPR you have the rights listed below. We answer requests within one month, and we may ask you to confirm your identity before acting on one.",
        "If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ICO) in the UK or to the data protection supervisory authority in your EU country. We would appreciate the chance to put things right first.",
      ],
      list: [
        "Access: ask for a copy of the personal data we hold about you",
        "Rectification: have inaccurate or incomplete data corrected",
        "Erasure: ask us to delete your data where there is no reason to keep it",
        "Restriction: ask us to limit how we use your data while a concern is resolved",
        "Objection: object to processing based on our legitimate interests",
        "Portability: receive data you gave us in a machine-readable format",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        `For any privacy question or to exercise your rights, email ${site.email} with "Privacy" in the subject line. Tell us which right you want to use and the email address you wrote to us from, so we can find your enquiry.`,
      ],
    },
  ],
  meta: {
    title: "Privacy Policy",
    description:
      "How we collect, use, store and protect the personal data you send through our enquiry form, and your rights under the GDPR and UK GDPR.",
    keywords: ["privacy policy", "gdpr", "uk gdpr", "data protection", "personal data rights"],
  },
} satisfies LegalPage;
