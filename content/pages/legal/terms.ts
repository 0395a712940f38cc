import type { LegalPage } from "../../schema";
import { companyParticulars, legalIdentity, site } from "../../site";

const { legal } = site;

export default {
  slug: "terms",
  title: "Terms of Service",
  version: "Version 1, effective 1 December 2026",
  intro: `These terms set the rules for using this website and the general basis on which ${site.name} ("we", "us") provides its services. The website is operated by ${legalIdentity()}`,
  sections: [
    {
      id: "acceptance-of-terms",
      heading: "Acceptance and use of this website",
      paragraphs: [
        "These terms apply whenever you use this website or contact us through it. If you do not accept them, please do not use the site.",
        "You may use the site to learn about our work and to contact us. You must not use it to send unlawful, abusive or misleading messages, to submit enquiries in bulk or by automated means, to probe or overload the site or its enquiry form, or to try to reach parts of the site or its server that are not public.",
        "Any paid work is carried out under a separate written project agreement, such as a master services agreement with a statement of work. Where that agreement and these terms differ, the project agreement takes precedence for the work it covers.",
        `We publish each new version of these terms here in advance, with its number and effective date under the title; for earlier versions, email ${site.legal.email}. Each version applies from its effective date until the next one does.`,
        `The "Last updated" line shows today's date; only the version line above it marks a change to these terms.`,
      ],
    },
    {
      id: "description-of-services",
      heading: "Description of services",
      paragraphs: ["We design, build and support digital products for businesses, in these areas:"],
      list: [
        "Website design and development, including landing pages and content management",
        "Web, mobile and e-commerce applications, portals and custom software",
        "Artificial intelligence, from chatbots to intelligent agents",
        "Blockchain and NFT development",
        "Brand identity, graphic design, UX consultancy and digital marketing",
        "Cloud migration, digital transformation, hosting, maintenance and ongoing support",
      ],
      afterList: [
        "The site describes our work in general terms so that you can judge whether we are a good fit; it is not an offer capable of acceptance.",
        "The scope, deliverables, timeline and team for an engagement are fixed in its project agreement, and only that agreement commits us to a date: the timelines quoted on this site are typical ranges for guidance.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "The text, graphics, logos, page layouts and code of this website belong to us or to our licensors. You may view and print pages for your own reference, but copying, republishing or selling them needs our written permission.",
        "For client projects, the client owns the intellectual property in the bespoke deliverables we create for them, such as code, designs, content and documentation, once the related invoices have been paid in full, unless the project agreement says otherwise.",
        "We keep ownership of the pre-existing tools, libraries and know-how we bring to a project. Where any of these are built into a deliverable, the client receives a perpetual, irrevocable, non-exclusive, royalty-free licence to use, modify and maintain them as part of that deliverable, and may extend that licence to anyone who maintains the deliverable for the client or acquires it.",
        "Open-source components remain under their own licences, which we list with each delivery.",
      ],
    },
    {
      id: "deliverables",
      heading: "Deliverables",
      paragraphs: [
        "Each project agreement defines what we will hand over and the acceptance criteria that apply. Typical deliverables include source code in a repository the client controls, design files, technical documentation and deployment instructions.",
        "The client reviews each deliverable against its agreed criteria within the acceptance period stated in the project agreement. We correct, at no extra cost, any defect against those criteria that the client reports within that period. Requests that go beyond the agreed scope are handled as change requests, with their effect on time and cost agreed in writing first.",
      ],
    },
    {
      id: "payment-terms",
      heading: "Payment terms",
      paragraphs: [
        "Fees, invoicing milestones, currency and payment periods are set out in each project agreement. Fixed-price work is usually invoiced in stages, and time-and-materials work monthly in arrears against recorded time.",
        "If an invoice is overdue, we may pause work on the project once we have given written notice.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Liability, links and governing law",
      paragraphs: [
        'This website is provided for general information on an "as is" basis. We take care to keep it accurate and available, but we do not guarantee that it will be free of errors or interruptions, and we are not liable for decisions made solely on the strength of its content.',
        "To the extent the law allows, we are not liable for any indirect or consequential loss, or for loss of profit, revenue, data or goodwill, arising from your use of the site. Our liability for project work is limited as set out in the relevant project agreement.",
        "Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for any other liability that cannot lawfully be excluded.",
        "Links to other websites, such as our LinkedIn, YouTube and X profiles, are provided for convenience. We do not control those sites and are not responsible for their content or for how they handle your data.",
        "If a court finds any part of these terms invalid or unenforceable, that part is limited or removed to the smallest extent necessary, and the rest of the terms stay in force.",
        `These terms and any dispute about the use of this website are governed by ${legal.governingLaw.law}, and ${legal.governingLaw.courts} have non-exclusive jurisdiction.`,
        `If you use the site as a consumer, you keep the protection of the mandatory laws of the country where you live and may bring proceedings in its courts. Disputes about a project are governed by the law and forum named in its project agreement.`,
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        `Email questions about these terms to ${legal.email}, with your name, your organisation if you have one, and the section you are asking about.`,
        ...companyParticulars(),
        "How we handle the personal data you send us is set out in our Privacy Policy.",
      ],
      links: [{ href: "/privacy", label: "Read the Privacy Policy" }],
    },
  ],
  meta: {
    title: "Terms of Service",
    description:
      "The rules for using this website and the basis of our project work: who owns what you pay for, deliverables, payment, liability and governing law.",
    keywords: [
      "terms of service",
      "website terms",
      "intellectual property",
      "payment terms",
      "limitation of liability",
    ],
  },
} satisfies LegalPage;
