import type { Channel } from "@/lib/server/inbox/database";

/** What monitoring receives: the webhook gets this JSON (signed), email a message made from it. */
export type AlertEvent =
  | { type: "delivery.failing"; channel: Channel; since: string; pending: number }
  | { type: "delivery.recovered"; channel: Channel; since: string; recoveredAt: string; pending: number }
  | { type: "delivery.failed"; channel: Channel; since: string; enquiryId: string; failed: number }
  | { type: "held.flood"; since: string; budgetPerHour: number };

/** Sends one alert through one channel; throws when the channel does not accept it. */
export type Alerter = (event: AlertEvent) => Promise<void>;

const RETRY = "Run `npm run enquiries -- retry` once the channel works again to send them.";

/** The alert as an email: `Alert: …` or `Recovered: …` and a plain-text explanation. */
export function alertEmail(event: AlertEvent, siteUrl: string): { subject: string; text: string } {
  const site = new URL(siteUrl).host;
  switch (event.type) {
    case "delivery.failing":
      return {
        subject: `Alert: ${event.channel} notifications of ${site} failing since ${event.since}`,
        text: [
          `Enquiry notifications by ${event.channel} have been failing since ${event.since}.`,
          `${event.pending} notification(s) are waiting; they are retried automatically and stored safely.`,
          "You will get a Recovered message when the channel delivers again.",
        ].join("\n"),
      };
    case "delivery.recovered":
      return {
        subject: `Recovered: ${event.channel} notifications of ${site} delivering again`,
        text: [
          `Enquiry notifications by ${event.channel} failed from ${event.since} and delivered again at ${event.recoveredAt}.`,
          `${event.pending} notification(s) are still waiting and will be sent shortly.`,
        ].join("\n"),
      };
    case "delivery.failed":
      return {
        subject: `Alert: ${event.channel} notification of an enquiry to ${site} gave up`,
        text: [
          `The ${event.channel} notification of enquiry ${event.enquiryId} reached its final failure.`,
          `${event.failed} ${event.channel} notification(s) are now failed (the enquiries themselves are stored).`,
          RETRY,
        ].join("\n"),
      };
    case "held.flood":
      return {
        subject: `Alert: held enquiries arriving fast at ${site} since ${event.since}`,
        text: [
          `Held enquiries have been arriving faster than the ${event.budgetPerHour} immediate notices an hour allowed for them, since ${event.since}.`,
          "Every one is stored. The ones past the hourly allowance are not notified one by one: they are listed in the next daily digest, each with its review link.",
          "This alert is sent once per incident; a flood that goes on into the next hour does not send another.",
        ].join("\n"),
      };
  }
}
