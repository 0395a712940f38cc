import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "education-elearning",
  label: "Education & E-learning",
  group: "Industries",
  topic: "Education & E-learning",
  heroTitle: "Education & E-learning Software Development",
  tagline:
    "Learning platforms, course tools and LMS integrations built on SCORM, xAPI and LTI 1.3, accessible from the first sprint and designed around the data-protection and safeguarding duties that come with teaching children and adults online.",
  whyHeading: "Learning technology built by people who read the specifications",
  why: [
    `Education software lives or dies on interoperability. A course authored in Articulate Storyline has to report completion to Moodle, an in-house tool has to launch from Canvas without a second login, and a statement sent to a Learning Record Store has to mean the same thing a year later. ${site.name} builds to the published standards: SCORM 1.2 and 2004 for legacy content, xAPI and cmi5 for richer tracking, and LTI 1.3 with LTI Advantage for secure launches, rosters and grade passback.`,
    "Learners arrive with screen readers, switch access, dyslexia, low bandwidth and borrowed phones. We design to WCAG 2.1 AA and test with NVDA, VoiceOver and keyboard-only journeys as well as an automated scanner. Video gets captions and transcripts, assessments get extra-time settings and a predictable focus order, and mathematics is rendered as MathML so it can be read aloud. For UK public-sector buyers we also draft the accessibility statement that the Public Sector Bodies Accessibility Regulations require.",
    "When a product is likely to be used by under-18s, the UK Age Appropriate Design Code applies, and it changes the build. Settings default to high privacy, geolocation stays off, nudge techniques are removed and any profiling needs a clear justification. We run a data protection impact assessment alongside discovery, route safeguarding reports to the designated safeguarding lead, and map the same design to COPPA and FERPA when a platform also serves schools in the United States.",
    "Academic calendars leave little room for a slipped release. We plan launches around term dates and exam windows, load-test for the Monday-morning spike when a whole cohort logs in at once, and keep a rollback path ready during enrolment. Engineers in Bucharest, Tbilisi and Amman work hours that overlap with UK and European institutions, and 24/7 support covers the evenings when most adult learners study. A focused learning app usually reaches first release in 6 to 12 weeks.",
  ],
  thingsWeBuild: [
    "Learning management systems, custom Moodle plugins, themes and reporting blocks",
    "LTI 1.3 tools with deep linking, roster sync and grade passback to Canvas, Moodle and Blackboard",
    "xAPI and cmi5 content players backed by a Learning Record Store and learner analytics",
    "SCORM packaging and conversion pipelines for legacy courseware from authoring tools",
    "Virtual classrooms with live video, breakout rooms, whiteboards and attendance capture",
    "Assessment engines with item banks, randomisation, accommodations and secure exam modes",
    "Mobile learning apps with offline downloads that sync progress when a connection returns",
    "Parent, teacher and school administrator portals with role-based access and audit trails",
  ],
  challengesWeSolve: [
    "SCORM packages that launch but never report completion or scores back to the LMS",
    "Duplicate accounts and manual enrolments caused by missing SIS and roster integration",
    "Course content that fails WCAG 2.1 AA checks for contrast, captions and keyboard access",
    "Products used by children that collect more personal data than the service needs",
    "Slowdowns when an entire cohort starts an exam or live lesson at the same minute",
    "Learning data spread across tools with no common model for reporting progress",
    "Safeguarding concerns raised in chat or forums with no clear escalation route",
    "Ageing Moodle installations stuck on unsupported versions with fragile custom code",
  ],
  howWeKeepYouAhead: [
    "Tracking 1EdTech specifications such as LTI Advantage, OneRoster and Open Badges 3.0",
    "Checking every new feature against the 15 standards of the Age Appropriate Design Code",
    "Accessibility testing with real assistive technology at each release, not only at launch",
    "Adaptive practice and AI tutoring features with human review and clear data boundaries",
    "Learning analytics built on xAPI statements you own, stored outside any single vendor",
    "Release plans aligned with term dates, enrolment periods and exam seasons",
    "Data protection impact assessments kept current as features and data flows change",
    "Regular security updates for Moodle, its plugins and the hosting underneath",
  ],
  meta: {
    title: "E-learning Platform and LMS Development",
    description:
      "LMS builds, LTI 1.3 tools and xAPI learning platforms for schools, universities and course providers, accessible and designed for the UK Children's Code.",
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
