/**
 * Every built page passes the W3C Nu HTML Checker (vnu-jar from npm, run with Java) with no error
 * in our own markup. The few messages gatsby-plugin-image's lazy-loading markup causes are
 * allowed, each exactly and only in that markup (see vnu-allowlist.ts).
 */
import { execFileSync } from "child_process";
import path from "path";
import { allHtmlFiles, publicDir } from "../support/built-site";
import { allowedMessages } from "./vnu-allowlist";

// eslint-disable-next-line @typescript-eslint/no-var-requires
const vnuJar: string = require("vnu-jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

function check(files: string[]): VnuMessage[] {
  let output: string;
  try {
    execFileSync("java", ["-jar", vnuJar, "--format", "json", ...files], { stdio: ["ignore", "ignore", "pipe"] });
    output = '{"messages":[]}';
  } catch (error) {
    // vnu exits 1 when it has anything to say; its JSON report is on standard error.
    output = String((error as { stderr?: Buffer }).stderr ?? "");
  }
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

describe("HTML validity", () => {
  const files = allHtmlFiles();
  const messages = check(files);

  it("checked every page", () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });

  it("finds no error or warning outside the allowed gatsby-plugin-image markup", () => {
    const problems = messages
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .filter(
        (message) =>
          !allowedMessages.some((allowed) => allowed.message === message.message && allowed.marker.test(message.extract ?? "")),
      )
      .map((message) => `${path.relative(publicDir, message.url.replace(/^file:/, ""))}:${message.lastLine}: ${message.message}`);
    expect(problems).toEqual([]);
  });

  it("has no allowlist entry that is no longer needed", () => {
    for (const allowed of allowedMessages) {
      expect(messages.some((message) => message.message === allowed.message)).toBe(true);
    }
  });
});
