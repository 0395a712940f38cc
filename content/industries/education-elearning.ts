import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "education-elearning",
  label: "Education & E-learning",
  group: "Industries",
  topic: "Education & E-learning",
  heroTitle: "Education & E-learning Software Development",
  tagline:
    "Learning products a school can approve: built on the standards its systems speak, usable with a screen reader and careful with children's data.",
  whyHeading: "Private by default for under-18s, and launched from systems schools already run",
  why: [
    "The platform in our e-learning case study reached 50,000+ active learners in its first year, and at timetabled peaks its media servers have carried 10,000+ participants in live classes at once. Schools open it from their own learning management system.",
    `We sort your content by the standard it uses and what it has to talk to: SCORM for the packages in your catalogue, xAPI for richer tracking, and LTI 1.3 for secure launches, roster sync and grade passback with Canvas, Moodle and Blackboard. Once discovery is paid for, that map of your content is yours, whether or not you hire ${site.name} for the build.`,
    "The UK's Age Appropriate Design Code applies to a product children are likely to use where your company decides why and how their data is used; a service run only on a school's instructions falls outside it. We keep the code's defaults either way: high-privacy settings, geolocation off, and profiling off unless it serves the child's learning, as a mastery model does, with teachers able to override what it suggests.",
    "We design to WCAG 2.2 AA for learners on screen readers, switches and magnifiers, and keep pages light for those on a borrowed phone with little data. Each key journey gets an automated scan, a keyboard-only run and a screen-reader pass; wider assistive-technology audits are costed as their own piece of work. Videos get captions and transcripts.",
  ],
  thingsWeBuild: [
    "Learning management systems, custom Moodle plugins, themes and reporting blocks",
    "LTI 1.3 tools with deep linking, roster sync and grade passback to Canvas, Moodle and Blackboard",
    "xAPI content players backed by a learning record store and learner analytics",
    "SCORM packaging and conversion pipelines for legacy courseware from authoring tools",
    "Virtual classrooms with live video, breakout rooms, whiteboards and attendance capture",
    "Assessment engines with item banks, randomisation, access arrangements and secure exam modes",
    "Mobile learning apps with offline downloads that sync progress when a connection returns",
    "Parent, teacher and school administrator portals with role-based access and audit trails",
  ],
  challengesWeSolve: [
    "SCORM packages that launch but never report completion or scores back to the learning platform",
    "Duplicate accounts and manual enrolments caused by missing student record and roster integration",
    "Course content that fails WCAG 2.2 AA checks for contrast, captions and keyboard access",
    "Products used by children that collect more personal data than the service needs",
    "Slowdowns when an entire cohort starts an exam or live lesson at the same minute",
    "Learning data spread across tools that report progress in different ways",
    "Safeguarding concerns raised in chat or forums that nobody is assigned to escalate",
    "Ageing Moodle installations stuck on unsupported versions with fragile custom code",
  ],
  howWeKeepYouAhead: [
    "Grade passback retried and reconciled until each mark from a tool reaches the gradebook",
    "Chat and forums checked against Ofcom's Online Safety Act codes for children as each feature ships, with reports routed to your company, the school or both",
    "Adaptive practice paths that teachers can inspect and override, documented for the EU AI Act, which lists AI that evaluates learning outcomes as high-risk",
    "Learning analytics built on xAPI statements you own, stored outside any single vendor",
    "Release calendars set a year out around term dates, enrolment periods and exam seasons",
    "Item analysis after each assessment, flagging questions that do not separate stronger learners from weaker ones",
    "Moodle's next long-term support release trialled on a copy of your site, with the switch scheduled inside the current version's security support",
    "New features tried first with one pilot class, chosen with the school, then opened to the whole institution",
  ],
  meta: {
    title: "E-learning Platform & Learning System Development",
    description:
      "Learning platforms, LTI 1.3 tools and xAPI tracking for schools, universities and course providers, designed for accessibility and the UK Children's Code.",
    keywords: [
      "elearning development",
      "lms integration",
      "lti 1.3",
      "scorm and xapi",
      "moodle development",
      "education technology",
    ],
  },
} satisfies ExpertisePage;
