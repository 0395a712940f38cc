import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";
import { isSupplied, site } from "../site";

const { legal } = site;

const joinAnd = (items: string[]) => items.join(", ").replace(/, ([^,]+)$/, " and $1");
/** "a, b and c", or "a; b; and c" once an item has a comma of its own. */
const joinList = (items: string[]) =>
  items.some((item) => item.includes(",")) && items.length > 1
    ? `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`
    : joinAnd(items);
const sentences = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");
const YEAR_WORDS = ["", "one year", "two years", "three years", "four years", "five years", "six years", "seven years"];
/** A period in days as a reader takes it in: "two years (730 days)" when it is whole years, else "90 days". */
export const period = (days: number) =>
  days % 365 === 0 && YEAR_WORDS[days / 365] ? `${YEAR_WORDS[days / 365]} (${days} days)` : `${days} days`;

/**
 * The longest an enquiry exists, backups included, in whole days. The daily purge deletes an enquiry once it
 * is more than `enquiryRetentionDays` old, up to a day after that; a backup taken just before the purge is
 * deleted by the first run after its data is more than `backupRetentionDays` old, up to a day after that
 * with backups at least daily. Each wait adds a day.
 */
export const longestEnquiryDays = (facts: Pick<OperationalFacts, "enquiryRetentionDays" | "backupRetentionDays">) =>
  facts.enquiryRetentionDays + 1 + facts.backupRetentionDays + 1;

/**
 * The privacy policy's sentences that depend on the settings, as a pure function of the operational facts:
 * prerendered from the build's facts and put back by the production server from its own at start. Every
 * entry is a whole paragraph, never empty, so each configuration fills the same slots.
 */
export function privacyTexts(facts: OperationalFacts) {
  // What the enquiry webhook posts to, as the operator names it (launch-check asks for it whenever a webhook is
  // set); until then a description true of a chat and of a customer-relationship system alike.
  const named = isSupplied(legal.webhookSystem);
  const chat = named ? legal.webhookSystem : "team chat or customer-relationship tool";
  const chatAgain = named ? legal.webhookSystem : "chat or customer-relationship tool";
  // How long the hosting provider keeps its request logs as our processor, once the agency has stated it.
  const providerKeeps = isSupplied(legal.providerLogRetention)
    ? `for ${legal.providerLogRetention}`
    : "for the period set in our agreement with it, which we will tell you on request";
  // How long the form-collection provider of a static build keeps its backups, once the agency has stated it.
  const providerBackups = isSupplied(legal.formProviderBackupRetention)
    ? `for ${legal.formProviderBackupRetention}, under our data processing agreement with it`
    : "under our data processing agreement with it; ask us and we will tell you for how long";
  const noticeVerb = [
    facts.emailNotices && "sent to the team by email",
    facts.webhookNotices && `posted to our ${chat}`,
  ]
    .filter((c): c is string => Boolean(c))
    .join(" and ");
  const told = notifiesTeam(facts);
  // The provider's proxy logs contain every visitor's IP address: what a processor keeps for us, we keep.
  const logHoldsClients = !facts.embeddedInbox || facts.accessLogFiles || facts.clientOnStdout || facts.behindProxy;
  const formLimit = facts.embeddedInbox && facts.rateLimited;
  const longest = longestEnquiryDays(facts);

  const sources = logHoldsClients
    ? "We collect personal data from what you send us, through the enquiry form or by email, and from the logs of requests to the site."
    : formLimit
      ? "We collect personal data only if you write to us, through the enquiry form or by email: what you send, and the IP address a form enquiry came from (see below)."
      : "We collect personal data only if you write to us, through the enquiry form or by email.";

  // Who runs the proxy in front of the server, once the operator has said: "us", or the company that does.
  const proxyOperator = isSupplied(legal.proxyOperator) ? legal.proxyOperator : undefined;
  const ownProxy = proxyOperator?.toLowerCase() === "us";
  const proxyWork =
    "handles the encrypted connection and logs each request with your IP address and browser's user-agent string";
  // What the proxy's logs are for and how long they last, as far as the operator has said.
  const proxyLogs = (logs: "them" | "those logs") =>
    isSupplied(legal.proxyLogRetention)
      ? `We use ${logs} only to investigate attacks, and they are deleted after ${legal.proxyLogRetention}.`
      : `We use ${logs} only to investigate attacks; ask us ${proxyOperator ? "how long they are kept" : "who keeps them and for how long"}.`;
  const proxy = !facts.embeddedInbox
    ? "No server of ours sees an enquiry on its way to the provider."
    : facts.behindProxy
      ? proxyOperator === undefined
        ? `Requests reach our server through a reverse proxy, which ${proxyWork}. ${proxyLogs("those logs")}`
        : ownProxy
          ? `Requests pass through a reverse proxy we run in front of the server. It ${proxyWork}. ${proxyLogs("those logs")}`
          : `${proxyOperator} runs a reverse proxy in front of our server and keeps its logs for us. The proxy ${proxyWork}. ${proxyLogs("those logs")}`
      : "Requests reach our server directly, with no proxy or content delivery network in between.";
  const accessLog = !facts.embeddedInbox
    ? `Like any web host, the provider that serves these pages logs each request, including your IP address and your browser's user-agent string, and keeps those logs ${providerKeeps}.`
    : sentences(
        "Our server logs each request's time, method, path (without its query string), status and response time, never what you type into the form.",
        facts.accessLogFiles && facts.clientOnStdout
          ? `Each line also records your IP address and browser's user-agent string, in our log files for ${facts.accessLogDays} days after the day they cover and in our hosting provider's log service ${providerKeeps}.`
          : facts.accessLogFiles
            ? `In its own log files, kept for ${facts.accessLogDays} days after the day they cover, each line also records your IP address and browser's user-agent string. The copy sent to our hosting provider's log service contains neither.`
            : facts.clientOnStdout
              ? `Our hosting provider's log service gets a copy of each line, with your IP address and browser's user-agent string, and keeps it ${providerKeeps}.`
              : facts.behindProxy
                ? "Unlike the proxy's logs, these record neither your IP address nor your browser's user-agent string."
                : "It records neither your IP address nor your browser's user-agent string.",
      );

  const screening = !facts.embeddedInbox
    ? "With JavaScript on, the form discards any submission that fills in a hidden field."
    : sentences(
        "Our server screens each enquiry for spam itself; no outside spam service sees it.",
        facts.proofOfWork
          ? "It checks the proof-of-work puzzle your browser solves on your device, which makes automated spam cost computing time, and looks for signs of near-certain spam, such as many links or a message repeated from a recent enquiry. A submission that fills in a field people cannot see is never stored."
          : "It looks for signs of near-certain spam, such as many links or a message repeated from a recent enquiry. A submission that fills in a field people cannot see is never stored.",
      );
  const addresses = !facts.embeddedInbox
    ? "The form-collection provider receives your IP address with each submission and keeps it for us under our data processing agreement; a request to erase your enquiry covers it."
    : formLimit
      ? `To stop one sender flooding the form, the server counts form submissions per IP address (for IPv6, per /64 network) in memory and forgets each address ${facts.rateLimitWindowSeconds} seconds after its first submission; this count is not written to disk.`
      : "The server keeps no count of the IP addresses that send the form.";

  const enquiryNotice = !facts.embeddedInbox
    ? "When an enquiry arrives, the provider emails it to the team."
    : told
      ? `Each enquiry that passes our spam checks is ${noticeVerb} as soon as it arrives.`
      : "When an enquiry arrives, it is stored in our enquiry database, where the team reads it; no email or message about it leaves our server.";

  const logSubject =
    logHoldsClients && formLimit
      ? "access logs and the per-address form limit"
      : logHoldsClients
        ? "access logs"
        : "the per-address form limit";
  const logPurpose =
    logHoldsClients && formLimit
      ? "keeping the site secure and the form free of abuse"
      : logHoldsClients
        ? "keeping the site secure"
        : "keeping the form free of abuse";
  const logVerb = logHoldsClients ? "rest" : "rests";
  const LogSubject = logSubject[0]!.toUpperCase() + logSubject.slice(1);
  const logGround = `${LogSubject} ${logVerb}, under the GDPR, on our legitimate interest in ${logPurpose}`;
  const alone = logHoldsClients ? "are used for nothing else" : "is used for nothing else";
  // The PDPL has no legitimate-interest ground: until counsel names the one these rest on, the sentence states
  // the GDPR ground and the sole purpose.
  const logBasis = !(logHoldsClients || formLimit)
    ? "Beyond enquiries, the site keeps no personal data: no log of visitors' IP addresses and no count of who writes."
    : isSupplied(legal.pdplLogGround)
      ? `${logGround}, and under the PDPL on ${legal.pdplLogGround}; ${logHoldsClients ? "they" : "it"} ${alone}.`
      : `${logGround}, and ${alone}.`;

  const enquiryBasis =
    "Under the GDPR, we rely on our legitimate interest in replying to people who contact us; where you ask about an engagement, replying is also a step you have asked us to take towards a contract.";

  // The daily digest of held enquiries: named in the held paragraph, described in the next.
  const digestIs = facts.emailNotices ? "an email" : `a message in our ${chatAgain}`;
  const noPuzzle =
    "sent without a valid puzzle solution (JavaScript switched off or a device too slow to solve it in time)";
  const held = !facts.embeddedInbox
    ? "The form-collection provider may also screen submissions with its own spam filter."
    : !told
      ? facts.proofOfWork
        ? `An enquiry ${noPuzzle} is stored and marked as held, as is any enquiry with signs of near-certain spam.`
        : "An enquiry with signs of near-certain spam is stored and marked as held."
      : !facts.proofOfWork
        ? "An enquiry with signs of near-certain spam is stored, marked as held and listed in the daily digest."
        : facts.heldNoticesAtOnce
          ? `Enquiries ${noPuzzle} are stored and marked as held. Until an hourly cap is reached, the team gets a copy of each at once, with a link to release or delete it; the rest, and any near-certain spam, wait for the daily digest.`
          : `Enquiries ${noPuzzle} are stored and marked as held, and so is any enquiry with signs of near-certain spam. The team hears of them in the daily digest.`;
  const review = !facts.embeddedInbox
    ? "If you think your enquiry went astray, email us and we will ask the provider to look for it."
    : sentences(
        told
          ? `Once a day, if enquiries have been held since the last digest, the team gets ${digestIs} that lists each new one with the sender's details and the start of the message.`
          : "A held enquiry waits until someone on the team releases or deletes it.",
        "If you think yours was held by mistake, email us to have it checked.",
      );

  const hosting =
    isSupplied(legal.hostingRegion) &&
    (facts.embeddedInbox
      ? `The website and the enquiry database are hosted in ${legal.hostingRegion}.`
      : `The website is hosted in ${legal.hostingRegion}; enquiries are kept by our form-collection provider.`);
  const processors = sentences(
    `Our processors act only on our instructions, under written data processing agreements: ${joinList(
      [
        "our hosting provider",
        facts.embeddedInbox &&
          facts.behindProxy &&
          !ownProxy &&
          (proxyOperator
            ? `${proxyOperator}, which runs our reverse proxy`
            : "any company running our reverse proxy or content delivery network"),
        facts.embeddedInbox && "the company that stores our off-site backups",
        facts.embeddedInbox && facts.database === "postgres" && "any separate PostgreSQL provider",
        !facts.embeddedInbox && "our form-collection provider",
        facts.embeddedInbox && facts.emailNotices && "the service that relays our notification emails",
        facts.embeddedInbox && facts.webhookNotices && `the provider of our ${chat}`,
        "the provider of our mailboxes",
      ].filter((p): p is string => Boolean(p)),
    )}.`,
    facts.embeddedInbox && facts.behindProxy && !ownProxy && proxyOperator
      ? "We name the others on request."
      : "We name them on request.",
  );

  const store = !facts.embeddedInbox
    ? sentences(hosting, "Your enquiry travels over HTTPS to the provider, which keeps it as our processor.")
    : sentences(
        hosting,
        facts.behindProxy
          ? `Your browser sends an enquiry over HTTPS to the proxy described above, which passes it to our server; the server ${
              facts.database === "postgres" ? "stores it in our PostgreSQL database" : "keeps it in a database file"
            }, and no third-party form service handles it.`
          : `Enquiries are kept ${
              facts.database === "postgres" ? "in our PostgreSQL database" : "in a database file on our own server"
            }; no third-party form service handles them.`,
        `Within our team, only those with access to the server${facts.database === "postgres" ? " or the database" : ""}${
          told ? ", or who receive notifications," : ""
        } can read ${facts.behindProxy ? "an enquiry" : "them"}.`,
      );

  const security = !facts.embeddedInbox
    ? "The provider keeps enquiries secure under the measures our data processing agreement requires of it, and we remain responsible for holding it to them."
    : sentences(
        `File permissions let only the server's own account open ${joinAnd(
          [
            facts.database === "sqlite" ? "the database file" : "the database's backup files",
            facts.database === "sqlite" && "the backups written on the server",
            facts.accessLogFiles && "the access-log files",
          ].filter((p): p is string => Boolean(p)),
        )}.`,
        told && "The links the team uses to release or delete a held enquiry work once and expire.",
        facts.emailNotices &&
          facts.smtpEncrypted &&
          "Notification emails leave our server only over an encrypted connection.",
        facts.webhookNotices &&
          (facts.webhookHttps
            ? `Messages to our ${chatAgain} travel only over HTTPS, signed so that they can be checked as ours.`
            : `Messages to our ${chatAgain} are signed so that they can be checked as ours.`),
      );

  const copies = [
    facts.emailNotices && "notification and digest emails",
    facts.webhookNotices && `our ${chatAgain}`,
  ].filter((p): p is string => Boolean(p));
  const resume = "long enough to pick up an enquiry that waits for next year's budget";
  const retention = !facts.embeddedInbox
    ? `We delete each enquiry from the provider by hand within ${period(facts.enquiryRetentionDays)} of its arrival, ${resume}, and within one month of a request to erase your data.`
    : sentences(
        told
          ? `A daily purge deletes each enquiry and its record of notifications once it is ${period(facts.enquiryRetentionDays)} old, ${resume}.`
          : `A daily purge deletes each enquiry once it is ${period(facts.enquiryRetentionDays)} old, ${resume}.`,
        facts.database === "sqlite" &&
          "Enquiries the purge or your request removes are overwritten with zeros in the database file and its log, then compacted out.",
      );
  const copiesDeleted = !facts.embeddedInbox
    ? "We delete the copies the provider emails to the team by the time we delete the enquiry."
    : copies.length
      ? `We delete the copies in ${copies.join(" and in ")} by hand: by the time the purge deletes the enquiry, or within one month of a request to erase your data if that comes first.`
      : "No email or chat message copies an enquiry; the purge and the expiry of backups remove it.";

  const backups = !facts.embeddedInbox
    ? `We keep no backups of enquiries of our own. The provider keeps its backups ${providerBackups}.`
    : sentences(
        `We back up the enquiry database at least daily and delete each backup, off-site copies included, once its data is over ${facts.backupRetentionDays} days old.`,
        `As the purge and the backup expiry each run once a day, an enquiry can remain up to ${facts.enquiryRetentionDays + 1} days in the database and ${facts.backupRetentionDays + 1} more in its last backup: ${longest} days at most.`,
        facts.database === "postgres" &&
          `We cap provider snapshots and point-in-time recovery at ${facts.backupRetentionDays} days.`,
      );
  const erasure = !facts.embeddedInbox
    ? "A request to erase your data covers the provider's copy and the copies in our mailboxes."
    : sentences(
        "Each erasure leaves only a keyed fingerprint, with no email address or enquiry identifier, kept while the database exists so that restoring a backup erases the enquiry again.",
        facts.database === "postgres"
          ? `Backups, provider snapshots and recovery logs still hold an erased enquiry for up to ${facts.backupRetentionDays + 1} days; after a provider restore or the loss of the enquiry database, we redo by hand any erasure made since the restored copy.`
          : `Backups still hold an erased enquiry for up to ${facts.backupRetentionDays + 1} days; if the enquiry database is lost, we redo by hand any erasure made since the backup we restore.`,
      );

  const mailboxes = `If your enquiry leads to a contract, our email exchange with you, including any reply that quotes your enquiry, joins that project's records and is kept as long as the contract and the law that governs it require. If not, we delete it from our mailboxes within ${period(facts.enquiryRetentionDays)} of your last message.`;

  const requests = !facts.embeddedInbox
    ? "We find your data by searching the provider's account and our mailboxes for the email address you wrote from: please use that address or tell us what it was. We send you a copy of what we have, record your correction with the enquiry or delete it, and while a concern is resolved we keep it but use it for nothing else."
    : "We find your data by searching our enquiry database and mailboxes for the email address you wrote from: please use that address or tell us what it was. We send you a copy of what we have (in a machine-readable format if you ask), correct the enquiry, restrict it (we keep it but never forward or export it) or erase it.";

  const stored = !facts.embeddedInbox
    ? "When you send the form, the provider stores for us your full name, your email address and your message, with anything you include in it; your company name, if you give it; and the time the enquiry arrived."
    : "When you send the form, we store your full name, your email address and your message, with anything you include in it; your company name, if you give it; the time the enquiry arrived; and the page it was sent from.";

  return {
    "privacy.rights":
      "Wherever you write from, you have the rights below as the GDPR defines them, and we answer all requests on that basis; the PDPL gives the same rights, with a narrower right to object.",
    "privacy.stored": stored,
    "privacy.sources": sentences(
      "Browsing the site needs no account and no personal details.",
      sources,
      !facts.embeddedInbox &&
        "This site is served as plain files by our hosting provider, and its enquiry form goes to a form-collection provider.",
    ),
    "privacy.access-log": accessLog,
    "privacy.proxy": proxy,
    "privacy.screening": screening,
    "privacy.addresses": addresses,
    "privacy.use": `We use an enquiry to reply to you, to understand what you need and, if you ask for one, to prepare a proposal. ${enquiryNotice}`,
    "privacy.basis": enquiryBasis,
    "privacy.log-basis": logBasis,
    "privacy.held": held,
    "privacy.review": review,
    "privacy.processors": processors,
    "privacy.store": store,
    "privacy.security": security,
    "privacy.retention": retention,
    "privacy.copies": copiesDeleted,
    "privacy.backups": backups,
    "privacy.erasure": erasure,
    "privacy.mailboxes": mailboxes,
    "privacy.requests": requests,
    "privacy.log-search": logHoldsClients
      ? "The logs that record IP addresses contain no names: to have them searched, also tell us your IP address and roughly when you visited."
      : "We keep no log of visitors' IP addresses, so the email address you wrote from is all we need to find your data.",
  };
}
