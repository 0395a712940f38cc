import type { Delivery } from "./outbox";
import type { StoredEnquiry } from "./store";

const columns = [
  "id",
  "createdAt",
  "name",
  "email",
  "company",
  "message",
  "sourcePath",
  "status",
  "holdReason",
] as const;

/** Spreadsheet apps run cells starting with these as formulas; prefixing a quote shows them as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: StoredEnquiry[]): string {
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** One enquiry's notification state: `held`, `not notified`, or each channel's delivery state. */
export function deliveryState(row: StoredEnquiry, deliveries: Delivery[]): string {
  if (row.restricted) return "restricted";
  if (row.status === "held") return "held";
  const mine = deliveries.filter((d) => d.enquiry_id === row.id);
  const states = mine.map((d) => `${d.channel} ${d.state}${d.state === "delivered" ? "" : ` (${d.attempts} tries)`}`);
  const prefix = row.status === "released" ? "released: " : "";
  return `${prefix}${states.join(", ") || "not notified"}`;
}

export function toTable(rows: StoredEnquiry[], deliveries: Delivery[] = []): string {
  if (!rows.length) return "No enquiries.";
  const clip = (text: string, width: number) => {
    const flat = text.replace(/\s+/g, " ");
    return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
  };
  const header = `${clip("Received (UTC)", 20)}  ${clip("Id", 36)}  ${clip("Name", 22)}  ${clip("Email", 28)}  ${clip("Company", 18)}  ${clip("Page", 24)}  ${clip("Notification", 36)}  Message`;
  const body = rows.map(
    (r) =>
      `${clip(r.createdAt.replace("T", " ").slice(0, 19), 20)}  ${r.id}  ${clip(r.name, 22)}  ${clip(r.email, 28)}  ${clip(r.company || "—", 18)}  ${clip(r.sourcePath || "—", 24)}  ${clip(deliveryState(r, deliveries), 36)}  ${clip(r.message, 60)}`,
  );
  return [
    header,
    "-".repeat(header.length + 40),
    ...body,
    "",
    `${rows.length} enquir${rows.length === 1 ? "y" : "ies"}`,
  ].join("\n");
}
