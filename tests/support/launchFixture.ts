/**
 * A copy of data/ as the organisation will have it at launch: every placeholder the launch check
 * refuses (src/content/launchCheck.ts) replaced by a real-looking value, in both languages. The
 * values are made up and never published: a test builds a copy of the project with them
 * (e2e/launch.e2e.test.ts) or runs the check over them (plugins/content/launchGate.test.ts).
 */
import fs from "fs";
import path from "path";
import { dump, load, CORE_SCHEMA } from "js-yaml";
import { formatContentDir } from "../../plugins/content/canonicalForm";
import { contentStructure } from "../../src/content/contentModel";

/** The production address Netlify would give the site, as the fixture's build is told it (URL). */
export const launchUrl = "https://www.mevsmeyouth.org";
export const launchEmail = "hola@mevsmeyouth.org";
export const launchStreet = "1250 Hacienda Drive";

type Data = Record<string, any>;

const edit = (dataDir: string, file: string, change: (data: Data) => void): void => {
  const target = path.join(dataDir, file);
  const data = load(fs.readFileSync(target, "utf8"), { schema: CORE_SCHEMA }) as Data;
  change(data);
  fs.writeFileSync(target, dump(data, { lineWidth: -1 }));
};

/** Every photo of a file described as a real one and no longer marked a sample (as the editor leaves a photo chosen anew). */
function realPhotos(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(realPhotos);
  if (!value || typeof value !== "object") return;
  const photo = value as Data;
  if (photo.placeholder === true) {
    delete photo.placeholder;
    photo.alt = { en: "A mentor and a student talk at a table after a session.", es: "Un mentor y un estudiante conversan en una mesa después de una sesión." };
  }
  Object.values(photo).forEach(realPhotos);
}

/**
 * The organisation's answers to a family's first questions (data/site.yaml familyFacts, the fields
 * whose launch rule is "answer"), by field, in both languages: made up, as the rest.
 */
export const familyAnswers: Record<string, { en: string; es: string }> = {
  ages: { en: "Young people from 11 to 18 years old.", es: "Jóvenes de 11 a 18 años." },
  cost: { en: "Free for every family.", es: "Gratis para todas las familias." },
  groups: { en: "Tuesdays from 4 to 5:30 PM, at the Vista Community Center.", es: "Los martes de 4 a 5:30 p. m., en el centro comunitario de Vista." },
  screening: { en: "Every mentor and volunteer passes a background check and an orientation.", es: "Cada mentor y voluntario pasa una revisión de antecedentes y una orientación." },
};

/** The family's questions the model asks the organisation to answer before launch (`@beforeLaunch(check: "answer")`). */
export const familyQuestions = (): string[] =>
  (contentStructure().types.FamilyFacts?.fields ?? []).filter((field) => field.rules?.beforeLaunch?.check === "answer").map((field) => field.name);

/** The family's questions data/site.yaml (or a copy's) does not answer yet: what the list before launch warns of. */
export function unansweredFamilyQuestions(dataDir: string): string[] {
  const site = load(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8"), { schema: CORE_SCHEMA }) as Data;
  return familyQuestions().filter((name) => !site.familyFacts?.[name]);
}

/** Replaces, in a copy of data/, every placeholder the launch check refuses; the files stay in the canonical form. */
export function replacePlaceholders(dataDir: string): void {
  edit(dataDir, "site.yaml", (site) => {
    site.email = launchEmail;
    site.address.street = launchStreet;
    site.social = site.social.map((link: Data) => (link.url ? { ...link, url: `${link.url.replace(/\/$/, "")}/mevsmeyouth` } : link));
    site.newsArticle.url = "https://www.thecoastnews.com/2026/05/12/vista-mentors-reach-kids-early/";
    delete site.shareImagePlaceholder;
    site.shareImageAlt = { en: "Young people and their mentors smile on the steps of a school.", es: "Jóvenes y sus mentores sonríen en la escalera de una escuela." };
    site.familyFacts = { ...site.familyFacts };
    for (const name of familyQuestions()) site.familyFacts[name] ??= familyAnswers[name];
  });
  edit(dataDir, "testimonials.yaml", (file) => file.testimonials.forEach((testimonial: Data) => (testimonial.consented = true)));
  for (const file of ["programs.yaml", "team.yaml", "galleries.yaml", ...fs.readdirSync(path.join(dataDir, "pages")).map((name) => `pages/${name}`)]) edit(dataDir, file, realPhotos);
  formatContentDir(dataDir);
}
