import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what the key journeys do with JavaScript off, after the known limitations. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const allThree =
    "With JavaScript switched off, all three journeys still work, though the menu has the first limitation listed above.";
  const withoutScript = !facts.embeddedInbox
    ? "With JavaScript switched off, the FAQ and the menu still work, though the menu has the first limitation listed above; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? allThree
      : `${allThree} ${
          !told
            ? "A message sent without JavaScript is held until a person on the team releases it."
            : facts.heldNoticesAtOnce
              ? "A message sent without JavaScript is held until a person on the team releases it. The team is told of each such message at once until an hourly cap is reached; the rest wait for the next daily digest of held messages."
              : "A message sent without JavaScript is held until a person on the team releases it; the team hears of it in the next daily digest of held messages."
        }`;
  return {
    "accessibility.without-script": withoutScript,
  };
}
