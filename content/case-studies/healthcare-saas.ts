import type { CaseStudy } from "../schema";

export default {
  slug: "healthcare-saas",
  label: "Healthcare SaaS Platform",
  group: "Case Studies",
  title: "Healthcare SaaS Platform",
  subtitle: "A telemedicine platform connecting patients and providers for a European health-tech start-up",
  heroTagline:
    "The founders pitched their seed round with the platform already in clinical use, on a FHIR data model that clinic groups have since connected to.",
  challenge:
    "Within weeks, a product that did not yet exist had to carry real consultations: patients on their phones, clinicians in a browser. Investors also wanted a credible path to the US market.",
  teaserResults: ["Launched in 8 weeks", "Helped raise €2M in seed funding", "20,000+ patient signups in 6 months"],
  tags: ["Telemedicine", "HL7 FHIR", "WebRTC", "React Native", "Next.js", "GDPR"],
  overview: {
    industry: "Healthcare",
    timeline: "8 weeks",
    teamSize: "6 specialists",
    platform: "Web and mobile",
  },
  challenges: [
    {
      title: "A fixed date with investors",
      description:
        "Scope had to shrink to what a consultation needs, and nothing built for launch could be thrown away afterwards.",
    },
    {
      title: "Special-category health data",
      description:
        "Symptoms and consultation notes are health data under GDPR Article 9. Hosting, access control, logging and consent all had to survive a data protection impact assessment and the security questionnaire each clinic sent with its contract.",
    },
    {
      title: "Video that holds up on poor networks",
      description:
        "Patients join from home broadband, hospital Wi-Fi and mobile data on crowded carrier networks. Calls had to connect through restrictive firewalls, give up picture quality first and keep the sound, and never send media through servers outside the EU.",
    },
    {
      title: "Clinics with their own record systems",
      description:
        "Clinic groups already ran electronic health record software. Without a standard data model, connecting another clinic would have meant a bespoke integration and a wait for engineering time.",
    },
    {
      title: "A route to the US market",
      description:
        "The architecture had to accept HIPAA safeguards and a separate US data region later, without rewriting the data layer or the access model.",
    },
  ],
  solutions: [
    {
      title: "Scope cut to the consultation loop",
      description: `During discovery, we mapped the journey from booking to follow-up note and built only that: scheduling, identity checks, video, clinical notes and secure messaging. A demo at the end of each sprint kept trade-offs in front of the founders. Clinic integrations, audit reports for clinic administrators and US preparation went into a ranked backlog for after launch.`,
    },
    {
      title: "A FHIR-native clinical data model",
      description:
        "Patients, practitioners, appointments, encounters and observations are held as HL7 FHIR R4 resources on an open-source server backed by PostgreSQL. As clinics connect, their record systems read and write them through the server's standard API, using access tokens that the platform's authorisation server issues with SMART on FHIR scopes.",
    },
    {
      title: "Self-hosted WebRTC inside the EU",
      description:
        "Consultations run over WebRTC through self-hosted LiveKit media servers, with a separate tier of coturn relays for networks that block direct media, all in AWS eu-central-1 (Frankfurt). When a connection weakens, simulcast and adaptive bitrate drop the video resolution and keep the audio clear. The platform has no call recording, so no consultation media reaches storage.",
    },
    {
      title: "Encryption and audit in the data layer",
      description:
        "Clinical notes use field-level encryption with keys held in AWS Key Management Service (KMS), and access is scoped to a provider's own patients. Record views are written to an append-only audit log, and consent is captured as FHIR Consent resources. We wrote the technical sections of the client's data protection impact assessment alongside the code, and revised them release by release.",
    },
    {
      title: "Ready for a US region",
      description:
        "All infrastructure is defined in Terraform and uses only AWS services covered by the AWS Business Associate Addendum. Once the platform was live, we mapped encryption, audit controls and access management to the HIPAA Security Rule safeguards. A US launch then needs a new region on the same platform, signed business associate agreements and a compliance review.",
    },
    {
      title: "One API contract for web, iOS and Android",
      description:
        "Clinicians work in a Next.js web app; patients use a React Native app on iOS and Android, or a responsive web version. TypeScript types generated from the OpenAPI document the NestJS API publishes keep the clinician and patient apps in step with it.",
    },
  ],
  results: [
    { value: "8 weeks", label: "From kick-off to production launch" },
    { value: "€2M", label: "Seed funding the founders raised with the platform live" },
    { value: "20,000+", label: "Patient signups in the first 6 months" },
    { value: "500+", label: "Clinicians onboarded as providers in 3 countries in the first 6 months" },
    { value: "98.5%", label: "Uptime of web, API and video from launch day over the first 6 months" },
    { value: "1000+", label: "Concurrent video consultations sustained in load testing" },
    { value: "<2s", label: "75th-percentile load: web Largest Contentful Paint, app time to first screen" },
  ],
  businessAchievements: [
    "Connecting a new clinic is now routine work for the client's engineers",
    "One codebase serves clinics in all three countries",
    "The clinic integrations and the HIPAA mapping came after launch, and neither required rewriting the launch code",
  ],
  technicalAchievements: [
    "The FHIR server, the API and the media tier scale independently on one Amazon EKS cluster",
    "LiveKit and coturn run on their own EC2 node group, where host networking and a public IP per node let callers reach the media and relay ports directly (Fargate pods offer neither)",
    "When a network blocks UDP, calls fall back to TURN over TLS through the relays and still connect",
  ],
  stack: [
    { heading: "Front end", items: ["React", "Next.js", "React Native", "TypeScript", "Tailwind CSS"] },
    { heading: "Back end", items: ["Node.js", "NestJS", "WebRTC with LiveKit SFU", "coturn TURN relays", "Redis"] },
    {
      heading: "Infrastructure",
      items: [
        "AWS eu-central-1 (Frankfurt)",
        "Amazon EKS",
        "Terraform",
        "AWS KMS",
        "Amazon CloudFront (static assets)",
        "GitHub Actions",
      ],
    },
    {
      heading: "Data & interoperability",
      items: ["PostgreSQL", "HL7 FHIR R4", "HAPI FHIR server", "SMART on FHIR", "Amazon S3 with SSE-KMS"],
    },
  ],
  headings: {
    results: "What the telemedicine launch delivered",
    contact: "Building a regulated health product?",
  },
  productShot: {
    figure: { value: "500+ providers", label: "in 3 countries, first 6 months" },
    alt: {
      wide: "Mock-up of the telemedicine platform: a patient’s phone with a video consultation ready to join and time slots to book, beside the clinician’s browser dashboard with today’s consultation queue, a live video call and a patient summary. A card reads: 500+ providers in 3 countries, first 6 months.",
      compact:
        "Mock-up of the telemedicine platform: a patient’s phone with a video consultation ready to join and time slots to book, in front of the clinician’s video call and patient summary.",
    },
  },
  meta: {
    title: "Healthcare SaaS Case Study: Telemedicine in 8 Weeks",
    description:
      "How a European health-tech start-up launched its telemedicine platform in 8 weeks, raised €2M and reached 20,000+ patient signups in 6 months.",
    keywords: [
      "healthcare saas case study",
      "telemedicine platform development",
      "hl7 fhir integration",
      "webrtc video consultations",
      "gdpr health data",
      "react native healthcare app",
    ],
  },
} satisfies CaseStudy;
