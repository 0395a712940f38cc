import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import type { StoredEnquiry } from "@/lib/server/inbox/store";
import type { Enquiry } from "@/lib/shared/enquiry-schema";

export const SUCCESS = "Message sent! We'll get back to you soon.";
export const FAILURE = "Failed to send message. Please try again.";

/** Reads the inbox through the agency's own CLI, as the agency would. */
export function storedEnquiries(): StoredEnquiry[] {
  const out = execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/enquiries.ts", "export", "--format", "json"],
    {
      env: { ...process.env, ENQUIRY_DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    },
  );
  return JSON.parse(out.toString()) as StoredEnquiry[];
}

export function contactForm(page: Page) {
  const section = page.locator("#contact-section");
  return {
    section,
    name: section.getByLabel("Full Name *"),
    email: section.getByLabel("Email Address *"),
    company: section.getByLabel("Company Name"),
    message: section.getByLabel("Message *"),
    submit: section.getByRole("button", { name: /Send message|Sending/ }),
  };
}

export async function fillForm(page: Page, values: Enquiry) {
  const form = contactForm(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.company.fill(values.company);
  await form.message.fill(values.message);
  return form;
}

/** Checks a hero call to action points at the page's contact form (no click: works on an unhydrated page). */
export async function expectCtaLinksToForm(page: Page, label: string | RegExp) {
  await expect(page.getByRole("link", { name: label }).first()).toHaveAttribute("href", "#contact-section");
  await expect(contactForm(page).name).toBeVisible();
}

/** Clicks a hero call to action and checks it lands on the form with focus in its first field. */
export async function expectCtaScrollsToForm(page: Page, label: string | RegExp) {
  await expectCtaLinksToForm(page, label);
  await page.getByRole("link", { name: label }).first().click();
  const form = contactForm(page);
  await expect(form.name).toBeFocused();
  await expect(form.section).toBeInViewport();
}
