import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "education-elearning",
  label: "Education & E-learning",
  group: "Industries",
  topic: "Education & E-learning",
  heroTitle: "Education & E-learning Software Development",
  tagline:
    "Learning platforms, course tools and LMS integrations on SCORM, xAPI and LTI 1.3, designed for accessibility and for the data protection and safeguarding duties that come with teaching online.",
  whyHeading: "Learning technology that works with the LMS and content you already have",
  why: [
    `A course authored in Storyline has to report completion to Moodle, an in-house tool has to launch from Canvas without a second login, and a learning record has to mean the same thing a year later. ${site.name} builds to the published e-learning standards for each job: SCORM for legacy content, xAPI for richer tracking and LTI 1.3 for secure launches and grade passback.`,
    "Accessibility work covers learners using screen readers, switch access or magnification, and those on low bandwidth or a borrowed phone. We design to WCAG 2.2 AA and check each journey with an automated scanner and the keyboard alone; screen-reader sessions, ideally with learners who rely on one, are scoped and budgeted per project. Videos get captions and transcripts, and assessments get extra-time settings and a predictable focus order.",
    "When a product is likely to be used by under-18s, the UK Age Appropriate Design Code applies, and it changes the build: high privacy by default, geolocation and profiling switched off, and no nudges towards weaker settings. We run a data protection impact assessment during discovery and agree with your designated safeguarding lead where reports from chat and forums should go.",
    "We plan launches around term dates and exam windows, load-test for the Monday-morning spike when a whole cohort logs in at once, and keep a rollback path ready during enrolment. Our hubs in Bucharest, Tbilisi and Amman are two to four hours ahead of London, which leaves a workable overlap with UK and European institutions for reviews and releases.",
  ],
  thingsWeBuild: [
    "Learning management systems, custom Moodle plugins, themes and reporting blocks",
    "LTI 1.3 tools with deep linking, roster sync and grade passback to Canvas, Moodle and Blackboard",
    "xAPI content players backed by a learning record store and learner analytics",
    "SCORM packaging and conversion pipelines for legacy courseware from authoring tools",
    "Virtual classrooms with live video, breakout rooms, whiteboards and attendance capture",
    "Assessment engines with item banks, randomisation, accommodations and secure exam modes",
    "Mobile learning apps with offline downloads that sync progress when a connection returns",
    "Parent, teacher and school administrator portals with role-based access and audit trails",
  ],
  challengesWeSolve: [
    "SCORM packages that launch but never report completion or scores back to the LMS",
    "Duplicate accounts and manual enrolments caused by missing student record and roster integration",
    "Course content that fails WCAG 2.2 AA checks for contrast, captions and keyboard access",
    "Products used by children that collect more personal data than the service needs",
    "Slowdowns when an entire cohort starts an exam or live lesson at the same minute",
    "Learning data spread across tools with no common model for reporting progress",
    "Safeguarding concerns raised in chat or forums with no clear escalation route",
    "Ageing Moodle installations stuck on unsupported versions with fragile custom code",
  ],
  howWeKeepYouAhead: [
    "New features checked against the Children's Code standards before they ship",
    "Assistive technology checks repeated at each release for every new or changed screen",
    "Adaptive practice and AI tutoring features with teacher review and clear data boundaries",
    "Learning analytics built on xAPI statements you own, stored outside any single vendor",
    "Release plans aligned with term dates, enrolment periods and exam seasons",
    "Data protection impact assessments kept current as features and data flows change",
    "Security updates for Moodle, its plugins and the hosting underneath, scheduled outside exam weeks",
    "Pilot cohorts with teachers and learners before a feature reaches a whole institution",
  ],
  meta: {
    title: "E-learning Platform and LMS Development",
    description:
      "LMS builds, LTI 1.3 tools and xAPI learning platforms for schools, universities and course providers, designed for accessibility and the UK Children's Code.",
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
