import crypto from "node:crypto";

/** `sha384-…`: the Subresource Integrity value a browser checks a file's bytes against. */
export const integrity = (content: Uint8Array | string): string => `sha384-${crypto.createHash("sha384").update(content).digest("base64")}`;
