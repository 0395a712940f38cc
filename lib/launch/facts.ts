import { isSupplied, site, type Site } from "../../content/site";
import type { OperationalFacts } from "../settings/operational-facts";

/** site.legal with its literal types widened, so a test can pass other values. */
type Legal = {
  [K in keyof Site["legal"]]: Site["legal"][K] extends string ? string : { [P in keyof Site["legal"][K]]: string };
};

/**
 * The settings that decide whether a fact is used at all (lib/settings/operational-facts.ts); an embedded
 * inbox is assumed when unsaid.
 */
export type LaunchSettings = Partial<Pick<OperationalFacts, "embeddedInbox" | "clientOnStdout" | "webhookNotices">>;

/**
 * The facts only the agency can supply, each with what to fill in: the legal pages leave out what they
 * would say while one is empty, and `npm run launch-check` and the production start list the empty ones.
 * A fact the settings make the pages use is asked for only under those settings.
 */
export function missingLaunchFacts(legal: Legal = site.legal, settings: LaunchSettings = {}): string[] {
  const { embeddedInbox = true } = settings;
  const missing: string[] = [];
  const filled = (value: string | Record<string, string>) => isSupplied(value);
  if (!filled(legal.registeredAddress))
    missing.push("legal.registeredAddress: the registered office's street address, as on the licence");
  if (!filled(legal.licenceNumber)) missing.push("legal.licenceNumber: the commercial licence number");
  if (!filled(legal.freeZone) || !filled(legal.licensingAuthority))
    missing.push(
      "legal.freeZone and legal.licensingAuthority: the free zone and the authority that issued the licence",
    );
  if (!filled(legal.hostingRegion))
    missing.push(
      "legal.hostingRegion: where the server and its enquiry database run, e.g. the European Union (Frankfurt, Germany)",
    );
  if (!filled(legal.pdplLogGround))
    missing.push(
      'legal.pdplLogGround: the UAE PDPL ground on which access logs and the per-address form limit rest, as it reads after "and under the PDPL on", in counsel\'s words (the PDPL has no legitimate-interest ground)',
    );
  if (!filled(legal.proxyLogRetention))
    missing.push(
      "legal.proxyLogRetention: how long the reverse proxy, and any CDN in front of it, keep their access logs (they hold visitors' IP addresses), e.g. 14 days; set your own nginx or Caddy's log rotation to it, or take it from the provider's data processing agreement",
    );
  if (embeddedInbox && !filled(legal.proxyOperator))
    missing.push(
      'legal.proxyOperator: who runs the reverse proxy, and any CDN, in front of the server: "us" for your own nginx or Caddy, otherwise the company, e.g. Cloudflare, Inc. (it keeps the access logs for us, as a processor)',
    );
  if ((!embeddedInbox || settings.clientOnStdout) && !filled(legal.providerLogRetention))
    missing.push(
      `legal.providerLogRetention (${embeddedInbox ? "ACCESS_LOG_STDOUT_CLIENT=on" : "static build"}): how long the hosting provider keeps ${embeddedInbox ? "its copy of the server's standard output, which then holds visitors' IP addresses" : "its request logs of the pages it serves, which hold visitors' IP addresses"}, e.g. 30 days, from its data processing agreement`,
    );
  if (settings.webhookNotices && !filled(legal.webhookSystem))
    missing.push(
      "legal.webhookSystem (ENQUIRY_WEBHOOK_URL set): the system the webhook posts enquiries to, as the privacy policy names it, e.g. team chat on Slack",
    );
  if (!filled(legal.transferSafeguards))
    missing.push(
      "legal.transferSafeguards: the safeguard for personal data leaving the EU or the UK on our behalf (an EU or UK host serving enquiries to staff outside the EU and the UK, or a processor in a country without an EU or UK adequacy decision), as one sentence, e.g. the standard contractual clauses module signed with the EU or UK host, the clauses signed with each processor in a country without adequacy, and the adequacy basis (such as the Data Privacy Framework) of any other processor outside the EU and the UK",
    );
  if (!embeddedInbox && !filled(legal.formProviderBackupRetention))
    missing.push(
      "legal.formProviderBackupRetention (static build): how long the form-collection provider keeps its backups of submissions, e.g. 35 days, from its data processing agreement",
    );
  if (!filled(legal.backupSchedule))
    missing.push(
      "legal.backupSchedule: how production runs `npm run enquiries -- backup`, at least once a day as the privacy policy states, e.g. hourly, from cron on the server (with PostgreSQL, also set the provider's snapshots to expire within BACKUP_RETENTION_DAYS, as the policy says)",
    );
  if (!filled(legal.euRepresentative) && !filled(legal.euRepresentativeNotNeeded))
    missing.push(
      "legal.euRepresentative (name, postal address, email) under GDPR Article 27, or legal.euRepresentativeNotNeeded: why none is needed, e.g. an establishment in the EU",
    );
  if (!filled(legal.ukRepresentative) && !filled(legal.ukRepresentativeNotNeeded))
    missing.push(
      "legal.ukRepresentative (name, postal address, email) under UK GDPR Article 27, or legal.ukRepresentativeNotNeeded: why none is needed",
    );
  if (!filled(legal.postalAddress) && !filled(legal.telephone))
    missing.push(
      "legal.postalAddress or legal.telephone: a channel other than email for accessibility and privacy requests",
    );
  if (!filled(legal.screenReaderPass))
    missing.push(
      "legal.screenReaderPass (date, readers): when the site's key journeys (menu, FAQ, contact form) had the screen-reader pass client projects get, and with which screen readers and browsers",
    );
  return missing;
}

/** What `npm run launch-check` prints, and whether the launch may go ahead (nothing missing). */
export function launchReport(legal: Legal = site.legal, settings: LaunchSettings = {}): { ok: boolean; text: string } {
  const missing = missingLaunchFacts(legal, settings);
  if (!missing.length)
    return { ok: true, text: "Launch check: every fact only the agency can supply is filled in (content/site.ts)." };
  return {
    ok: false,
    text: [
      `Launch check: ${missing.length} ${missing.length === 1 ? "fact" : "facts"} only the agency can supply ${missing.length === 1 ? "is" : "are"} still empty in content/site.ts.`,
      "The legal pages read correctly without them, but leave out what they would say:",
      ...missing.map((fact) => `  - ${fact}`),
    ].join("\n"),
  };
}
