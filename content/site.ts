/**
 * The one place that names the agency. Rebranding the site is an edit to this file.
 */
export const site = {
  name: "Lumora",
  legalName: "Lumora Digital",
  tagline: "Digital products, engineered to last",
  email: "hello@lumora.studio",
  headquarters: { label: "Headquarters", city: "Dubai", country: "United Arab Emirates" },
  hubs: [
    { label: "Tech hub", city: "Bucharest", country: "Romania" },
    { label: "Tech hub", city: "Tbilisi", country: "Georgia" },
    { label: "Tech hub", city: "Amman", country: "Jordan" },
  ],
  markets: ["Europe", "the UK", "North America"],
  responseTime: "Within 24 hours",
  social: {
    linkedin: { label: "LinkedIn", href: "https://www.linkedin.com/company/lumora-studio" },
    youtube: { label: "YouTube", href: "https://www.youtube.com/@lumora-studio" },
    x: { label: "X", href: "https://x.com/lumorastudio" },
  },
} as const;

export type Site = typeof site;
