import "server-only";
import { closeSharedStore } from "@/lib/server/inbox/shared-store";
import { stopDeliveryWorker } from "@/lib/server/notify/runtime";

// server/index.mjs (outside the Next.js bundles) reaches these through globalThis.
const DRAINING = Symbol.for("lumora.draining");
const SHUTDOWN = Symbol.for("lumora.shutdown");

/** Called once from instrumentation.ts: what the Node server runs after the last request in flight. */
export function installShutdownHook(): void {
  Reflect.set(globalThis, SHUTDOWN, async () => {
    await stopDeliveryWorker();
    await closeSharedStore();
  });
}

/** True once the server has received SIGTERM or SIGINT and is finishing its requests in flight. */
export function isDraining(): boolean {
  return Reflect.get(globalThis, DRAINING) === true;
}
