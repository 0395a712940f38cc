import { expect, test, type Page } from "../playwright-test";
import home from "@/content/pages/home";
import { contactForm, fillForm, SUCCESS } from "./support";

// What a screen reader is given on the key journeys (menu, FAQ, contact form): the roles and names in
// Playwright's aria snapshots, and the states Chromium itself exposes (read from its accessibility tree
// over CDP, because the snapshot leaves out a popover button's expanded state, `required` and live regions).

type ChromiumNode = { role: string; name: string } & Record<string, unknown>;

/** The nodes of Chromium's accessibility tree with this role (and name), each with its states (`expanded`, `required`…). */
async function chromiumNodes(page: Page, role: string, name?: string): Promise<ChromiumNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, role, accessibleName: name });
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role,
        name: String(node.name?.value ?? ""),
        ...Object.fromEntries((node.properties ?? []).map((property) => [property.name, property.value.value])),
      }));
  } finally {
    await cdp.detach();
  }
}

const chromiumNode = (page: Page, role: string, name: string) =>
  expect.poll(async () => (await chromiumNodes(page, role, name))[0] ?? "absent from the tree");

/** The toaster's region ("Notifications alt+T": sonner adds its shortcut), where every notice of the form lands. */
const notices = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const chromiumNotices = (page: Page) =>
  expect.poll(
    async () =>
      (await chromiumNodes(page, "region")).find((region) => region.name.startsWith("Notifications")) ??
      "absent from the tree",
  );

const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu" });
const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
/** Chromium's role for a `<summary>`: a disclosure button, announced with its expanded state. */
const DISCLOSURE = "DisclosureTriangleGrouped";

test.describe("before the page's script loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the skip link is the first stop and names the main landmark; the page has its landmarks and one h1", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expect(page.getByRole("main")).toHaveAttribute("id", "main");
    await expect(page.locator("body")).toMatchAriaSnapshot(`
      - link "Skip to content":
        - /url: "#main"
      - banner:
        - button "Menu"
      - main:
        - heading [level=1]
      - contentinfo:
        - navigation "Footer"
    `);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("the menu button reports the dialog and its state; the menu's sections are disclosures", async ({ page }) => {
    await page.goto("/");
    await chromiumNode(page, "button", "Menu").toMatchObject({ hasPopup: "dialog", expanded: false });
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await chromiumNode(page, "button", "Menu").toMatchObject({ expanded: true });
    await chromiumNode(page, "dialog", "Site menu").toMatchObject({ modal: false });
    await chromiumNode(page, DISCLOSURE, "Services").toMatchObject({ expanded: false });

    await menu(page).locator("summary", { hasText: "Services" }).click();
    await chromiumNode(page, DISCLOSURE, "Services").toMatchObject({ expanded: true });
    await expect(menu(page)).toMatchAriaSnapshot(`
      - dialog "Site menu":
        - button "Close"
        - navigation "Main menu":
          - list:
            - listitem:
              - group:
                - text: Services
                - paragraph: All services
                - list:
                  - listitem:
                    - link "Web Design"
            - listitem:
              - group: Technologies
            - listitem:
              - link "About Us"
    `);

    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await chromiumNode(page, "button", "Menu").toMatchObject({ expanded: false });
  });

  // Native `<details>`: the same tree before and after React hydrates the page.
  test("each FAQ question is a disclosure with its state, and opening one puts its answer in the tree", async ({
    page,
  }) => {
    await page.goto("/");
    const { question, answer } = home.faq.items[0]!;
    const column = page.getByTestId("faq-left");
    await chromiumNode(page, DISCLOSURE, question).toMatchObject({ expanded: false });
    await expect(column).toMatchAriaSnapshot(`
      - group:
        - /children: equal
        - heading "${question}" [level=3]
    `);

    await column.locator("summary", { hasText: question }).click();
    await chromiumNode(page, DISCLOSURE, question).toMatchObject({ expanded: true, focused: true });
    await expect(column).toMatchAriaSnapshot(`
      - group:
        - heading "${question}" [level=3]
        - paragraph: ${JSON.stringify(answer)}
    `);
  });
});

test.describe("once React has hydrated the page", () => {
  test("the menu is a modal dialog: focus moves in, the page behind leaves the tree, Escape returns to the button", async ({
    page,
  }) => {
    await page.goto("/");
    await chromiumNode(page, "button", "Menu").toMatchObject({ hasPopup: "dialog", expanded: false });
    await menuButton(page).click();
    await chromiumNode(page, "dialog", "Site menu").toMatchObject({ modal: true });
    await expect(menu(page).getByRole("button", { name: "Close" })).toBeFocused();
    await chromiumNode(page, "button", "Menu").toBe("absent from the tree");

    await menu(page).getByRole("button", { name: "Technologies" }).focus();
    await expect(menu(page)).toMatchAriaSnapshot(`
      - dialog "Site menu":
        - button "Close"
        - navigation "Main menu":
          - list:
            - listitem:
              - button "Services"
            - listitem:
              - button "Technologies"
            - listitem:
              - button "Industries"
            - listitem:
              - button "Case Studies"
            - listitem:
              - link "About Us"
          - paragraph: All technologies
          - list:
            - listitem:
              - link "Kubernetes"
    `);

    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await chromiumNode(page, "button", "Menu").toMatchObject({ expanded: false, focused: true });
  });

  test("each form field is named by its visible label, and the required ones are marked required", async ({ page }) => {
    await page.goto("/");
    await expect(contactForm(page).section.locator("form")).toMatchAriaSnapshot(`
      - textbox "Full Name *"
      - textbox "Email Address *"
      - textbox "Company Name"
      - textbox "Message *"
      - paragraph: /Fields marked \\* are required\\./
      - button "Send message"
    `);
    for (const [name, required] of [
      ["Full Name *", true],
      ["Email Address *", true],
      ["Company Name", false],
      ["Message *", true],
    ] as const)
      await chromiumNode(page, "textbox", name).toMatchObject({ required });
    // The spam trap is hidden from assistive technology.
    await chromiumNode(page, "textbox", "Leave this field empty").toBe("absent from the tree");
  });

  test("an invalid send moves focus to the field and announces why, keeping what was typed", async ({ page }) => {
    await page.goto("/");
    const typed = { name: "", email: "ioana@example.com", company: "Northwind Ltd", message: "A booking app." };
    const form = await fillForm(page, typed);
    await form.submit.click();
    // The browser's own check: focus on the empty required field, its message exposed as an alert.
    await expect(form.name).toBeFocused();
    const message = await form.name.evaluate((input: HTMLInputElement) => input.validationMessage);
    expect(message).not.toBe("");
    await expect
      .poll(async () => (await chromiumNodes(page, "alert")).map((alert) => alert.name.trim()))
      .toContain(message);

    // A name of one space passes `required`; the form's own check refuses it in the notices' live region.
    await form.name.fill(" ");
    await form.submit.click();
    await expect(notices(page)).toMatchAriaSnapshot(`
      - region:
        - list:
          - listitem:
            - text: Full name is required
    `);
    await chromiumNotices(page).toMatchObject({ live: "polite" });
    await expect(form.email).toHaveValue(typed.email);
    await expect(form.company).toHaveValue(typed.company);
    await expect(form.message).toHaveValue(typed.message);
  });

  test("a sent message is announced in the polite live region", async ({ page }) => {
    await page.goto("/");
    const form = await fillForm(page, {
      name: "Ioana Marin",
      email: "ioana@example.com",
      company: "",
      message: `Screen-reader tree check ${Date.now()}`,
    });
    await form.submit.click();
    await expect(notices(page)).toMatchAriaSnapshot(`
      - region:
        - list:
          - listitem:
            - text: ${SUCCESS}
    `);
    await chromiumNotices(page).toMatchObject({ live: "polite" });
  });
});
