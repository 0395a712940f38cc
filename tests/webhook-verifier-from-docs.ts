import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Verifier = {
  REPLAY_WINDOW_S: number;
  verifyEnquirySignature: (secret: string, rawBody: string, header: unknown, nowS?: number) => boolean;
};

/**
 * The webhook verifier exactly as docs/operations.md prints it (the ```js block after the
 * `<!-- webhook-verifier -->` marker), written to a file and imported: the tests run what readers copy.
 */
export async function verifierFromDocs(): Promise<Verifier> {
  const doc = readFileSync(path.resolve("docs/operations.md"), "utf8");
  const code = /<!-- webhook-verifier -->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error("docs/operations.md has no webhook verifier snippet");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "verifier-")), "verify.mjs");
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Verifier;
}
