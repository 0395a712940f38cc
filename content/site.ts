import { SITE_LANGUAGE } from "../lib/shared/language";

/**
 * The one place that names the agency. Rebranding the site is an edit to this file.
 */
export const site = {
  name: "Lumora",
  legalName: "Lumora Digital FZ-LLC",
  tagline: "Digital products, engineered to last",
  email: "hello@lumora.studio",
  headquarters: { label: "Headquarters", city: "Dubai", country: "United Arab Emirates" },
  /** What one of the hubs is called, and the heading over the list of them. */
  hubLabel: "Tech hub",
  hubsLabel: "Tech hubs",
  hubs: [
    { city: "Bucharest", country: "Romania" },
    { city: "Tbilisi", country: "Georgia" },
    { city: "Amman", country: "Jordan" },
  ],
  markets: ["Europe", "the UK", "North America"],
  /**
   * The controller's identity and the facts the legal pages state about it. Empty strings are facts
   * the agency has not supplied yet: while one is empty, the pages make no claim that depends on it.
   * What the server does (log and enquiry retention, rate limiting) is not here: the legal pages read
   * it from the settings that enforce it (lib/settings/operational-facts.ts).
   */
  legal: {
    entity: "Lumora Digital FZ-LLC",
    /** Where the company is incorporated, as it reads after "registered in". */
    jurisdiction: "the United Arab Emirates",
    /**
     * The free zone and the authority that issued the licence, e.g. "Dubai Silicon Oasis" / "DSOA". The privacy
     * policy then says the zone has no data protection law of its own: not DIFC or ADGM, which have their own laws.
     */
    freeZone: "",
    licensingAuthority: "",
    /** The commercial licence number and the registered office's street address, exactly as on the licence. */
    licenceNumber: "",
    registeredAddress: "",
    /** Where legal and privacy requests go. */
    email: "hello@lumora.studio",
    /** A data protection officer's name and address, once one is appointed. */
    dataProtectionOfficer: { name: "", email: "" },
    /**
     * Representatives under Article 27 of the UK GDPR and of the EU GDPR: a separate person or firm
     * established there, with a postal address. The privacy policy names each one once all three
     * fields are filled in.
     */
    ukRepresentative: { name: "", postalAddress: "", email: "" },
    euRepresentative: { name: "", postalAddress: "", email: "" },
    /**
     * Instead of a representative: why none is needed, as it reads after "We have no ... representative
     * because", e.g. "our office in Bucharest is an establishment in the EU". Empty: the launch check asks.
     */
    ukRepresentativeNotNeeded: "",
    euRepresentativeNotNeeded: "",
    /** A postal address and a telephone number for requests by other means than email (either or both). */
    postalAddress: "",
    telephone: "",
    /**
     * How production runs `npm run enquiries -- backup`, as the operator has set it up, e.g. "hourly, from cron on
     * the server". The privacy policy states a backup at least once a day as its operating rule and derives an
     * enquiry's longest life from it; nothing in the server enforces that schedule, so the launch check asks for it.
     */
    backupSchedule: "",
    /** Where the server and its enquiry database run, e.g. "the European Union (Frankfurt, Germany)". */
    hostingRegion: "",
    /**
     * The ground under the UAE PDPL on which access logs and the per-address form limit rest, as it reads after
     * "and under the PDPL on", in counsel's words: the PDPL has no legitimate-interest ground, so counsel must choose it.
     * While empty, the privacy policy states their GDPR ground and that they serve that purpose alone.
     */
    pdplLogGround: "",
    /**
     * How long the hosting provider keeps its request logs (which hold visitors' IP addresses) as our processor,
     * as it reads after "for", e.g. "30 days", from the data processing agreement. While empty, the privacy
     * policy says the agreement sets the period and that we will tell a reader on request.
     */
    providerLogRetention: "",
    /**
     * A static build only: how long the form-collection provider keeps its backups of submissions, as it reads
     * after "for", e.g. "35 days", from its data processing agreement. While empty, the privacy policy says the
     * agreement sets it and that we will tell a reader on request.
     */
    formProviderBackupRetention: "",
    /**
     * The safeguard in place for personal data leaving the EU or the UK on our behalf (an EU host making enquiries
     * available to us in the UAE, or a processor outside those places), as one sentence, e.g. "We and our EU host
     * have signed the European Commission's standard contractual clauses (module 4, processor to controller), with
     * the UK Addendum for UK data; our mailbox provider, in the United States, is certified under the EU-US Data
     * Privacy Framework and its UK Extension." Each of the policy's two cases (an EU or UK company whose data our
     * staff outside read; a processor in a country without an EU or UK adequacy decision) needs its safeguard named;
     * a processor covered by adequacy, such as the Data Privacy Framework, is named with that instead. While
     * empty, the privacy policy names the standard contractual clauses (with the UK Addendum) as the safeguard and
     * offers a copy, so launch-check asks for this before launch: confirm the clauses are signed, or fill this in.
     */
    transferSafeguards: "",
    /**
     * How long the reverse proxy, and any CDN in front of it, keep their access logs (which hold visitors' IP
     * addresses), as it reads after "for", e.g. "14 days": the operator's own nginx or Caddy by its log rotation,
     * a hosting provider or CDN by its data processing agreement. While empty, the privacy policy says that
     * we use them only to investigate attacks and will tell a reader on request how long they are kept.
     */
    proxyLogRetention: "",
    /**
     * Who runs the reverse proxy, and any CDN, in front of the server: "us" for our own nginx or Caddy, otherwise
     * the company, as it reads before "runs a reverse proxy in front of our server", e.g. "Cloudflare, Inc.". While empty, the privacy policy
     * describes the proxy without saying who runs it, offers on request who keeps its logs and for how long, and lists "any
     * company running our reverse proxy or content delivery network" among the processors.
     */
    proxyOperator: "",
    /**
     * What ENQUIRY_WEBHOOK_URL posts to, as it reads after "our", e.g. "team chat on Slack". While empty, the
     * privacy policy says "team chat or customer-relationship tool", then "chat or customer-relationship tool".
     */
    webhookSystem: "",
    /** The law and courts for use of the website itself; project agreements name their own. */
    governingLaw: { law: "the laws of England and Wales", courts: "the courts of England and Wales" },
    /**
     * The screen-reader pass every client project gets on its key journeys, done on this site: when (an ISO
     * date) and with what, as it reads after "with", e.g. "NVDA 2025.3 and Firefox on Windows 11, and VoiceOver
     * on iOS 26 with Safari". While empty, the accessibility statement says the pass has not been done.
     */
    screenReaderPass: { date: "", readers: "" },
    /** When the accessibility statement was prepared and last reviewed (ISO dates). */
    accessibilityPrepared: "2026-11-21",
    accessibilityReviewed: "2026-11-27",
    /** The statement's text fingerprint at that review (lib/launch/statement-hash.ts): a test ties the two. */
    accessibilityReviewedText: "d1d70ec7ebc8025b",
  },
  social: {
    linkedin: { label: "LinkedIn", href: "https://www.linkedin.com/company/lumora-studio" },
    youtube: { label: "YouTube", href: "https://www.youtube.com/@lumora-studio" },
    x: { label: "X", href: "https://x.com/lumorastudio" },
  },
} as const;

export type Site = typeof site;

/** A fact the agency has supplied: a filled-in string, or a record whose every field is filled in. */
export function isSupplied(fact: string | Record<string, string>): boolean {
  return typeof fact === "string" ? fact.trim() !== "" : Object.values(fact).every((value) => value.trim() !== "");
}

/**
 * The controller's identity in one sentence: entity and jurisdiction. The free zone, licence and registered
 * office follow in `companyParticulars()` once filled in; nothing guesses them.
 */
export function legalIdentity(): string {
  const { entity, jurisdiction } = site.legal;
  return `${entity}, a company registered in ${jurisdiction}.`;
}

/**
 * The company's particulars once the operator has supplied any of them, as one sentence for the legal pages'
 * contact sections (an empty list until then): free zone, licence and registered office.
 */
export function companyParticulars(): string[] {
  const { entity, freeZone, licensingAuthority, licenceNumber, registeredAddress } = site.legal as {
    [K in keyof Site["legal"]]: Site["legal"][K] extends string ? string : Site["legal"][K];
  };
  const zone = freeZone ? ` in the ${freeZone} free zone` : "";
  const licence = licenceNumber
    ? ` under commercial licence number ${licenceNumber}${licensingAuthority ? ` issued by ${licensingAuthority}` : ""}`
    : licensingAuthority
      ? ` by ${licensingAuthority}`
      : "";
  const office = registeredAddress
    ? `${zone || licence ? "," : ""} with its registered office at ${registeredAddress}`
    : "";
  if (!zone && !licence && !office) return [];
  return [`${entity} is ${zone || licence ? `licensed${zone}${licence}` : "a company"}${office}.`];
}

/** An ISO date as it reads in British English, e.g. "21 November 2026". */
export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(SITE_LANGUAGE, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
