/**
 * Valid edits an editor could make to data/, in the editor or by hand, that no test may fail on
 * (issue #53 part 1): each changes a copy of data/ and leaves it in the canonical form the editor
 * saves. `fifthProgram` is the issue's own; `seasonsEdits` a held-out one, designed apart from the
 * tests it proves: a new gallery shown first, a sixth-or-later testimonial with no age, an optional
 * field removed, lists reordered, a long sentence, a notice on every page. scripts/prove-content-edits.ts runs the unit and
 * built-site tests on a copy of the project with each; tests/unit/content-edit.test.ts checks the
 * edits themselves are valid content.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { formatContentDir } from "../../plugins/content/canonicalForm";

export interface ContentEdit {
  /** Its name on the command line and in reports: `fifth-program`. */
  readonly name: string;
  /** What an editor did, in a line. */
  readonly summary: string;
  /** Makes the edit in a copy of data/ (then in the canonical form). */
  apply(dataDir: string): Promise<void>;
}

type Yaml = Record<string, any>;
const read = (dataDir: string, file: string): Yaml => yaml.load(fs.readFileSync(path.join(dataDir, file), "utf8")) as Yaml;
const write = (dataDir: string, file: string, content: Yaml): void => fs.writeFileSync(path.join(dataDir, file), yaml.dump(content, { lineWidth: -1 }));
const change = (dataDir: string, file: string, edit: (content: Yaml) => void): void => {
  const content = read(dataDir, file);
  edit(content);
  write(dataDir, file, content);
};

/**
 * A photo of its own (not one of the sample photos, whose bytes the launch check knows), as wide as
 * the site needs (src/content/photoRules.ts): a sunset's bands of colour, drawn from `seed`.
 */
export async function writeOwnPhoto(file: string, seed: number, [width, height]: [number, number] = [2400, 1600]): Promise<void> {
  const hue = (seed * 47) % 360;
  const bands = Array.from({ length: 6 }, (_, band) => `<rect y="${(band * height) / 6}" width="${width}" height="${height / 6 + 1}" fill="hsl(${(hue + band * 9) % 360}, 70%, ${30 + band * 8}%)"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${bands}<circle cx="${width * 0.3 + seed * 37}" cy="${height * 0.6}" r="${height / 5}" fill="hsl(${(hue + 40) % 360}, 90%, 70%)"/></svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}

/** A new id for a list of items with ids: `wanted`, or `wanted-2`… if the list has it already. */
const freeId = (items: { id: string }[], wanted: string): string => {
  let id = wanted;
  for (let n = 2; items.some((item) => item.id === id); n += 1) id = `${wanted}-${n}`;
  return id;
};

/** The edit: a fifth programme, both languages, its own photo, "A two-week camp in July for ages 13–17…". */
export const fifthProgram: ContentEdit = {
  name: "fifth-program",
  summary: "a new programme at the end of data/programs.yaml, in English and Spanish, with a photo of its own: a two-week camp in July for ages 13–17",
  async apply(dataDir) {
    const photo = "photos/programs-summer-camp.jpg";
    await writeOwnPhoto(path.join(dataDir, photo), 5);
    change(dataDir, "programs.yaml", (content) => {
      content.programs.push({
        id: freeId(content.programs, "summer-camp"),
        title: { en: "Summer Leadership Camp", es: "Campamento de liderazgo de verano" },
        shortTitle: { en: "Summer Camp", es: "Campamento de verano" },
        icon: "sparkle",
        description: {
          en: "A two-week camp in July for ages 13–17. Campers lead team challenges, plan a service project and close with a night for their families.",
          es: "Un campamento de dos semanas en julio para jóvenes de 13 a 17 años. Los campistas dirigen retos en equipo, planean un proyecto de servicio y terminan con una noche para sus familias.",
        },
        features: [
          { en: "Two weeks in July, Monday to Friday", es: "Dos semanas en julio, de lunes a viernes" },
          { en: "For ages 13–17, in small teams with a mentor", es: "Para jóvenes de 13 a 17 años, en equipos pequeños con un mentor" },
          { en: "A closing night with families", es: "Una noche de cierre con las familias" },
        ],
        photo: {
          file: photo,
          alt: { en: "Campers and a mentor stand together at sunset.", es: "Campistas y un mentor juntos al atardecer." },
        },
      });
    });
    formatContentDir(dataDir);
  },
};

/**
 * Held out: a season's edits by an editor who knows the site only from the editor. A new gallery
 * with photos of its own, shown first on the About page; a testimonial added at the top, a parent's,
 * with no age; the Impact page's optional testimonials introduction removed; the volunteer form's
 * availability choices and the home page's figures reordered; a long sentence in a programme's
 * description (plain language is advice, never a refusal); and a notice on every page with a link
 * (data/layout.yaml siteNotice), at the top of every page's <main>.
 */
export const seasonsEdits: ContentEdit = {
  name: "seasons-edits",
  summary: "a new gallery shown first on About, a parent's testimonial first with no age, an optional introduction removed, two lists reordered, a long sentence, a notice with a link on every page",
  async apply(dataDir) {
    const photos = ["galleries-summer-1.jpg", "galleries-summer-2.jpg", "galleries-summer-3.jpg"];
    for (const [index, file] of photos.entries()) await writeOwnPhoto(path.join(dataDir, "photos", file), 11 + index);
    let galleryId = "";
    change(dataDir, "galleries.yaml", (content) => {
      galleryId = freeId(content.galleries, "summer-2026");
      content.galleries.unshift({
        id: galleryId,
        title: { en: "Summer 2026", es: "Verano 2026" },
        photos: photos.map((file, index) => ({
          file: `photos/${file}`,
          alt: { en: `Young people outdoors at sunset, day ${index + 1} of camp.`, es: `Jóvenes al aire libre al atardecer, día ${index + 1} del campamento.` },
        })),
      });
    });
    change(dataDir, "testimonials.yaml", (content) => {
      content.testimonials.unshift({
        quote: {
          en: "My son used to come home angry. Now he tells me about his week and what he learned in his group.",
          es: "Mi hijo llegaba a casa enojado. Ahora me cuenta cómo le fue en la semana y lo que aprendió en su grupo.",
        },
        name: { en: "Anonymous", es: "Anónima" },
        role: { en: "Parent", es: "Madre de familia" },
      });
    });
    change(dataDir, "pages/impact.yaml", (content) => {
      delete content.testimonials.intro;
    });
    change(dataDir, "forms.yaml", (content) => {
      const availability = content.volunteer.fields.find((field: { name: string }) => field.name === "availability");
      availability.options.reverse();
    });
    change(dataDir, "stats.yaml", (content) => {
      content.home.reverse();
      content.figures.reverse();
    });
    change(dataDir, "programs.yaml", (content) => {
      const last = content.programs[content.programs.length - 1];
      last.description = {
        en: `${last.description.en} Every circle is led by two trained keepers who have sat in circles themselves, and who meet the young people and their families before the first session so that nobody walks into the room as a stranger.`,
        es: `${last.description.es} Cada círculo lo dirigen dos facilitadores capacitados que también se han sentado en círculos, y que conocen a los jóvenes y a sus familias antes de la primera sesión para que nadie entre al salón como un desconocido.`,
      };
    });
    // A notice on every page (Layout's place for what every page shows: src/components/layout/SiteWide.tsx), with a link.
    change(dataDir, "layout.yaml", (content) => {
      content.siteNotice = {
        text: { en: "Sign-ups for the fall groups are open until September 5.", es: "Las inscripciones para los grupos de otoño están abiertas hasta el 5 de septiembre." },
        link: { label: { en: "Sign up a young person", es: "Inscriba a un joven" }, to: "/families#sign-up" },
      };
    });
    formatContentDir(dataDir);
  },
};

export const contentEdits: readonly ContentEdit[] = [fifthProgram, seasonsEdits];
