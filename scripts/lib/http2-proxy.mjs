// @ts-check
// An HTTPS + HTTP/2 front for a server on loopback, as the TLS proxy or CDN of a public launch would be: the
// browser multiplexes every request of a page over one connection instead of opening a second one for the font.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te"]);

/** A self-signed certificate for 127.0.0.1, and the base64 SHA-256 of its public key for Chromium's
 * `--ignore-certificate-errors-spki-list`, which trusts exactly that key. */
export function loopbackCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    const spki = new X509Certificate(pem.cert).publicKey.export({ type: "spki", format: "der" });
    return { ...pem, spkiHash: createHash("sha256").update(spki).digest("base64") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `upstream` (an http:// origin) over HTTPS with HTTP/2 on a free loopback port.
 * @param {string} upstream
 * @param {{ key: Buffer; cert: Buffer }} tls
 * @returns {Promise<{ base: string; stop: () => void }>}
 */
export async function startHttp2Proxy(upstream, tls) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...tls, allowHTTP1: false });
  server.on("stream", (/** @type {http2.ServerHttp2Stream} */ stream, headers) => {
    /** @type {Record<string, string | string[]>} */
    const forwarded = { host: String(headers[":authority"] ?? target.host) };
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(":") && value !== undefined && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: String(headers[":method"]),
        path: String(headers[":path"]),
        headers: forwarded,
      },
      (response) => {
        /** @type {Record<string, string | string[] | number>} */
        const answer = { ":status": response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) answer[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on("error", () => stream.destroyed || stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
    stream.pipe(request);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}
