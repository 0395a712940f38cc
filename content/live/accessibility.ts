import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what the key journeys do with JavaScript off. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const withoutScript = !facts.embeddedInbox
    ? "The FAQ, and the menu with the focus limitation listed below, also work with JavaScript switched off; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? "All three journeys also work with JavaScript switched off, the menu with the focus limitation listed below."
      : !told
        ? "All three journeys also work with JavaScript switched off, the menu with the focus limitation listed below; a message sent that way waits for a person to check it."
        : facts.heldNoticesAtOnce
          ? "All three journeys also work with JavaScript switched off, the menu with the focus limitation listed below; a message sent that way normally reaches the team at once, marked for a person to check."
          : "All three journeys also work with JavaScript switched off, the menu with the focus limitation listed below; a message sent that way can wait up to a day for the team's daily digest.";
  return {
    "accessibility.without-script": withoutScript,
  };
}
