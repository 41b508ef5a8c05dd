import crypto from "crypto";
import path from "path";

/**
 * The editor's files named by their content (./publishEditor.ts): "decap.js" → "decap-0123456789ab.js",
 * the first 12 hex digits of the content's SHA-256 before the extension. Such a file never changes,
 * so it is kept for a year (plugins/site-finish/headersFile.ts), each at its own address.
 */
export const hashed = (name: string, content: string | Uint8Array): string => {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 12);
  const { name: base, ext } = path.parse(name);
  return `${base}-${hash}${ext}`;
};

/** Whether a file name is one `hashed` gives. */
export const isContentHashed = (name: string): boolean => /-[0-9a-f]{12}\.[a-z]+$/.test(name);
