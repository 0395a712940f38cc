import { operationalFacts } from "@/lib/settings/operational-facts";
import type { LegalPage } from "../../schema";
import { isSupplied, legalIdentity, site } from "../../site";

const { legal } = site;
const facts = operationalFacts();

/** How the team hears of an enquiry: by the channels this build's settings turn on, or in the inbox itself. */
const noticeChannels = [
  facts.emailNotices && "by email",
  facts.webhookNotices && "by a message to our team chat or customer-relationship system",
].filter(Boolean);
const enquiryNotice = !facts.embeddedInbox
  ? "When an enquiry arrives, the form-collection service we use passes it to the team."
  : noticeChannels.length
    ? `When an enquiry arrives the team is told ${noticeChannels.join(" and ")}.`
    : "When an enquiry arrives it is stored in our inbox, where the team reads it.";
/**
 * What happens to an enquiry sent without a solved puzzle (only with proof of work on), and to a
 * filled honeypot. The team is told of a held enquiry at once only by a configured notice channel.
 */
const puzzleHold = !facts.proofOfWork
  ? ""
  : noticeChannels.length
    ? "An enquiry sent without a solved puzzle (for example from a browser with JavaScript switched off) is stored and marked as held, and the team is told of it at once like any other, with a link to release or delete it. A released enquiry is passed on like any other."
    : "An enquiry sent without a solved puzzle (for example from a browser with JavaScript switched off) is stored in our inbox marked as held, for the team to release or delete.";
const heldEnquiries = [
  puzzleHold,
  "A submission that fills in a hidden field meant only for bots is discarded without being stored.",
]
  .filter(Boolean)
  .join(" ");
const accessLog = [
  "For each request it answers, the server logs the time, the method, the address requested without its query string, the response status and how long it took. It never logs what you type into the form.",
  facts.accessLogFiles
    ? `In log files it deletes after ${facts.accessLogDays} days, each line also records your IP address and your browser's user-agent string.`
    : "",
  facts.clientOnStdout
    ? "A copy of each line, with your IP address and user-agent string, goes to our hosting provider's log service, which keeps it under its own retention terms as our processor."
    : facts.accessLogFiles
      ? "The copy our hosting provider keeps records neither."
      : "It records neither your IP address nor your browser's user-agent string.",
]
  .filter(Boolean)
  .join(" ");

/**
 * Where personal data comes from. The access log is a source only when it records client addresses (log
 * files, or stdout with ACCESS_LOG_STDOUT_CLIENT=on; a static build's host logs them anyway). Otherwise
 * the only address the server holds is the rate limiter's, in memory, for one window.
 */
const logHoldsClients = !facts.embeddedInbox || facts.accessLogFiles || facts.clientOnStdout;
/** The per-IP form limit: the embedded inbox's, on while ENQUIRY_RATE_LIMIT_PER_MINUTE > 0. */
const formLimit = facts.embeddedInbox && facts.rateLimited;
const sources = logHoldsClients
  ? "We hold personal data from two sources: the enquiry form, if you choose to send it, and the web server's access log."
  : formLimit
    ? "We hold personal data only if you choose to send the enquiry form: what you enter in it and, briefly, the IP address it came from."
    : "We hold personal data only if you choose to send the enquiry form.";

/** The lawful basis for the processing that keeps the site secure: only for what holds an IP address. */
const securityBasis =
  logHoldsClients && formLimit
    ? "Access logs and the per-address form limit rest on our legitimate interest in keeping the site secure and the form free of abuse."
    : logHoldsClients
      ? "Access logs rest on our legitimate interest in keeping the site secure and the form free of abuse."
      : formLimit
        ? "The per-address form limit rests on our legitimate interest in keeping the form free of abuse."
        : "";

/** Copies outside the inbox exist only in the channels this build's settings turn on. */
const noticeCopies =
  facts.emailNotices && facts.webhookNotices
    ? "Copies in notification emails and chat messages stay in those systems until we delete them; a request to erase your data covers them too."
    : facts.emailNotices
      ? "Copies in notification emails stay in our mailboxes until we delete them; a request to erase your data covers them too."
      : facts.webhookNotices
        ? "Copies posted to the chat or customer-relationship system stay there until we delete them; a request to erase your data covers them too."
        : "";

const representatives = [
  { who: "UK representative under Article 27 of the UK GDPR", ...legal.ukRepresentative },
  { who: "EU representative under Article 27 of the GDPR", ...legal.euRepresentative },
].filter(isSupplied);

const representativeSentences = representatives.map(
  (r) => `Our ${r.who} is ${r.name}, ${r.postalAddress}, reachable at ${r.email}.`,
);

const dpo = isSupplied(legal.dataProtectionOfficer)
  ? `Our data protection officer is ${legal.dataProtectionOfficer.name}, reachable at ${legal.dataProtectionOfficer.email}.`
  : `We have not appointed a data protection officer; ${legal.email} reaches the person responsible for data protection.`;

const rateLimit = formLimit
  ? `To stop one connection flooding the form, the server counts enquiries per IP address in memory and forgets each address ${facts.rateLimitWindowSeconds} seconds after its first enquiry; this count is never written to disk.`
  : "";

const hosting = isSupplied(legal.hostingRegion)
  ? `The website and the enquiry database are hosted in ${legal.hostingRegion}.`
  : "";

export default {
  slug: "privacy",
  title: "Privacy Policy",
  intro: `This policy explains what personal data ${site.name} ("we", "us") collects through this website, why, how long we keep it and what rights you have. The controller is ${legalIdentity()} It is written for readers protected by the EU General Data Protection Regulation (GDPR), the UK GDPR and the UAE Personal Data Protection Law.`,
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        `Browsing the site needs no account and no personal details. ${sources}`,
        "When you send the form we store the fields below, the page it came from and the time it arrived. Name, email address and message are needed for us to reply: without them the form cannot be sent. If you would rather not use the form, you can email us instead.",
        facts.embeddedInbox
          ? accessLog
          : "Like any web host, the provider that serves these pages logs each request, including your IP address and your browser's user-agent string, and keeps those logs under its own retention terms as our processor.",
        ...(facts.embeddedInbox && facts.proofOfWork
          ? [
              "Before the form is sent, your browser solves a small proof-of-work puzzle on your own device. The puzzle makes automated spam cost its sender computing time. No third party is involved and nothing is stored on your device.",
            ]
          : []),
        ...(rateLimit ? [rateLimit] : []),
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
        `We use an enquiry to reply to you, to understand what you need and, if you ask for one, to prepare a proposal. ${enquiryNotice}`,
        [
          "Our lawful basis for answering enquiries is our legitimate interest in replying to people who contact us; where you ask about an engagement, it is also a step you have asked us to take before a contract.",
          securityBasis,
        ]
          .filter(Boolean)
          .join(" "),
        "If your message asks us to tell you when our articles launch, we will send you one email when they do, on the basis of your consent. You can withdraw it at any time by writing to us, and we use your address for nothing else. We run no mailing list and make no automated decisions or profiles about you.",
        facts.embeddedInbox
          ? heldEnquiries
          : "A submission that fills in a hidden field meant only for bots is never sent.",
        ...(facts.embeddedInbox
          ? [
              `An enquiry that looks like near-certain spam, with more than eight links or the same text as an enquiry in the last hour, is stored and held without telling anyone at once. ${
                facts.emailNotices
                  ? "Once a day the team receives an email listing each held enquiry's name, email address and company, the reason it was held and the start of its message, with a link to release or delete it."
                  : "It waits in our inbox, where the team reviews held enquiries and releases or deletes each one."
              }`,
            ]
          : []),
      ],
    },
    {
      id: "sharing-your-information",
      heading: "Sharing and international transfers",
      paragraphs: [
        "We never sell personal data and do not share it with advertisers or data brokers. We disclose it to authorities only where the law requires us to.",
        [
          hosting,
          `Our hosting provider, ${facts.embeddedInbox ? "" : "our form-collection provider, "}our email provider and, where connected, our team chat or customer-relationship system act as processors: they handle the data only on our instructions, under written data processing agreements.`,
        ]
          .filter(Boolean)
          .join(" "),
        `We are established in the United Arab Emirates, and our team works from Dubai and from tech hubs in Bucharest (Romania), Tbilisi (Georgia) and Amman (Jordan). The GDPR and the UK GDPR apply to us because we offer our services to people in the UK and the EU.`,
        `Where personal data passes from the UK or the European Economic Area to a country without an adequacy decision, we rely on the European Commission's standard contractual clauses, with the UK addendum for UK data. You can ask for a copy of these safeguards at ${legal.email}.`,
        ...representativeSentences,
      ],
    },
    {
      id: "data-security",
      heading: "Data security and retention",
      paragraphs: [
        ...(facts.embeddedInbox
          ? [
              `Enquiries are kept ${
                facts.database === "postgres"
                  ? "in our PostgreSQL database, run by our hosting provider or on our own server"
                  : "in a database file on our own server"
              }, with no third-party form service involved, and travel between your browser and the server over HTTPS. They can be read by ${[
                facts.emailNotices && "the team members who receive the notification emails",
                facts.webhookNotices &&
                  "the team members in the chat or customer-relationship system they are posted to",
                "the staff who run the server",
              ]
                .filter(Boolean)
                .join(", ")
                .replace(/, ([^,]+)$/, " and $1")}.`,
              [
                noticeChannels.length
                  ? `Each enquiry, with the record of the notifications sent about it, is deleted automatically ${facts.enquiryRetentionDays} days after it arrives.`
                  : `Each enquiry is deleted automatically ${facts.enquiryRetentionDays} days after it arrives.`,
                noticeCopies,
              ]
                .filter(Boolean)
                .join(" "),
            ]
          : [
              "The form sends your enquiry over HTTPS to our form-collection provider, which stores it as our processor and forwards it to the team members who answer enquiries.",
              "We delete enquiries from the provider and from our mailboxes when we no longer need them to answer you; a request to erase your data covers every copy.",
            ]),
        [
          facts.embeddedInbox &&
            `Backups of the enquiry database hold the same data. Each backup run deletes the backups it finds beside the new one once they are older than ${facts.enquiryRetentionDays} days, and any copy kept elsewhere is held under a deletion rule of the same length.`,
          "If an enquiry leads to a contract, the correspondence becomes part of that project's records and is kept for as long as the contract requires.",
        ]
          .filter(Boolean)
          .join(" "),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "This site sets no cookies and runs no analytics. The Cookie Policy explains what cookies are, what would change if we ever wanted to measure visits, and how you can control cookies in your browser.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under the GDPR, the UK GDPR and the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) you have the rights listed below, and we honour them whichever law applies to you. We answer within one month and may ask you to confirm your identity first.",
        "We find your data by searching our enquiry store and mailbox for the email address you wrote from: please use that address or tell us what it was. Where we rely on your consent, withdrawing it does not affect what we did before.",
        "If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ICO) in the UK, to the supervisory authority in your EU country, or to the UAE Data Office. We would welcome the chance to put things right first.",
      ],
      list: [
        "Access: ask for a copy of the personal data we hold about you",
        "Rectification: have inaccurate or incomplete data corrected",
        "Erasure: ask us to delete your data where there is no reason to keep it",
        "Restriction: ask us to limit how we use your data while a concern is resolved",
        "Objection: object to processing based on our legitimate interests",
        "Portability: receive data you gave us in a machine-readable format",
        "Withdrawal of consent: at any time, where we rely on it",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        `For any privacy question or to use your rights, email ${legal.email} with "Privacy" in the subject line. Tell us which right you want to use and the email address you wrote to us from.`,
        dpo,
        ...(representatives.length ? ["You can also write to our representatives at the addresses above."] : []),
      ],
    },
  ],
  meta: {
    title: "Privacy Policy",
    description:
      "What we collect through the enquiry form and the access log, why, how long we keep it, who can read it and your rights under the GDPR, UK GDPR and UAE law.",
    keywords: ["privacy policy", "gdpr", "uk gdpr", "uae pdpl", "data protection", "personal data rights"],
  },
} satisfies LegalPage;
