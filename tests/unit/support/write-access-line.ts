/**
 * Writes one access-log line through the server's own observation, settings from the environment, for the
 * access-log test: node --import tsx tests/unit/support/write-access-line.ts
 */
import { Registry } from "prom-client";
import { createObservation } from "@/server/observe/index.mjs";
import { readServerSettings } from "@/lib/settings/schema.mjs";

const observation = createObservation(readServerSettings(process.env), { registry: new Registry() });
observation.access({
  type: "access",
  method: "GET",
  path: "/about",
  status: 200,
  ip: "203.0.113.9",
  ua: "test-agent/1.0",
});
observation.flush();
