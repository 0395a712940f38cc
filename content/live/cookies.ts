import type { OperationalFacts } from "@/lib/settings/operational-facts";

/**
 * The cookie policy's one sentence that depends on the settings: whether the form asks your browser to solve a
 * puzzle, and where a static export's form lands without JavaScript.
 */
export function cookiesTexts(facts: OperationalFacts) {
  return {
    "cookies.similar": `Similar technologies, such as local storage and tracking pixels, can also store or read information on your device. In this policy, "cookies" covers all of them. ${
      facts.embeddedInbox && facts.proofOfWork
        ? "This site uses none of them: even the puzzle our enquiry form asks your browser to solve stores nothing on your device."
        : facts.embeddedInbox
          ? "This site uses none of them, and our enquiry form stores nothing on your device."
          : "This site uses none of them, and our enquiry form stores nothing on your device. With JavaScript switched off, sending the form opens the page the form provider sends back, under the provider's own cookie policy."
    }`,
  };
}
