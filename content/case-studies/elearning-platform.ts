import type { CaseStudy } from "../schema";

export default {
  slug: "elearning-platform",
  label: "E-learning Platform",
  group: "Case Studies",
  title: "E-learning Platform",
  subtitle: "An adaptive learning platform with live classrooms and offline apps for a European ed-tech company",
  heroTagline:
    "Learners on shared phones keep working while offline, and the next activity comes from a model of what they have already mastered.",
  challenge:
    "Strong course content sat on a platform that could not grow beyond its pilot schools. The company needed live teaching for whole school systems, recommendations for each learner, apps usable on patchy mobile data, and the interoperability standards and child-data safeguards public buyers check.",
  teaserResults: [
    "50,000+ active learners in the first year",
    "Recognised by a Ministry of Education as a preferred provider",
    "Live classes and offline apps first released in 12 weeks",
  ],
  tags: ["Ed-tech", "Adaptive learning", "LTI 1.3", "xAPI", "Flutter", "Live video"],
  overview: {
    industry: "Education and e-learning",
    timeline: "12 weeks",
    teamSize: "8 specialists",
    platform: "Web, iOS and Android",
  },
  challenges: [
    {
      title: "Live classes at national scale",
      description:
        "Timetabled lessons start on the hour: load arrives in sharp peaks and falls away between lessons. Each classroom needed video, a shared whiteboard and chat, and the company could not afford an always-on fleet sized for the busiest morning of term.",
    },
    {
      title: "One syllabus, very different learners",
      description:
        "Students in the same class worked at widely differing speeds. A fixed sequence lost both the quick learners and the ones who were struggling, and teachers had no time to write individual plans by hand.",
    },
    {
      title: "Connectivity outside the cities",
      description:
        "Many students learned on shared Android phones whose mobile data came and went. A lesson had to carry on through a dropped signal and lose nothing the learner had done.",
    },
    {
      title: "Fitting into existing school systems",
      description:
        "Schools ran Moodle, Canvas and other learning management systems, and the company's back catalogue was packaged as SCORM. Buyers would not adopt a tool that sat outside their LMS or stranded content they had paid for.",
    },
    {
      title: "Children's data and accessibility",
      description:
        "Most users would be minors, and public-sector buyers expected careful handling of children's personal data under the GDPR, parental consent where national law requires it, and interfaces a learner can use with a screen reader or a keyboard alone.",
    },
  ],
  solutions: [
    {
      title: "Media servers that follow the timetable",
      description:
        "Live lessons run on mediasoup selective forwarding units (a Node.js library with C++ media workers) in Kubernetes, with rooms spread across nodes. Media nodes are added in the minutes leading up to the hour and drained as rooms close; after school and in holidays the pool falls to a minimum.",
    },
    {
      title: "Knowledge tracing behind the next activity",
      description:
        "The first release shipped fixed sequences and recorded every attempt. After the first term, a PyTorch knowledge-tracing model began estimating mastery per skill, and a ranking layer chooses the next activity. The company, the recommender's provider under the EU AI Act, treats it as a high-risk system (Annex III), with the risk management, documentation and logging that entails. Teachers see why an activity was suggested and can override it.",
    },
    {
      title: "Offline-first Flutter apps",
      description:
        "The iOS and Android apps are built in Flutter, with downloaded lessons and queued attempts held in a local SQLite store through Drift. A sync service reconciles the queue with the platform once a connection returns.",
    },
    {
      title: "Connectors on published standards",
      description:
        "We implemented LTI 1.3 with the LTI Advantage services for rosters, grade passback and deep linking. Legacy SCORM 1.2 and SCORM 2004 packages play in a sandboxed runtime, and all learning activity is written as xAPI statements to a learning record store.",
    },
    {
      title: "Privacy and accessibility by default",
      description:
        "Minors' accounts hold only what teaching and tracking progress need. Where sign-up relies on consent, a child under their member state's age of digital consent (13 to 16, GDPR Article 8) needs a parent's agreement to open an account; school-created accounts rest on the school's lawful basis. We tested key journeys against WCAG 2.2 AA and EN 301 549, with NVDA, VoiceOver and TalkBack passes and a keyboard-only run.",
    },
    {
      title: "A Django core the company can own",
      description: `The back end is a modular Django and Django REST Framework application with Celery workers, chosen over early microservices to keep a small team fast. The company's engineers now run it, with runbooks, a documented deployment pipeline and the architecture decision records kept in their repository.`,
    },
  ],
  keyFeatures: [
    {
      title: "Adaptive study paths",
      description:
        "A learner's route through a course adjusts to demonstrated mastery, with spaced review scheduled from their own past answers.",
    },
    {
      title: "Live virtual classrooms",
      description:
        "Video, screen sharing, a shared whiteboard, breakout rooms and hand-raising, in the browser or in the mobile app.",
    },
    {
      title: "Offline mobile learning",
      description:
        "Videos, quizzes and whole lessons download to the phone ahead of time and open wherever the learner is.",
    },
    {
      title: "Analytics for teachers",
      description:
        "Class views of mastery, engagement and learners falling behind, open only to the class's teachers, with drill-down to individual answers and reports ready to share with parents.",
    },
    {
      title: "Assessment engine",
      description:
        "Question banks, randomised quizzes, rubric-based marking and item analysis, with access arrangements such as extra time set per learner.",
    },
    {
      title: "Gradebook and course links",
      description:
        "Quiz scores flow back to the school's gradebook, and teachers add platform activities to a course from inside their LMS.",
    },
  ],
  results: [
    { value: "50,000+", label: "Active learners in the first year" },
    { value: "95%", label: "Retention: students who started the school year still active at its end" },
    { value: "5", label: "Countries where the platform is in use" },
    { value: "10,000+", label: "Peak concurrent participants in live classes, counted on the media servers" },
    { value: "89%", label: "Completion of suggested activities: the share students went on to finish" },
    {
      value: "<3s",
      label: "Web and app load to main content, at the 75th percentile",
      note: "Measured on the devices and networks learners use",
    },
  ],
  businessAchievements: [
    "Recognised by a Ministry of Education as a preferred provider",
    "Teachers and learners open the platform from their school's LMS, with the login they already have",
    "Schools kept the courses they had bought: the company's whole SCORM catalogue moved to the new platform",
  ],
  technicalAchievements: [
    "An answer given offline is recorded once, however often the phone retries: each queued attempt carries an idempotency key",
    "A lesson too big for one media server is piped across several, and its participants still share one room",
    "Teacher analytics run on ClickHouse, with dbt models built from the xAPI statements in the learning record store",
  ],
  stack: [
    { heading: "Front end & mobile", items: ["Next.js", "React", "TypeScript", "Flutter", "Drift (SQLite)"] },
    {
      heading: "Back end",
      items: ["Python", "Django", "Django REST Framework", "Celery", "mediasoup SFUs", "PostgreSQL", "Redis"],
    },
    {
      heading: "Infrastructure",
      items: ["Kubernetes (GKE, EU regions)", "Helm", "Terraform", "Cloudflare CDN", "Prometheus and Grafana"],
    },
    {
      heading: "Data & AI",
      items: ["PyTorch", "Knowledge tracing", "xAPI learning record store", "ClickHouse", "MLflow", "dbt"],
    },
  ],
  headings: {
    results: "The platform in figures",
    keyFeatures: "What learners and teachers work with",
    contact: "Tell us which classrooms your product has to reach",
  },
  productShot: {
    figure: { value: "10,000+", label: "live-class participants at peak" },
    alt: {
      wide: "Mock-up of the e-learning platform: a live class on a laptop with a shared whiteboard, learners’ video tiles and chat, beside a tablet showing one learner’s mastery by skill and the lesson recommended next. A card reads: 10,000+ live-class participants at peak.",
      compact:
        "Mock-up of the e-learning platform: a tablet showing one learner’s recommended next lesson and mastery by skill, in front of a live class with video tiles and chat.",
    },
  },
  meta: {
    title: "E-learning Platform Case Study: 50,000+ Learners",
    description:
      "An adaptive e-learning platform with live classrooms and offline apps: first released in 12 weeks, it reached 50,000+ active learners in its first year.",
    keywords: [
      "elearning platform case study",
      "adaptive learning platform",
      "live virtual classroom",
      "lti 1.3 integration",
      "scorm and xapi",
      "edtech app development",
    ],
  },
} satisfies CaseStudy;
