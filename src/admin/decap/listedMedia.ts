/**
 * The photo library of Decap's local backend (`npm run edit`), listed without the photos' bytes.
 * decap-server's `getMedia` answers with every photo's whole file as base64, and Decap asks for it
 * when the editor logs in: with 270 photos, 330 MB of JSON decoded in the browser before the
 * picker shows one. This backend class extends the local one (Decap's public `registerBackend`)
 * and lists the photos the editor knows (the build's list, those added since, less those
 * deleted: ./photoLibrary.ts), each shown from the build's preview copy beside the editor
 * (/admin/photos/: small, upright, without metadata) and a photo added since, which has no copy
 * yet, fetched from the backend only when the library draws it (Decap's `getMediaDisplayURL`, as
 * its GitHub backend does). Choosing a photo writes its path, as before; uploads and deletes
 * go to the backend as they did.
 */
import { snapshotPhotoUrl } from "../contentSnapshot";
import type { PhotoLibrary } from "./photoLibrary";

/** A photo as Decap's media library takes it (decap-cms-lib-util's ImplementationMediaFile). */
export interface ListedPhoto {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  /** The preview copy's address, or the path to fetch the photo by when it is drawn. */
  readonly displayURL: string | { readonly path: string };
}

/** What this uses of the local backend (decap-cms-backend-proxy's ProxyBackend). */
export interface MediaBackend {
  mediaFolder: string;
  getMedia(mediaFolder?: string): Promise<unknown[]>;
  getMediaFile(path: string): Promise<{ url: string }>;
}

/** Which photos to list: every one the editor knows, and those with a preview copy (the build's). */
export interface ListedPhotos {
  list(): readonly string[];
  withCopy(path: string): boolean;
}

/**
 * The library's photos, kept up to date: `library` (./photoLibrary.ts) told of each photo added
 * and deleted; a photo has its preview copy while it is the build's file (one uploaded again under
 * its name, or deleted, no longer is).
 */
export function libraryPhotos(library: PhotoLibrary, built: readonly string[]): ListedPhotos & { added(path: string): void; deleted(path: string): void } {
  const copies = new Set(built);
  return {
    list: () => library.list(),
    withCopy: (path) => copies.has(path),
    added(path) {
      copies.delete(path);
      library.add(path);
    },
    deleted(path) {
      copies.delete(path);
      library.remove(path);
    },
  };
}

/** The photos of `folder` ("data/photos") as the library lists them, each with its display address. */
export function listedPhotos(photos: ListedPhotos, folder: string): ListedPhoto[] {
  const prefix = `${folder.replace(/\/+$/, "")}/`;
  return photos
    .list()
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
    .map((path) => {
      const copy = photos.withCopy(path) ? snapshotPhotoUrl(path, path.slice(path.lastIndexOf("/") + 1)) : undefined;
      return { id: path, name: path.slice(prefix.length), path, displayURL: copy ?? { path } };
    });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
type MediaBackendClass = new (...args: any[]) => MediaBackend;

/** The backend's library with the photos' display addresses (Decap asks for one when it draws a photo). */
export interface ListedMediaBackend extends MediaBackend {
  getMediaDisplayURL(displayURL: ListedPhoto["displayURL"]): Promise<string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function listedMediaBackend<Base extends MediaBackendClass>(Backend: Base, photos: ListedPhotos): Base & (new (...args: any[]) => ListedMediaBackend) {
  return class extends Backend {
    async getMedia(mediaFolder: string = this.mediaFolder): Promise<unknown[]> {
      // Another folder than the library's (a collection's own) is the backend's to list.
      if (mediaFolder !== this.mediaFolder) return super.getMedia(mediaFolder);
      return listedPhotos(photos, mediaFolder);
    }

    async getMediaDisplayURL(displayURL: ListedPhoto["displayURL"]): Promise<string> {
      if (typeof displayURL === "string") return displayURL;
      return (await this.getMediaFile(displayURL.path)).url;
    }
  };
}
