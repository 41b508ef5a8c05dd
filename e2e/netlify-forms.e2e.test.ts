/**
 * The second way to send, which needs neither a mail app nor JavaScript (Netlify Forms), in a real
 * browser and in both languages: each form (the sign-up on For Families, the volunteer and contact
 * forms on Contact) typed into as a person does and sent with JavaScript off, then the sign-up
 * sent with JavaScript on through "Send it from this page instead" after no mail app opened; the
 * footer's Subscribe the same two ways.
 * The test server's stand-in for Netlify's form endpoint (scripts/static-server.ts) records each
 * post: every field arrives as typed, the answer is the thank-you page, nothing is added to the
 * address, and the page's policy (form-action 'self') lets it through.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { scratchFolders } from "../tests/support/scratchFolders";
import { recordMailto, mailtoRequest, siteInBrowser } from "./browser";
import { formSubmissions } from "./server";

type Locale = "en" | "es";
interface Field {
  name: string;
  label: string;
  type: string;
}

const scratch = scratchFolders();
let formsLog = "";
const site = siteInBrowser(undefined, {
  formsLog: () => {
    formsLog = path.join(scratch("forms-log-"), "posts.jsonl");
    return formsLog;
  },
});

const prefix = (locale: Locale) => (locale === "es" ? "/es" : "");
const forms = (locale: Locale) => yamlData("forms", locale);
const thankYou = (locale: Locale) => yamlData("pages/thank-you", locale);

/** The forms, where they are, by the key of data/forms.yaml. */
const places = [
  { key: "signUp", page: "/families", id: "sign-up-form", netlify: "sign-up" },
  { key: "volunteer", page: "/contact", id: "volunteer-form", netlify: "volunteer" },
  { key: "contact", page: "/contact", id: "contact-form", netlify: "contact" },
] as const;

/** What a person types into a field: accents, signs a form's encoding must carry, two lines in a text area. */
const typed = (field: Field): string =>
  field.type === "email" ? "abuela.rosa+ninos@example.com" : field.type === "tel" ? "(760) 555-0134" : field.type === "textarea" ? "¿Se reúnen cerca de Vista?\nA+B & C=D, 100%" : `Rosa Díaz ${field.name}`;

/** Fills every field key by key (a list: its last choice), and returns what the post must carry. */
async function fillEvery(page: Page, id: string, fields: Field[]): Promise<Record<string, string>> {
  const expected: Record<string, string> = {};
  for (const field of fields) {
    const control = page.locator(`#${id}-${field.name}`);
    if (field.type === "select") {
      const value = await control.locator("option").last().getAttribute("value");
      await control.selectOption(value ?? "");
      expected[field.name] = value ?? "";
    } else {
      await control.click();
      await page.keyboard.type(typed(field));
      // A browser posts a text area's line breaks as CR LF.
      expected[field.name] = typed(field).replace(/\n/g, "\r\n");
    }
  }
  return expected;
}

async function expectThankYou(page: Page, locale: Locale): Promise<void> {
  await page.waitForURL((url) => url.pathname === `${prefix(locale)}/thank-you`);
  const address = new URL(page.url());
  // Nothing typed rides in the address: no query, no fragment.
  expect(address.search).toBe("");
  expect(address.hash).toBe("");
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(thankYou(locale).heading);
  await expect(page.getByRole("heading", { name: thankYou(locale).next.heading, exact: true }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole("heading", { name: thankYou(locale).subscribed.heading, exact: true }).isVisible()).resolves.toBe(true);
}

/** The footer's Subscribe on the home page: its address typed key by key. */
async function typeSubscription(page: Page, locale: Locale): Promise<{ button: ReturnType<Page["getByRole"]>; address: string }> {
  const subscribe = yamlData("layout", locale).subscribe as { label: string; button: string };
  const footer = page.getByRole("contentinfo");
  const address = "abuela.rosa+news@example.com";
  await footer.getByLabel(subscribe.label, { exact: true }).pressSequentially(address);
  return { button: footer.getByRole("button", { name: subscribe.button, exact: true }), address };
}

describe.each(["en", "es"] as const)("sending from the page (%s)", (locale) => {
  it.each(places)("posts the $key form without JavaScript: every field reaches Netlify Forms, the thank-you page answers", async ({ key, page: where, id, netlify }) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}${prefix(locale)}${where}`, { waitUntil: "load" });
      const form = forms(locale)[key] as { submit: string; fields: Field[] };
      const before = formSubmissions(formsLog).length;
      const expected = await fillEvery(page, id, form.fields);
      await page.locator(`#${id}`).getByRole("button", { name: form.submit, exact: true }).click();
      await expectThankYou(page, locale);
      const posts = formSubmissions(formsLog).slice(before);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toEqual({
        form: locale === "en" ? netlify : `${netlify}-${locale}`,
        path: `${prefix(locale)}/thank-you`,
        search: "",
        fields: expected,
        ignored: [],
        spam: false,
      });
    } finally {
      await context.close();
    }
  });

  it("posts the footer's Subscribe without JavaScript, and with it through “Send it from this page instead”", async () => {
    const netlify = locale === "en" ? "subscribe" : `subscribe-${locale}`;
    const offScript = await site.browser.newContext({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });
    try {
      const page = await offScript.newPage();
      await page.goto(`${site.server.url}${prefix(locale)}/`, { waitUntil: "load" });
      const before = formSubmissions(formsLog).length;
      const { button, address } = await typeSubscription(page, locale);
      await button.click();
      await expectThankYou(page, locale);
      expect(formSubmissions(formsLog).slice(before)).toEqual([{ form: netlify, path: `${prefix(locale)}/thank-you`, search: "", fields: { email: address }, ignored: [], spam: false }]);
    } finally {
      await offScript.close();
    }
    const page = await site.browser.newPage({ viewport: { width: 375, height: 667 } });
    try {
      const mailto = await recordMailto(page);
      await page.goto(`${site.server.url}${prefix(locale)}/`, { waitUntil: "networkidle" });
      const before = formSubmissions(formsLog).length;
      const { button, address } = await typeSubscription(page, locale);
      await button.click();
      await mailtoRequest(mailto);
      expect(formSubmissions(formsLog).slice(before)).toEqual([]);
      const panel = page.getByRole("region", { name: forms(locale).fallback.heading, exact: true });
      await panel.getByRole("button", { name: forms(locale).fallback.postButton, exact: true }).click();
      await expectThankYou(page, locale);
      expect(formSubmissions(formsLog).slice(before).map((post) => [post.form, post.fields, post.spam])).toEqual([[netlify, { email: address }, false]]);
    } finally {
      await page.close();
    }
  });

  it("offers “Send it from this page instead” when no mail app opened, posts the sign-up with the relationship, and lets its draft go once it arrived", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const mailto = await recordMailto(page);
      await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
      const form = forms(locale).signUp as { submit: string; fields: Field[] };
      const before = formSubmissions(formsLog).length;
      const expected = await fillEvery(page, "sign-up-form", form.fields);
      expect(form.fields.map((field) => field.name)).toContain("relationship");
      await page.locator("#sign-up-form").getByRole("button", { name: form.submit, exact: true }).click();
      // The mail app was asked for (none is set up in this Chromium): the panel stays.
      await mailtoRequest(mailto);
      const panel = page.getByRole("region", { name: forms(locale).fallback.heading, exact: true });
      await panel.getByRole("button", { name: forms(locale).fallback.postButton, exact: true }).click();
      await expectThankYou(page, locale);
      const posts = formSubmissions(formsLog).slice(before);
      expect(posts.map((post) => [post.form, post.fields, post.spam])).toEqual([[locale === "en" ? "sign-up" : "sign-up-es", expected, false]]);
      // The thank-you page let the draft go; until then it was kept in case the post failed.
      await expect(page.evaluate(() => sessionStorage.getItem("draft:sign-up-form"))).resolves.toBeNull();
    } finally {
      await page.close();
    }
  });
});
