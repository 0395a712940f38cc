/** Headings: stock "why" heading formulas, doubled "services" headings, claims of a client base. */
import type { AnyMove, PageText } from "../types";
import { copyStrings, EXPERTISE, stringsAt } from "../text";

/** A "why" heading opening on the stock formula ("Why Go suits…", "When Angular is…", "Where TensorFlow…"). */
export const whyHeadingOpener = /^\s*(?:Why|When|Where)\b/;

/** A why heading in the "<X> software built / planned / designed / shaped around …" template. */
export const softwareBuiltHeading =
  /\b(?:software|platforms?|systems?|apps?|agritech)\s+(?:built|planned|designed|shaped)\b/i;

/**
 * A "why" heading that opens with a list of three ("Partner messages, dock slots and routes tested…",
 * "Payment, onboarding and resilience work…"): items of one to three words each.
 */
const ITEM = "[\\w'’-]+(?: [\\w'’-]+){0,2}";
export const listOpenerHeading = new RegExp(`^${ITEM}, ${ITEM},? (?:and|or) `);

/**
 * A heading "<label> services" whose label is already plural or already says "services"
 * ("Chatbots services", "Mobile Apps services"): the service page's card heading (its `cardsHeading`,
 * once built from the label) and any other heading in the page's own content.
 */
const pluralWord = (word: string) => /^services$/i.test(word) || (/(?<![siu])s$/i.test(word) && !/ics$/i.test(word));
export function isDoubledServicesHeading(heading: string): boolean {
  const word = /(\S+) services$/i.exec(heading.trim())?.[1];
  return word !== undefined && pluralWord(word);
}
export function findGeneratedServicesHeading({ value }: PageText): string[] {
  return [...new Set([...stringsAt(value, "cardsHeading"), ...headingsOf(value)])].filter(isDoubledServicesHeading);
}

/** Headings that claim a client base ("why X trust us", "build with us") the site cannot show. */
export const clientClaim =
  /\b(trusts? us|trusted by|rel(?:y|ies) on us|choose us|chose us|build with us|bring (?:their|your) (?:systems|projects|work) to us|partner with us|work with us|clients (?:trust|rely|choose)|(?:brands|companies|teams|leaders|operators) (?:trust|rely on|choose))\b/i;

const HEADING_KEY = /^(heading|title|heroTitle|whyHeading|cardsHeading|eyebrow|formHeading)$/;

/** Every heading-like string in a page's content: hero titles, section headings, why headings. */
export function headingsOf(value: unknown): string[] {
  return copyStrings(value)
    .filter(({ key }) => HEADING_KEY.test(key))
    .map(({ text }) => text);
}

export function headingsClaimingClients(pages: PageText[]): { page: string; heading: string }[] {
  return pages.flatMap(({ page, value }) =>
    headingsOf(value)
      .filter((heading) => clientClaim.test(heading))
      .map((heading) => ({ page, heading })),
  );
}

export const headingMoves: AnyMove[] = [
  {
    id: "generated-services-heading",
    label: 'heading "<plural> services" ("Chatbots services")',
    families: ["services"],
    findOnPage: findGeneratedServicesHeading,
  },
  {
    id: "why-heading-opener",
    label: '"why" heading opening "Why / When / Where"',
    families: EXPERTISE,
    scope: ({ key }) => key === "whyHeading",
    find: (text) => (whyHeadingOpener.test(text) ? [text] : []),
  },
  {
    id: "why-heading-software-built",
    label: 'why heading "<X> software built / planned / designed / shaped …"',
    families: EXPERTISE,
    scope: ({ key }) => key === "whyHeading",
    find: (text) => (softwareBuiltHeading.test(text) ? [text] : []),
  },
  {
    id: "why-heading-list-opener",
    label: '"why" heading opening with a list of three',
    families: EXPERTISE,
    scope: ({ key }) => key === "whyHeading",
    find: (text) => (listOpenerHeading.test(text) ? [text] : []),
  },
];
