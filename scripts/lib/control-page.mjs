// @ts-check
// The control for a Lighthouse run: one blank page (a heading and a sentence; no stylesheet, font, image or
// script) served at every path. Whatever Lighthouse reports for it is the floor of the tool and the machine,
// not of the site: for example the navigation commit it counts as a long task now and then.
import http from "node:http";
import { freePort } from "./free-port.mjs";

export const CONTROL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="A blank page that measures the benchmark itself."></head><body><h1>Control page</h1><p>A heading and one sentence: no stylesheet, font, image or script.</p></body></html>`;

/** Serves the control page on a free loopback port. @returns {Promise<{ base: string; stop: () => void }>} */
export async function startControlServer() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(request.method === "HEAD" ? undefined : CONTROL_PAGE);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
