import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what the key journeys do with JavaScript off. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const allThree =
    "All three journeys also work with JavaScript switched off, though the menu then has the focus limitation listed below.";
  const withoutScript = !facts.embeddedInbox
    ? "The FAQ and the menu also work with JavaScript switched off, though the menu then has the focus limitation listed below; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? allThree
      : `${allThree} ${
          !told
            ? "A message sent without JavaScript waits until a person on the team has checked it."
            : `A message sent without JavaScript is checked by a person before we act on it, and ${
                facts.heldNoticesAtOnce
                  ? "normally reaches the team at once"
                  : "can wait up to a day for the team's daily digest"
              }.`
        }`;
  return {
    "accessibility.without-script": withoutScript,
  };
}
