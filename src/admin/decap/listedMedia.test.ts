/** @jest-environment jsdom */
import { listedMediaBackend, listedPhotos, type MediaBackend } from "./listedMedia";
import { photoLibrary } from "./photoLibrary";

/** The local backend as Decap's is, as far as the library goes: every photo's whole file from getMedia, one file from getMediaFile. */
class LocalBackend implements MediaBackend {
  mediaFolder = "data/photos";
  asked: string[] = [];
  async getMedia(folder = this.mediaFolder) {
    this.asked.push(`getMedia ${folder}`);
    return [{ id: "sha", name: "other.jpg", path: `${folder}/other.jpg`, url: "blob:whole", displayURL: "blob:whole" }];
  }
  async getMediaFile(path: string) {
    this.asked.push(`getMediaFile ${path}`);
    return { url: `blob:${path}` };
  }
}

const built = ["data/photos/team-ana.jpg", "data/photos/home-hero.jpg"];

describe("the local backend's photo library, listed without the photos' bytes", () => {
  it("lists every photo the editor knows by its path and name, sorted, and asks the backend for no file", async () => {
    const library = photoLibrary(built);
    const backend = new (listedMediaBackend(LocalBackend, library.list))();
    expect(await backend.getMedia()).toEqual([
      { id: "data/photos/home-hero.jpg", name: "home-hero.jpg", path: "data/photos/home-hero.jpg", displayURL: { path: "data/photos/home-hero.jpg" } },
      { id: "data/photos/team-ana.jpg", name: "team-ana.jpg", path: "data/photos/team-ana.jpg", displayURL: { path: "data/photos/team-ana.jpg" } },
    ]);
    expect(backend.asked).toEqual([]);
  });

  it("fetches a photo's file from the backend only when it is drawn, that photo's alone", async () => {
    const backend = new (listedMediaBackend(LocalBackend, photoLibrary(built).list))();
    const [first] = (await backend.getMedia()) as unknown as { displayURL: { path: string } }[];
    expect(await backend.getMediaDisplayURL(first.displayURL)).toBe("blob:data/photos/home-hero.jpg");
    expect(await backend.getMediaDisplayURL("blob:uploaded")).toBe("blob:uploaded");
    expect(backend.asked).toEqual(["getMediaFile data/photos/home-hero.jpg"]);
  });

  it("a photo added since the build is listed; one deleted is no longer", async () => {
    const library = photoLibrary(built);
    const backend = new (listedMediaBackend(LocalBackend, library.list))();
    library.add("data/photos/new-photo.jpg");
    library.remove("data/photos/team-ana.jpg");
    expect(((await backend.getMedia()) as { path: string }[]).map((photo) => photo.path)).toEqual(["data/photos/home-hero.jpg", "data/photos/new-photo.jpg"]);
  });

  it("another folder than the library's is the backend's own to list", async () => {
    const backend = new (listedMediaBackend(LocalBackend, photoLibrary(built).list))();
    expect(await backend.getMedia("data/other")).toEqual([{ id: "sha", name: "other.jpg", path: "data/other/other.jpg", url: "blob:whole", displayURL: "blob:whole" }]);
    expect(backend.asked).toEqual(["getMedia data/other"]);
  });

  it("lists only the folder's own photos", () => {
    expect(listedPhotos(["data/photos/a b.jpg", "data/photos/sub/c.jpg", "data/other.jpg"], "data/photos/").map((photo) => photo.path)).toEqual(["data/photos/a b.jpg"]);
  });

  it("on a published build's editor, whose list holds only the photos pages use, lists the library from the backend too, by path only", async () => {
    const backend = new (listedMediaBackend(LocalBackend, photoLibrary(built).list, false))();
    expect(((await backend.getMedia()) as { path: string; url?: string }[]).map((photo) => [photo.path, photo.url])).toEqual([
      ["data/photos/home-hero.jpg", undefined],
      ["data/photos/other.jpg", undefined],
      ["data/photos/team-ana.jpg", undefined],
    ]);
    expect(backend.asked).toEqual(["getMedia data/photos"]);
  });
});
