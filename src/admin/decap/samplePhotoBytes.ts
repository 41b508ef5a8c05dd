/**
 * Whether a photo holds a sample photo's bytes (src/content/samplePhotos.ts), for the editor's
 * "Before launch" list: the build says so of the photos it knew (EditorSetup.samplePhotos); any
 * other (chosen from the library since, or uploaded) is read through the backend once and hashed
 * here (SHA-256, the Web Crypto API), against the samples' hashes the build gave.
 */
export interface SamplePhotoBytes {
  isSamplePhoto(photo: string): Promise<boolean>;
  /** A photo uploaded under this path since: its bytes are read again when next asked. */
  changed(photo: string): void;
}

export interface SamplePhotoSetup {
  /** The photos the build knew, by their path in the repository. */
  readonly photos: readonly string[];
  /** Those among them that were a sample's bytes. */
  readonly samplePhotos: readonly string[];
  /** The samples' SHA-256, in hex. */
  readonly sampleHashes: readonly string[];
}

const hex = (buffer: ArrayBuffer): string => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** `read`: a photo's bytes through the editor's backend, or undefined when it has none. */
export function samplePhotoBytes(setup: SamplePhotoSetup, read: (photo: string) => Promise<Blob | undefined>, subtle: SubtleCrypto = globalThis.crypto.subtle): SamplePhotoBytes {
  const known = new Set(setup.photos);
  const samples = new Set(setup.samplePhotos);
  const hashes = new Set(setup.sampleHashes);
  const asked = new Map<string, Promise<boolean>>();
  return {
    isSamplePhoto(photo) {
      if (known.has(photo)) return Promise.resolve(samples.has(photo));
      let answer = asked.get(photo);
      if (!answer) {
        answer = read(photo)
          .then(async (bytes) => (bytes ? hashes.has(hex(await subtle.digest("SHA-256", await bytes.arrayBuffer()))) : false))
          // Unreadable now (the network): not known to be a sample; asked again next time.
          .catch(() => {
            asked.delete(photo);
            return false;
          });
        asked.set(photo, answer);
      }
      return answer;
    },
    changed(photo) {
      known.delete(photo);
      asked.delete(photo);
    },
  };
}
