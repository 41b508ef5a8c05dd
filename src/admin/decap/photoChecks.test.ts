import { photoForUpload, photoProblems } from "./photoChecks";

/** A photo as the browser reads it: its width as stored, and as shown once turned upright. */
interface Stored {
  width: number;
  upright?: number;
  unreadable?: boolean;
}
const stored = new Map<Blob, Stored>();

/** The type a browser gives a file by its name, as Chromium does. */
const types: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", heic: "image/heic", pdf: "application/pdf" };

function photo(name: string, facts: Stored, size = 2_500_000): File {
  const file = new File(["x"], name, { type: types[name.replace(/^.*\./, "").toLowerCase()] ?? "" });
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
  // jsdom has no canvas: this one keeps the width it was given and what was drawn on it.
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = class {
    drawn: { width: number }[] = [];
    constructor(readonly width: number, readonly height: number) {}
    getContext() {
      return { drawImage: (bitmap: { width: number }) => this.drawn.push(bitmap) };
    }
    async convertToBlob(options: { type: string }) {
      return new Blob([JSON.stringify({ width: this.width, drawn: this.drawn.map((bitmap) => bitmap.width) })], { type: options.type });
    }
  };
});
afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
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

  it("refuses an iPhone photo (HEIC) this browser cannot open, as a HEIC rather than as a broken file", async () => {
    const problems = await photoProblems(photo("IMG_0042.HEIC", { width: 0, unreadable: true }));
    expect(problems).toEqual([{ file: "IMG_0042.HEIC", path: [], code: "photoHeic", params: {} }]);
  });

  it("names the photo by the label it is given (its place in the repository, before a save)", async () => {
    const [problem] = await photoProblems(photo("small.jpg", { width: 640 }), "data/photos/small.jpg");
    expect(problem.file).toBe("data/photos/small.jpg");
  });
});

describe("making a photo chosen for upload one Decap writes without its metadata", () => {
  /** What the stand-in canvas drew into the JPEG. */
  const drawnInto = (file: File) =>
    new Promise<{ width: number; drawn: number[] }>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(JSON.parse(String(reader.result)));
      reader.readAsText(file);
    });

  it("passes a JPEG, PNG or WebP on as chosen: Decap draws those again itself", async () => {
    for (const name of ["phone.jpg", "screen.png", "team.webp"]) {
      const chosen = photo(name, { width: 2000 });
      expect(await photoForUpload(chosen)).toEqual({ problems: [], file: chosen });
    }
  });

  it("draws a phone's AVIF again as a JPEG of the same name, upright", async () => {
    // Stored 2000 wide on its side: drawn upright, 1500 wide.
    const { problems, file, convertedFrom } = await photoForUpload(photo("PXL_0042.avif", { width: 2000, upright: 1500 }));
    expect(problems).toEqual([]);
    expect([file.name, file.type, convertedFrom]).toEqual(["PXL_0042.jpg", "image/jpeg", "PXL_0042.avif"]);
    expect(await drawnInto(file)).toEqual({ width: 1500, drawn: [1500] });
  });

  it("draws a HEIC again as a JPEG where the browser opens it (Safari)", async () => {
    const { file, convertedFrom } = await photoForUpload(photo("IMG_0042.HEIC", { width: 4032, upright: 3024 }));
    expect([file.name, file.type, convertedFrom]).toEqual(["IMG_0042.jpg", "image/jpeg", "IMG_0042.HEIC"]);
  });

  it("refuses rather than converts a photo with a problem, and a HEIC this browser cannot open", async () => {
    const narrow = photo("small.avif", { width: 900 });
    expect(await photoForUpload(narrow)).toEqual({ problems: [expect.objectContaining({ code: "photoTooNarrow" })], file: narrow });
    const heic = photo("IMG_0042.HEIC", { width: 0, unreadable: true });
    expect(await photoForUpload(heic)).toEqual({ problems: [expect.objectContaining({ code: "photoHeic" })], file: heic });
  });
});
