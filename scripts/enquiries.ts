/**
 * Reads the enquiry inbox (the same store as the server: ENQUIRY_DATA_DIR or DATABASE_URL).
 *   npm run enquiries -- list [--limit N]
 *   npm run enquiries -- export --format csv|json
 */
import { toCsv, toTable } from "../lib/server/inbox/export";
import { EnquiryStore } from "../lib/server/inbox/store";
import { readServerSettings } from "../lib/settings/schema";

const usage = "Usage: npm run enquiries -- list [--limit N] | export --format csv|json";

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "list" && command !== "export") {
    console.error(usage);
    process.exit(2);
  }
  const format = option(args, "--format") ?? "csv";
  if (command === "export" && format !== "csv" && format !== "json") {
    console.error(`Unknown format "${format}". ${usage}`);
    process.exit(2);
  }
  const store = await EnquiryStore.open(readServerSettings(process.env));
  try {
    if (command === "list") {
      const limit = Number(option(args, "--limit") ?? 0) || undefined;
      console.log(toTable(await store.list(limit)));
    } else {
      const rows = await store.list();
      process.stdout.write(format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows));
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
