/** The decoded subject of a raw message (nodemailer folds and may encode long subjects). */
export function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith("subject:")) ?? "";
  return line
    .slice("subject:".length)
    .trim()
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : text
            .replace(/_/g, " ")
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** The text part of a raw message, quoted-printable decoded (enough for the plain messages we send). */
export function textOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
