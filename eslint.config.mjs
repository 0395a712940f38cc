import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Settings are read from the environment in lib/settings only, validated by zod.
    files: ["app/**", "components/**", "content/**", "lib/**"],
    ignores: ["lib/settings/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through lib/settings (validated by zod)." },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "bench/results/**",
      "bench/.tools/**",
      "out/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "data/**",
    ],
  },
];

export default config;
