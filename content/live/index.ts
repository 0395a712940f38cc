import { operationalFacts, type OperationalFacts } from "@/lib/settings/operational-facts";
import { accessibilityTexts } from "./accessibility";
import { cookiesTexts } from "./cookies";
import { privacyTexts } from "./privacy";
import { replyPromiseTexts } from "./reply-promise";

/**
 * Live text: a sentence that depends on the server's settings. A page is prerendered with the build's
 * variant inside a marked span (components/ui/LiveSpan.tsx); the production server puts back the variant
 * its own settings make true, once at start (server/live-text.mjs), so a build made without the
 * deployment's secrets never serves a false sentence.
 */
export type LiveText = { live: string; text: string };

/** Every live text of the site, from one set of operational facts. */
export function liveTexts(facts: OperationalFacts): Record<string, string> {
  return {
    ...privacyTexts(facts),
    ...cookiesTexts(facts),
    ...accessibilityTexts(facts),
    ...replyPromiseTexts(facts.promisesReply),
  };
}

/** The slot `id` holding its text for these facts. */
export function live<T extends Record<string, string>>(texts: T, id: keyof T & string): LiveText {
  return { live: id, text: texts[id]! };
}

/** A reply-promise slot as the build prerenders it, from the build's facts; the production server puts back its own. */
export function builtReplySlot(id: keyof ReturnType<typeof replyPromiseTexts>): LiveText {
  return live(replyPromiseTexts(operationalFacts().promisesReply), id);
}
