/** @jest-environment node */
import crypto from "crypto";
import { samplePhotoBytes } from "./samplePhotoBytes";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe("a sample photo recognised by its bytes in the editor", () => {
  const setup = { photos: ["data/photos/a.jpg", "data/photos/b.jpg"], samplePhotos: ["data/photos/a.jpg"], sampleHashes: [sha256("sample bytes")] };

  it("takes the build's word for the photos it knew, and reads no file for them", async () => {
    const read = jest.fn(async () => new Blob(["sample bytes"]));
    const bytes = samplePhotoBytes(setup, read);
    expect(await bytes.isSamplePhoto("data/photos/a.jpg")).toBe(true);
    expect(await bytes.isSamplePhoto("data/photos/b.jpg")).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it("reads any other photo through the backend once, and hashes it", async () => {
    const files: Record<string, string> = { "data/photos/from-library.jpg": "sample bytes", "data/photos/real.jpg": "a real photo" };
    const read = jest.fn(async (photo: string) => new Blob([files[photo]]));
    const bytes = samplePhotoBytes(setup, read);
    expect(await bytes.isSamplePhoto("data/photos/from-library.jpg")).toBe(true);
    expect(await bytes.isSamplePhoto("data/photos/from-library.jpg")).toBe(true);
    expect(await bytes.isSamplePhoto("data/photos/real.jpg")).toBe(false);
    expect(read.mock.calls.map(([photo]) => photo)).toEqual(["data/photos/from-library.jpg", "data/photos/real.jpg"]);
  });

  it("reads a photo again once one is uploaded under its path", async () => {
    let content = "sample bytes";
    const bytes = samplePhotoBytes(setup, async () => new Blob([content]));
    expect(await bytes.isSamplePhoto("data/photos/a.jpg")).toBe(true);
    content = "the program's own photo";
    bytes.changed("data/photos/a.jpg");
    expect(await bytes.isSamplePhoto("data/photos/a.jpg")).toBe(false);
  });
});
