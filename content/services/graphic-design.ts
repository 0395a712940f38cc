import type { ServicePage } from "../schema";

export default {
  slug: "graphic-design",
  label: "Graphic Design",
  group: "Creative & Marketing",
  heroTitle: "On paper or on screen, one design standard",
  tagline:
    "Bring us one exhibition banner or a full campaign toolkit: we design it, prepare the print files and set up templates your team can reuse.",
  intro: [
    "Brochures handed out at conferences, LinkedIn carousels, annual reports and product boxes on a shelf all get the same care from our designers, who work from your guidelines and tighten them where gaps appear.",
    "Print layouts are built in InDesign, which handles long documents, master pages and press-ready export; digital templates live in Figma, where your marketing team can edit them. Print files follow the supplier's specification, and bleed, colour profiles and PDF/X export are checked in preflight before anything goes to press. Digital graphics are sized per platform and exported with file weight in mind.",
    "Projects range from one-off pieces to retained design support, where a designer works through a steady queue of requests from marketing, sales and HR.",
  ],
  cardsHeading: "Made to your guidelines, ready for the printer",
  cards: [
    {
      title: "Marketing materials",
      description:
        "Brochures, flyers, exhibition stands, roll-up banners and direct-mail pieces start from the message and the medium. We agree stock and finishes with the printer, and you sign off a hard proof before the full run is printed.",
    },
    {
      title: "Digital graphics",
      description:
        "We produce social posts, display ad sets in standard IAB sizes, email headers, web banners and motion-ready campaign assets. Each file is exported in the format its channel requires, with editable Figma or Canva templates for recurring posts.",
    },
    {
      title: "Publication design",
      description:
        "Annual reports, white papers, magazines and catalogues are laid out on proper typographic grids with paragraph styles and master pages. Long documents are built for accessibility as well, with tagged PDFs, a logical reading order and alt text for figures.",
    },
    {
      title: "Packaging design",
      description:
        "Packaging starts from the printer's dielines: labels, boxes, sleeves and point-of-sale units carry mandatory content such as ingredients, barcodes and regulatory marks in the right places. Review rounds use 3D mock-ups, and print-ready artwork is supplied for each SKU.",
    },
    {
      title: "Infographic design",
      description:
        "We turn complex data and processes into charts, diagrams and explainer graphics, static or animated, with the chart type chosen to suit your figures and the values checked against the source.",
    },
    {
      title: "Presentation design",
      description:
        "Pitch decks, sales presentations and conference keynotes are built as editable masters in the presentation software your team already uses. We restructure the narrative where it helps, create reusable slide layouts and make sure charts remain editable after handover.",
    },
  ],
  meta: {
    title: "Graphic Design for Print and Digital",
    description:
      "Brochures, social graphics, reports, packaging, infographics and pitch decks designed on-brand, with print-ready files and reusable editable templates.",
    keywords: [
      "graphic design",
      "marketing materials design",
      "publication design",
      "packaging design",
      "infographic design",
      "presentation design",
    ],
  },
} satisfies ServicePage;
