import type { OperationalFacts } from "@/lib/settings/operational-facts";

/** The accessibility statement's paragraph that depends on the settings: what still works with JavaScript off. */
export function accessibilityTexts(facts: OperationalFacts) {
  const withoutScript = !facts.embeddedInbox
    ? "The menu and the FAQ also work with JavaScript switched off; the form still sends, but you then see our form provider's confirmation page, which we do not control."
    : facts.proofOfWork
      ? "All three also work with JavaScript switched off, though the form then holds your message until a person on the team releases it."
      : "All three also work with JavaScript switched off.";
  return {
    "accessibility.keyboard": `Keyboard tests in the same suite cover the skip link and the three key journeys: the full-screen menu (opening it, moving through it, closing it with Escape and returning focus to the menu button), the FAQ, and the contact form from first field to sent message. ${withoutScript}`,
  };
}
