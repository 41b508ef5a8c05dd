/**
 * The content files as saved now, for one count of the editor's lists (what is left to review, what
 * is left before launch): each file read once for both, every read started at once. Each list reads
 * every content file, and on GitHub each read is a request; read one after another, twice, they kept
 * the editor busy for seconds after it opened and after each save.
 */
export function sharedReads(files: readonly string[], read: (path: string) => Promise<string | undefined>): (path: string) => Promise<string | undefined> {
  const reads = new Map(files.map((file) => [file, read(file)] as const));
  return (path) => {
    let text = reads.get(path);
    if (!text) {
      text = read(path);
      reads.set(path, text);
    }
    return text;
  };
}
