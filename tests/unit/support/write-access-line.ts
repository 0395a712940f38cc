/**
 * Writes one access-log line through the server's own logs, settings from the environment, for the
 * access-log test: node --import tsx tests/unit/support/write-access-line.ts
 */
import { createLogs } from "@/lib/server/observe/logger";
import { readServerSettings } from "@/lib/settings/schema";

const logs = createLogs(readServerSettings(process.env));
logs.access({ type: "access", method: "GET", path: "/about", status: 200, ip: "203.0.113.9", ua: "test-agent/1.0" });
logs.flush();
