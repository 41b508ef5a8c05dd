/**
 * Ten times the content, for the growth benchmark (./growth.mts, npm run bench:growth): given a copy
 * of data/, it rewrites that copy's YAML so the site holds ten times today's photos and more of
 * everything an organisation adds over the years, in every language, and says which photo files
 * the grown content names that are not there yet (the caller writes them: the benchmark from its
 * real-photo set, the unit test from the placeholders, see copyPlaceholderPhotos).
 *
 *   - 270 photo files, every one shown: today's 27 kept where they are, and 243 new ones;
 *   - the About page's galleries: seven of 30 photos (today's two filled up, five more);
 *   - the Impact page's gallery: 30 photos;
 *   - 12 programmes (each with its photo), 11 team members (each with a portrait: today 3, so the
 *     photos come to 270), 30 testimonials.
 *
 * New entries repeat today's entries in turn, numbered where a site shows a name (a gallery's,
 * programme's or team member's title gets " 2", " 3"…, in each language; an identifier gets "-2").
 * A file holds its lists once and each text's words per language (src/content/translations.ts), so
 * an entry grown is grown in every language at once.
 * Never used by the site: the benchmark's copies only.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { formatContentDir } from "../plugins/content/canonicalForm";

/** How many of each the grown content holds. */
export const grownCounts = {
  photos: 270,
  galleryPhotos: 30,
  aboutGalleries: 7,
  programmes: 12,
  teamMembers: 11,
  testimonials: 30,
} as const;

type Block = Record<string, unknown>;
type Content = Block;
/** A text as a file holds it: its words per language (and, maybe, what a language's words were written for). */
type Text = Record<string, unknown>;
interface Photo {
  file: string;
  alt: Text;
  caption?: Text;
}
interface Gallery {
  id: string;
  title: Text;
  description?: Text;
  photos: Photo[];
}

const read = (dataDir: string, file: string): Content => yaml.load(fs.readFileSync(path.join(dataDir, file), "utf8")) as Content;
const write = (dataDir: string, file: string, content: Content): void => fs.writeFileSync(path.join(dataDir, file), yaml.dump(content, { lineWidth: -1 }));
const clone = <T>(value: T): T => structuredClone(value);
/** A text's words in each language and a number, within `max` characters (the number kept whole). */
const numbered = (text: Text, number: number, max: number): Text => {
  const suffix = ` ${number}`;
  return Object.fromEntries(Object.entries(text).map(([key, words]) => [key, typeof words === "string" ? `${words.slice(0, max - suffix.length).trimEnd()}${suffix}` : words]));
};

/** `count` entries: `list`'s own first, then copies of them in turn, each made by `copy` (given the entry and the new entry's 1-based number). */
function grow<T>(list: readonly T[], count: number, copy: (entry: T, number: number) => T): T[] {
  if (list.length === 0) throw new Error("Nothing to grow from: the list is empty");
  return Array.from({ length: count }, (_, index) => (index < list.length ? list[index] : copy(clone(list[index % list.length]), index + 1)));
}

/**
 * A gallery of `size` photos: its own first (`kept` of them: none in a new gallery), then new files
 * named `${prefix}-NN.jpg` under `folder` (as the file names its photos), described as its photos are, in turn.
 */
function growGallery(gallery: Gallery, kept: number, size: number, folder: string, prefix: string, added: Set<string>): Gallery {
  const photos = Array.from({ length: size }, (_, index): Photo => {
    if (index < kept) return gallery.photos[index];
    const photo = gallery.photos[index % gallery.photos.length];
    const number = index + 1;
    const name = `${prefix}-${String(number).padStart(2, "0")}.jpg`;
    added.add(name);
    return { ...photo, file: `${folder}${name}`, ...(photo.caption ? { caption: numbered(photo.caption, number, Infinity) } : {}) };
  });
  return { ...gallery, photos };
}

/**
 * Rewrites `dataDir` (a copy of data/) with ten times the content, in the canonical form an
 * editor's save writes. Returns the new photo files it names, relative to `dataDir`/photos, sorted:
 * they must be written there before the content check or a build can pass.
 */
export function growContent(dataDir: string): string[] {
  const added = new Set<string>();

  // The About page's galleries (data/galleries.yaml), and which of them it shows (data/pages/about.yaml).
  const galleries = read(dataDir, "galleries.yaml");
  const list = galleries.galleries as Gallery[];
  galleries.galleries = grow(list, grownCounts.aboutGalleries, (gallery, number) => ({
    ...gallery,
    id: `${gallery.id}-${number}`,
    title: numbered(gallery.title, number, 60),
  })).map((gallery, index) =>
    growGallery(gallery, index < list.length ? gallery.photos.length : 0, grownCounts.galleryPhotos, "photos/", `grown-about-${index + 1}`, added),
  );
  // The About page shows every gallery (src/lib/galleries.ts).
  write(dataDir, "galleries.yaml", galleries);

  // The Impact page's gallery.
  const impact = read(dataDir, "pages/impact.yaml");
  const participants = impact.participants as Gallery;
  impact.participants = growGallery(participants, participants.photos.length, grownCounts.galleryPhotos, "../photos/", "grown-impact", added);
  write(dataDir, "pages/impact.yaml", impact);

  // Programmes, each with a photo of its own.
  const programs = read(dataDir, "programs.yaml");
  programs.programs = grow(programs.programs as Block[], grownCounts.programmes, (program, number) => {
    const name = `grown-programme-${String(number).padStart(2, "0")}.jpg`;
    added.add(name);
    return {
      ...program,
      id: `${program.id as string}-${number}`,
      title: numbered(program.title as Text, number, 60),
      shortTitle: numbered(program.shortTitle as Text, number, 30),
      photo: { ...(program.photo as Photo), file: `photos/${name}` },
    };
  });
  write(dataDir, "programs.yaml", programs);

  // Team members (the first group grows), each with a portrait of their own.
  const team = read(dataDir, "team.yaml");
  const groups = team.groups as { members: Block[] }[];
  const others = groups.slice(1).reduce((sum, group) => sum + group.members.length, 0);
  const everyone = groups.flatMap((group) => group.members);
  let number = everyone.length;
  const newMembers = Array.from({ length: grownCounts.teamMembers - everyone.length }, () => {
    number += 1;
    const member = clone(everyone[(number - 1) % everyone.length]);
    const name = `grown-team-${String(number).padStart(2, "0")}.jpg`;
    added.add(name);
    return { ...member, role: numbered(member.role as Text, number, 200), photo: { ...(member.photo as Photo), file: `photos/${name}` } };
  });
  groups[0].members = [...groups[0].members, ...newMembers];
  if (groups[0].members.length + others !== grownCounts.teamMembers) throw new Error("The team did not grow to its count");
  write(dataDir, "team.yaml", team);

  // Testimonials.
  const testimonials = read(dataDir, "testimonials.yaml");
  testimonials.testimonials = grow(testimonials.testimonials as Block[], grownCounts.testimonials, (testimonial) => testimonial);
  write(dataDir, "testimonials.yaml", testimonials);

  formatContentDir(dataDir);
  const existing = new Set(fs.readdirSync(path.join(dataDir, "photos")));
  return [...added].filter((name) => !existing.has(name)).sort();
}

/** Writes each of `names` into `dataDir`/photos as a copy of today's photos there, in turn (the placeholders: small, for tests). */
export function copyPlaceholderPhotos(dataDir: string, names: readonly string[]): void {
  const photosDir = path.join(dataDir, "photos");
  const today = fs
    .readdirSync(photosDir)
    .filter((name) => name.endsWith(".jpg") && !names.includes(name))
    .sort();
  names.forEach((name, index) => fs.copyFileSync(path.join(photosDir, today[index % today.length]), path.join(photosDir, name)));
}
