/**
 * The contact page's forms in a real browser: what opens in the mail app, what an invalid form
 * does, and what survives a reload.
 */
import type { Page } from "playwright-core";
import { decodeMailto, mailtoRequest, recordMailto, siteInBrowser } from "./browser";

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

async function fillVolunteer(first: string, message: string) {
  const form = page.locator("#volunteer-form");
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Last name").fill("Núñez");
  await form.getByLabel("Email").fill("jose+test@example.com");
  await form.getByLabel("Areas of interest").selectOption("community-outreach");
  await form.getByLabel("Availability").selectOption("weekends");
  await form.getByLabel("Why would you like to volunteer?").fill(message);
}

describe("in Chromium, the volunteer form", () => {
  it("opens a mail with exactly the typed values", async () => {
    await fillVolunteer("José", "I mentor at church.\nWeekends work best.");
    await page.getByRole("button", { name: "Submit Volunteer Application" }).click();
    const mail = await waitForMail();
    expect(mail.address).toBe("info@example.org");
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Volunteer Application");
    expect(mail.body).toBe(
      [
        "Hello ME vs. ME Youth Outreach team,",
        "",
        "I would like to volunteer with you. Here is my application.",
        "",
        "First name: José",
        "Last name: Núñez",
        "Email: jose+test@example.com",
        "Areas of interest: Community outreach",
        "Availability: Weekends",
        "Why would you like to volunteer?",
        "I mentor at church.",
        "Weekends work best.",
        "",
        "---",
        "Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for applying to volunteer! Once this email is sent, we will contact you within 48 hours on weekdays.",
      ].join("\r\n"),
    );
    expect(mail.url.length).toBeLessThanOrEqual(2000);
  });

  it("carries hostile text into the body as typed, adding no header", async () => {
    const hostile = "x&bcc=someone@example.com?subject=Hacked#top %0D%0ACc: evil@example.com 1+1 🙌🏽 مرحبا";
    await fillVolunteer("Zoë&cc=a@b.c", hostile);
    await page.getByRole("button", { name: "Submit Volunteer Application" }).click();
    const mail = await waitForMail();
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Volunteer Application");
    expect(mail.body).toContain("First name: Zoë&cc=a@b.c");
    expect(mail.body).toContain(hostile);
  });

  it("opens nothing while a required field is empty, and moves focus to it", async () => {
    await page.locator("#volunteer-form").getByLabel("First name").fill("Ana");
    await page.getByRole("button", { name: "Submit Volunteer Application" }).click();
    // The submit has been handled once the field's message shows.
    await page.locator("#volunteer-form-volunteerLastName-error").waitFor();
    expect(mailto).toEqual([]);
    const focused = await page.evaluate(() => [document.activeElement?.getAttribute("name"), document.activeElement?.getAttribute("aria-invalid")]);
    expect(focused).toEqual(["volunteerLastName", "true"]);
    await expect(page.locator("#volunteer-form-volunteerLastName-error").textContent()).resolves.toContain("Last name is required.");
  });
});

describe("in Chromium, the contact form", () => {
  it("keeps a typed message through a reload", async () => {
    await page.locator("#contact-form").getByLabel("Message").fill("Half-written, then the phone rang");
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel("Message").inputValue()).resolves.toBe("Half-written, then the phone rang");
  });

  it("brings a cleared message back with Undo clear, by keyboard, and keeps it through a reload", async () => {
    const form = page.locator("#contact-form");
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Message").fill("A message cleared by mistake");
    await form.getByRole("button", { name: "Clear form" }).click();
    await expect(form.getByLabel("Message").inputValue()).resolves.toBe("");
    // The next Tab stop after Clear form is Undo clear.
    await page.keyboard.press("Tab");
    const undo = form.getByRole("button", { name: "Undo clear" });
    await expect(undo.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Message").inputValue()).resolves.toBe("A message cleared by mistake");
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("Ana");
    await expect(undo.isVisible()).resolves.toBe(false);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel("Message").inputValue()).resolves.toBe("A message cleared by mistake");
  });

  it("preselects the interest a link asks for", async () => {
    await page.goto(`${site.server.url}/contact?interest=storytelling#message`, { waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel("I'm interested in").inputValue()).resolves.toBe("storytelling");
  });

  it("hands text too long for a link to the page, never making a link over 2,000 characters", async () => {
    const form = page.locator("#contact-form");
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email").fill("ana@example.com");
    // 700 characters (the field's limit) of non-Latin text need ~6,300 once encoded.
    await form.getByLabel("Message").fill("北京".repeat(350));
    await page.getByRole("button", { name: "Send Message" }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe("Contact Inquiry");
    expect(mail.url.length).toBeLessThanOrEqual(2000);
    expect(mail.body).toContain("I am pasting the full text below");
    await expect(page.getByLabel("Your message").inputValue()).resolves.toContain("北京".repeat(350));
  });
});

describe("in Chromium, Schedule a Visit", () => {
  it("asks for available times", async () => {
    await page.getByRole("button", { name: "Schedule a Visit" }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe("Schedule a Visit");
    expect(mail.body).toContain("Which days and times are available?");
  });
});
