/** @jest-environment jsdom */
import { libraryPhotos, listedMediaBackend, listedPhotos, type MediaBackend } from "./listedMedia";
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

const built = ["data/photos/home-hero.jpg", "data/photos/team-ana.jpg"];

describe("the local backend's photo library, listed without the photos' bytes", () => {
  it("lists every photo the build found by its path and name, each shown from its preview copy beside the editor, and asks the backend for no file", async () => {
    const Backend = listedMediaBackend(LocalBackend, libraryPhotos(photoLibrary(built), built));
    const backend = new Backend();
    expect(await backend.getMedia()).toEqual([
      { id: "data/photos/home-hero.jpg", name: "home-hero.jpg", path: "data/photos/home-hero.jpg", displayURL: "/admin/photos/home-hero.jpg" },
      { id: "data/photos/team-ana.jpg", name: "team-ana.jpg", path: "data/photos/team-ana.jpg", displayURL: "/admin/photos/team-ana.jpg" },
    ]);
    expect(backend.asked).toEqual([]);
  });

  it("a photo added since the build is listed and fetched from the backend only when the library draws it; one deleted is no longer listed", async () => {
    const photos = libraryPhotos(photoLibrary(built), built);
    const backend = new (listedMediaBackend(LocalBackend, photos))();
    photos.added("data/photos/new-photo.jpg");
    photos.deleted("data/photos/team-ana.jpg");
    const listed = (await backend.getMedia()) as { path: string; displayURL: unknown }[];
    expect(listed.map((photo) => photo.path)).toEqual(["data/photos/home-hero.jpg", "data/photos/new-photo.jpg"]);
    const added = listed.find((photo) => photo.path === "data/photos/new-photo.jpg")!;
    expect(added.displayURL).toEqual({ path: "data/photos/new-photo.jpg" });
    expect(backend.asked).toEqual([]);
    expect(await backend.getMediaDisplayURL(added.displayURL as { path: string })).toBe("blob:data/photos/new-photo.jpg");
    expect(await backend.getMediaDisplayURL("/admin/photos/home-hero.jpg")).toBe("/admin/photos/home-hero.jpg");
    expect(backend.asked).toEqual(["getMediaFile data/photos/new-photo.jpg"]);
  });

  it("a photo uploaded again under a build photo's name is fetched from the backend, not shown from the old copy", () => {
    const photos = libraryPhotos(photoLibrary(built), built);
    photos.added("data/photos/home-hero.jpg");
    expect(listedPhotos(photos, "data/photos").find((photo) => photo.path === "data/photos/home-hero.jpg")!.displayURL).toEqual({ path: "data/photos/home-hero.jpg" });
  });

  it("another folder than the library's is the backend's own to list", async () => {
    const backend = new (listedMediaBackend(LocalBackend, libraryPhotos(photoLibrary(built), built)))();
    expect(await backend.getMedia("data/other")).toEqual([{ id: "sha", name: "other.jpg", path: "data/other/other.jpg", url: "blob:whole", displayURL: "blob:whole" }]);
    expect(backend.asked).toEqual(["getMedia data/other"]);
  });

  it("lists only the folder's own photos, and names with spaces get an address that loads", () => {
    const photos = { list: () => ["data/photos/a b.jpg", "data/photos/sub/c.jpg", "data/other.jpg"], withCopy: () => true };
    expect(listedPhotos(photos, "data/photos/")).toEqual([{ id: "data/photos/a b.jpg", name: "a b.jpg", path: "data/photos/a b.jpg", displayURL: "/admin/photos/a%20b.jpg" }]);
  });
});
