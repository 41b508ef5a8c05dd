/**
 * The way in for parents and young people, in a real browser and in both languages: the home
 * page's link in the first view of a phone, the menu's link, the For Families page, and its one
 * action, which opens the contact form with the 11-week curriculum chosen and the sign-up line in
 * the message, never over a draft the visitor already wrote. Every word comes from data/.
 */
import type { Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { siteInBrowser } from "./browser";

type Locale = "en" | "es";

const site = siteInBrowser();
let page: Page;

beforeEach(async () => {
  page = await site.browser.newPage({ viewport: { width: 375, height: 667 } });
});

afterEach(() => page.close());

const prefix = (locale: Locale) => (locale === "es" ? "/es" : "");
const words = (locale: Locale) => ({
  home: yamlData("pages/home", locale),
  families: yamlData("pages/families", locale),
  forms: yamlData("forms", locale),
  layout: yamlData("layout", locale),
  menuLink: [...yamlData("nav", locale).main, ...(yamlData("nav", locale).menuOnly ?? [])].find((link: { to: string }) => link.to === "/families") as
    | { label: string; to: string }
    | undefined,
});
const contactField = (locale: Locale, name: string) =>
  (words(locale).forms.contact.fields as { name: string; label: string; options?: { value: string; label: string }[] }[]).find((field) => field.name === name);

describe.each(["en", "es"] as const)("for families (%s)", (locale) => {
  const w = words(locale);
  const interestLabel = contactField(locale, "interest")?.label ?? "(no interest field)";
  const messageLabel = contactField(locale, "message")?.label ?? "(no message field)";
  // The curriculum's choice in the form is its program, by the program's title (src/mail/programChoices.ts).
  const curriculumOption = (yamlData("programs", locale).programs as { id: string; title: string }[]).find((program) => program.id === "mentorship")?.title;

  it("shows the families link in the home page's first view at 375 px, and it leads to the page", async () => {
    await page.goto(`${site.server.url}${prefix(locale)}/`, { waitUntil: "networkidle" });
    const link = page.getByRole("link", { name: w.home.hero.familiesLink.label });
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
    await link.click();
    await page.waitForURL((url) => url.pathname === `${prefix(locale)}/families`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(w.families.heading);
  });

  it("has the families link in the menu", async () => {
    expect(w.menuLink).toBeDefined();
    await page.goto(`${site.server.url}${prefix(locale)}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: w.layout.menuButton.open }).click();
    const link = page.locator("#main-menu").getByRole("link", { name: w.menuLink?.label, exact: true });
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(link.getAttribute("href")).resolves.toBe(`${prefix(locale)}/families`);
  });

  it.each([1024, 1280, 1440])("keeps the header bar on one line inside %i px, the families link left to the phone menu", async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.server.url}${prefix(locale)}/`, { waitUntil: "networkidle" });
    const bar = await page.evaluate(() => {
      const header = document.querySelector("[data-site-header]") as HTMLElement;
      const right = Math.max(...Array.from(header.querySelectorAll("a, button"), (element) => element.getBoundingClientRect()).filter((box) => box.width > 0).map((box) => box.right));
      return { right, width: document.documentElement.clientWidth, height: header.getBoundingClientRect().height };
    });
    expect(bar.right).toBeLessThanOrEqual(bar.width);
    await expect(page.locator("#main-menu").getByRole("link", { name: w.menuLink?.label, exact: true }).isVisible()).resolves.toBe(false);
  });

  it("opens the contact form with the curriculum chosen and the sign-up line in the message", async () => {
    await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: w.families.action.button }).click();
    await page.waitForURL((url) => url.pathname === `${prefix(locale)}/contact` && url.hash === "#message");
    await page.waitForLoadState("networkidle");
    const form = page.locator("#contact-form");
    await expect(form.getByLabel(interestLabel).inputValue()).resolves.toBe("mentorship");
    await expect(form.getByLabel(interestLabel).locator("option:checked").textContent()).resolves.toBe(curriculumOption);
    await expect(form.getByLabel(messageLabel).inputValue()).resolves.toBe(w.forms.contact.enrolMessage);
    // The form is where the link lands: its card is in view.
    await expect(page.locator("#message").evaluate((card) => card.getBoundingClientRect().top < window.innerHeight)).resolves.toBe(true);
  });

  it("never writes over a message the visitor already typed", async () => {
    await page.goto(`${site.server.url}${prefix(locale)}/contact`, { waitUntil: "networkidle" });
    const typed = locale === "es" ? "¿Hay un grupo los lunes?" : "Is there a group on Mondays?";
    await page.locator("#contact-form").getByLabel(messageLabel).fill(typed);
    await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: w.families.action.button }).click();
    await page.waitForURL((url) => url.pathname === `${prefix(locale)}/contact`);
    await page.waitForLoadState("networkidle");
    const form = page.locator("#contact-form");
    await expect(form.getByLabel(interestLabel).inputValue()).resolves.toBe("mentorship");
    await expect(form.getByLabel(messageLabel).inputValue()).resolves.toBe(typed);
  });

  it("lands on the contact form without JavaScript too", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "load" });
      await noScript.getByRole("link", { name: w.families.action.button }).click();
      await noScript.waitForURL((url) => url.pathname === `${prefix(locale)}/contact` && url.hash === "#message");
      await expect(noScript.locator("#contact-form").getByLabel(messageLabel).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
