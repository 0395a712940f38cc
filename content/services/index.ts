import webDesign from "./web-design";
import webApps from "./web-apps";
import mobileApps from "./mobile-apps";
import ecommerce from "./ecommerce";
import artificialIntelligence from "./artificial-intelligence";
import softwareDevelopment from "./software-development";
import webPortals from "./web-portals";
import hostingSupport from "./hosting-support";
import digitalTransformation from "./digital-transformation";
import chatbots from "./chatbots";
import intelligentAgents from "./intelligent-agents";
import blockchainNft from "./blockchain-nft";
import digitalMarketing from "./digital-marketing";
import brandIdentity from "./brand-identity";
import brandDevelopment from "./brand-development";
import logoDesign from "./logo-design";
import graphicDesign from "./graphic-design";
import seo from "./seo";
import uxConsultancy from "./ux-consultancy";
import uxAgency from "./ux-agency";
import { parseFamily } from "../load";
import { servicePageSchema } from "../schema";

export const servicePages = parseFamily("services", servicePageSchema, [
  webDesign,
  webApps,
  mobileApps,
  ecommerce,
  artificialIntelligence,
  softwareDevelopment,
  webPortals,
  hostingSupport,
  digitalTransformation,
  chatbots,
  intelligentAgents,
  blockchainNft,
  digitalMarketing,
  brandIdentity,
  brandDevelopment,
  logoDesign,
  graphicDesign,
  seo,
  uxConsultancy,
  uxAgency,
]);
