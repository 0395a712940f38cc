export const CONTACT_SECTION_ID = "contact-section";

/** Scrolls to the contact section and focuses its first field. Returns false when there is none. */
export function scrollToContact(): boolean {
  const section = document.getElementById(CONTACT_SECTION_ID);
  if (!section) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  const field = section.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea");
  field?.focus({ preventScroll: true });
  history.replaceState(null, "", `#${CONTACT_SECTION_ID}`);
  return true;
}
