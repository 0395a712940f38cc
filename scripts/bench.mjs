// @ts-check
/**
 * `npm run bench -- <name> [options]`: runs one benchmark, handing it the options after its name.
 * Without a name (or with --help) it lists them. Each script's head comment gives its options;
 * docs/performance.md has the latest figures.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BENCHMARKS } from "./lib/benchmarks.mjs";

const root = path.resolve(import.meta.dirname, "..");

const usage = `Usage: npm run bench -- <name> [options]\n\n${Object.entries(BENCHMARKS)
  .map(([name, { about }]) => `  ${name.padEnd(12)} ${about}`)
  .join("\n")}\n\nOptions: see the head comment of scripts/bench-<name>.*`;

// Only the name is read here; everything after it belongs to the benchmark and is passed on untouched.
const { tokens } = parseArgs({ allowPositionals: true, strict: false, tokens: true });
const first = tokens[0];
const name = first?.kind === "positional" ? first.value : undefined;
const benchmark = name && Object.hasOwn(BENCHMARKS, name) ? BENCHMARKS[name] : undefined;
if (!benchmark) {
  const help = first?.kind === "option" && (first.name === "help" || first.name === "h");
  if (name) console.error(`No benchmark called "${name}".\n`);
  (help ? console.log : console.error)(usage);
  process.exit(help ? 0 : 2);
}

// TypeScript benchmarks run under tsx, as the package scripts did; the inbox's with React's server condition.
const file = path.join(root, "scripts", benchmark.script);
const runner = file.endsWith(".ts") ? [fileURLToPath(import.meta.resolve("tsx/cli"))] : [];
const conditions = benchmark.conditions ? [`--conditions=${benchmark.conditions}`] : [];
const rest = process.argv.slice(process.argv.indexOf(name, 2) + 1);
const result = spawnSync(process.execPath, [...runner, ...conditions, file, ...rest], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
