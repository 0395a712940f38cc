import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what still works with JavaScript off. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const withoutScript = !facts.embeddedInbox
    ? "The menu and the FAQ also work with JavaScript switched off; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? "All three also work with JavaScript switched off."
      : !told
        ? "All three also work with JavaScript switched off; a message sent that way waits for a person to check it."
        : facts.heldNoticesAtOnce
          ? "All three also work with JavaScript switched off; a message sent that way normally reaches the team at once, marked for a person to check."
          : "All three also work with JavaScript switched off; a message sent that way can wait up to a day for the team's daily digest.";
  return {
    "accessibility.keyboard": `The suite's keyboard tests cover the skip link and the three key journeys: the full-screen menu (opening, moving through and closing it with Escape, then returning focus to the menu button), the FAQ, and the contact form from first field to sent message. ${withoutScript}`,
  };
}
