import { existsSync } from "node:fs";

/** Fails with what to install when a browser binary is missing: nothing here ever downloads one. */
export function requireBinary(path: string, debianPackage: string, variable: string) {
  if (!existsSync(path)) throw new Error(`${path} not found: apt-get install ${debianPackage}, or set ${variable}`);
}
