import { expect, test } from "../playwright-test";

// The phone's menu drills into a section instead of showing it beside the list (screen-reader-tree.spec.ts
// has the rest of the key journeys, which are the same tree at this width).
test("on a phone, a menu section drills in: Back takes focus and the section's links replace the sections", async ({
  page,
}) => {
  await page.goto("/");
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await menuButton.tap();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await menu.getByRole("button", { name: "Industries" }).tap();
  await expect(menu.getByRole("button", { name: "Back" })).toBeFocused();
  await expect(menu).toMatchAriaSnapshot(`
    - dialog "Site menu":
      - button "Close"
      - navigation "Main menu":
        - /children: equal
        - button "Back"
        - paragraph: Industries
        - list:
          - listitem:
            - link "Healthcare"
        - link "hello@lumora.studio"
        - paragraph: Dubai · Bucharest · Tbilisi · Amman
  `);

  await menu.getByRole("button", { name: "Back" }).tap();
  await expect(menu.getByRole("button", { name: "Industries" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
