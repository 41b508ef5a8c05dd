/**
 * The forms Netlify Forms would detect in a built site, read as its deploy-time detection reads the
 * HTML: each <form> with `data-netlify="true"` (or a bare `netlify` attribute) and a `name`, its
 * `action`, its honeypot field (`data-netlify-honeypot` / `netlify-honeypot`) and the name of every
 * field in it. The built-site test holds the forms to it; the test server's stand-in for Netlify's
 * form endpoint (./static-server.ts) accepts only what it finds, as Netlify does.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

export interface DetectedForm {
  /** The form's `name`: a submission's `form-name`. */
  name: string;
  /** The address a post answers with (Netlify's own success page when empty). */
  action: string;
  /** The honeypot's field name, if the form has one. */
  honeypot: string | null;
  /** Every named field, in order, the hidden form-name and the honeypot included. */
  fields: string[];
  /** The built file it was found in, relative to the publish folder. */
  file: string;
}

/** The Netlify forms of one HTML file. */
export function detectForms(html: string, file = ""): DetectedForm[] {
  const { document } = new JSDOM(html).window;
  return Array.from(document.querySelectorAll<HTMLFormElement>("form")).flatMap((form) => {
    const marked = form.getAttribute("data-netlify") === "true" || form.hasAttribute("netlify");
    const name = form.getAttribute("name");
    if (!marked || !name) return [];
    const fields = Array.from(form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]"), (control) => control.name);
    return [{ name, action: form.getAttribute("action") ?? "", honeypot: form.getAttribute("data-netlify-honeypot") ?? form.getAttribute("netlify-honeypot"), fields: [...new Set(fields)], file }];
  });
}

/** Every Netlify form of a publish folder (the editor's pages aside), by name; the first file that has it. */
export function detectSiteForms(publishDir: string): Map<string, DetectedForm> {
  const forms = new Map<string, DetectedForm>();
  const files = fs
    .readdirSync(publishDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publishDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== "admin")
    .sort();
  for (const file of files) {
    const html = fs.readFileSync(path.join(publishDir, file), "utf8");
    if (!/\bnetlify\b/.test(html)) continue;
    for (const form of detectForms(html, file)) if (!forms.has(form.name)) forms.set(form.name, form);
  }
  return forms;
}
