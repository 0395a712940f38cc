import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what the key journeys do with JavaScript off. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const withoutScript = !facts.embeddedInbox
    ? "The FAQ and the menu also work with JavaScript switched off, though the menu then has the focus limitation listed below; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? "All three journeys also work with JavaScript switched off, though the menu then has the focus limitation listed below."
      : !told
        ? "All three journeys also work with JavaScript switched off, though the menu then has the focus limitation listed below. A message sent without JavaScript waits until a person on the team has checked it."
        : facts.heldNoticesAtOnce
          ? "All three journeys also work with JavaScript switched off, though the menu then has the focus limitation listed below. A message sent without JavaScript is checked by a person before we act on it, and normally reaches the team at once."
          : "All three journeys also work with JavaScript switched off, though the menu then has the focus limitation listed below. A message sent without JavaScript is checked by a person before we act on it, and can wait up to a day for the team's daily digest.";
  return {
    "accessibility.without-script": withoutScript,
  };
}
