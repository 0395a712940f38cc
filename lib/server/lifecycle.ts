import "server-only";
import { closeSharedStore } from "@/lib/server/inbox/shared-store";
import { stopDeliveryWorker } from "@/lib/server/notify/runtime";
import { processGlobal } from "@/lib/server/process-global";

/** Called once from instrumentation.ts: what the Node server runs after the last request in flight. */
export function installShutdownHook(): void {
  processGlobal<() => Promise<void>>("shutdown").set(async () => {
    await stopDeliveryWorker();
    await closeSharedStore();
  });
}

/** True once the server has received SIGTERM or SIGINT and is finishing its requests in flight. */
export function isDraining(): boolean {
  return processGlobal<boolean>("draining").get() === true;
}
