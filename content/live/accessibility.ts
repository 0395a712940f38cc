import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what the key journeys do with JavaScript off, after the known limitations. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const allThree =
    "Without JavaScript, all three journeys still work, though the menu has the first limitation listed above.";
  const held =
    "A message sent from the form without JavaScript, or from a device too slow to finish its spam check in time, is held until a person on the team releases it";
  const withoutScript = !facts.embeddedInbox
    ? "With JavaScript switched off, the FAQ and the menu still work, though the menu has the first limitation listed above; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? allThree
      : `${allThree} ${
          !told
            ? `${held}.`
            : facts.heldNoticesAtOnce
              ? `${held}. The team hears of it at once, or in the next daily digest if many arrive that hour.`
              : `${held}; the team hears of it in the next daily digest of held messages.`
        }`;
  return {
    "accessibility.without-script": withoutScript,
  };
}
