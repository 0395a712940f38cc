/**
 * `npm run launch-check`: lists the facts only the agency can supply that are still empty (content/site.ts)
 * and whether this environment's settings would let the production server start; exits 1 while any is missing.
 */
import { launchReport } from "../lib/launch/facts";
import { startRefusal } from "../lib/settings/check";
import { operationalFacts } from "../lib/settings/operational-facts";

const report = launchReport(undefined, operationalFacts());
console.log(report.text);
const refusal = startRefusal({ ...process.env, NODE_ENV: "production" });
if (refusal) console.log(`\nWith this environment, the production server would refuse to start:\n${refusal}`);
process.exit(report.ok && !refusal ? 0 : 1);
