/**
 * The way in for parents and young people, in a real browser and in both languages: the home
 * page's link in the first view of a phone, the menu's link, the For Families page, and its one
 * action, the sign-up form, whose e-mail (decoded as a mail app reads it) carries every field in
 * the parent's voice, with the organisation's thanks and reply time set apart at its end. Every
 * word comes from data/.
 */
import type { Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { decodeMailto, mailtoRequest, recordMailto, siteInBrowser } from "./browser";

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
interface SignUpForm {
  submit: string;
  subject: string;
  intro: string;
  note: string;
  fields: { name: string; label: string; type: string; options?: { value: string; label: string }[] }[];
}

/** A field by its whole label, with or without the mark of a required one. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);

/** What a family types, every field filled (a choice by its value). */
const family: Record<Locale, Record<string, string>> = {
  en: {
    parentName: "María Elena Ramírez",
    relationship: "grandparent",
    studentFirstName: "Sofía",
    studentAge: "13, 8th grade",
    school: "Rancho Minerva Middle School",
    language: "either",
    contactBy: "text",
    phone: "(760) 555-0134",
    bestTime: "Weekdays after 5 PM",
    message: "Does the group meet near Vista Village?\nShe plays soccer on Tuesdays.",
  },
  es: {
    parentName: "María Elena Ramírez",
    relationship: "grandparent",
    studentFirstName: "Sofía",
    studentAge: "13 años, 8.º grado",
    school: "Escuela Secundaria Rancho Minerva",
    language: "spanish",
    contactBy: "call",
    phone: "(760) 555-0134",
    bestTime: "Entre semana, después de las 5",
    message: "¿El grupo se reúne cerca de Vista Village?\nElla juega fútbol los martes.",
  },
};

describe.each(["en", "es"] as const)("for families (%s)", (locale) => {
  const w = words(locale);
  const signUp = w.forms.signUp as SignUpForm;

  it("shows the families link in the home page's first view at 375 px, and it leads to the page", async () => {
    await page.goto(`${site.server.url}${prefix(locale)}/`, { waitUntil: "networkidle" });
    const link = page.getByRole("link", { name: w.home.hero.familiesLink.label, exact: true });
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
    await page.getByRole("button", { name: w.layout.menuButton.open, exact: true }).click();
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

  it("sends the sign-up e-mail with every field, in the parent's voice, our thanks and reply time set apart at the end", async () => {
    const mailto = await recordMailto(page);
    await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
    const form = page.locator("#sign-up-form");
    const typed = family[locale];
    for (const field of signUp.fields) {
      const control = form.getByLabel(labelled(field.label));
      if (field.options) await control.selectOption(typed[field.name]);
      else await control.fill(typed[field.name]);
    }
    await form.getByRole("button", { name: signUp.submit, exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[role="region"] textarea[readonly]') !== null);
    const mail = decodeMailto(await mailtoRequest(mailto));
    expect(mail.address).toBe(yamlData("site", locale).email);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(signUp.subject);
    expect(mail.url.length).toBeLessThanOrEqual(2000);
    const lines = mail.body.split("\r\n");
    const rule = lines.lastIndexOf("---");
    // The sender's part: their greeting and purpose, then every field as they filled it in.
    expect(lines.slice(0, rule).join("\n")).toBe(
      [
        signUp.intro,
        "",
        ...signUp.fields.map((field) => {
          const shown = field.options ? field.options.find((option) => option.value === typed[field.name])?.label : typed[field.name];
          return field.type === "textarea" ? `${field.label}:\n${shown}` : `${field.label}: ${shown}`;
        }),
        "",
      ].join("\n"),
    );
    expect(lines.slice(0, rule).join("\n")).not.toMatch(/thank|gracias/i);
    // The organisation's note: thanks and the reply time, after the rule, last.
    expect(lines.slice(rule + 1).join("\n")).toBe(signUp.note);
    expect(signUp.note).toMatch(locale === "es" ? /¡gracias.*24 horas en días hábiles/i : /thank you.*24 hours on weekdays/i);
    // The page offers the whole message too, in case no mail app opened.
    await expect(page.getByRole("region").getByLabel(w.forms.fallback.message).inputValue()).resolves.toBe(mail.body.replace(/\r\n/g, "\n"));
  });

  it("asks only for the parent's name before it sends, and keeps what was typed through a reload", async () => {
    const mailto = await recordMailto(page);
    await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
    const form = page.locator("#sign-up-form");
    const parent = signUp.fields.find((field) => field.name === "parentName");
    const school = signUp.fields.find((field) => field.name === "school");
    await form.getByLabel(labelled(school?.label ?? "(no school field)")).fill(family[locale].school);
    await form.getByRole("button", { name: signUp.submit, exact: true }).click();
    await page.locator("#sign-up-form-parentName-error").waitFor();
    expect(mailto).toEqual([]);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("parentName");
    await page.reload({ waitUntil: "networkidle" });
    await expect(form.getByLabel(labelled(school?.label ?? "")).inputValue()).resolves.toBe(family[locale].school);
    await form.getByLabel(labelled(parent?.label ?? "(no parent field)")).fill(family[locale].parentName);
    await form.getByRole("button", { name: signUp.submit, exact: true }).click();
    expect(decodeMailto(await mailtoRequest(mailto)).subject).toBe(signUp.subject);
  });

  it("is filled and sent with the keyboard alone: Tab goes through its fields in order, then to its button", async () => {
    const mailto = await recordMailto(page);
    await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.textContent?.trim());
    // The skip link, then Tab until the form's first field: no pointer anywhere.
    let steps = 0;
    while ((await focusedName()) !== signUp.fields[0].name && steps++ < 60) await page.keyboard.press("Tab");
    const reached: string[] = [];
    for (const field of signUp.fields) {
      reached.push((await focusedName()) ?? "");
      // A list changes with the arrow keys; a text field takes what a parent types.
      if (field.options) await page.keyboard.press("ArrowDown");
      else await page.keyboard.type(family[locale][field.name].split("\n")[0]);
      await page.keyboard.press("Tab");
    }
    expect(reached).toEqual(signUp.fields.map((field) => field.name));
    await expect(focusedName()).resolves.toBe(signUp.submit);
    await page.keyboard.press("Enter");
    const mail = decodeMailto(await mailtoRequest(mailto));
    expect(mail.subject).toBe(signUp.subject);
    const language = signUp.fields.find((field) => field.name === "language");
    expect(mail.body).toContain(`${language?.label}: ${language?.options?.[0].label}`);
    expect(mail.body).toContain(`${signUp.fields[0].label}: ${family[locale].parentName}`);
  });

  it("asks nothing about partnerships or donations, and leads nowhere else to sign up", async () => {
    await page.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "networkidle" });
    const action = page.locator("#sign-up");
    await expect(action.textContent()).resolves.not.toMatch(/partnership|donation|alianza|donaci/i);
    await expect(action.locator('a[href*="/contact"]').count()).resolves.toBe(0);
  });

  it("without JavaScript shows the form, says before its fields that it is sent from the page (or where to write), and its send button", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${site.server.url}${prefix(locale)}/families`, { waitUntil: "load" });
      const form = noScript.locator("#sign-up-form");
      const first = form.getByLabel(labelled(signUp.fields[0].label));
      await expect(first.isVisible()).resolves.toBe(true);
      // Sending from the page works without a script (e2e/netlify-forms.e2e.test.ts posts it).
      await expect(form.getByRole("button", { name: signUp.submit, exact: true }).isVisible()).resolves.toBe(true);
      const address = form.getByRole("link", { name: yamlData("site", locale).email, exact: true });
      await expect(address.isVisible()).resolves.toBe(true);
      // The note comes before the first field, not after a form already filled in.
      const [noteTop, fieldTop] = await Promise.all([address.boundingBox(), first.boundingBox()]);
      expect(noteTop?.y ?? Infinity).toBeLessThan(fieldTop?.y ?? 0);
    } finally {
      await context.close();
    }
  });
});
