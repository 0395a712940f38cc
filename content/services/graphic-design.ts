import type { ServicePage } from "../schema";

export default {
  slug: "graphic-design",
  label: "Graphic Design",
  group: "Creative & Marketing",
  heroTitle: "Graphic design that stays on brand",
  tagline:
    "Print, digital and presentation design produced on-brand and to specification, from a single exhibition banner to a full campaign toolkit your in-house team can reuse.",
  intro: [
    "Your audience meets the brand most often in everyday material: the brochure handed over at a conference, the LinkedIn carousel, the annual report, the product box on a shelf. Our designers produce that work to a consistent standard, working from your guidelines or tightening them where gaps appear. The material has to communicate clearly first and look good while doing it.",
    "We work mainly in Adobe InDesign, Illustrator and Photoshop for print and layout, and in Figma for digital assets and templates. Print files are prepared to each supplier's specification, with correct bleed, ICC colour profiles, PDF/X-4 exports and preflight checks before anything goes to press. Digital graphics are sized for every platform and exported with file weight in mind.",
    "Projects range from one-off pieces to retained design support, where a dedicated designer works through a steady queue of requests from marketing, sales and HR. Templates are built for your staff to produce routine items without breaking the layout, leaving the designer's time for work that needs specialist skill.",
  ],
  cardsHeading: "Graphic design services",
  cards: [
    {
      title: "Marketing materials",
      description:
        "Brochures, flyers, posters, exhibition stands, roll-up banners and direct mail, designed around the message and the medium. We coordinate with printers on stock, finishes and hard proofs, so the piece in your hand matches the one approved on screen.",
    },
    {
      title: "Digital graphics",
      description:
        "Social media posts, display ad sets in standard IAB sizes, email headers, web banners and motion-ready campaign assets. Files are exported as WebP, PNG or SVG as the channel requires, with editable Figma or Canva templates for recurring posts.",
    },
    {
      title: "Publication design",
      description:
        "Annual reports, white papers, magazines, catalogues and e-books laid out on proper typographic grids with paragraph styles and master pages. Long documents are built for accessibility as well, with tagged PDFs, a logical reading order and alt text for figures.",
    },
    {
      title: "Packaging design",
      description:
        "Labels, boxes, sleeves and point-of-sale units designed against the printer's dielines, with mandatory content such as ingredients, barcodes and regulatory marks placed correctly. We supply 3D mock-ups for review and print-ready artwork for every SKU.",
    },
    {
      title: "Infographic design",
      description:
        "Complex data and processes turned into charts, diagrams and explainer graphics that stay accurate to the source. We begin with your figures, choose chart types that suit the data, and deliver static, interactive or animated versions.",
    },
    {
      title: "Presentation design",
      description:
        "Pitch decks, sales presentations and conference keynotes built as editable PowerPoint, Keynote or Google Slides masters. We restructure the narrative where it helps, create reusable slide layouts and make sure charts remain editable after handover.",
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
