import "server-only";

/** This process's server settings (secrets among them: `server-only` keeps them out of browser bundles). */
export { environmentSettings as serverSettings } from "./environment";
export { isStaticExport, showDraftArticles } from "./environment";
