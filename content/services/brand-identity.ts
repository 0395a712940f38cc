import type { ServicePage } from "../schema";

export default {
  slug: "brand-identity",
  label: "Brand Identity",
  group: "Creative & Marketing",
  heroTitle: "One system for logo, colour and type, and the rules to extend it",
  tagline: "Any printer, developer or agency can reproduce your identity from the files and guidelines we hand over.",
  intro: [
    "The identities we design work as one system: the marks, colours, typefaces, imagery rules and layout principles that make a company recognisable on a product screen, an invoice, a trade-show banner and a LinkedIn post. The logo is one part of it, and every choice is tested against the others.",
    "Two or three distinct creative routes come out of stakeholder interviews, a review of competitors in your category and an audit of the places your current brand appears. We try each route on realistic applications and refine one into a finished identity. The guidelines record the reasons behind the choices, for whoever extends the identity later.",
    "On screen, colours are checked for WCAG 2.2 AA contrast, typefaces are licensed for web and app embedding, and design tokens are exported for Figma and code. Print gets the same care, with Pantone references, CMYK builds and paper stock notes in the final files.",
  ],
  cardsHeading: "Parts that only work together",
  cards: [
    {
      title: "Logo and brand mark",
      description:
        "The primary logo, wordmark and symbol are designed together, then tried at the smallest and largest sizes the brand audit found, from a slide footer to a van livery. We also look at how the mark behaves inside an app icon mask, in a single colour, reversed out of photography and when embroidered or foil-blocked.",
    },
    {
      title: "Colour palette",
      description:
        "Primary, secondary and neutral colours are specified with screen values, a CMYK build and a Pantone reference. Tints cover interface states such as hover, error and disabled. Text and background pairings are measured against WCAG contrast ratios, and combinations safe only for large type are flagged.",
    },
    {
      title: "Typography",
      description:
        "One or two type families carry a clear hierarchy for headings, body copy, captions and data tables. Candidate faces are judged on language coverage, including Cyrillic or Arabic where needed, variable-font support and licence terms for desktop, web and app use.",
    },
    {
      title: "Brand guidelines",
      description:
        "The guidelines answer the questions designers bring to them: clear space, minimum sizes, misuse examples, colour proportions, photography direction and tone. They come as a PDF and as a Figma library. The library is the version to keep current when the identity changes.",
    },
    {
      title: "Visual elements and icons",
      description:
        "When the logo is absent, supporting graphics carry the identity: patterns, shapes, an illustration style and a custom icon set drawn on a consistent grid and stroke weight. Icons ship as optimised SVG files and as a Figma component library ready for product teams.",
    },
    {
      title: "Brand application design",
      description:
        "We apply the identity to real touchpoints: website and app screens, email signatures, social templates, pitch decks, stationery, signage and merchandise. Seeing the system on working materials shows which parts fail in print or on a small screen.",
    },
  ],
  meta: {
    title: "Brand Identity Design Services",
    description:
      "Logo, colour palette, typography and guidelines designed as one identity system, checked for accessibility and ready for print, web and app production.",
    keywords: [
      "brand identity design",
      "visual identity",
      "brand guidelines",
      "logo and branding",
      "colour palette design",
      "typography system",
    ],
  },
} satisfies ServicePage;
