/**
 * The contact page's forms in a real browser: what opens in the mail app, what an invalid form
 * does, and what survives a reload.
 */
import type { Page } from "playwright-core";
import { decodeMailto, mailtoRequest, recordMailto, siteInBrowser } from "./browser";
import { yamlData } from "../tests/support/content";
import { fieldLabel, fillForm, formWords, mailLines, sampleValue } from "../tests/support/formWords";
import { fillTemplate } from "../src/lib/template";

/** The English words the forms show, as data/ gives them. */
const forms = yamlData("forms", "en");
const volunteer = formWords("en", "volunteer");
const contact = formWords("en", "contact");
const programs = yamlData("programs", "en").programs as { id: string }[];

let page: Page;
let mailto: string[];

const site = siteInBrowser();

beforeEach(async () => {
  page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
  mailto = await recordMailto(page);
  await page.goto(`${site.server.url}/contact`, { waitUntil: "networkidle" });
});

afterEach(() => page.close());

const waitForMail = async () => {
  await page.waitForFunction(() => document.querySelector('[role="region"] textarea[readonly]') !== null);
  return decodeMailto(await mailtoRequest(mailto));
};

/** Fills every field of the volunteer form, its first text field with `first` and its long text with `message`: what was put in, by field. */
async function fillVolunteer(first: string, message: string): Promise<Record<string, string>> {
  const [firstText] = volunteer.fields.filter((field) => field.type === "text");
  const values = Object.fromEntries(
    volunteer.fields.map((field, index) => [field.name, field === firstText ? first : field.type === "textarea" ? message : field.type === "email" ? "jose+test@example.com" : sampleValue(field, index)]),
  );
  return fillForm(page.locator("#volunteer-form"), "en", "volunteer", values);
}
const required = volunteer.fields.filter((field) => field.required);

describe("in Chromium, the volunteer form", () => {
  it("opens a mail with exactly the typed values", async () => {
    const values = await fillVolunteer("José", "I mentor at church.\nWeekends work best.");
    await page.getByRole("button", { name: volunteer.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.address).toBe(yamlData("site", "en").email);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(volunteer.subject);
    // src/mail/composeMail.test.ts says the lines in words, on fixed fields.
    expect(mail.body).toBe(mailLines("en", "volunteer", values).join("\r\n"));
    expect(mail.url.length).toBeLessThanOrEqual(2000);
  });

  it("carries hostile text into the body as typed, adding no header", async () => {
    const hostile = "x&bcc=someone@example.com?subject=Hacked#top %0D%0ACc: evil@example.com 1+1 🙌🏽 مرحبا";
    await fillVolunteer("Zoë&cc=a@b.c", hostile);
    await page.getByRole("button", { name: volunteer.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(volunteer.subject);
    expect(mail.body).toContain(`${volunteer.fields.find((field) => field.type === "text")!.label}: Zoë&cc=a@b.c`);
    expect(mail.body).toContain(hostile);
  });

  it("opens nothing while a required field is empty, and moves focus to it", async () => {
    // The first required field filled, the next left empty.
    const [filled, empty] = required;
    await fillForm(page.locator("#volunteer-form"), "en", "volunteer", { [filled.name]: sampleValue(filled) });
    await page.getByRole("button", { name: volunteer.submit, exact: true }).click();
    // The submit has been handled once the field's message shows.
    await page.locator(`#volunteer-form-${empty.name}-error`).waitFor();
    expect(mailto).toEqual([]);
    const focused = await page.evaluate(() => [document.activeElement?.getAttribute("name"), document.activeElement?.getAttribute("aria-invalid")]);
    expect(focused).toEqual([empty.name, "true"]);
    await expect(page.locator(`#volunteer-form-${empty.name}-error`).textContent()).resolves.toContain(fillTemplate(forms.errors.valueMissing, { label: empty.label }));
  });
});

describe("in Chromium, the contact form", () => {
  const firstName = fieldLabel("en", "contact", "firstName");
  const message = fieldLabel("en", "contact", "message");

  it("keeps a typed message through a reload", async () => {
    await page.locator("#contact-form").getByLabel(message).fill("Half-written, then the phone rang");
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel(message).inputValue()).resolves.toBe("Half-written, then the phone rang");
  });

  it("brings a cleared message back with Undo clear, by keyboard, and keeps it through a reload", async () => {
    const form = page.locator("#contact-form");
    await form.getByLabel(firstName).fill("Ana");
    await form.getByLabel(message).fill("A message cleared by mistake");
    await form.getByRole("button", { name: forms.clear, exact: true }).click();
    await expect(form.getByLabel(message).inputValue()).resolves.toBe("");
    // The next Tab stop after Clear form is Undo clear.
    await page.keyboard.press("Tab");
    const undo = form.getByRole("button", { name: forms.undo, exact: true });
    await expect(undo.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(form.getByLabel(message).inputValue()).resolves.toBe("A message cleared by mistake");
    await expect(form.getByLabel(firstName).inputValue()).resolves.toBe("Ana");
    await expect(undo.isVisible()).resolves.toBe(false);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel(message).inputValue()).resolves.toBe("A message cleared by mistake");
  });

  it("preselects the interest a link asks for", async () => {
    const { id } = programs[programs.length - 1];
    await page.goto(`${site.server.url}/contact?interest=${id}#message`, { waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel(fieldLabel("en", "contact", "interest")).inputValue()).resolves.toBe(id);
  });

  it("hands text too long for a link to the page, never making a link over 2,000 characters", async () => {
    const form = page.locator("#contact-form");
    const long = contact.fields.find((field) => field.name === "message")!;
    // Every other required field, then the long text's limit in non-Latin text: 700 characters need ~6,300 once encoded.
    await fillForm(form, "en", "contact", Object.fromEntries(contact.fields.filter((field) => field.required && field !== long).map((field, index) => [field.name, sampleValue(field, index)])));
    const text = "北京".repeat(Math.floor((long.maxLength ?? 700) / 2));
    await form.getByLabel(long.label).fill(text);
    await page.getByRole("button", { name: contact.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe(contact.subject);
    expect(mail.url.length).toBeLessThanOrEqual(2000);
    expect(mail.body).toContain(contact.tooLongNote);
    await expect(page.getByLabel(forms.fallback.message).inputValue()).resolves.toContain(text);
  });
});

describe("in Chromium, Schedule a Visit", () => {
  it("asks for available times", async () => {
    await page.getByRole("button", { name: yamlData("pages/contact", "en").visit.button, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe(forms.visit.subject);
    expect(mail.body.split("\r\n")).toEqual(forms.visit.body.split("\n"));
  });
});
