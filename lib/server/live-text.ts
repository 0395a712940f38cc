import "server-only";
import { liveTexts } from "@/content/live";
import { operationalFacts } from "@/lib/settings/operational-facts";
import { LIVE_TEXT_KEY } from "@/platform/runtime-keys.mjs";

/**
 * Computes every live text from this server's own settings and hands it to server/index.mjs, which
 * puts it into the prerendered pages: the legal pages and the reply promise follow the server that serves
 * them, whatever the build's settings were.
 */
export function publishLiveTexts(): void {
  Reflect.set(globalThis, LIVE_TEXT_KEY, liveTexts(operationalFacts()));
}
