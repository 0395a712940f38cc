import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "healthcare",
  label: "Healthcare",
  group: "Industries",
  topic: "Healthcare",
  heroTitle: "Healthcare Software Engineering",
  tagline:
    "Telemedicine, patient apps, EHR integration and health informatics on HL7 FHIR. Consent, retention and audit trails are agreed with your clinical safety officer and data protection lead before the first screen is designed.",
  whyHeading: "Health data, clinical safety and integration, settled before the build",
  why: [
    `Clinical safety officers and information governance leads are usually the first people the ${site.name} team asks to meet. Health data is special-category data under UK and EU GDPR; in the United States, records held by covered entities and their business associates are protected health information under HIPAA. Together we map each field to those rules, which builds consent, retention and audit trails into the first version of the data model.`,
    "In most health products we spend more time on integration than on screens: HL7 FHIR resources, older HL7 v2 messages routed through an integration engine, and EHR platforms reached through their vendors' published APIs. Each integration is tested in the vendor's sandbox with synthetic patient records, and coded values are checked at the API boundary before any screen displays them.",
    "Software that informs diagnosis or treatment may be regulated as a medical device. Early in discovery we help you and your regulatory adviser decide whether your product falls in scope. If it does, we work within your quality management system and software lifecycle process, keeping requirements, risk controls and tests traceable to each other. If it does not, we write down the reasoning for your files.",
    "For NHS customers we help prepare the technical evidence their assurance teams request, including the clinical safety case under DCB0129, and we answer the questions their own safety officer raises. Hosting sits in UK, EU or US regions chosen per market, with encryption and role-based access. At handover you receive the hazard log, runbooks and test suite with the code.",
  ],
  thingsWeBuild: [
    "Telemedicine platforms with video consultations, appointment booking and prescribing hooks",
    "Patient portals and apps that read and write HL7 FHIR resources",
    "Clinician apps that launch inside the EHR with the patient already in context",
    "Remote patient monitoring dashboards fed by Bluetooth medical devices and wearables",
    "Clinical decision support tools built within your quality management system",
    "Integration services that translate HL7 v2, FHIR and flat-file feeds between hospital systems",
    "Population health and informatics dashboards built on de-identified datasets",
    "Consent, identity and access services using NHS login or your own identity provider",
  ],
  challengesWeSolve: [
    "EHR integrations that break with every vendor upgrade or mapping change",
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
    "Hosting regions chosen per market to match each country's data residency rules",
    "Patient screens checked with magnification and the keyboard alone, and with screen readers where the project budgets for it",
    "Short usability sessions with clinicians in their own clinic before a workflow is fixed",
    "Changes to the FHIR profiles you depend on reviewed before they reach your integrations",
  ],
  meta: {
    title: "Healthcare Technology Solutions",
    description:
      "Telemedicine, EHR integration, patient apps and health informatics on HL7 FHIR, with GDPR and HIPAA duties mapped into the data model before the build.",
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
