/**
 * The sample photos the site came with (silhouettes of no one, drawn by
 * scripts/make-placeholder-photos.ts), recognised by what they are rather than by a mark an editor
 * can untick: a file whose bytes are one of the samples' (their SHA-256, listed in
 * plugins/content/sample-photos.sha256 by `npm run photos -- --hashes`), or a photo whose
 * description still opens as a sample's does ("Sample photo: …"). The launch check
 * (./launchCheck.ts) refuses both, with the sample's mark (`placeholder: true`).
 */

/**
 * How a sample photo's description opens, in each language the samples were described in
 * (scripts/placeholderPhotos.ts writes them): "Sample photo: silhouettes of three people…".
 */
export const sampleDescriptionOpenings = { en: "Sample photo:", es: "Foto de muestra:" } as const;

/** Whether a description says it is of a sample photo, in any language. */
export function saysSamplePhoto(description: string): boolean {
  const text = description.trim().toLocaleLowerCase();
  return Object.values(sampleDescriptionOpenings).some((opening) => text.startsWith(opening.toLocaleLowerCase()));
}

/** A sample photo as the list of hashes names it: the file it was shipped as, and its bytes' SHA-256 (hex). */
export interface SampleHash {
  readonly file: string;
  readonly sha256: string;
}

/**
 * The list of the samples' hashes as a file, in the format `sha256sum` writes and checks
 * (`<hex>  <name>`, one a line, sorted by name), under a line saying what it is.
 */
export function sampleHashesText(samples: readonly SampleHash[]): string {
  const lines = [...samples].sort((a, b) => a.file.localeCompare(b.file)).map((sample) => `${sample.sha256}  ${sample.file}`);
  return `${["# The sample photos' SHA-256, as shipped in data/photos (written by npm run photos -- --hashes).", ...lines].join("\n")}\n`;
}

/** The list read back: every line `<64 hex>  <name>`; other lines (the heading) are not entries, a broken one throws. */
export function parseSampleHashes(text: string): SampleHash[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([0-9a-f]{64}) {2}(\S.*)$/.exec(line.trim());
      if (!match) throw new Error(`plugins/content/sample-photos.sha256: "${line}" is not "<sha256>  <file name>"`);
      return { sha256: match[1], file: match[2] };
    });
}
