import type { ServicePage } from "../schema";

export default {
  slug: "ux-agency",
  label: "UX Agency",
  group: "Creative & Marketing",
  heroTitle: "Product design from research to release",
  tagline: "Your users test the prototypes in the same sprints your engineers build in.",
  intro: [
    "On a product design engagement, we take on research, information architecture, interaction design, visual interface and the specifications developers work from. That can mean running the whole design function for a new product, or joining an existing team that needs more capacity or a skill it lacks.",
    "Each design decision is checked against its technical constraints by the engineers who will build it. Files live in Figma with shared components and variables, interactions are prototyped wherever timing or motion matters, and each handover carries annotated states, edge cases and accessibility notes.",
    "Because our designers work alongside the people who build our web and mobile apps, the familiar gap between the screens that were approved and the ones that ship stays narrow. The team is sized to your stage, from a few weeks validating an idea to several months reworking an enterprise platform.",
  ],
  cardsHeading: "Ways to work with our designers",
  cards: [
    {
      title: "End-to-end UX design",
      description:
        "One accountable team carries the design through discovery research, user flows, wireframes, high-fidelity interface design and design QA in staging. Insights from early research stay visible in the final screens. The reasoning behind each significant decision is written up with the engineers' decision records in your repository.",
    },
    {
      title: "Product strategy",
      description:
        "We help define the problem, the target users and the smallest product worth launching. Outputs include opportunity assessments, feature maps prioritised with methods such as RICE or Kano, and the success metrics that design work will be judged against.",
    },
    {
      title: "UX team augmentation",
      description:
        "UX researchers, product designers and UI specialists can join your team for a single sprint or a longer stretch. They work in your tools and rituals and follow your design system.",
    },
    {
      title: "Rapid prototyping",
      description:
        "A clickable prototype, usually built in days, lets real users test an idea that has yet to cost any engineering time. Figma covers most questions; coded React prototypes come in when realistic data and interactions matter to the result.",
    },
    {
      title: "Cross-platform design",
      description:
        "We design one product across web, iOS, Android and tablet while respecting each platform's conventions, from Apple's Human Interface Guidelines to Material Design 3. Responsive layouts and shared tokens keep it coherent across screen sizes.",
    },
    {
      title: "UX training and workshops",
      description:
        "Product, engineering and marketing teams learn research basics, usability testing, accessibility and design critique in hands-on sessions built on your own product. We also run design sprints and discovery workshops that bring stakeholders to a shared decision.",
    },
  ],
  meta: {
    title: "UX Design Agency for Digital Products",
    description:
      "A UX design team for product strategy, prototyping and cross-platform interface design, available end to end or as augmentation for your in-house team.",
    keywords: [
      "ux design agency",
      "product design",
      "ux team augmentation",
      "rapid prototyping",
      "cross-platform design",
      "design sprints",
    ],
  },
} satisfies ServicePage;
