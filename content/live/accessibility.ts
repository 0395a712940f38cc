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
            ? "A message sent without JavaScript is held until a person on the team releases it."
            : facts.heldNoticesAtOnce
              ? "A message sent without JavaScript is held until a person on the team releases it. The team is told of each such message at once, up to a small number an hour; any beyond that wait for the next daily digest."
              : "A message sent without JavaScript is held until a person on the team releases it, which can take up to a day, as the team hears of it in a daily digest."
        }`;
  return {
    "accessibility.without-script": withoutScript,
  };
}
