/**
 * `npm run launch-check`: lists the facts only the agency can supply that are still empty (content/site.ts)
 * and whether this environment's settings would let the production server start; exits 1 while any is missing.
 * With `-- --origin https://www.example.com` it also asks the live public origin whether anything in front of
 * the server sets a cookie the Cookie Policy does not list.
 */
import { parseArgs } from "node:util";
import { launchReport } from "../lib/launch/facts";
import { cookiesSetByOrigin, publicCookieReport } from "../lib/launch/public-cookies";
import { startRefusal } from "../lib/settings/check";
import { operationalFacts } from "../lib/settings/operational-facts";

const { values } = parseArgs({ options: { origin: { type: "string" } } });

const report = launchReport(undefined, operationalFacts());
console.log(report.text);
const refusal = startRefusal({ ...process.env, NODE_ENV: "production" });
if (refusal) console.log(`\nWith this environment, the production server would refuse to start:\n${refusal}`);
async function publicCookiesOk(origin: string | undefined): Promise<boolean> {
  if (!origin) {
    console.log(
      "\nOnce the site is live behind its proxy or CDN, run again with -- --origin <public URL> to check its cookies.",
    );
    return true;
  }
  const cookies = publicCookieReport(origin, await cookiesSetByOrigin(origin));
  console.log(`\n${cookies.text}`);
  return cookies.ok;
}

void publicCookiesOk(values.origin).then((cookiesOk) => process.exit(report.ok && !refusal && cookiesOk ? 0 : 1));
