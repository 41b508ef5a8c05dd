/**
 * `npm run edit` starts whatever state data/ and the build caches are in (issue 35, item 3), in a
 * copy of the project (e2e/siteVariant.ts) as a coordinator meets it: after a production build
 * (`npm start`: its cache in .netlify/build-cache, its public/ finished without Gatsby's page data),
 * with an 800 px photo saved into data/photos and a photo a page uses deleted. scripts/edit.ts
 * starts there once, on free ports: the site and the editor answer, the editor lists the problems,
 * and the broken page shows Gatsby's overlay naming the file and field. Slow (a develop start), so one
 * start and no more.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { contentProblemsElementId } from "../src/admin/editorSetup";
import { describeProblem, type Problem } from "../src/content/problems";
import { readEditorWords } from "../plugins/content/editorWordsFile";
import { launch } from "./browser";
import { freePort } from "./server";
import { copyProject } from "./siteVariant";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/** The program whose photo is deleted (the second: the page shows it), and the photo saved too narrow. */
const program = 1;
const programs = (load(fs.readFileSync(path.join(root, "data", "programs.yaml"), "utf8")) as { programs: { photo: { file: string } }[] }).programs;
const programPhoto = path.basename(programs[program].photo.file);
const narrowPhoto = "narrow-upload.jpg";
/** A photo is one for both languages: its file is named once. */
const missingLine = `data/programs.yaml: programs[${program}].photo.file: no photo at data/photos/${programPhoto}`;
const narrowLine = `data/photos/${narrowPhoto} is 800 px wide: a photo must be at least 1200 px wide`;
/** The editor's English words (data/editor.yaml). */
const words = readEditorWords(path.join(root, "data")).en!;

/**
 * The commands' environment, as from a terminal: not Jest's NODE_ENV=test, with which Gatsby's
 * development bundle looks for a "test" Babel stage and stops.
 */
function commandEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...extra };
  delete env.NODE_ENV;
  return env;
}

let project: string;
let edit: ChildProcess | undefined;
let output = "";
let site: string;
let browser: Browser;

/** Stops `npm run edit` and everything it started (its own process group). */
async function stopEdit(): Promise<void> {
  const child = edit;
  edit = undefined;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

beforeAll(async () => {
  project = copyProject("mevsme-edit-");
  // The checkout after `npm start` or `npm test`: what this checkout's production build left (npm
  // test builds before the browser tests), its cache kept, public/ finished.
  for (const left of [".cache", "public", path.join(".netlify", "build-cache")]) {
    fs.cpSync(path.join(root, left), path.join(project, left), { recursive: true });
  }
  expect(fs.existsSync(path.join(project, "public", "page-data"))).toBe(false);

  const photos = path.join(project, "data", "photos");
  await sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080" } }).jpeg().toFile(path.join(photos, narrowPhoto));
  fs.rmSync(path.join(photos, programPhoto));

  const [sitePort, backendPort] = [await freePort(), await freePort()];
  site = `http://localhost:${sitePort}`;
  edit = spawn(bin("tsx"), ["scripts/edit.ts"], {
    cwd: project,
    env: commandEnv({ EDIT_PORT: String(sitePort), EDIT_BACKEND_PORT: String(backendPort) }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Until gatsby develop has built the site's bundle (with or without errors), or stopped.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/(success|failed) Building development bundle/.test(output)) resolve();
    };
    edit?.stdout?.on("data", read);
    edit?.stderr?.on("data", read);
    edit?.once("exit", (code) => reject(new Error(`npm run edit stopped (exit ${code}):\n${output.slice(-4000)}`)));
  });
  browser = await launch();
}, 3_000_000);

afterAll(async () => {
  await browser?.close();
  await stopEdit();
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

// Gatsby's development bundle is built for the first page asked for, which takes a while.
jest.setTimeout(900_000);

describe("npm run edit after a production build, with content a build refuses", () => {
  it("clears the production build's cache, saying so in one line, and keeps the build's own", () => {
    expect(output).toContain("Removed .cache and public/, left by a production build without the page data gatsby develop needs");
    expect(output).not.toContain("Can't resolve");
    expect(output).not.toMatch(/gatsby develop stopped/);
    expect(fs.existsSync(path.join(project, ".netlify", "build-cache"))).toBe(true);
  });

  it("serves the site and the editor, whose page carries the content check's problems", async () => {
    expect((await fetch(`${site}/`)).status).toBe(200);
    const admin = await fetch(`${site}/admin/`);
    expect(admin.status).toBe(200);
    const html = await admin.text();
    const block = new RegExp(`<script type="application/json" id="${contentProblemsElementId}">([^<]*)</script>`).exec(html);
    const problems = (JSON.parse(block?.[1] ?? "null") as Problem[]).map(describeProblem);
    expect(problems).toEqual(expect.arrayContaining([missingLine, expect.stringContaining(narrowLine)]));
  });

  it("shows the problems in the editor, in its words, how to fix them, one line each", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${site}/admin/`);
    const box = page.getByRole("alert", { name: words.interface.contentProblemsHeading, exact: true });
    await box.waitFor({ timeout: 300_000 });
    const lines = await box.getByRole("listitem").allTextContents();
    const programsFile = words.groups.flatMap((group) => group.files).find((file) => file.file === "programs.yaml")!.label;
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${programsFile}: Program ${program + 1}\\b.*the photo ${programPhoto.replace(/\./g, "\\.")} is not in the photo library`)),
        expect.stringContaining(`The photo ${narrowPhoto} is 800 pixels wide`),
      ]),
    );
    expect(lines.join("\n")).not.toMatch(/programs\[|\.yaml:/);
    expect(await box.textContent()).toContain(words.interface.contentProblemsIntro);
    // Decap's own screen below it, and its local backend (decap-server on EDIT_BACKEND_PORT) behind the login.
    await page.getByRole("button", { name: /login/i }).click({ timeout: 300_000 });
    await page.getByRole("heading", { name: "Collections", exact: true }).waitFor({ timeout: 300_000 });
    expect(await box.isVisible()).toBe(true);
    await page.close();
  });

  it("shows Gatsby's error overlay on the broken page, naming the file and the field", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site}/programs`);
    // The overlay folds long lines; Playwright matches text with its spaces and line breaks as one.
    await page.getByText(missingLine).waitFor({ timeout: 300_000 });
    expect(await page.getByText(/The content in data\/ has 2 problem\(s\)/).count()).toBeGreaterThan(0);
    expect(await page.getByText("Missing content").count()).toBe(0);
    await page.close();
  });
});
