/**
 * The forms as Netlify Forms' deploy-time detection reads the built HTML (scripts/netlify-forms.ts):
 * in both languages, the sign-up, volunteer and contact forms and the footer's Subscribe are each a named form with the hidden
 * form-name, a honeypot hidden from people and screen readers, every field of data/forms.yaml named,
 * posting (no data in the address) to the thank-you page in their language, which is built, says
 * noindex and is linked from nowhere but the forms' action.
 */
import fs from "fs";
import { detectForms, detectSiteForms } from "../../scripts/netlify-forms";
import { allHtmlFiles, htmlFileFor, loadPage, publicDir } from "../support/built-site";
import { yamlData } from "../support/content";
import { localePath, locales } from "../support/routes";

/** The forms, where they are; `key`: its fields in data/forms.yaml (the footer's Subscribe has one, the address). */
const places = [
  { key: "signUp", route: "/families", id: "sign-up-form", name: "sign-up" },
  { key: "volunteer", route: "/contact", id: "volunteer-form", name: "volunteer" },
  { key: "contact", route: "/contact", id: "contact-form", name: "contact" },
  { key: "subscribe", route: "/", id: "subscribe-form", name: "subscribe" },
] as const;

const fieldNames = (key: (typeof places)[number]["key"], locale: (typeof locales)[number]): string[] =>
  key === "subscribe" ? ["email"] : (yamlData("forms", locale)[key] as { fields: { name: string }[] }).fields.map((field) => field.name);

describe.each(locales)("the forms as Netlify Forms finds them (%s)", (locale) => {
  const thankYou = localePath(locale, "/thank-you");

  it.each(places)("the $key form is detected with its name, every field, its honeypot, and the thank-you page as its action", ({ key, route, id, name }) => {
    const html = fs.readFileSync(htmlFileFor(localePath(locale, route)), "utf8");
    const netlifyName = locale === "en" ? name : `${name}-${locale}`;
    const detected = detectForms(html).find((form) => form.name === netlifyName);
    expect(detected).toBeDefined();
    const fields = fieldNames(key, locale);
    expect(detected?.action).toBe(thankYou);
    expect(detected?.honeypot).toBeTruthy();
    expect(detected?.fields).toEqual(["form-name", detected?.honeypot, ...fields]);

    const form = loadPage(localePath(locale, route)).querySelector<HTMLFormElement>(`form#${id}`) as HTMLFormElement;
    expect(form.getAttribute("name")).toBe(netlifyName);
    // Posted, so nothing typed is written into the address.
    expect(form.getAttribute("method")).toBe("post");
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value).toBe(netlifyName);
    // Every control a person or a program could fill is named, or its value would not be posted.
    for (const control of Array.from(form.querySelectorAll("input, select, textarea"))) expect(control.getAttribute("name")).toBeTruthy();
    // The honeypot: hidden from people and screen readers alike, and out of the Tab order.
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${detected?.honeypot}"]`);
    expect(honeypot?.closest("[hidden]")).not.toBeNull();
    expect(honeypot?.getAttribute("tabindex")).toBe("-1");
    // Sendable without a script: its button is there and enabled, checked by the browser until the script starts.
    expect(form.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(false);
    expect(form.querySelector('button[type="submit"]')?.closest("[data-needs-js]")).toBeNull();
    expect(form.hasAttribute("novalidate")).toBe(false);
  });

  it("answers with a thank-you page that says what happens next, kept out of search engines", () => {
    const page = loadPage(thankYou);
    const words = yamlData("pages/thank-you", locale);
    expect(page.querySelector("h1")?.textContent).toBe(words.heading);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.body.textContent).toContain(words.next.heading);
    expect(page.body.textContent).toContain(words.subscribed.heading);
  });
});

it("has no other Netlify form, and no link to the thank-you page anywhere: only the forms' action leads there", () => {
  const names = [...detectSiteForms(publicDir).keys()].sort();
  expect(names).toEqual(locales.flatMap((locale) => places.map(({ name }) => (locale === "en" ? name : `${name}-${locale}`))).sort());
  // The thank-you page itself links to its twin in the other language (the language link, hreflang).
  for (const file of allHtmlFiles().filter((candidate) => !candidate.endsWith("thank-you.html"))) {
    const html = fs.readFileSync(file, "utf8");
    expect({ file, linked: /href="(?:\/es)?\/thank-you"/.test(html) }).toEqual({ file, linked: false });
  }
});
