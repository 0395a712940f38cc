import { operationalFacts } from "@/lib/settings/operational-facts";
import { builtReplySlot, live } from "../../live";
import { privacyTexts } from "../../live/privacy";
import type { LegalPage } from "../../schema";
import { companyParticulars, isSupplied, legalIdentity, site } from "../../site";

const { legal } = site;
/** Built from the build's facts; the production server puts back its own (content/live). */
const texts = privacyTexts(operationalFacts());
const slot = (id: keyof typeof texts) => live(texts, id);

const representative = (
  who: string,
  law: string,
  rep: { name: string; postalAddress: string; email: string },
  notNeeded: string,
) =>
  isSupplied(rep)
    ? `Our ${who} representative under Article 27 of the ${law} is ${rep.name}, ${rep.postalAddress}, reachable at ${rep.email}.`
    : notNeeded.trim()
      ? `We have no ${who} representative under Article 27 of the ${law} because ${notNeeded}.`
      : "";
const representativeSentences = [
  representative("UK", "UK GDPR", legal.ukRepresentative, legal.ukRepresentativeNotNeeded),
  representative("EU", "EU GDPR", legal.euRepresentative, legal.euRepresentativeNotNeeded),
].filter(Boolean);

const dpo = isSupplied(legal.dataProtectionOfficer)
  ? `Our data protection officer is ${legal.dataProtectionOfficer.name}, reachable at ${legal.dataProtectionOfficer.email}.`
  : "We have not appointed a data protection officer; one person on the team is responsible for data protection and handles all privacy requests.";

const otherChannels = [
  isSupplied(legal.postalAddress) && `write to us at ${legal.postalAddress}`,
  isSupplied(legal.telephone) && `call us on ${legal.telephone}`,
].filter(Boolean);

export default {
  slug: "privacy",
  title: "Privacy Policy",
  version: "Version 1, effective 1 December 2026",
  intro: `This policy explains what personal data ${site.name} ("we", "us") collects through this website, why, how long we keep it and what rights you have. We apply the EU General Data Protection Regulation and the UK GDPR (together, "the GDPR"), and the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021, the PDPL). The controller is ${legalIdentity()}`,
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        slot("privacy.sources"),
        slot("privacy.stored"),
        "The form asks for your email address so that we can reply, and your name so that we know whom we are answering. If you would rather not give your name, email us instead.",
        slot("privacy.proxy"),
        slot("privacy.access-log"),
        slot("privacy.addresses"),
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How we use your information",
      paragraphs: [
        slot("privacy.use"),
        slot("privacy.basis"),
        "Under the PDPL, that step towards a contract is our ground for answering a question about an engagement. Any other message rests on your consent, which you give by sending it; if you withdraw it, we delete the message.",
        slot("privacy.log-basis"),
        slot("privacy.screening"),
        slot("privacy.held"),
        slot("privacy.review"),
        "No decision with legal or similarly significant effects on you is made by automated means alone.",
        "We run no mailing list and build no profile of you. New articles are announced in public RSS, Atom and JSON feeds, and a feed reader's requests are logged like any other visitor's.",
      ],
    },
    {
      id: "sharing-your-information",
      heading: "Sharing and international transfers",
      paragraphs: [
        "We do not share personal data with advertisers or data brokers, and disclose it to authorities only where the law requires us to.",
        slot("privacy.processors"),
        "The people who answer enquiries work from Dubai and from our hubs in Bucharest (Romania), Tbilisi (Georgia) and Amman (Jordan). The UAE, Georgia and Jordan have no EU or UK adequacy decision.",
        "Data protected by the GDPR needs a safeguard in two cases: when our staff outside the EU and the UK read data that a company in the EU or the UK stores for us, and when a processor in a country without an adequacy decision handles it.",
        isSupplied(legal.transferSafeguards)
          ? `${legal.transferSafeguards} You can ask for details, and for a copy of any clauses that cover your data, at ${legal.email}.`
          : `That safeguard is the European Commission's standard contractual clauses, with the UK Addendum for UK data. Email ${legal.email} and we will send you a copy of the clauses that cover your data.`,
        isSupplied(legal.freeZone)
          ? `The ${legal.freeZone} free zone has no data protection law of its own; the PDPL applies to us. Personal data leaves the UAE only as the PDPL's Articles 22 and 23 allow: to a country with adequate protection, or to a recipient bound by contract to protect it to the PDPL's standard.`
          : "Personal data leaves the UAE only as Articles 22 and 23 of the PDPL allow: to a country with adequate protection, or to a recipient bound by contract to protect it as that law requires.",
      ],
    },
    {
      id: "data-security",
      heading: "Data security and retention",
      paragraphs: [
        slot("privacy.store"),
        slot("privacy.security"),
        "If a breach of your data is likely to put you at high risk, we will tell you without undue delay.",
        slot("privacy.retention"),
        slot("privacy.copies"),
        slot("privacy.backups"),
        slot("privacy.erasure"),
        slot("privacy.mailboxes"),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "This site uses no cookies and no analytics. If that ever changes, the Cookie Policy will name the tool first, and nothing will measure your visits until you consent.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [slot("privacy.rights")],
      list: [
        "Access: ask for a copy of the personal data we have about you",
        "Rectification: have inaccurate or incomplete data corrected",
        "Erasure: ask us to delete your data where there is no reason to keep it",
        "Restriction: ask us to limit how we use your data while a concern is resolved",
        "Objection: oppose processing based on our legitimate interests",
        "Portability: receive data you gave us in a machine-readable format",
        "Withdrawal of consent: where we rely on your consent (under the PDPL), withdraw it at any time",
      ],
      afterList: [
        "We answer within one month, or tell you within that month if a complex request needs up to two more, and may ask you to confirm your identity first.",
        slot("privacy.requests"),
        slot("privacy.log-search"),
        "If you live in California, this policy is also our notice at collection under the California Consumer Privacy Act; we give it whether or not the Act's thresholds apply to us.",
        "We collect identifiers (name, email address and, where we or our providers record it, IP address), internet activity (the pages requested and the browser's user-agent string, where a request log records them), professional information (company) and the content of your message, for the purposes and periods stated above.",
        "You can use the rights listed above too, and we will not treat you differently for using them. We do not sell or share personal information as the Act defines those terms, and anything sensitive you put in a message is used only to deal with your enquiry, never to infer characteristics about you.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        `For any privacy question or request, email ${legal.email} with "Privacy" in the subject line${
          otherChannels.length ? `; you can also ${otherChannels.join(" or ")}` : ""
        }. It helps to say which right you want to use.`,
        dpo,
        ...representativeSentences,
        ...companyParticulars(),
        `If you are unhappy with how we handle your data, email a complaint to ${legal.email} with "Privacy complaint" in the subject line.`,
        builtReplySlot("reply.privacy-complaint"),
        "You can also complain to a regulator. In the EU, you can go straight to the supervisory authority where you live or work, or where the alleged infringement took place.",
        "In the UK, the regulator is the Information Commissioner's Office, which becomes the Information Commission under the Data (Use and Access) Act 2025; it usually expects you to ask us first. In the UAE, the regulator is the UAE Data Office.",
        "Each new version appears here while the current one still applies.",
      ],
    },
  ],
  meta: {
    title: "Privacy Policy",
    description:
      "What we collect through the enquiry form and the logs, why, how long each copy is kept, where it goes and your rights under the EU and UK GDPR and UAE law.",
    keywords: ["privacy policy", "gdpr", "uk gdpr", "uae pdpl", "data protection", "personal data rights"],
  },
} satisfies LegalPage;
