/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { writePhonePhoto } from "../../tests/support/phonePhoto";
import { readContentTree } from "../../plugins/content/contentTree";
import { photoFileProblems } from "./photoFileCheck";
import { maximumPhotoBytes, minimumPhotoWidth } from "./photoRules";
import { describeProblem } from "./problems";

/** The check's lines for the photo files of a folder, read as the build reads it. */
const checkPhotoFiles = async (dataDir: string): Promise<string[]> => photoFileProblems(await readContentTree(dataDir)).map(describeProblem);

const phonePhoto = writePhonePhoto;

describe("the photo files in data/photos (src/content/photoFileCheck.ts)", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photos-")), "data");
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("refuses a phone's photo that still holds where it was taken, naming the file and how to remove it", async () => {
    await phonePhoto(path.join(dataDir, "photos", "team", "founder.jpg"), { width: 4000, height: 3000 });
    const problems = await checkPhotoFiles(dataDir);
    expect(problems).toEqual([expect.stringMatching(/^data\/photos\/team\/founder\.jpg holds the GPS position where it was taken, which the repository would publish: upload it through the editor, which removes it, or remove it with `exiftool -gps:all= -xmp:all= -overwrite_original`/)]);
  });

  it("says nothing of a photo without a position", async () => {
    await phonePhoto(path.join(dataDir, "photos", "hero.jpg"), { width: 2400, height: 1600, gps: false });
    expect(await checkPhotoFiles(dataDir)).toEqual([]);
  });

  it(`names a photo narrower than ${minimumPhotoWidth} px, as it is shown (a turned phone photo by its height)`, async () => {
    await phonePhoto(path.join(dataDir, "photos", "small.jpg"), { width: 800, height: 600, gps: false });
    // Stored 1600 x 1000 but taken with the phone turned (orientation 6): shown 1000 px wide.
    await phonePhoto(path.join(dataDir, "photos", "turned.jpg"), { width: 1600, height: 1000, orientation: 6, gps: false });
    const problems = await checkPhotoFiles(dataDir);
    expect(problems).toEqual([
      `data/photos/small.jpg is 800 px wide: a photo must be at least ${minimumPhotoWidth} px wide, or it shows blurred on large screens and in shared links`,
      `data/photos/turned.jpg is 1000 px wide: a photo must be at least ${minimumPhotoWidth} px wide, or it shows blurred on large screens and in shared links`,
    ]);
  });

  it(`names a photo over ${maximumPhotoBytes / 1e6} MB, and a file that is no photo`, async () => {
    const large = path.join(dataDir, "photos", "export.jpg");
    await phonePhoto(large, { width: 2000, height: 1500, gps: false });
    fs.appendFileSync(large, Buffer.alloc(maximumPhotoBytes));
    fs.writeFileSync(path.join(dataDir, "photos", "broken.jpg"), "not a photo");
    const problems = await checkPhotoFiles(dataDir);
    expect(problems).toEqual([
      "data/photos/broken.jpg cannot be read as a photo: save it again as a JPEG",
      expect.stringMatching(/^data\/photos\/export\.jpg is 10\.\d MB: a photo may be at most 10 MB \(a phone's photo is 2 to 7 MB\); save it again as a JPEG at about 85% quality$/),
    ]);
  });

  it("is as wide as the widest file the site makes of a photo", () => {
    // The sizes the pages ask gatsby-plugin-sharp for: width x the largest pixel density, and the shared-link picture.
    const root = path.resolve(__dirname, "..", "..");
    const sources = ["src/components/ui/Photo.tsx", "src/components/home/Hero.tsx", "src/hooks/useShareImage.ts"].map((file) => fs.readFileSync(path.join(root, file), "utf8"));
    const widths = sources.flatMap((source) =>
      Array.from(source.matchAll(/(?:gatsbyImageData|resize)\(\s*width: (\d+)(?:[^)]*?outputPixelDensities: \[([\d., ]+)\])?/g), (match) => Number(match[1]) * Math.max(1, ...(match[2] ?? "1").split(",").map(Number))),
    );
    expect(widths.length).toBeGreaterThanOrEqual(6);
    expect(minimumPhotoWidth).toBe(Math.max(...widths.map((width) => Math.ceil(width))));
  });
});
