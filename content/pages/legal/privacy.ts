import type { LegalPage } from "../../schema";
import { legalIdentity, site } from "../../site";

const { legal } = site;

export default {
  slug: "privacy",
  title: "Privacy Policy",
  intro: `This policy explains what personal data ${site.name} ("we", "us") collects through this website, why, how long we keep it and what rights you have. The controller is ${legalIdentity()} This policy is written for readers protected by the EU General Data Protection Regulation (GDPR), the UK GDPR and the UAE Personal Data Protection Law.`,
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "Browsing the site needs no account and no personal details. The personal data we hold comes from two places: the enquiry form, if you choose to send it, and the access logs every web server keeps.",
        "When you send the form we store the fields below together with the page the enquiry came from and the time it arrived. If you would like to hear when our articles launch, say so in your message; we keep that request with the enquiry and do not add you to any list.",
        `The web server logs each request it answers: your IP address, the time, the address requested, the response and your browser's user-agent string. We keep these logs for ${legal.serverLogDays} days to detect and investigate attacks, and then delete them.`,
        "To stop automated spam, your browser solves a small proof-of-work puzzle before the form is sent. The puzzle is computed on your own device by our code; no third party is involved and nothing is stored on your device. Your IP address is also held briefly in server memory to limit how often one connection can submit the form.",
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
        "We use an enquiry to reply to you, to understand what you need and, if you ask for one, to prepare a proposal. When an enquiry arrives the team is told by email and, where we have set one up, by a message to our team chat or customer-relationship system. We use server logs only for security and to diagnose faults.",
        "Our lawful basis for enquiries is our legitimate interest in answering people who contact us about our services; where you are asking about an engagement, the processing is also a step you have asked us to take before a contract. For server logs it is our legitimate interest in keeping the site secure. We do not send marketing, run a mailing list, or use your data for automated decision-making or profiling.",
        "A message that looks like spam is held for a person on our team to review; we never discard an enquiry unread.",
      ],
    },
    {
      id: "sharing-your-information",
      heading: "Sharing and international transfers",
      paragraphs: [
        "We never sell personal data and we do not share it with advertisers or data brokers. We disclose it to authorities only where the law requires us to.",
        `The website and the enquiry database are hosted in the ${legal.hosting.region}. Our hosting provider, our email provider and, where connected, our team chat or customer-relationship system act as processors: they handle the data only on our instructions under written data processing agreements.`,
        `We are established in the United Arab Emirates, so when you send us an enquiry from the UK or the EU you are giving it directly to a controller outside those regions. The GDPR and the UK GDPR apply to us all the same, because we offer our services to people there. Our team reads enquiries from the United Arab Emirates, Romania, Georgia and Jordan. Where data held by our processors in the EU is passed to us or to our team outside the UK and EEA, we rely on the European Commission's standard contractual clauses, with the UK addendum for UK data.`,
        `Because we have no establishment in the UK or the EU, we have appointed representatives there under Article 27. You can contact our ${legal.ukRepresentative.role} at ${legal.ukRepresentative.email}, and our ${legal.euRepresentative.role} at ${legal.euRepresentative.email}.`,
      ],
    },
    {
      id: "data-security",
      heading: "Data security and retention",
      paragraphs: [
        "Enquiries are kept in a database we operate ourselves, with no third-party form service involved, and travel between your browser and our servers encrypted with TLS. Only the staff who answer enquiries can read them, each through an individual account.",
        `Each enquiry, with the record of the notifications sent about it, is deleted automatically ${legal.enquiryRetentionDays} days (${legal.enquiryRetentionMonths} months) after it arrives. Copies in the notification email or chat message are deleted on the same schedule. If an enquiry leads to a contract, the correspondence becomes part of that project's records and is kept for as long as the contract requires. Server logs are deleted after ${legal.serverLogDays} days.`,
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "This site sets no cookies at all and runs no analytics. The Cookie Policy explains what cookies are, what would change if we ever wanted to measure visits, and how you can control cookies in your browser.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under the GDPR, the UK GDPR and the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) you have the rights listed below, and we honour them whichever law applies to you. We answer within one month and may ask you to confirm your identity first.",
        "We find your data by searching our enquiry store and mailbox for the email address you wrote from, so please use that address or tell us what it was.",
        "If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ICO) in the UK, to the supervisory authority in your EU country, or to the UAE Data Office. We would welcome the chance to put things right first.",
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
        `For any privacy question or to use your rights, email ${legal.email} with "Privacy" in the subject line, or write to our UK or EU representative at the addresses above. Tell us which right you want to use and the email address you wrote to us from.`,
      ],
    },
  ],
  meta: {
    title: "Privacy Policy",
    description:
      "What we collect through the enquiry form and server logs, why, how long we keep it, where it is hosted and your rights under the GDPR, UK GDPR and UAE law.",
    keywords: ["privacy policy", "gdpr", "uk gdpr", "uae pdpl", "data protection", "personal data rights"],
  },
} satisfies LegalPage;
