import healthcareSaas from "./healthcare-saas";
import elearningPlatform from "./elearning-platform";
import { loadFamily } from "../load";
import { caseStudySchema } from "../schema";

export const caseStudies = loadFamily("case-studies", caseStudySchema, [healthcareSaas, elearningPlatform]);
