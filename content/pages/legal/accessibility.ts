import type { LegalPage } from "../../schema";
import { site } from "../../site";

export default {
  slug: "accessibility",
  title: "Accessibility Statement",
  intro: `${site.name} wants everyone to be able to read this website and contact us, whatever device, browser or assistive technology they use. This statement sets out the standard we work to, what we have built in, where we know we fall short and how to tell us about a problem.`,
  sections: [
    {
      id: "our-commitment",
      heading: "Our commitment",
      paragraphs: [
        "Accessibility is part of how we design and build every page, not a review added at the end. We treat a barrier on this site as a defect and fix it with the same priority as any other bug.",
      ],
    },
    {
      id: "standard",
      heading: "Standard we aim to meet",
      paragraphs: [
        "We target conformance with the Web Content Accessibility Guidelines 2.1 (WCAG 2.1) at level AA, published by the World Wide Web Consortium. These guidelines explain how to make content more usable for people with visual, hearing, motor and cognitive disabilities.",
      ],
    },
    {
      id: "implemented-features",
      heading: "Implemented features",
      paragraphs: ["The following features are in place across the site:"],
      list: [
        "Semantic landmarks, one h1 per page and headings in a logical order",
        'A "Skip to content" link as the first item you reach with the keyboard',
        "Every function operable by keyboard, including the FAQ accordions",
        "A full-screen menu that keeps focus inside while open, closes with Escape and returns focus to the menu button",
        "Visible focus outlines on all links, buttons and form fields",
        "Colour contrast that meets AA for text and controls, including text over hero artwork",
        "Form fields with visible labels and required fields clearly marked",
        "Browser validation messages on the form, with send results announced to screen readers",
        "Animation and smooth scrolling switched off when your operating system asks for reduced motion",
        "Text that reflows at 320px wide and stays usable when zoomed to 200%",
        "Decorative images hidden from assistive technology",
      ],
    },
    {
      id: "assistive-technologies",
      heading: "Assistive technologies",
      paragraphs: [
        "We test every page using a keyboard alone. The site is designed and checked to work with the screen readers listed below in current versions of common browsers. This is our own testing, not a formal certification.",
      ],
      list: ["NVDA and JAWS on Windows", "VoiceOver on macOS and iOS", "TalkBack on Android phones and tablets"],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      paragraphs: ["We know of the following limitations. If you find another, please tell us."],
      list: [
        "Hero artwork is generated and decorative; it carries no information, so it has no text alternative",
        "Our LinkedIn, YouTube and X pages are run by those platforms and are outside our control",
        "We audit with automated checks (axe-core) plus manual review, and both can miss issues",
      ],
    },
    {
      id: "feedback",
      heading: "Feedback",
      paragraphs: [
        `If something on this site is hard to use, email ${site.email} with the page address and a short description of the problem, including the device and assistive technology you use if you are happy to share it. We aim to reply within 2 business days and will tell you what we plan to do about it.`,
      ],
    },
    {
      id: "alternative-access",
      heading: "Alternative access",
      paragraphs: [
        "If you need information from this site in another format, such as plain text, or would rather talk it through on a call, ask by email and we will provide it. You can also send us your enquiry by email instead of using the form.",
      ],
    },
  ],
  meta: {
    title: "Accessibility Statement",
    description:
      "Our commitment to WCAG 2.1 AA: the accessibility features built into this website, how we test them, known limitations and how to report a barrier.",
    keywords: [
      "accessibility statement",
      "wcag 2.1 aa",
      "screen reader support",
      "keyboard navigation",
      "web accessibility",
    ],
  },
} satisfies LegalPage;
