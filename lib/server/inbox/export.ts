import type { StoredEnquiry } from "./store";

const columns = ["id", "createdAt", "name", "email", "company", "message", "sourcePath"] as const;

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

export function toTable(rows: StoredEnquiry[]): string {
  if (!rows.length) return "No enquiries yet.";
  const clip = (text: string, width: number) => {
    const flat = text.replace(/\s+/g, " ");
    return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
  };
  const header = `${clip("Received (UTC)", 20)}  ${clip("Name", 22)}  ${clip("Email", 28)}  ${clip("Company", 18)}  ${clip("Page", 24)}  Message`;
  const body = rows.map(
    (r) =>
      `${clip(r.createdAt.replace("T", " ").slice(0, 19), 20)}  ${clip(r.name, 22)}  ${clip(r.email, 28)}  ${clip(r.company || "—", 18)}  ${clip(r.sourcePath || "—", 24)}  ${clip(r.message, 60)}`,
  );
  return [
    header,
    "-".repeat(header.length + 40),
    ...body,
    "",
    `${rows.length} enquir${rows.length === 1 ? "y" : "ies"}`,
  ].join("\n");
}
