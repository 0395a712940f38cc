import type { ServicePage } from "../schema";

export default {
  slug: "ecommerce",
  label: "E-commerce",
  group: "Services",
  heroTitle: "E-commerce wired into payments, stock and finance",
  tagline:
    "Shopify and headless storefronts, B2B portals and marketplaces, connected to your payments, ERP and warehouse systems to carry each order from checkout to dispatch without re-keying.",
  intro: [
    "Shoppers judge a store on the details behind the homepage: product data that matches in every channel, a checkout that holds up in a flash sale, VAT calculated properly for a buyer in Lyon and refunds that reconcile with finance. We plan the operational system first and the shop window second, because customers remember the parcel and the invoice as well as the design.",
    "Shopify and Shopify Plus cover most direct-to-consumer brands with little running effort. When catalogues, pricing rules or content needs outgrow a theme, we go headless: Next.js over commercetools, BigCommerce or Medusa, or Shopify's Hydrogen framework. Headless is worth its cost only when the theme's limits are costing you speed or sales: you then own a front end to host, secure and maintain.",
    "Most of our effort sits behind the storefront: integrations with ERP, PIM, warehouse and accounting systems, payment flows that meet Strong Customer Authentication, and tax and currency logic for selling across Europe, the UK and North America. Before launch we load-test checkout, rehearse the cutover and agree who watches orders in the first busy days.",
  ],
  cardsHeading: "E-commerce services",
  cards: [
    {
      title: "Shopify and Shopify Plus",
      description:
        "Custom Online Store 2.0 themes, Shopify Functions for discounts and delivery rules, checkout extensibility on Plus and a short list of carefully chosen apps. We also handle migrations from Magento, WooCommerce or Salesforce Commerce Cloud, including customers, orders and URL redirects.",
    },
    {
      title: "Headless commerce",
      description:
        "A custom storefront, in Next.js over a commerce engine or in Shopify's Hydrogen, with a headless CMS, giving full control over design, content and performance. Budget each year for hosting, security updates and the integrations a Shopify theme would have bundled.",
    },
    {
      title: "Marketplaces",
      description:
        "Multi-vendor platforms with seller onboarding, identity checks, commission rules, split payouts through Stripe Connect or Adyen for Platforms, and dispute handling. We design catalogue moderation and seller ratings early, because trust problems on a marketplace are far harder to fix after launch.",
    },
    {
      title: "B2B commerce",
      description:
        "Trade portals with customer-specific price lists, quotes, purchase-order approval chains, credit terms and quick reorder from order history. Company accounts support multiple buyers with their own roles and spending limits, and invoices flow straight through to your ERP.",
    },
    {
      title: "Payments and SCA compliance",
      description:
        "Card, wallet and local payment methods through Stripe, Adyen or Checkout.com, with 3-D Secure 2 applied so Strong Customer Authentication under PSD2 adds friction only where needed. We keep card data out of your systems to limit PCI DSS scope and plan for retries, refunds and chargebacks.",
    },
    {
      title: "PIM, ERP and OMS integration",
      description:
        "Two-way links with product information, ERP and order management systems such as Akeneo, NetSuite, Microsoft Dynamics 365 or SAP. Stock, prices and order statuses sync through queued, idempotent jobs with alerting: a failed message is retried, and raised with your team if it keeps failing.",
    },
    {
      title: "Checkout and conversion optimisation",
      description:
        "Funnel analysis from product page to payment, guided by analytics and session recordings. Typical changes include guest checkout, address lookup, clearer delivery costs, express wallets like Apple Pay and Google Pay, and faster product pages on mobile.",
    },
    {
      title: "Subscriptions and recurring revenue",
      description:
        "Replenishment, memberships and subscription boxes using Recharge, Stripe Billing or Shopify subscription APIs. We build self-service portals for pausing, skipping and swapping products, dunning flows for failed payments and reporting on churn and customer lifetime value.",
    },
    {
      title: "International selling, VAT and currencies",
      description:
        "Local currencies, languages and price rounding per market, with tax handled correctly: EU VAT through the One-Stop Shop and IOSS schemes, UK VAT and US sales tax via services such as Avalara. Duties, delivery options and returns policies are adapted country by country.",
    },
  ],
  meta: {
    title: "E-commerce Development: Shopify, Headless and B2B",
    description:
      "Shopify Plus, headless and B2B stores and marketplaces: 3-D Secure payments, with stock, orders and VAT synced to your ERP across markets and currencies.",
    keywords: [
      "ecommerce development",
      "shopify plus agency",
      "headless commerce",
      "b2b ecommerce",
      "marketplace development",
      "checkout optimisation",
    ],
  },
} satisfies ServicePage;
