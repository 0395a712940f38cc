import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "healthcare",
  label: "Healthcare",
  group: "Industries",
  topic: "Healthcare",
  heroTitle: "Healthcare Software Engineering",
  tagline:
    "Clinical and patient-facing software that speaks HL7 FHIR, respects HIPAA and UK and EU GDPR, and is ready for NHS assurance before go-live. Telemedicine, EHR integration and health informatics, built by engineers who read the standards before they write the code.",
  whyHeading: "Healthcare software built for clinical safety and assurance",
  why: [
    `${site.name} builds healthcare software the way a clinical safety officer expects it to be built: with an interoperability plan, a data protection impact assessment and a hazard log in place before the first screen is designed. Health data is special-category data under UK and EU GDPR, and in the United States it is protected health information under HIPAA. We map every field against those regimes early, so consent, retention and audit trails belong to the data model from the first migration.`,
    "Most of the effort in a health product sits in integration. We work with HL7 FHIR R4 resources, SMART on FHIR launch flows and, where older hospital systems demand it, HL7 v2 messages routed through an integration engine such as Mirth Connect. Patient apps and clinician dashboards connect to EHR platforms through their published APIs, and we test against vendor sandboxes before touching production. Terminology gets the same care: SNOMED CT, LOINC and ICD-10 codes are validated at the API boundary, before any screen displays them.",
    "Software that informs diagnosis or treatment may be a medical device. We help you decide early whether your product is software as a medical device under the EU MDR or UK MDR, and what classification under Rule 11 would mean. Where it is, we work inside an IEC 62304 lifecycle with traceable requirements, risk controls aligned to ISO 14971 and change control a notified or approved body can follow. Where it is not, we document the reasoning, which saves a difficult conversation later.",
    "For NHS buyers we prepare the evidence behind DSPT submissions, DTAC assessments and DCB0129 clinical safety cases, so your customer's own officer can complete DCB0160 without chasing us. Hosting sits in UK, EU or US regions with encryption at rest and in transit, role-based access and tamper-evident audit logs. For US products we sign business associate agreements and use only cloud services covered by the provider's BAA. Engineers across our hubs provide 24/7 support, so a stalled integration feed is caught overnight and fixed before morning ward rounds.",
  ],
  thingsWeBuild: [
    "Telemedicine platforms with WebRTC video, appointment booking and e-prescribing hooks",
    "Patient portals and apps that read and write HL7 FHIR R4 resources",
    "SMART on FHIR apps that launch inside the clinician's EHR context",
    "Remote patient monitoring dashboards fed by Bluetooth medical devices and wearables",
    "Clinical decision support tools developed under an IEC 62304 lifecycle",
    "Integration engines translating HL7 v2, FHIR and flat-file feeds between hospital systems",
    "Population health and informatics dashboards built on de-identified datasets",
    "Consent, identity and access services using NHS login or OpenID Connect",
  ],
  challengesWeSolve: [
    "EHR integrations that break with every vendor upgrade or mapping change",
    "Uncertainty over whether your product counts as SaMD under EU or UK MDR",
    "HIPAA and GDPR obligations pulling a single data model in two directions",
    "DSPT, DTAC and DCB0129 evidence requested before an NHS pilot can start",
    "Audit trails that cannot show who viewed which patient record, and when",
    "Coding drift across SNOMED CT, LOINC and ICD-10 in reporting pipelines",
    "Clinician tools that add clicks instead of saving time on a busy shift",
    "Real patient information leaking into test and staging environments",
  ],
  howWeKeepYouAhead: [
    "Data protection impact assessments drafted alongside the first architecture sketch",
    "Hazard logs and clinical risk reviews kept current with every release",
    "FHIR conformance checked in CI against the profiles you publish or consume",
    "Synthetic patient records from Synthea for development and automated tests",
    "Hosting in UK, EU or US regions that matches each market's residency rules",
    "Patient interfaces built to WCAG 2.1 AA for screen reader and magnifier users",
    "Watching FHIR R5, UK Core and US Core profile changes before they affect you",
    "Clinical safety case and hazard log updated with every release that changes clinical behaviour",
  ],
  meta: {
    title: "Healthcare Technology Solutions",
    description:
      "Healthcare software built on HL7 FHIR, HIPAA and GDPR: telemedicine, EHR integration, patient apps and health informatics, designed for clinical safety.",
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
