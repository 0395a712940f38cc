import type { ServicePage } from "../schema";

export default {
  slug: "web-portals",
  label: "Web Portals",
  group: "Services",
  heroTitle: "Portals for the customers, partners and staff who sign in",
  tagline: "We scope screens to the role of whoever is using them and fill them from the records you already hold.",
  intro: [
    "Customers check orders and raise tickets in the portals we build, partners share forecasts, and employees look up a policy themselves. Whether people keep using a portal depends on access that matches their role, search that finds what they came for and live data from the systems behind it.",
    "A portal that is mostly transactions is usually a custom build; one that is mostly documents and news for a workforce already on Microsoft 365 often belongs on SharePoint. Sign-in runs through your identity provider over SAML or OpenID Connect, and permissions are modelled by role, organisation and record, down to the accounts a partner can open.",
    "A distributor and a field engineer want different things from the same portal, so our research covers all the groups that will sign in. Interfaces are designed to WCAG 2.2 AA, and people from those groups try them on a staging build. Usage analytics go in with the first release, and the second is planned from what people did with the first.",
  ],
  cardsHeading: "Who signs in, and what they come to find",
  cards: [
    {
      title: "Customer self-service portals",
      description:
        "Customers view orders, invoices, contracts and support tickets, update their own details and download documents at any hour. Behind that, the portal connects to your CRM, billing and helpdesk systems. A searchable knowledge base and guided flows settle the common requests online.",
    },
    {
      title: "Employee intranets",
      description:
        "Staff open an intranet when it helps them: personalised news, a people directory, policy search, forms and links to the tools each team uses. Single sign-on spares them another password. Content governance gives each page an owner and a review date, and reminds the owner when that date passes.",
    },
    {
      title: "Partner collaboration portals",
      description:
        "Resellers, agents, suppliers and franchisees share a workspace with deal registration, marketing asset libraries, training material and performance dashboards. A partner organisation sees only its own scoped view, and administrators onboard or offboard partner users themselves.",
    },
    {
      title: "Trading portals",
      description:
        "Business buyers order from customer-specific catalogues at contract prices, by product code or from a quote, within approval chains and credit limits. Orders reach your ERP, such as Microsoft Dynamics, and buyers who work in their own procurement systems order through cXML punchout.",
    },
    {
      title: "Document management systems",
      description:
        "Contracts, drawings and controlled records need versioning, metadata, full-text search and approval workflows as well as secure storage. We implement retention schedules, audit logs and granular sharing on SharePoint or Alfresco, or on object storage with a custom interface when volume or compliance needs call for it.",
    },
    {
      title: "Learning management portals",
      description:
        "Training portals for staff and partners hold course catalogues, enrolment rules, assessments, certificates and progress reporting for managers. The portals run SCORM packages and xAPI content, Moodle can be extended where it already runs, and completions sync back to your human resources system for compliance records.",
    },
  ],
  meta: {
    title: "Web Portals for Customers, Staff and Partners",
    description:
      "Customer, staff and partner portals with single sign-on, role-based permissions and live data from your ERP or CRM, designed from research with their users.",
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
