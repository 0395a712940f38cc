import { rmSync } from "node:fs";

/** Removes the throwaway inbox folder the test server wrote into. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
