/**
 * The variant sites the browser tests need: the site built again from a changed copy of data/, for
 * what data/ as committed does not show (a story video, a phone's photo, a production launch), or
 * from the tests' fixed content, for what must not follow an editor's edits (the transcripts). One
 * declaration each, here; a test file uses one with `useVariantSite("name")` (./variantSite.ts).
 *
 * Each is built once per run, whichever files use it, by one builder for the run
 * (./variantBuilder.ts), one after another in one copy of the project, so every build after the
 * first starts warm from the one before (Gatsby's cache and the photos already made). A run of the
 * whole browser suite asks for all of them at its start (./globalSetup.ts) and runs the files that
 * use them last (tests/sequencer.js), so they are built while the other files run; a run of some
 * files builds what those files ask for. docs/recipes.md, "A variant site for a browser test".
 */
import fs from "node:fs";
import path from "node:path";
import { fixtureContentFolder } from "../tests/support/fixtureContent";
import { writePhonePhoto } from "../tests/support/phonePhoto";
import { launchUrl, replacePlaceholders } from "../tests/support/launchFixture";
import { setValues } from "./siteVariant";

export interface VariantDeclaration {
  /** What it is, in the builder's messages. */
  readonly about: string;
  /**
   * What changes in its copy of data/ (the files are then put in the canonical form an editor's save
   * writes). Each variant starts from data/ as it is: changes never add up.
   */
  readonly change?: (dataDir: string) => void | Promise<void>;
  /**
   * Netlify's own build (`npm run build:netlify`) with these of Netlify's variables (CONTEXT, URL…);
   * without it, `gatsby build` as on this computer.
   */
  readonly netlify?: Readonly<Record<string, string>>;
}

/** The story video an editor sets (data/site.yaml has none yet), in the `homeAsEdited` variant. */
export const storyVideoUrl = "https://youtu.be/dQw4w9WgXcQ";

/** The address Netlify gives a new site's production builds before its domain is set. */
export const launchNetlifyUrl = "https://mevsme-youth.netlify.app";

/** The home page's photo, replaced by a phone's in the `homeAsEdited` variant. */
export const heroPhoto = "photos/home-hero.jpg";

export const variants = {
  /**
   * The site built from the tests' fixed copy of the content (tests/fixtures/data) instead of data/:
   * what the approved screen-reader transcripts are read on (e2e/transcripts.e2e.test.ts), so an
   * editor's edit of data/ asks no one to approve a transcript, and a change to the code still does.
   */
  fixedContent: {
    about: "the tests' fixed copy of the content (tests/fixtures/data) in place of data/",
    change: (dataDir) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fixtureContentFolder(dataDir);
    },
  },
  /**
   * The home page as an editor may still change it, two changes in one build, each read by its own
   * file: a story video set (e2e/video.e2e.test.ts), and its photo replaced by a phone's, committed
   * without the editor (e2e/photos.e2e.test.ts).
   */
  homeAsEdited: {
    about: "a story video set in data/site.yaml, and the home page's photo replaced by a phone's, as it comes (4000 x 3000, about 6 MB, turned, with its camera, time and XMP)",
    change: async (dataDir) => {
      setValues(dataDir, "site.yaml", { storyVideoUrl });
      await writePhonePhoto(path.join(dataDir, heroPhoto), { width: 4000, height: 3000, orientation: 6, texture: true, gps: false });
    },
  },
  /** Netlify's production build of data/ as it is, before the site is marked live, at the address Netlify gives a new site: e2e/launch.e2e.test.ts. */
  launchNotLaunched: {
    about: "Netlify's production build of data/ as it is, not marked live, at Netlify's own address",
    netlify: { CONTEXT: "production", URL: launchNetlifyUrl },
  },
  /** Netlify's deploy preview of data/ as it is, at the preview's own address: e2e/launch.e2e.test.ts. */
  launchPreview: {
    about: "Netlify's deploy preview of data/ as it is",
    netlify: { CONTEXT: "deploy-preview", URL: launchUrl, DEPLOY_PRIME_URL: "https://deploy-preview-12--mevsme-youth.netlify.app" },
  },
  /** A production build with every placeholder replaced (the site marked live) and Netlify's address: e2e/launch.e2e.test.ts. */
  launchProduction: {
    about: "Netlify's production build with every placeholder replaced (tests/support/launchFixture.ts), marked live, and its address",
    change: replacePlaceholders,
    netlify: { CONTEXT: "production", URL: launchUrl },
  },
} satisfies Record<string, VariantDeclaration>;

export type VariantName = keyof typeof variants;

export const variantNames = Object.keys(variants) as VariantName[];

export const isVariantName = (name: string): name is VariantName => (variantNames as string[]).includes(name);
