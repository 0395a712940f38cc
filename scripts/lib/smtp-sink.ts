import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A header's values in a raw message (unfolded; every occurrence). */
export function headerValues(raw: string, name: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const prefix = `${name.toLowerCase()}:`;
  return head
    .split(/\r?\n/)
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

/** A local SMTP server that keeps every message it accepts (tests and the inbox benchmark). */
export async function startSmtpSink(port = 0, host = "127.0.0.1") {
  const mails: ReceivedMail[] = [];
  const listen = (at: number) =>
    new Promise<SMTPServer>((resolve, reject) => {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            callback();
          });
        },
      });
      server.on("error", reject);
      server.listen(at, host, () => resolve(server));
    });
  let server = await listen(port);
  const bound = (server.server.address() as { port: number }).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    /** Takes the server down (connections refused) until `restart()`. */
    close,
    restart: async () => {
      server = await listen(bound);
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
