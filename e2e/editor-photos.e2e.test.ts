/**
 * Photos as phones make them, uploaded through the editor as a coordinator does (a program's photo
 * field, "Choose different image", "Upload"), in the editor's English and Spanish (issue 44): an
 * iPhone's HEIC, a phone's AVIF and a JPEG taken with the phone turned, each holding its camera and
 * the GPS position where it was taken (tests/support/phonePhoto.ts). Each is either refused before
 * anything is written, saying what to do, or written upright as a JPEG without its metadata; after
 * each, the repository's diff and the build's content check (src/content/contentCheck.ts) are
 * read (e2e/editorHarness.ts).
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { writePhonePhoto, type PhonePhoto } from "../tests/support/phonePhoto";
import { readContentTree } from "../plugins/content/contentTree";
import { checkContent } from "../src/content/contentCheck";
import { describeProblem } from "../src/content/problems";
import { fillTemplate } from "../src/lib/template";
import { load } from "js-yaml";
import { committedIn, decapPhrase, field, itemBar, label, save, saved, useEditor, words, writeIn, type EditorPage, type Ui } from "./editorHarness";

const editor = useEditor();
const programs = committedIn("programs.yaml") as Record<Ui, { programs: { title: string; photo: { file: string; alt: string } }[] }>;
const [first] = programs.en.programs;

// Decap's bundle, the local backend and a photo's upload take a while on a busy CI machine.
jest.setTimeout(240_000);

/** The photos the phones made, beside the repository (never in its data/), removed after each test. */
const made: string[] = [];
afterEach(() => {
  for (const file of made.splice(0)) fs.rmSync(file, { force: true });
});

async function phonePhoto(name: string, spec: PhonePhoto): Promise<string> {
  const file = path.join(editor.repo, "..", name);
  await writePhonePhoto(file, spec);
  made.push(file);
  return file;
}

/** The first program's photo field, its "Choose different image", and the photo uploaded in the library it opens. */
async function uploadToFirstProgram(ui: Ui, file: string): Promise<EditorPage> {
  const opened = await editor.openEntry("programs", "programs", { ui, height: 3200 });
  const { page } = opened;
  await itemBar(page, first.title).getByRole("button").first().click();
  await page.getByRole("button", { name: decapPhrase(ui, "editor.editorWidgets.image.chooseDifferent"), exact: true }).filter({ visible: true }).first().click();
  await page.locator("input[type=file]").first().setInputFiles(file);
  return opened;
}

/** Nothing the editor did broke its page or its policy; the tab closed. */
async function finish({ page, errors, violations }: EditorPage): Promise<void> {
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
  await page.close();
}

/** The new photo's description, in each language. */
const described = { en: "A mentor and three students around a table.", es: "Un mentor y tres estudiantes alrededor de una mesa." };

/** Picks the uploaded photo for the field, describes it in both languages, and saves, as a coordinator does. */
async function chooseDescribeAndSave(page: Page, ui: Ui): Promise<void> {
  await page.getByRole("button", { name: decapPhrase(ui, "mediaLibrary.mediaLibraryModal.chooseSelected"), exact: true }).click();
  await page.getByText(words[ui].interface.altAgain).first().waitFor();
  await field(page, label(ui, "Photo.alt")).first().fill(described.en);
  await writeIn(page, "es", ui);
  await field(page, label(ui, "Photo.alt")).first().fill(described.es);
  await save(page, ui);
  await saved(page, ui);
}

/** The build's content check of the repository's data/, one line per problem. */
const contentCheck = async () => checkContent(await readContentTree(path.join(editor.repo, "data"))).problems.map(describeProblem);

/** The file's metadata, and the colour of the middle of its right edge (where a phone turned to the right put the top of its picture). */
async function written(file: string) {
  const metadata = await sharp(file).metadata();
  const { data } = await sharp(file)
    .extract({ left: metadata.width! - 4, top: Math.round(metadata.height! / 2), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { metadata, rightEdge: [...data] };
}

/** A photo written in data/photos upright as a JPEG with no metadata, that the build's check takes. */
async function expectWrittenUpright(name: string) {
  const file = path.join(editor.repo, "data", "photos", name);
  const { metadata, rightEdge } = await written(file);
  // Stored 2000 x 1500 turned a quarter, written 1500 x 2000 with no turn left to make, its red band (the picture's top) on the right.
  expect([metadata.format, metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual(["jpeg", 1500, 2000, 1]);
  const [red, green, blue] = rightEdge;
  expect(red).toBeGreaterThan(150);
  expect(Math.max(green, blue)).toBeLessThan(100);
  expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
}

/** The first program's photo as the save wrote it: its file once, for both languages, and its description in each. */
const savedPhoto = () => (load(fs.readFileSync(path.join(editor.repo, "data", "programs.yaml"), "utf8")) as { programs: { photo: unknown }[] }).programs[0].photo;

describe.each(["en", "es"] as const)("in the editor's %s", (ui) => {
  const say = words[ui];

  it("an iPhone's HEIC photo is refused when chosen, saying to export it as JPEG and how; nothing is written", async () => {
    const name = `IMG_4032-${ui}.HEIC`;
    const file = await phonePhoto(name, { width: 4032, height: 3024, orientation: 6, format: "heic" });
    const opened = await uploadToFirstProgram(ui, file);
    const { page } = opened;
    const notice = page.getByRole("alert", { name: say.interface.uploadRefusedHeading, exact: true });
    await notice.waitFor();
    expect(await notice.getAttribute("lang")).toBe(ui);
    expect(await notice.getByRole("listitem").allTextContents()).toEqual([fillTemplate(say.messages.photoHeic, { photo: name }).replace(/\s+/g, " ")]);
    expect(await notice.textContent()).not.toMatch(/Error|undefined|heif:|at \w+ \(/);
    // Nothing to choose in the library, nothing written, and the content as the build takes it.
    expect(await page.getByRole("button", { name: decapPhrase(ui, "mediaLibrary.mediaLibraryModal.chooseSelected"), exact: true }).isDisabled()).toBe(true);
    expect(editor.git("status", "--porcelain")).toBe("");
    expect(editor.changedLines()).toEqual([]);
    expect(await contentCheck()).toEqual([]);
    await finish(opened);
  });

  it("a phone's AVIF photo is added as a JPEG, upright and without its GPS position and camera, and the editor says so", async () => {
    const file = await phonePhoto(`PXL_2000-${ui}.avif`, { width: 2000, height: 1500, orientation: 6, format: "avif" });
    const opened = await uploadToFirstProgram(ui, file);
    const { page } = opened;
    const notice = page.getByRole("status", { name: say.interface.uploadCleaned, exact: true });
    await notice.waitFor();
    expect(await notice.getAttribute("lang")).toBe(ui);
    expect(await notice.getByRole("listitem").allTextContents()).toEqual([fillTemplate(say.interface.uploadConverted, { photo: `PXL_2000-${ui}.avif`, converted: `PXL_2000-${ui}.jpg` })]);
    await chooseDescribeAndSave(page, ui);
    // Decap names an upload in lower case.
    const added = `pxl_2000-${ui}.jpg`;
    expect(editor.git("status", "--porcelain", "--untracked-files=all").split("\n").filter(Boolean).sort()).toEqual([" M data/programs.yaml", `?? data/photos/${added}`]);
    expect(savedPhoto()).toEqual({ file: `photos/${added}`, alt: described });
    expect(editor.changedLines().filter((line) => line.includes("file:"))).toEqual([`-      file: ${first.photo.file}`, `+      file: photos/${added}`]);
    await expectWrittenUpright(added);
    expect(await contentCheck()).toEqual([]);
    await finish(opened);
  });

  it("a JPEG taken with the phone turned, with its GPS position, is added upright without it, and the editor says so", async () => {
    const file = await phonePhoto(`phone-gps-${ui}.jpg`, { width: 2000, height: 1500, orientation: 6 });
    const opened = await uploadToFirstProgram(ui, file);
    const { page } = opened;
    const notice = page.getByRole("status", { name: say.interface.uploadCleaned, exact: true });
    await notice.waitFor();
    expect(await notice.getAttribute("lang")).toBe(ui);
    expect(await notice.getByRole("listitem").count()).toBe(0);
    await chooseDescribeAndSave(page, ui);
    const added = `phone-gps-${ui}.jpg`;
    expect(editor.git("status", "--porcelain", "--untracked-files=all").split("\n").filter(Boolean).sort()).toEqual([" M data/programs.yaml", `?? data/photos/${added}`]);
    expect(savedPhoto()).toEqual({ file: `photos/${added}`, alt: described });
    expect(editor.changedLines().filter((line) => line.includes("file:"))).toEqual([`-      file: ${first.photo.file}`, `+      file: photos/${added}`]);
    await expectWrittenUpright(added);
    expect(await contentCheck()).toEqual([]);
    await finish(opened);
  });
});
