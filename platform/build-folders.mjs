// @ts-check
/**
 * Every folder a build writes, named once. package.json, tsconfig.json and .gitignore cannot import them
 * and spell the same names; tests/unit/build-folders.test.ts keeps those in step.
 */

/** `npm run build` and `npm start` (NEXT_DIST_DIR unset). */
export const BUILD_FOLDER = ".next";
/** The browser and HTTP tests' production build (playwright.config.ts), so a test run never replaces the build `npm start` serves. */
export const E2E_BUILD_FOLDER = ".next-e2e";
/** `npm run preview`: a production build with the draft articles. */
export const PREVIEW_BUILD_FOLDER = ".next-preview";
/** `npm run fixture:load-on-intent`: the build the load-on-intent fixture is taken from. */
export const FIXTURE_BUILD_FOLDER = ".next-fixture";
/** `npm run build:static`: the plain files for a static host. */
export const STATIC_EXPORT_FOLDER = "out";
/** Where `npm run build:static` parks the Node build while the export reuses BUILD_FOLDER. */
export const KEPT_NODE_BUILD_FOLDER = ".next-node-kept";
