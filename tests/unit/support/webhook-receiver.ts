import { createServer, type IncomingHttpHeaders } from "node:http";

export type Received = { headers: IncomingHttpHeaders; body: string };

/** A real HTTP receiver; `status` decides each answer (0: never answer, to hold a sender's claim). */
export async function startWebhookReceiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      receiver.hits++;
      const code = receiver.status();
      if (!code) return;
      if (code >= 200 && code < 300)
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const receiver = {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    received,
    status,
    hits: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

/** Polls until `check` holds, or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000, label = "condition") {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
