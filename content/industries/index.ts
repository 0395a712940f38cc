import healthcare from "./healthcare";
import logistics from "./logistics";
import hospitality from "./hospitality";
import financialServices from "./financial-services";
import mediaEntertainment from "./media-entertainment";
import manufacturing from "./manufacturing";
import travelAviation from "./travel-aviation";
import educationElearning from "./education-elearning";
import realEstate from "./real-estate";
import oilGas from "./oil-gas";
import agriculture from "./agriculture";
import energySustainability from "./energy-sustainability";
import gisDevelopment from "./gis-development";
import { parseFamily } from "../load";
import { industryPageSchema } from "../schema";

export const industryPages = parseFamily("industries", industryPageSchema, [
  healthcare,
  logistics,
  hospitality,
  financialServices,
  mediaEntertainment,
  manufacturing,
  travelAviation,
  educationElearning,
  realEstate,
  oilGas,
  agriculture,
  energySustainability,
  gisDevelopment,
]);
