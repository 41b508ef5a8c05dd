/** @jest-environment node */
import { maximumPhotoBytes, megabytes, minimumPhotoWidth, photoFileName } from "./photoRules";

describe("what a photo file must be", () => {
  it("is at least as wide as the widest picture the site makes of it (1,200 px, a shared link's)", () => {
    expect(minimumPhotoWidth).toBe(1200);
  });

  it("is at most 10 MB, told in megabytes with one decimal", () => {
    expect(maximumPhotoBytes).toBe(10_000_000);
    expect(megabytes(12_345_678)).toBe("12.3");
    expect(megabytes(10_000_001)).toBe("10.0");
  });

  it("is a JPEG, PNG, WebP or AVIF file, whatever the case of its extension", () => {
    for (const name of ["team.jpg", "team.JPEG", "logo.png", "hero.webp", "hero.avif"]) expect(photoFileName.test(name)).toBe(true);
    for (const name of ["flyer.pdf", "photo.heic", "anim.gif", "notes.txt", "jpg"]) expect(photoFileName.test(name)).toBe(false);
  });
});
