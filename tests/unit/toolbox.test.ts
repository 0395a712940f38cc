import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BENCH_TOOLS } from "@/scripts/lib/bench-tools.mjs";
import { BENCHMARKS } from "@/scripts/lib/benchmarks.mjs";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("npm test on a machine without Firefox ESR or WebKitGTK", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("names each engine it will skip and what to install, and CI makes them mandatory", async () => {
    vi.stubEnv("FIREFOX_PATH", "/no/firefox-esr");
    vi.stubEnv("WEBKIT_DRIVER_PATH", "/no/WebKitWebDriver");
    // Off CI the suites are optional; .ci/run exports the variable, so unset it here to test the default.
    vi.stubEnv("TEST_ENGINES_REQUIRED", "");
    const engines = await import("@/tests/firefox-webkit/browsers/availability");
    expect(engines.whyEngineMissing("Firefox ESR")).toContain("/no/firefox-esr not found (apt-get install firefox-esr");
    expect(engines.whyEngineMissing("WebKitGTK")).toContain("apt-get install webkit2gtk-driver");
    expect(engines.skippedEngines()).toEqual([
      expect.stringMatching(/^SKIPPED: the Firefox ESR suite: /),
      expect.stringMatching(/^SKIPPED: the WebKitGTK suite: /),
    ]);
    expect(engines.ENGINES_REQUIRED).toBe(false);
    expect(read(".ci/run")).toMatch(/^export TEST_ENGINES_REQUIRED=1$/m);
  });
});

describe("the Next.js upgrade contract", () => {
  const doc = read("docs/upgrading-nextjs.md");
  const script = read("scripts/check-upgrade.mjs");
  const named = (text: string) =>
    [...text.matchAll(/\btests\/[\w./-]+\.(?:ts|mts)\b|\btests\/[\w-]+\//g)].map((m) => m[0]);

  it("names only checks that exist", () => {
    for (const file of new Set(named(doc))) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it("runs every Playwright spec it names in check:upgrade, and check:upgrade runs only what the doc names", () => {
    const run = new Set(named(script));
    for (const file of run) expect(doc, `check-upgrade.mjs runs ${file}, which the doc does not list`).toContain(file);
    for (const file of new Set(named(doc).filter((f) => f.endsWith(".spec.ts") && f.startsWith("tests/browser/"))))
      expect(run, `the doc lists ${file} but check:upgrade does not run it`).toContain(file);
    expect(packageJson.scripts["check:upgrade"]).toBe("node scripts/check-upgrade.mjs");
  });
});

describe("the benchmarks", () => {
  it("are all run through npm run bench, one entry point", () => {
    const scripts = readdirSync(path.join(root, "scripts")).filter((file) => /^bench-.+\.(ts|mjs)$/.test(file));
    expect(
      Object.values(BENCHMARKS)
        .map((b) => b.script)
        .sort(),
    ).toEqual(scripts.sort());
    expect(Object.keys(packageJson.scripts).filter((name) => name.startsWith("bench"))).toEqual(["bench"]);
  });

  it("install their own tools on demand: none of them is a dependency", () => {
    const dependencies = { ...packageJson.dependencies, ...packageJson.devDependencies };
    for (const spec of Object.values(BENCH_TOOLS).flat()) {
      const name = spec.slice(0, spec.lastIndexOf("@"));
      expect(dependencies, name).not.toHaveProperty(name);
      expect(dependencies, name).not.toHaveProperty(`@types/${name}`);
    }
  });

  it("parse their arguments (like every script) with node:util parseArgs", () => {
    const files = readdirSync(path.join(root, "scripts"), { recursive: true, encoding: "utf8" }).filter((f) =>
      /\.(ts|mts|mjs)$/.test(f),
    );
    const reading = files.filter((file) => /process\.argv|parseArgs/.test(read(`scripts/${file}`)));
    expect(reading.length).toBeGreaterThan(5);
    for (const file of reading) {
      const source = read(`scripts/${file}`);
      expect(source, file).not.toMatch(/process\.argv\.(includes|indexOf)\(["'`]--/);
      expect(source, file).toContain("parseArgs(");
    }
  });
});
