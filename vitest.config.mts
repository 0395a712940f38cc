import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "@/": root, "server-only": `${root}node_modules/server-only/empty.js` },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/page-weight/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
