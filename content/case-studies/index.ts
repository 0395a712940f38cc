import healthcareSaas from "./healthcare-saas";
import elearningPlatform from "./elearning-platform";
import { parseFamily } from "../load";
import { caseStudySchema } from "../schema";

export const caseStudies = parseFamily("case-studies", caseStudySchema, [healthcareSaas, elearningPlatform]);
