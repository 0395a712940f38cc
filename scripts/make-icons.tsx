/**
 * Renders the PNG icons from public/icon.svg: app/apple-icon.png (180 px) and app/favicon.ico (16, 32
 * and 48 px PNG frames). Run after changing the icon: npx tsx scripts/make-icons.tsx
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { BRAND_INK } from "@/lib/shared/brand";

const app = path.resolve(__dirname, "../app");
const svg = readFileSync(path.resolve(__dirname, "../public/icon.svg"));
const source = `data:image/svg+xml;base64,${svg.toString("base64")}`;

async function png(size: number, inset = 0): Promise<Buffer> {
  const inner = size - inset * 2;
  const image = new ImageResponse(
    <div style={{ display: "flex", width: size, height: size, background: inset ? BRAND_INK : "transparent" }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by Satori */}
      <img src={source} width={inner} height={inner} alt="" style={{ margin: inset }} />
    </div>,
    { width: size, height: size },
  );
  return Buffer.from(await image.arrayBuffer());
}

/** An ICO file whose frames are PNG images (supported by every current browser). */
function ico(frames: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(frames.length, 4);
  let offset = 6 + 16 * frames.length;
  const entries = frames.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...frames.map((frame) => frame.data)]);
}

async function main() {
  writeFileSync(path.join(app, "apple-icon.png"), await png(180, 18));
  const frames = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })));
  writeFileSync(path.join(app, "favicon.ico"), ico(frames));
  console.log("wrote app/apple-icon.png and app/favicon.ico");
}

void main();
