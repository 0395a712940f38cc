import { operationalFacts } from "@/lib/settings/operational-facts";
import { live } from "../../live";
import { accessibilityTexts } from "../../live/accessibility";
import { replyPromiseTexts } from "../../live/reply-promise";
import type { LegalPage } from "../../schema";
import { isSupplied, longDate, site } from "../../site";

const { legal } = site;
const facts = operationalFacts();
/** Built from the build's facts; the production server puts back its own (content/live). */
const reply = replyPromiseTexts(facts.promisesReply);
const texts = accessibilityTexts(facts);

/** The screen-reader pass on the site's own key journeys, stated only once the agency has recorded it. */
const screenReaderPass = isSupplied(legal.screenReaderPass) ? legal.screenReaderPass : undefined;

const otherChannels = [
  isSupplied(legal.postalAddress) && `write to us at ${legal.postalAddress}`,
  isSupplied(legal.telephone) && `call us on ${legal.telephone}`,
].filter(Boolean);

export default {
  slug: "accessibility",
  title: "Accessibility Statement",
  version: "Version 1, published 1 December 2026",
  intro: `We want everyone to be able to read this website and contact us, whatever device, browser or assistive technology they use. This statement sets out the standard we work to, how far the site meets it, what we have tested and what we have not, and how to tell us about a problem. It was prepared on ${longDate(legal.accessibilityPrepared)} and last reviewed on ${longDate(legal.accessibilityReviewed)}.`,
  sections: [
    {
      id: "our-commitment",
      heading: "Our commitment",
      paragraphs: [
        "We treat an accessibility barrier as a defect in the site, to be fixed like any other. A change that fails the tests described below is not released, and no change to this statement goes live without a recorded review.",
      ],
    },
    {
      id: "standard",
      heading: "Standard and conformance status",
      paragraphs: [
        "We target level AA of the Web Content Accessibility Guidelines 2.2 (WCAG 2.2), published by the World Wide Web Consortium (W3C); it is the level we build to for our clients.",
        "Many procurement and public-sector rules still cite WCAG 2.1. WCAG 2.2 keeps every 2.1 criterion except 4.1.1 Parsing, which it withdrew; the W3C now treats 4.1.1 as always met in HTML. A page that meets 2.2 AA therefore also meets 2.1 AA.",
        "Conformance status: partially conformant, in the W3C's terms, meaning that some parts of the content do not fully conform to WCAG 2.2 AA. This is our own assessment; no independent auditor has checked it.",
        "Our automated checks find no level A or AA failure and our keyboard tests pass, but they cover only part of WCAG and miss the one failure we know of: how the menu handles focus without its script (see Known limitations).",
      ],
    },
    {
      id: "implemented-features",
      heading: "Implemented features and how we test them",
      paragraphs: ["The site is built with the following features:"],
      list: [
        "Semantic landmarks, one h1 per page and headings in a logical order",
        'A "Skip to content" link as the first item you reach with the keyboard',
        "All functions operable by keyboard",
        "A full-screen menu that keeps focus inside while it is open, once the page's script has loaded (see Known limitations)",
        "Visible focus outlines on all links, buttons and form fields",
        "Form fields with visible labels and required fields clearly marked, and the outcome of sending announced through a live region",
        "Animation and smooth scrolling switched off when your operating system asks for reduced motion",
        "Content that reflows at 320 pixels wide (success criterion 1.4.10, Reflow)",
        "Decorative images hidden from assistive technology",
      ],
      afterList: [
        "The automated suite runs axe-core's level A and AA rules for WCAG 2.0 to 2.2 in Chromium at 1440 and 390 pixels wide, with reduced motion requested: on all pages as the server sends them, before any script runs, and on one page per template once its script has run. It also narrows each page to 320 pixels to confirm that nothing scrolls sideways.",
        "The suite's keyboard tests cover the skip link and the three key journeys: the full-screen menu (opening, moving through and closing it with Escape, then returning focus to the menu button), the FAQ, and the contact form from first field to sent message. The same journeys are also run with JavaScript switched off.",
        "Firefox and WebKit, the engine behind Safari, get a shorter run: each kind of page loads, the menu opens, the FAQ opens and closes its answers, and the form sends, or keeps what you typed when sending fails. The keyboard tests run in Chromium only.",
      ],
    },
    {
      id: "assistive-technologies",
      heading: "Assistive technologies",
      paragraphs: [
        "The site uses standard HTML elements and ARIA attributes so that screen readers, screen magnifiers, voice control and switch access can work with it.",
        ...(screenReaderPass
          ? [
              `On ${longDate(screenReaderPass.date)} we ran a screen-reader pass on this site's three key journeys, with ${screenReaderPass.readers}.`,
            ]
          : [
              "No screen-reader pass has yet covered this site's three key journeys; its date and the readers used will appear here.",
            ]),
        `Our test suite ${screenReaderPass ? "also compares the accessibility tree of these three journeys" : "compares the accessibility tree of those three journeys"} in Chromium with the tree we expect: the names, roles and states a screen reader reads out, where focus moves, and the alert and live region that carry the form's messages. That checks what a screen reader is given; it cannot replace testing by people who use one.`,
        "We have not commissioned a full assistive-technology audit; if we do, we will publish its findings here.",
      ],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      paragraphs: ["We know of the following limitations. If you find another, please tell us."],
      list: [
        "Before a page's script has loaded, or with JavaScript switched off, tabbing past the full-screen menu's last link can move focus to the page hidden behind it. This fails WCAG 2.2 success criterion 2.4.11, Focus Not Obscured (Minimum). The menu still opens and closes with the keyboard, and the script starts to load as soon as you click, press a key, move focus or rest the pointer on a control.",
        "If you submit the contact form while the page's script is still loading, your browser sends the message once the script arrives: a screen reader announces nothing meanwhile, and on a slow connection the confirmation can take a few seconds to appear.",
        screenReaderPass
          ? "Pages and controls beyond those three journeys have not had a screen-reader pass, so problems that only a screen reader reveals may remain there."
          : "Problems that only a screen reader reveals may remain anywhere on the site, the key journeys included.",
        "Our LinkedIn, YouTube and X profiles are hosted by those platforms, whose accessibility is outside our control.",
      ],
      afterList: [live(texts, "accessibility.without-script")],
    },
    {
      id: "feedback",
      heading: "Feedback and formal complaints",
      paragraphs: [
        `If something on this site is hard to use, email ${site.email} or send a message through the form on our contact page, with the page address and a short description of the problem${
          otherChannels.length ? `; you can also ${otherChannels.join(" or ")}` : ""
        }. Tell us the device and assistive technology you use if you are happy to share it.`,
        live(reply, "reply.accessibility"),
        `A reply that does not satisfy you can become a formal complaint: email ${legal.email} with "Accessibility complaint" in the subject line. A person who did not handle your first report reviews it and answers in writing within one month with our decision and anything we will change.`,
        "If you remain dissatisfied, you can contact the equality or consumer body where you live, such as the Equality Advisory and Support Service in Great Britain.",
      ],
    },
    {
      id: "alternative-access",
      heading: "Alternative access",
      paragraphs: [
        "For information from this site in another format, such as plain text or larger print, or to talk something through on a call, ask by email and we will send it in that format or arrange the call. You can also send your enquiry as an ordinary email; it reaches the same people as the form.",
      ],
    },
  ],
  meta: {
    title: "Accessibility Statement",
    description:
      "Our WCAG 2.2 AA target and partial conformance, what our automated, keyboard and 320-pixel tests cover, what is not yet tested and how to report a barrier.",
    keywords: [
      "accessibility statement",
      "wcag 2.2 aa",
      "keyboard navigation",
      "web accessibility",
      "accessibility testing",
    ],
  },
} satisfies LegalPage;
