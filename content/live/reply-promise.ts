/**
 * The one home of the reply-time promise. Every sentence on the site that says how soon we reply comes
 * from here, as live text: the production server puts back the variant its own settings make true
 * (lib/settings/check.ts `promisesReply`), so a site whose team is told of nobody's enquiry promises no time for the form (an emailed barrier
 * report, which reaches our mailboxes whatever the channels, keeps the accessibility aim).
 */
export const REPLY_HOURS = 24;
export const FEEDBACK_BUSINESS_DAYS = 2;

export function replyPromiseTexts(promised: boolean) {
  return {
    /** The value of the contact page's "Response time" card (the specification's "Within 24 hours"). */
    "reply.card": promised ? `Within ${REPLY_HOURS} hours` : "By email, once a person has read your message",
    /** Under that value: whether weekends count. */
    "reply.card-note": promised
      ? `Saturdays and Sundays do not count towards the ${REPLY_HOURS} hours.`
      : "We answer enquiries by email as we read them, and promise no reply time.",
    /** The closing sentence of the contact band's lead, on every page that has the band; it follows any lead, so it names its own subject. */
    "reply.lead": promised
      ? `Each message is read by a person on the team, who replies within ${REPLY_HOURS} hours, weekends not counted.`
      : "Each message is read by a person on the team, who replies by email.",
    /** The privacy policy: how soon a privacy complaint is acknowledged and answered. */
    "reply.privacy-complaint": promised
      ? `A person on the team acknowledges a complaint within ${REPLY_HOURS} hours, weekends not counted, and within one month tells you what we have done about it.`
      : // Email reaches our mailboxes whatever the form's notification channels, as for a barrier report.
        `A person on the team aims to acknowledge a complaint within ${FEEDBACK_BUSINESS_DAYS} business days (Monday to Friday) and within one month tells you what we have done about it.`,
    /** The accessibility statement's feedback section: how soon a barrier report is answered. */
    "reply.accessibility": promised
      ? `Within ${REPLY_HOURS} hours, weekends not counted, someone on the team acknowledges your report and tries to reproduce the barrier. We aim to reply within ${FEEDBACK_BUSINESS_DAYS} business days (Monday to Friday), with what we plan to change and when.`
      : // Email reaches our mailboxes whatever the form's notification channels, so the spec's aim holds for it.
        `Email a report and we aim to reply within ${FEEDBACK_BUSINESS_DAYS} business days (Monday to Friday); the form carries no such aim. Whoever reads your report tries to reproduce the barrier and replies with what we plan to change and when.`,
  };
}
