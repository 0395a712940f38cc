import { withOwnServer } from "../own-server";
import { expect, test, whenInteractive } from "../playwright-test";

const email = { SMTP_URL: "smtp://127.0.0.1:9", ENQUIRY_NOTIFY_TO: "team@lumora.example" };

test("the running server's legal text survives hydration and a client-side navigation", async ({ page }) => {
  await withOwnServer({ ...email, ACCESS_LOG_STDOUT_CLIENT: "on" }, async (server) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.url}/privacy`);
    await whenInteractive(page);
    const main = page.locator("main");
    await expect(main).toContainText(
      "Each enquiry that passes our spam checks is sent to the team by email as soon as it arrives.",
    );
    await expect(main).not.toContainText(
      "it is stored in our enquiry database, where the team reads it; no email or message about it leaves our server",
    );

    // From a hydrated page, the client router reaches a filled page as a document, with the server's text.
    await page.goto(`${server.url}/terms`);
    await whenInteractive(page);
    await page.getByRole("link", { name: "Read the Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator("main")).toContainText(
      "Each enquiry that passes our spam checks is sent to the team by email as soon as it arrives.",
    );
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });
});
