/**
 * The enquiry inbox CLI (the same store as the server: ENQUIRY_DATA_DIR or DATABASE_URL).
 *   npm run enquiries -- list [--limit N] [--held]        newest first, with each one's notification state
 *   npm run enquiries -- export --format csv|json
 *   npm run enquiries -- release <id>                     notify a held enquiry
 *   npm run enquiries -- retry [<id>]                     re-queue failed deliveries
 *   npm run enquiries -- purge                            remove enquiries past ENQUIRY_RETENTION_DAYS
 *   npm run enquiries -- find --email <address>
 *   npm run enquiries -- delete --email <address> --yes   erasure, recorded in the ledger `restore` applies again
 *   npm run enquiries -- delete --id <id> --yes           the same for one enquiry
 *   npm run enquiries -- update --id <id> [--name …] [--email …] [--company …] [--message …]   rectification
 *   npm run enquiries -- restrict --id <id>               kept, never notified, released, digested or exported
 *   npm run enquiries -- digest                           send the held enquiries not yet listed, with review links
 *   npm run enquiries -- backup <file>                    consistent snapshot while the server runs; deletes
 *                                                         its earlier backups there whose data is past BACKUP_RETENTION_DAYS
 *   npm run enquiries -- restore <file> [--force]         into an empty inbox (--force replaces one); re-applies erasures
 */
import { EnquiryStore } from "../lib/server/inbox/store";
import { readServerSettings } from "../lib/settings/schema.mjs";
import { type Args, CommandRefused, commands, parseArgs, UsageError } from "./lib/enquiry-commands";

const usage = `Usage: npm run enquiries -- list [--limit N] [--held] | export --format csv|json | release <id> |
  retry [<id>] | purge | find --email <address> | delete --email <address> --yes | delete --id <id> --yes |
  update --id <id> [--name <name>] [--email <address>] [--company <company>] [--message <text>] |
  restrict --id <id> | digest | backup <file> | restore <file> [--force]`;

async function main() {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
  const name = args.positional.shift() ?? "";
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    console.error(usage);
    process.exit(2);
  }
  // The inbox, backups and exports it writes are readable by the server's user only.
  process.umask(0o077);
  const settings = readServerSettings(process.env);
  const store = await EnquiryStore.open(settings);
  try {
    console.log(await command(store, args, settings));
  } catch (error) {
    if (error instanceof CommandRefused) console.error(error.message);
    else if (error instanceof UsageError) console.error(`${error.message}\n${usage}`);
    else throw error;
    process.exitCode = 2;
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
