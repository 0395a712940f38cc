import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "healthcare",
  label: "Healthcare",
  group: "Industries",
  topic: "Healthcare",
  heroTitle: "Healthcare Software Engineering",
  tagline:
    "Telemedicine, patient apps and health record integration on HL7 FHIR start with your clinical safety officer, who agrees consent, retention and audit trails with us before the first screen is designed.",
  whyHeading: "Health data, clinical safety and integration, settled before the build",
  why: [
    "Health data is special-category data under the UK GDPR and the EU GDPR. In the United States, records held by covered entities and their business associates are protected health information under HIPAA. With your clinical safety officer and information governance lead we map each field to those rules, which puts consent, retention and audit trails into the first version of the data model.",
    "Integration often takes more engineering time than the screens: FHIR resources, HL7 version 2 messages through an integration engine, and record systems reached through vendors' published interfaces. In our healthcare case study, six specialists took a telemedicine platform from kick-off to production in 8 weeks, storing clinical records as FHIR resources.",
    `Software that informs diagnosis or treatment may be regulated as a medical device. In discovery, the team you hire at ${site.name} works out with your regulatory adviser whether yours is one. If it is, we work within your quality management system, with requirements, risk controls and tests traced to each other.`,
    "For NHS buyers we help prepare the clinical safety case report and hazard log their clinical risk management standards expect. Hosting regions are chosen per market. The hazard log, runbooks and test suite are handed over with the code.",
  ],
  thingsWeBuild: [
    "Telemedicine platforms with video consultations, appointment booking and prescribing hooks",
    "Patient portals and apps that read and write FHIR resources",
    "Clinician apps that launch inside the electronic health record with the patient already in context",
    "Remote patient monitoring dashboards fed by Bluetooth medical devices and wearables",
    "Clinical decision support tools built within your quality management system",
    "Integration services that translate HL7 version 2, FHIR and flat-file feeds between hospital systems",
    "Population health and informatics dashboards built on de-identified datasets",
    "Consent, identity and access services using NHS login or your own identity provider",
  ],
  challengesWeSolve: [
    "Health record integrations that break with every vendor upgrade or mapping change",
    "Uncertainty over whether your product is regulated as a medical device",
    "HIPAA and GDPR obligations pulling a single data model in two directions",
    "Assurance questions from an NHS customer arriving before a pilot can start",
    "Audit trails that cannot show who viewed which patient record, and when",
    "Clinical codes that drift between source systems and reporting pipelines",
    "Clinician tools that add clicks to a busy shift when they were meant to save time",
    "Real patient information leaking into test and staging environments",
  ],
  howWeKeepYouAhead: [
    "Data protection impact assessments drafted alongside the first architecture sketch",
    "Hazard log entries reviewed with your clinical safety officer whenever clinical behaviour changes",
    "FHIR conformance checked in the build pipeline against the profiles you publish or consume",
    "Synthetic patient records in every development and test environment",
    "Each vendor integration exercised in that vendor's sandbox before it touches live records",
    "Patient screens checked with magnification and the keyboard alone, and with screen readers where the project budgets for it",
    "Short usability sessions with clinicians in their own clinic before a workflow is fixed",
    "Revisions to British and European medical device guidance reviewed with your regulatory adviser",
  ],
  meta: {
    title: "Healthcare Technology Solutions",
    description:
      "Telemedicine, patient apps, health record integration and informatics on HL7 FHIR, with GDPR and HIPAA duties mapped into the data model before the build.",
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
