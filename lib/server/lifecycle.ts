import "server-only";
import { closeSharedStore } from "@/lib/server/inbox/shared-store";
import { stopDeliveryWorker } from "@/lib/server/notify/runtime";
import { GLOBAL_KEYS } from "@/server/shared.mjs";

/** Called once from instrumentation.ts: what the Node server runs after the last request in flight. */
export function installShutdownHook(): void {
  Reflect.set(globalThis, GLOBAL_KEYS.shutdown, async () => {
    await stopDeliveryWorker();
    await closeSharedStore();
  });
}

/** True once the server has received SIGTERM or SIGINT and is finishing its requests in flight. */
export function isDraining(): boolean {
  return Reflect.get(globalThis, GLOBAL_KEYS.draining) === true;
}
