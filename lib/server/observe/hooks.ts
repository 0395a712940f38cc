import type { IncomingMessage, ServerResponse } from "node:http";
import { requestDone } from "./access";
import { processGlobal } from "@/lib/server/process-global";
import { logs } from "./logger";

/** What server/index.mjs (plain Node, outside the bundles) finds on globalThis after `app.prepare()`. */
export type ServerHooks = {
  requestDone: (req: IncomingMessage, res: ServerResponse, seconds: number) => void;
  log: (level: "info" | "warn" | "error", event: string, message: string, fields?: Record<string, unknown>) => void;
  flush: () => void;
};

/** Called once from instrumentation.ts. */
export function installServerHooks(): void {
  const hooks: ServerHooks = {
    requestDone,
    log: (level, event, message, fields = {}) => logs().log[level]({ event, ...fields }, message),
    flush: () => logs().flush(),
  };
  processGlobal<ServerHooks>("serverHooks").set(hooks);
}
