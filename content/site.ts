/**
 * The one place that names the agency. Rebranding the site is an edit to this file.
 */
export const site = {
  name: "Lumora",
  legalName: "Lumora Digital FZ-LLC",
  tagline: "Digital products, engineered to last",
  email: "hello@lumora.studio",
  headquarters: { label: "Headquarters", city: "Dubai", country: "United Arab Emirates" },
  hubs: [
    { label: "Tech hub", city: "Bucharest", country: "Romania" },
    { label: "Tech hub", city: "Tbilisi", country: "Georgia" },
    { label: "Tech hub", city: "Amman", country: "Jordan" },
  ],
  markets: ["Europe", "the UK", "North America"],
  /**
   * The controller's identity and the facts the legal pages state about it. The legal pages render
   * every value from here through template literals, so a change is an edit to this block only.
   */
  legal: {
    entity: "Lumora Digital FZ-LLC",
    /** The kind of company and where it is registered, as it reads in a sentence. */
    form: "a free-zone limited liability company registered in Dubai, United Arab Emirates",
    /**
     * The commercial licence number and the registered office's street address, exactly as on the
     * licence. While either is empty the pages say they are sent on request rather than show a
     * made-up value; once both are filled in, the pages print them.
     */
    licenceNumber: "",
    registeredAddress: "",
    registeredCity: "Dubai, United Arab Emirates",
    /** Where legal and privacy requests go. */
    email: "hello@lumora.studio",
    /** Representatives appointed under Article 27 of the UK GDPR and of the EU GDPR. */
    ukRepresentative: {
      role: "UK representative under Article 27 of the UK GDPR",
      email: "uk-representative@lumora.studio",
    },
    euRepresentative: {
      role: "EU representative under Article 27 of the GDPR",
      email: "eu-representative@lumora.studio",
    },
    hosting: { region: "European Union (Frankfurt, Germany)" },
    /** Days the web server keeps access logs (with IP addresses) before deleting them. */
    serverLogDays: 14,
    /** Days an enquiry is kept before it is deleted automatically (ENQUIRY_RETENTION_DAYS' default). */
    enquiryRetentionDays: 730,
    enquiryRetentionMonths: 24,
    /** The law and courts for use of the website itself; project agreements name their own. */
    governingLaw: { law: "the laws of England and Wales", courts: "the courts of England and Wales" },
    /** When the accessibility statement was prepared and last reviewed (ISO dates). */
    accessibilityPrepared: "2026-11-21",
    accessibilityReviewed: "2026-11-21",
  },
  responseTime: "Within 24 hours",
  social: {
    linkedin: { label: "LinkedIn", href: "https://www.linkedin.com/company/lumora-studio" },
    youtube: { label: "YouTube", href: "https://www.youtube.com/@lumora-studio" },
    x: { label: "X", href: "https://x.com/lumorastudio" },
  },
} as const;

export type Site = typeof site;

/**
 * The controller's identity in one sentence, printing licence and address once they are filled in;
 * until then, with `withRequest`, a second sentence says how to ask for them.
 */
export function legalIdentity(withRequest = true): string {
  const { entity, form, licenceNumber, registeredAddress, email } = site.legal;
  const licence = (licenceNumber as string) ? `, commercial licence number ${licenceNumber}` : "";
  const office = (registeredAddress as string) ? `, with its registered office at ${registeredAddress}` : "";
  const onRequest =
    (licence && office) || !withRequest
      ? ""
      : ` Its ${[!licence && "commercial licence number", !office && "registered office address"].filter(Boolean).join(" and ")} ${!licence && !office ? "are" : "is"} sent by return to anyone who asks at ${email}.`;
  return `${entity}, ${form}${licence}${office}.${onRequest}`;
}

/** An ISO date as it reads in British English, e.g. "21 November 2026". */
export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
