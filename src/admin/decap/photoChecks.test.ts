import { photoProblems } from "./photoChecks";

/** A photo as the browser reads it: its width as stored, and as shown once turned upright. */
interface Stored {
  width: number;
  upright?: number;
  unreadable?: boolean;
}
const stored = new Map<Blob, Stored>();

function photo(name: string, facts: Stored, size = 2_500_000): File {
  const file = new File(["x"], name, { type: "image/jpeg" });
  Object.defineProperty(file, "size", { value: size });
  stored.set(file, facts);
  return file;
}

beforeEach(() => {
  // jsdom has no createImageBitmap: this one reads the photo as the browser would.
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async (file: Blob, options?: ImageBitmapOptions) => {
    const facts = stored.get(file);
    if (!facts || facts.unreadable) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    const width = options?.imageOrientation === "from-image" ? (facts.upright ?? facts.width) : facts.width;
    return { width, height: 800, close: () => undefined };
  };
});
afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe("checking a photo chosen for upload", () => {
  it("accepts a photo 1,200 px wide or more", async () => {
    expect(await photoProblems(photo("team.jpg", { width: 1200 }))).toEqual([]);
    expect(await photoProblems(photo("team.webp", { width: 4032 }))).toEqual([]);
  });

  it("refuses a photo narrower than 1,200 px, naming its width and the minimum", async () => {
    expect(await photoProblems(photo("small.jpg", { width: 1199 }))).toEqual([{ file: "small.jpg", path: [], code: "photoTooNarrow", params: { width: 1199, min: 1200 } }]);
  });

  it("measures a phone's photo as it is shown, turned upright", async () => {
    // Stored 1600 wide on its side: upright it is 900 wide, and shows blurred.
    const [problem] = await photoProblems(photo("phone.jpg", { width: 1600, upright: 900 }));
    expect(problem).toMatchObject({ code: "photoTooNarrow", params: { width: 900 } });
  });

  it("refuses a file over 10 MB, giving its size", async () => {
    const problems = await photoProblems(photo("panorama.jpg", { width: 8000 }, 12_345_678));
    expect(problems).toEqual([{ file: "panorama.jpg", path: [], code: "photoTooLarge", params: { size: "12.3", max: 10 } }]);
  });

  it("refuses a file that is not a photo, or that cannot be read as one", async () => {
    expect((await photoProblems(photo("flyer.pdf", { width: 2000 }))).map((problem) => problem.code)).toEqual(["photoUnreadable"]);
    expect((await photoProblems(photo("broken.jpg", { width: 0, unreadable: true }))).map((problem) => problem.code)).toEqual(["photoUnreadable"]);
  });

  it("names the photo by the label it is given (its place in the repository, before a save)", async () => {
    const [problem] = await photoProblems(photo("small.jpg", { width: 640 }), "data/photos/small.jpg");
    expect(problem.file).toBe("data/photos/small.jpg");
  });
});
