import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "education-elearning",
  label: "Education & E-learning",
  group: "Industries",
  topic: "Education & E-learning",
  heroTitle: "Education & E-learning Software Development",
  tagline:
    "Learning platforms and course tools that speak SCORM, xAPI and LTI 1.3, pass accessibility checks and meet the data protection and safeguarding duties that come with teaching online.",
  whyHeading: "Learning technology that works with the platform and content you already have",
  why: [
    `Course platforms usually reach ${site.name} with content in three standards, and the first question is what each piece has to talk to. SCORM covers legacy packages, xAPI richer tracking, and LTI 1.3 secure launches and grade passback.`,
    "Our e-learning case study put those standards on one product for a European ed-tech company. Schools launch it from the learning management system they already run, its SCORM back catalogue plays without repackaging, and learner activity is stored as xAPI statements in a learning record store. Capacity is added ahead of timetabled peaks, and 10,000+ concurrent live sessions were measured on its live-class servers.",
    "Accessibility work covers learners who use screen readers, switches and magnifiers, and those on low bandwidth or a borrowed phone. We design to WCAG 2.2 AA and check each journey with an automated scanner and the keyboard alone; sessions with screen-reader users are scoped per project. Videos get captions and transcripts.",
    "For UK products likely to be accessed by under-18s, the Age Appropriate Design Code usually applies: high privacy by default, geolocation and profiling off. A data protection impact assessment runs during discovery, and we agree with your designated safeguarding lead where reports from chat and forums go.",
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
    "SCORM packages that launch but never report completion or scores back to the learning platform",
    "Duplicate accounts and manual enrolments caused by missing student record and roster integration",
    "Course content that fails WCAG 2.2 AA checks for contrast, captions and keyboard access",
    "Products used by children that collect more personal data than the service needs",
    "Slowdowns when an entire cohort starts an exam or live lesson at the same minute",
    "Learning data spread across tools with no common model for reporting progress",
    "Safeguarding concerns raised in chat or forums with no clear escalation route",
    "Ageing Moodle installations stuck on unsupported versions with fragile custom code",
  ],
  howWeKeepYouAhead: [
    "Grade passback retried and reconciled, which stops a mark going missing between a tool and the gradebook",
    "Assistive technology checks repeated at each release for every new or changed screen",
    "Adaptive practice paths that teachers can inspect and override, with clear limits on learner data",
    "Learning analytics built on xAPI statements you own, stored outside any single vendor",
    "Release plans aligned with term dates, enrolment periods and exam seasons",
    "Item analysis after each assessment that flags the questions most learners misread",
    "Security updates for Moodle, its plugins and the hosting underneath, scheduled outside exam weeks",
    "Pilot cohorts with teachers and learners before a feature reaches a whole institution",
  ],
  meta: {
    title: "E-learning Platform and Learning System Development",
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
