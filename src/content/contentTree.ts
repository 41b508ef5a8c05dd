import { load } from "js-yaml";
import { deepFreeze } from "./deepFreeze";
import { contentFilePath } from "../lib/contentFile";
import { contentTypeFor } from "../lib/contentPages";

/**
 * A content folder (data/) as read from disk once, at the build's edge: by the build's first step
 * (plugins/content/gatsby-node.ts) and by `npm run check:content`, both through the one reader,
 * plugins/content/contentTree.ts. Every check of the content is a pure function of it: the model's
 * rules, the editor's words, the photo files, the links, the texts to review, the canonical form,
 * the launch list, the facts (./contentCheck.ts runs them all). Nothing in src/content reads the
 * disk (tests/unit/architecture.test.ts).
 */

/** A YAML file of the folder, as written. */
export interface TreeFile {
  /** Its place in the folder, with forward slashes: "site.yaml", "pages/home.yaml". */
  readonly path: string;
  readonly text: string;
}

/** What a photo file's header says, as sharp reads it. */
export interface PhotoHeader {
  readonly width?: number;
  readonly height?: number;
  /** EXIF's orientation, 1 to 8 (5 to 8: taken with the phone turned). */
  readonly orientation?: number;
  /** The EXIF block, as the file holds it. */
  readonly exif?: Uint8Array;
  /** The XMP packet, as text. */
  readonly xmp?: string;
}

/** A photo file of the folder's photos/ (jpg, jpeg, png, webp, avif: ./photoRules.ts). */
export interface TreePhoto {
  /** "photos/home-hero.jpg". */
  readonly path: string;
  /** Its size in bytes. */
  readonly bytes: number;
  /** The SHA-256 of its bytes, in hex: the same photo under any name. */
  readonly sha256: string;
  /** Its header; null when no image library can read it. */
  readonly header: PhotoHeader | null;
}

/** The folder's texts: what every check but the photo files' reads. */
export interface ContentTexts {
  /**
   * The folder as problems name it, from the folder they are read from ("data" from the project;
   * "" for the folder itself): a file is named "data/site.yaml".
   */
  readonly label: string;
  /** Every YAML file, by path. */
  readonly files: readonly TreeFile[];
  /** Every file of the folder (YAML, photos and anything else), by path: what a photo path may lead to. */
  readonly paths: readonly string[];
}

/** The whole folder: its texts and its photo files. */
export interface ContentTree extends ContentTexts {
  /** Every photo file under photos/, by path. */
  readonly photos: readonly TreePhoto[];
}

/** A path with its "." and ".." parts resolved ("pages/../photos/a.jpg" → "photos/a.jpg"); one leaving the folder keeps its leading "..". */
export function normalPath(value: string): string {
  const parts: string[] = [];
  for (const part of value.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}

/** A path of the folder as problems name it: "data/pages/home.yaml". */
export const treeLabel = (tree: Pick<ContentTexts, "label">, path: string): string => normalPath(tree.label ? `${tree.label}/${path}` : path);

/** A file's GraphQL type, from its path (src/lib/contentPages.ts). */
export const treeFileType = (path: string): string => contentTypeFor(contentFilePath(path));

/** A file by its path in the folder, if there is one. */
export const treeFile = (tree: ContentTexts, path: string): TreeFile | undefined => tree.files.find((file) => file.path === path);

/**
 * Each text's YAML, parsed once: every check of a tree reads the same files, several times each, and
 * checks of folders that differ in one file (the editor's saves, the tests' copies) share the rest.
 * The last few hundred texts are kept.
 */
const parsed = new Map<string, unknown>();
const keptTexts = 400;

/**
 * A file's YAML, parsed (frozen: a caller that changes it works on a copy); null when it is not YAML
 * (the content check names the line) or there is no such file.
 */
export function treeData(tree: ContentTexts, path: string): unknown {
  const file = treeFile(tree, path);
  if (!file) return null;
  if (!parsed.has(file.text)) {
    let data: unknown = null;
    try {
      data = load(file.text);
    } catch {
      // Not YAML: the content check names the line (./validateContent.ts).
    }
    parsed.set(file.text, deepFreeze(data));
    if (parsed.size > keptTexts) parsed.delete(parsed.keys().next().value!);
  }
  return parsed.get(file.text);
}

/** Where a photo path written in a file leads, as a path of the folder ("../photos/a.jpg" in "pages/home.yaml" → "photos/a.jpg"). */
export const photoPathFrom = (file: string, written: string): string => normalPath(`${file.slice(0, file.lastIndexOf("/") + 1)}${written}`);

/** Whether a path leads out of the folder. */
export const isOutside = (path: string): boolean => path === ".." || path.startsWith("../");

/** Whether the folder holds a file at this path. */
export const hasPath = (tree: ContentTexts, path: string): boolean => tree.paths.includes(path);
