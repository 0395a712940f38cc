import type { ServicePage } from "../schema";

export default {
  slug: "ecommerce",
  label: "E-commerce",
  group: "Services",
  heroTitle: "Online stores planned from the back office out",
  tagline: "We build stores whose orders, stock and refunds still add up in your accounts after the launch-week rush.",
  intro: [
    "When we plan a new store, the first questions are about its operations: product data that matches across channels, a checkout that holds up in a flash sale, VAT calculated properly for a buyer in Lyon and refunds that reconcile with finance. Customers remember the parcel and the invoice as well as the design.",
    "Shopify and Shopify Plus cover most direct-to-consumer brands with little running effort. We go headless, with Next.js over a commerce engine or Shopify's own Hydrogen framework, only when a theme's limits on catalogue size or pricing rules are already costing you speed or sales.",
    "Most of our effort sits behind the storefront: integrations with ERP, product-information, warehouse and accounting systems, payment flows that meet Strong Customer Authentication, and tax and currency logic for selling across the UK, the rest of Europe and North America. In the weeks up to launch we load-test checkout, rehearse the cutover and agree who watches orders in the first busy days.",
  ],
  cardsHeading: "From storefront to ledger",
  cards: [
    {
      title: "Shopify and Shopify Plus",
      description:
        "We build custom Online Store 2.0 themes, write Shopify Functions for discounts and delivery rules, use checkout extensibility on Plus and keep the app list short. Apps add script weight and a monthly fee. Migrations from Magento or WooCommerce move customers and orders across and redirect the old page addresses.",
    },
    {
      title: "Headless commerce",
      description:
        "A headless storefront, paired with a content management system your editors run, gives you full control over design and performance. It also means budgeting each year for hosting, security updates and the integrations a Shopify theme would have bundled.",
    },
    {
      title: "Marketplaces",
      description:
        "On a multi-vendor platform we design catalogue moderation and seller ratings early, because trust is far harder to repair after launch. Around them sit seller onboarding and identity checks, commission rules and dispute handling. Payouts are split through Stripe Connect or Adyen for Platforms.",
    },
    {
      title: "B2B commerce",
      description:
        "Trade buyers get customer-specific price lists, quotes, purchase-order approvals, credit terms and reorder from history. Company accounts hold several buyers with their own roles and spending limits. Invoices flow straight through to your ERP.",
    },
    {
      title: "Payments and Strong Customer Authentication",
      description:
        "We integrate card, wallet and local payment methods through a provider such as Stripe or Adyen. 3-D Secure 2 is applied with the exemptions European payment rules allow, to keep authentication friction down. Card data stays out of your systems to limit PCI DSS scope, and retries, refunds and chargebacks are planned for.",
    },
    {
      title: "Product data, ERP and order system integration",
      description:
        "The store is linked both ways with your product-information, ERP and order management systems, with stock, prices and order statuses synced by queued, idempotent jobs that retry a failed message and raise it with your team if it keeps failing.",
    },
    {
      title: "Checkout and conversion optimisation",
      description:
        "Analytics and session recordings show where shoppers drop out between product page and payment; the usual fixes are guest checkout, address lookup, clearer delivery costs, Apple Pay and Google Pay, and faster mobile product pages.",
    },
    {
      title: "Subscriptions and recurring revenue",
      description:
        "Replenishment orders, memberships and subscription boxes run on Shopify's subscription APIs or on Stripe Billing. Customers get self-service portals to pause, skip and swap products; failed payments go through dunning flows; and reports track churn and customer lifetime value.",
    },
    {
      title: "International selling, VAT and currencies",
      description:
        "Markets get their own currency, language and price rounding. Tax is configured per regime: EU VAT through the One-Stop Shop and Import One-Stop Shop schemes, UK VAT, and US sales tax through a service such as Avalara. Duties, delivery options and returns policies are adapted country by country.",
    },
  ],
  meta: {
    title: "E-commerce Development: Shopify, Headless and B2B",
    description:
      "Shopify Plus, headless and B2B stores and marketplaces, with 3-D Secure payments and stock, orders and VAT synced to your ERP across markets and currencies.",
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
