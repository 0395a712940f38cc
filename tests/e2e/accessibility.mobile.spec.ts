import { test } from "../playwright-test";
import { allPages } from "@/content/registry";
import { auditRoute } from "./axe";

for (const path of allPages.map((page) => page.path)) {
  test(`${path} has no WCAG 2.1 A/AA violations found by axe at 390 px`, async ({ page }) => {
    await auditRoute(page, path);
  });
}
