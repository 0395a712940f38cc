import type { ExpertisePage } from "../schema";

export default {
  slug: "healthcare",
  label: "Healthcare",
  group: "Industries",
  topic: "Healthcare",
  heroTitle: "Healthcare Software Engineering",
  tagline:
    "Consent, retention and audit rules go into the data model of your telemedicine or patient app while it is still a diagram.",
  whyHeading: "Health data mapped field by field against the law that governs it",
  why: [
    "The start-up in our healthcare case study has stored its clinical data as HL7 FHIR resources since its first release. Each clinic that joined later needed only a SMART on FHIR client registration with its own scopes; none needed a custom interface.",
    `Health data is special-category data under the UK and EU GDPR; in the United States, HIPAA covers the records of covered entities and their business associates. Discovery maps each field against those rules: who may read it, how long it is kept and which Article 9 condition applies (usually the provision of care, sometimes explicit consent). Nobody on our team needs real patient records to build or test the platform.`,
    "Software that suggests a diagnosis can be a medical device, depending on its intended purpose. We write that purpose down with you and any regulatory adviser you work with. If the product qualifies, requirements, risk controls and tests are traced to one another in a quality management system.",
    "NHS organisations expect a clinical safety case report and hazard log from suppliers, signed off by a clinical safety officer, a registered clinician on your side or contracted by you. The hazard log lives in the repository beside the code, and a change to clinical behaviour carries its risk review in the same pull request.",
  ],
  thingsWeBuild: [
    "Telemedicine platforms with video consultations, appointment booking and prescribing hooks",
    "Patient portals and apps that read and write FHIR resources",
    "Clinician apps that launch inside the electronic health record with the patient already in context",
    "Remote patient monitoring dashboards fed by Bluetooth medical devices and wearables",
    "Clinical decision support tools, developed under a quality management system when they qualify as a medical device",
    "Integration services that translate HL7 version 2, FHIR and flat-file feeds between hospital systems",
    "Population health and informatics dashboards built on de-identified datasets",
    "Consent, identity and access services using NHS login or your own identity provider",
  ],
  challengesWeSolve: [
    "Health record integrations that break when a vendor upgrades or a mapping changes",
    "Uncertainty over whether your product is regulated as a medical device",
    "HIPAA and GDPR obligations pulling a single data model in two directions",
    "Assurance questions from an NHS customer holding up the start of a pilot",
    "Audit trails that cannot show who viewed which patient record, and when",
    "Clinical codes that drift between source systems and reporting pipelines",
    "Clinician tools that add clicks to a busy shift when they were meant to save time",
    "Real patient information leaking into test and staging environments",
  ],
  howWeKeepYouAhead: [
    "Data protection impact assessments drafted alongside the first architecture sketch",
    "FHIR conformance checked in the build pipeline against the profiles you publish or consume",
    "Patient summary and e-prescription exports planned for the European Health Data Space, whose rules for the record systems that hold them apply from March 2029",
    "Emergency break-glass access to records, logged and reviewed after each use",
    "Vendor integrations proved in each vendor's sandbox, with live records connected last",
    "Clinical terminology releases loaded on a schedule, with code mappings retested whenever one lands",
    "A screen-reader pass on the key patient journeys, with magnification and keyboard checks; a full assistive-technology audit is scoped on its own",
    "Short usability sessions with clinicians in their own clinic, early enough to change the workflow",
  ],
  meta: {
    title: "Healthcare Technology Solutions",
    description:
      "Telemedicine, patient apps, health record integration and informatics on HL7 FHIR, with GDPR and HIPAA duties mapped into the data model at design time.",
    keywords: [
      "healthcare technology",
      "medical software",
      "healthcare apps",
      "telemedicine",
      "health informatics",
      "HIPAA compliance",
    ],
  },
} satisfies ExpertisePage;
