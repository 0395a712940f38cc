import { notifiesTeam, type OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what the key journeys do with JavaScript off, after the known limitations. */
export function accessibilityTexts(facts: OperationalFacts) {
  const told = notifiesTeam(facts);
  const allThree =
    "Without JavaScript, all three journeys still work, though the menu keeps the first limitation listed above.";
  const withoutScript = !facts.embeddedInbox
    ? "With JavaScript switched off, the FAQ and the menu still work, though the menu has the first limitation listed above; the form still sends, then shows our form provider's confirmation page, which we do not control."
    : !facts.proofOfWork
      ? allThree
      : `${allThree} ${
          !told
            ? `Such messages, and those from a device too slow to finish the form's spam check in time, are held until someone on the team releases them.`
            : facts.heldNoticesAtOnce
              ? `Such messages, and those from a device too slow to finish the form's spam check in time, are held until someone on the team releases them. The team is told of each at once until an hourly cap is reached; the rest wait for the next daily digest of held messages.`
              : `Such messages, and those from a device too slow to finish the form's spam check in time, are held until someone on the team releases them; the team hears of them in the next daily digest of held messages.`
        }`;
  return {
    "accessibility.without-script": withoutScript,
  };
}
