import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as folders from "@/platform/build-folders.mjs";

// The files that cannot import platform/build-folders.mjs spell its names; these keep them in step.
const root = path.resolve(__dirname, "../..");
const names = Object.values(folders);

describe("build folders", () => {
  it("are all ignored by git", () => {
    const tracked = names.filter((name) => {
      try {
        execFileSync("git", ["check-ignore", "-q", `${name}/`], { cwd: root });
        return false;
      } catch {
        return true;
      }
    });
    expect(names.length).toBeGreaterThan(4);
    expect(tracked).toEqual([]);
  });

  it("npm run preview builds into and serves the preview folder", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const dirs = [...scripts.preview!.matchAll(/NEXT_DIST_DIR=(\S+)/g)].map(([, dir]) => dir);
    expect(dirs).toEqual([folders.PREVIEW_BUILD_FOLDER, folders.PREVIEW_BUILD_FOLDER]);
  });

  it("the persistent Next.js builds are outside TypeScript's project", () => {
    const { exclude } = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8")) as { exclude: string[] };
    const builds = [
      folders.BUILD_FOLDER,
      folders.E2E_BUILD_FOLDER,
      folders.PREVIEW_BUILD_FOLDER,
      folders.FIXTURE_BUILD_FOLDER,
    ];
    expect(builds.filter((name) => !exclude.includes(name))).toEqual([]);
  });
});
