import type { ServicePage } from "../schema";

export default {
  slug: "logo-design",
  label: "Logo Design",
  group: "Creative & Marketing",
  heroTitle: "One mark, from favicon to shopfront",
  tagline: "We draw an original mark, test it at sixteen pixels and on signage, and hand over the editable masters.",
  intro: [
    "Each mark we draw has to be simple enough to remember, distinctive enough to own and practical enough to reproduce anywhere, and those demands pull against each other. The last is as much engineering as art, since the logo must survive a single ink colour and stay legible when someone crops it carelessly.",
    "The brief records your audience, competitors, naming constraints and the places the mark will appear most often. Sketching ranges widely on paper and moves to the screen later, because early digital work tends to converge too quickly.",
    "Alongside the concept work, we search the public trademark registers of the EU, the UK and the US for obvious conflicts, and we recommend instructing a trademark attorney for formal clearance and filing. Once the invoices are paid, the artwork and editable master files are yours, and no future supplier has to come back to us for a PNG.",
  ],
  cardsHeading: "What the project delivers",
  cards: [
    {
      title: "Custom logo design",
      description:
        "The mark is drawn from a blank page for the company or product it will represent. Stock templates and generated shortcuts play no part in it, and custom lettering replaces an off-the-shelf typeface wherever one would look generic.",
    },
    {
      title: "Logo redesign and refresh",
      description:
        "For marks that feel dated or fail on screens, we choose between an evolutionary refresh that protects recognition and a full redesign. Curves are redrawn, optical spacing corrected and detail simplified for small sizes, with a phased switchover planned to limit reprinting costs.",
    },
    {
      title: "Concept development",
      description:
        "We present two or three distinct directions, explained with their rationale and shown on realistic mock-ups. Feedback rounds are structured around the brief: decisions keep moving, and the mark does not drift towards a committee compromise.",
    },
    {
      title: "Logo variations",
      description:
        "Marks come with primary, horizontal, stacked and icon-only lockups, all in full-colour, single-colour and reversed versions. Responsive variants simplify the mark as space shrinks, keeping the favicon, social avatar and app icon recognisably one brand.",
    },
    {
      title: "Vector and file formats",
      description:
        "You receive master artwork in Adobe Illustrator and EPS formats, scalable SVG for the web, PDF for print and transparent PNG exports at standard sizes. Colour versions are supplied for screens, for four-colour print and as Pantone spot colours. Files are named and foldered by use.",
    },
    {
      title: "Logo usage guidelines",
      description:
        "The usage guide covers clear space, minimum sizes in pixels and millimetres, approved colour combinations, placement on photography and examples of misuse, and stays short enough for agencies, printers and partners to read to the end.",
    },
  ],
  meta: {
    title: "Custom Logo Design and Redesign",
    description:
      "Original logos, careful redesigns, responsive lockups and full vector file sets with usage rules; the final artwork is yours once paid for.",
    keywords: [
      "logo design",
      "custom logo",
      "logo redesign",
      "responsive logo",
      "vector logo files",
      "logo guidelines",
    ],
  },
} satisfies ServicePage;
