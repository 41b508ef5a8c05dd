/**
 * The Spanish contact page's forms (/es/contact) in a real browser, as a Spanish-speaking visitor
 * uses them: the mail that opens says, in Spanish, what they typed, under a Spanish subject that
 * keeps the English one in parentheses for the office; hostile text stays in the body; invalid
 * fields are named in Spanish; drafts and links into the form work as they do in English. Every
 * word expected comes from the es block of data/ (forms.yaml, layout.yaml, site.yaml).
 */
import type { Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { withProgramChoices } from "../src/mail/programChoices";
import { visibleText } from "../tests/support/pages";
import { decodeMailto, mailtoRequest, recordCspViolations, recordMailto, siteInBrowser } from "./browser";

interface Field {
  name: string;
  label: string;
  options?: { value: string; label: string }[];
}

const written = yamlData("forms", "es");
const programs = yamlData("programs", "es").programs as { id: string; title: string }[];
// The contact form as its page gives it: one choice per program first (src/mail/programChoices.ts).
const forms = { ...written, contact: withProgramChoices(written.contact, programs) };
const englishForms = yamlData("forms", "en");
const layout = yamlData("layout", "es");
const site = yamlData("site", "es");
/** A program of data/programs.yaml: its Learn More chooses it in the form, and a link asking for "other" names it in the message. */
const namedProgram = programs[programs.length - 1];

/** A field of the volunteer or contact form in Spanish, by its name. */
const field = (form: "volunteer" | "contact", name: string): Field => {
  const found = (forms[form].fields as Field[]).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`data/forms.yaml es.${form} has no field ${name}`);
  return found;
};
const label = (form: "volunteer" | "contact", name: string) => field(form, name).label;
const optionLabel = (form: "volunteer" | "contact", name: string, value: string) =>
  field(form, name).options?.find((option) => option.value === value)?.label ?? `(no option ${value})`;

const server = siteInBrowser();
let page: Page;
let mailto: string[];
let violations: () => Promise<string[]>;
let errors: string[];

beforeEach(async () => {
  page = await server.browser.newPage({ viewport: { width: 375, height: 800 } });
  mailto = await recordMailto(page);
  violations = await recordCspViolations(page);
  errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${server.server.url}/es/contact`, { waitUntil: "networkidle" });
});

afterEach(async () => {
  // Everything ran under the site's Content-Security-Policy, with no error.
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

const waitForMail = async () => {
  await page.waitForFunction(() => document.querySelector('[role="region"] textarea[readonly]') !== null);
  return decodeMailto(await mailtoRequest(mailto));
};

/** Line breaks as the mail app receives them (mailto: bodies carry CRLF). */
const crlf = (value: string) => value.replace(/\r?\n/g, "\r\n");

async function fillVolunteer(values: { first: string; last: string; email: string; message: string }) {
  const form = page.locator("#volunteer-form");
  await form.getByLabel(label("volunteer", "volunteerFirstName")).fill(values.first);
  await form.getByLabel(label("volunteer", "volunteerLastName")).fill(values.last);
  await form.getByLabel(label("volunteer", "volunteerEmail")).fill(values.email);
  await form.getByLabel(label("volunteer", "volunteerInterest")).selectOption("community-outreach");
  await form.getByLabel(label("volunteer", "availability")).selectOption("weekends");
  await form.getByLabel(label("volunteer", "volunteerMessage")).fill(values.message);
}

describe("on /es/contact, the subjects", () => {
  it("are Spanish, with the English subject in parentheses for the office", () => {
    for (const form of ["volunteer", "contact", "visit"] as const) {
      expect(forms[form].subject).toBe(`${forms[form].subject.replace(/ \(.*\)$/, "")} (${englishForms[form].subject})`);
      expect(forms[form].subject).not.toBe(englishForms[form].subject);
    }
  });
});

describe("on /es/contact, the volunteer form", () => {
  it("opens a mail in Spanish with exactly the typed values", async () => {
    const message = "Doy catequesis los sábados en la parroquia.\nLos fines de semana me quedan mejor.";
    await fillVolunteer({ first: "José Luis", last: "Núñez Peña", email: "jose+prueba@example.com", message });
    await page.getByRole("button", { name: forms.volunteer.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.address).toBe(site.email);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(forms.volunteer.subject);
    expect(mail.subject).toContain(`(${englishForms.volunteer.subject})`);
    expect(mail.body).toBe(
      crlf(
        [
          forms.volunteer.intro,
          "",
          `${label("volunteer", "volunteerFirstName")}: José Luis`,
          `${label("volunteer", "volunteerLastName")}: Núñez Peña`,
          `${label("volunteer", "volunteerEmail")}: jose+prueba@example.com`,
          `${label("volunteer", "volunteerInterest")}: ${optionLabel("volunteer", "volunteerInterest", "community-outreach")}`,
          `${label("volunteer", "availability")}: ${optionLabel("volunteer", "availability", "weekends")}`,
          label("volunteer", "volunteerMessage"),
          message,
          "",
          "---",
          forms.volunteer.note,
        ].join("\n"),
      ),
    );
    expect(mail.url.length).toBeLessThanOrEqual(2000);
    // The page says, in Spanish, that the mail app is opening, and offers the text to copy.
    await expect(page.getByRole("region").getByLabel(forms.fallback.message).inputValue()).resolves.toBe(mail.body.replace(/\r\n/g, "\n"));
  });

  it("carries hostile text (accents, ñ, &, ?, #, %, emoji, line breaks) into the body as typed, adding no header", async () => {
    const hostile = [
      "¿Mañana? Sí & no: #1 al 100 % ñandú, pingüino, acción, Ñuñoa 🙌🏽🇲🇽",
      "x&bcc=alguien@example.com?subject=Hackeado#arriba %0D%0ACc: malo@example.com 50%25 1+1",
      "",
      "Última línea: «adiós» — ¡gracias!",
    ].join("\n");
    await fillVolunteer({ first: "Zoë&cc=a@b.c", last: "Muñoz?body=x", email: "zoe@example.com", message: hostile });
    await page.getByRole("button", { name: forms.volunteer.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(forms.volunteer.subject);
    expect(mail.body).toContain(`${label("volunteer", "volunteerFirstName")}: Zoë&cc=a@b.c\r\n`);
    expect(mail.body).toContain(`${label("volunteer", "volunteerLastName")}: Muñoz?body=x\r\n`);
    expect(mail.body).toContain(crlf(hostile));
    // What was typed ends the applicant's part; our note follows it, set apart.
    expect(mail.body.endsWith(crlf(`${hostile}\n\n---\n${forms.volunteer.note}`))).toBe(true);
  });

  it("opens nothing while a required field is empty, moves focus to it and says why in Spanish", async () => {
    await page.locator("#volunteer-form").getByLabel(label("volunteer", "volunteerFirstName")).fill("Ana");
    await page.getByRole("button", { name: forms.volunteer.submit, exact: true }).click();
    // The submit has been handled once the field's message shows.
    await page.locator("#volunteer-form-volunteerLastName-error").waitFor();
    expect(mailto).toEqual([]);
    const focused = await page.evaluate(() => [document.activeElement?.getAttribute("name"), document.activeElement?.getAttribute("aria-invalid")]);
    expect(focused).toEqual(["volunteerLastName", "true"]);
    await expect(page.locator("#volunteer-form-volunteerLastName-error").textContent()).resolves.toContain(
      forms.errors.valueMissing.replace("{label}", label("volunteer", "volunteerLastName")),
    );
  });
});

describe("on /es/contact, the contact form", () => {
  it("opens a mail in Spanish with the typed values and the chosen interest's Spanish name", async () => {
    const form = page.locator("#contact-form");
    await form.getByLabel(label("contact", "firstName")).fill("María José");
    await form.getByLabel(label("contact", "lastName")).fill("Ibáñez");
    await form.getByLabel(label("contact", "email")).fill("mj@example.com");
    await form.getByLabel(label("contact", "interest")).selectOption("donate");
    await form.getByLabel(label("contact", "message")).fill("¿Puedo donar útiles escolares? ¡Gracias!\nMi hijo está en 7.º grado.");
    await page.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(forms.contact.subject);
    expect(mail.subject).toContain(`(${englishForms.contact.subject})`);
    expect(mail.body).toBe(
      crlf(
        [
          forms.contact.intro,
          "",
          `${label("contact", "firstName")}: María José`,
          `${label("contact", "lastName")}: Ibáñez`,
          `${label("contact", "email")}: mj@example.com`,
          `${label("contact", "interest")}: ${optionLabel("contact", "interest", "donate")}`,
          `${label("contact", "message")}:`,
          "¿Puedo donar útiles escolares? ¡Gracias!\nMi hijo está en 7.º grado.",
          "",
          "---",
          forms.contact.note,
        ].join("\n"),
      ),
    );
  });

  it("hands text too long for a link to the page with the Spanish note, never making a link over 2,000 characters", async () => {
    const form = page.locator("#contact-form");
    await form.getByLabel(label("contact", "firstName")).fill("Ana");
    await form.getByLabel(label("contact", "lastName")).fill("Peña");
    await form.getByLabel(label("contact", "email")).fill("ana@example.com");
    await form.getByLabel(label("contact", "message")).fill("ñandú ".repeat(116));
    await page.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe(forms.contact.subject);
    expect(mail.url.length).toBeLessThanOrEqual(2000);
    expect(mail.body).toContain(forms.contact.tooLongNote);
    await expect(page.getByText(visibleText(forms.fallback.tooLong)).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel(forms.fallback.message).inputValue()).resolves.toContain("ñandú ".repeat(116).trim());
  });

  it("keeps a typed message through a reload", async () => {
    const message = label("contact", "message");
    await page.locator("#contact-form").getByLabel(message).fill("A medio escribir, y sonó el teléfono… ¿sigo?");
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel(message).inputValue()).resolves.toBe("A medio escribir, y sonó el teléfono… ¿sigo?");
  });

  it("keeps the typed words when the visitor switches to English and back", async () => {
    await page.locator("#contact-form").getByLabel(label("contact", "firstName")).fill("Íñigo");
    await page.locator("#contact-form").getByLabel(label("contact", "message")).fill("Prefiero escribir en español.");
    // The header's language link, in view on a phone without opening the menu.
    await page.getByRole("link", { name: yamlData("layout", "en").languageName, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/contact");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#contact-form").getByLabel("Message").inputValue()).resolves.toBe("Prefiero escribir en español.");
    await page.goBack({ waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel(label("contact", "firstName")).inputValue()).resolves.toBe("Íñigo");
  });

  it.each(["volunteer", "storytelling", "donate"])("preselects the interest ?interest=%s asks for, shown by its Spanish name", async (interest) => {
    await page.goto(`${server.server.url}/es/contact?interest=${interest}#message`, { waitUntil: "networkidle" });
    const select = page.locator("#contact-form").getByLabel(label("contact", "interest"));
    await expect(select.inputValue()).resolves.toBe(interest);
    await expect(select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim())).resolves.toBe(
      optionLabel("contact", "interest", interest),
    );
  });

  it("writes the Spanish program's name into the message when a link asks for another interest and names the program", async () => {
    await page.goto(`${server.server.url}/es/contact?interest=other&program=${namedProgram.id}#message`, { waitUntil: "networkidle" });
    await expect(page.locator("#contact-form").getByLabel(label("contact", "interest")).inputValue()).resolves.toBe("other");
    await expect(page.locator("#contact-form").getByLabel(label("contact", "message")).inputValue()).resolves.toBe(
      forms.contact.programMessage.replace("{program}", namedProgram.title),
    );
  });

  it("is reached, preset, from a program's Learn More on /es/programs", async () => {
    await page.goto(`${server.server.url}/es/programs`, { waitUntil: "networkidle" });
    const learnMore = yamlData("pages/programs", "es").learnMore as string;
    await page.locator(`[id="${namedProgram.id}"] a`).filter({ hasText: learnMore }).click();
    await page.waitForURL((url) => url.pathname === "/es/contact" && url.search.includes(`interest=${namedProgram.id}`));
    await page.waitForLoadState("networkidle");
    // Every program is a choice of the form, by its Spanish title.
    const select = page.locator("#contact-form").getByLabel(label("contact", "interest"));
    await expect(select.inputValue()).resolves.toBe(namedProgram.id);
    await expect(select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim())).resolves.toBe(namedProgram.title);
  });
});

describe("on /es/contact, Pida una visita and the footer's subscription", () => {
  it("Schedule a Visit opens the Spanish request for available times", async () => {
    await page.getByRole("button", { name: yamlData("pages/contact", "es").visit.button, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe(forms.visit.subject);
    expect(mail.subject).toContain(`(${englishForms.visit.subject})`);
    expect(mail.body).toBe(crlf(forms.visit.body));
  });

  it("Subscribe opens the Spanish subscription mail with the typed address", async () => {
    await page.getByRole("textbox", { name: layout.subscribe.label, exact: true }).fill("familia.nunez@example.com");
    await page.getByRole("button", { name: layout.subscribe.button, exact: true }).click();
    const mail = await waitForMail();
    expect(mail.subject).toBe(layout.subscribe.mailSubject);
    expect(mail.subject).toContain(`(${yamlData("layout", "en").subscribe.mailSubject})`);
    expect(mail.body).toBe(crlf(layout.subscribe.mailBody.replace("{email}", "familia.nunez@example.com")));
  });
});
