/**
 * The photo library of Decap's local backend (`npm run edit`), listed without the photos' bytes.
 * decap-server's `getMedia` answers with every photo's whole file as base64, and Decap asks for it
 * when the editor logs in: with 270 photos, 295 MB of JSON decoded in the browser, and the page
 * crashed before its form could be used. This backend class extends the local one (Decap's public
 * `registerBackend`) and lists the photos the editor knows (the build's list, those added since,
 * less those deleted: ./photoLibrary.ts) by path and name only; a photo's file is fetched from
 * the backend when the library or the form draws it (Decap's `getMediaDisplayURL`, as its GitHub
 * backend does), one at a time, and only those in view (Decap's library draws only those).
 * Choosing a photo writes its path, as before; uploads and deletes go to the backend as they did.
 *
 * The build's list is the whole library only under `npm run edit` (EditorSetup.everyPhoto); a
 * published build lists only the photos its pages use (it publishes no other). Reached with the
 * local backend (the browser tests do), that editor lists the library from the backend itself,
 * bytes and all as decap-server sends them, and keeps only their paths: what a photo taken off
 * every page needs to stay in reach of the editor.
 */

/** A photo as Decap's media library takes it (decap-cms-lib-util's ImplementationMediaFile). */
export interface ListedPhoto {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  /** What the backend is asked for when the photo is drawn. */
  readonly displayURL: { readonly path: string };
}

/** What this uses of the local backend (decap-cms-backend-proxy's ProxyBackend). */
export interface MediaBackend {
  mediaFolder: string;
  getMedia(mediaFolder?: string): Promise<unknown[]>;
  getMediaFile(path: string): Promise<{ url: string }>;
}

/** The photos of `folder` ("data/photos") among `photos` (paths in the repository), as the library lists them. */
export function listedPhotos(photos: readonly string[], folder: string): ListedPhoto[] {
  const prefix = `${folder.replace(/\/+$/, "")}/`;
  return photos
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
    .map((path) => ({ id: path, name: path.slice(prefix.length), path, displayURL: { path } }));
}

/** The backend's library with the photos' display addresses (Decap asks for one when it draws a photo). */
export interface ListedMediaBackend extends MediaBackend {
  getMediaDisplayURL(displayURL: ListedPhoto["displayURL"] | string): Promise<string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
type MediaBackendClass = new (...args: any[]) => MediaBackend;

/**
 * `Backend` with its library listed from `photos()` (every photo the editor knows, by path); when
 * `everyPhoto` is false, those the backend lists too (their paths only).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function listedMediaBackend<Base extends MediaBackendClass>(Backend: Base, photos: () => readonly string[], everyPhoto = true): Base & (new (...args: any[]) => ListedMediaBackend) {
  return class extends Backend {
    async getMedia(mediaFolder: string = this.mediaFolder): Promise<unknown[]> {
      // Another folder than the library's (a collection's own) is the backend's to list.
      if (mediaFolder !== this.mediaFolder) return super.getMedia(mediaFolder);
      const listed = everyPhoto ? [] : ((await super.getMedia(mediaFolder)) as { path?: unknown }[]).map((file) => file.path).filter((path): path is string => typeof path === "string");
      return listedPhotos([...new Set([...photos(), ...listed])].sort(), mediaFolder);
    }

    async getMediaDisplayURL(displayURL: ListedPhoto["displayURL"] | string): Promise<string> {
      if (typeof displayURL === "string") return displayURL;
      return (await this.getMediaFile(displayURL.path)).url;
    }
  };
}
