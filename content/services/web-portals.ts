import type { ServicePage } from "../schema";

export default {
  slug: "web-portals",
  label: "Web Portals",
  group: "Services",
  heroTitle: "Web portals wired into your existing systems",
  tagline:
    "Secure, role-based portals for customers, employees, partners and suppliers, built on your identity provider and wired into the systems that already hold your data.",
  intro: [
    "A portal lets customers, partners or your own staff into your systems in a controlled way. Customers check orders and raise tickets, partners share forecasts, and employees find a policy without emailing HR. Whether people keep using it depends mostly on three things: access that matches their role, search that finds what they came for and live data from the systems behind it.",
    "We build portals on a custom stack, typically React or Next.js with a Node.js or .NET back end, or on platforms such as Liferay, SharePoint or a headless CMS when the requirements fit. Sign-in runs through your identity provider over SAML or OpenID Connect, and permissions are modelled by role, organisation and record: a partner sees its own accounts and nothing else.",
    "Each engagement opens with research across every group that will sign in, because a distributor and a field engineer want different things from the same portal. Interfaces are designed to WCAG 2.2 AA and tried with real users before launch. Usage analytics go in with the first release, and the second is planned from what people did with the first.",
  ],
  cardsHeading: "Portals we design and build",
  cards: [
    {
      title: "Customer self-service portals",
      description:
        "Portals where customers view orders, invoices, contracts and support tickets, update their own details and download documents at any hour. We connect to your CRM, billing and helpdesk systems, add a searchable knowledge base, and design flows that settle common requests without a phone call.",
    },
    {
      title: "Employee intranets",
      description:
        "Intranets people open because they help: personalised news, a staff directory, policy search, forms and links to the tools each team uses. We build on SharePoint and Microsoft 365 or as a custom application, with single sign-on and content governance that keeps pages owned and current.",
    },
    {
      title: "Partner collaboration portals",
      description:
        "Shared workspaces for resellers, agents, suppliers and franchisees, with deal registration, marketing asset libraries, training material and performance dashboards. Each partner organisation gets its own scoped view, and administrators can onboard or offboard partner users without raising a ticket with IT.",
    },
    {
      title: "B2B trading portals",
      description:
        "Ordering portals with customer-specific catalogues, contract pricing, quick order by SKU, quote requests, approval chains and credit limits. We integrate with ERP platforms such as SAP, Microsoft Dynamics or NetSuite, and support punchout over cXML or OCI for buyers who purchase through their own procurement systems.",
    },
    {
      title: "Document management systems",
      description:
        "Secure storage, versioning, metadata, full-text search and approval workflows for contracts, drawings and controlled records. We implement retention schedules, audit logs and granular sharing, building on SharePoint, Alfresco or object storage with a custom interface, depending on volume and compliance needs.",
    },
    {
      title: "Learning management portals",
      description:
        "Training portals for staff, customers or partners with course catalogues, enrolment rules, assessments, certificates and progress reporting for managers. We support SCORM and xAPI content, extend Moodle or build a bespoke LMS, and sync completions back to your HR system for compliance records.",
    },
  ],
  meta: {
    title: "Web Portals for Customers, Staff and Partners",
    description:
      "Customer, staff and partner portals with single sign-on, role-based permissions and live data from your ERP or CRM, designed from research with each user group.",
    keywords: [
      "web portal development",
      "customer self-service portal",
      "employee intranet",
      "b2b ordering portal",
      "document management system",
      "learning management system",
    ],
  },
} satisfies ServicePage;
