/** @jest-environment node */
import { PassThrough } from "stream";
import React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { pagesWithNulBytes, withoutStrayNulBytes } from "./strayBytes";

/** A page rendered as Gatsby renders it (React 18's streaming renderer), as the bytes it writes. */
function renderBytes(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

describe("a page whose multi-byte character lands on React 18's 2,048-byte buffer boundary", () => {
  // Short texts (the renderer buffers those of up to 682 characters) until the 2,048th byte, then
  // Spanish: at some padding a two-byte character cannot fit at the buffer's end, and the renderer
  // flushes the whole buffer, its unwritten byte and all.
  const spanish = "ñ¿Preguntas? Escríbanos.";
  const page = (padding: number) => (
    <html lang="es">
      <body>
        {Array.from({ length: 5 }, (_, index) => (
          <p key={index}>{"a".repeat(390)}</p>
        ))}
        <p>{`${"a".repeat(padding)}${spanish}`}</p>
      </body>
    </html>
  );

  it("comes out of the renderer with a NUL byte at some padding (the bug this step cleans up)", async () => {
    const dirty: number[] = [];
    for (let padding = 0; padding < 120; padding += 1) if ((await renderBytes(page(padding))).includes(0)) dirty.push(padding);
    expect(dirty.length).toBeGreaterThan(0);
  });

  it("has no NUL byte after the finishing step, and every character kept", async () => {
    for (let padding = 0; padding < 120; padding += 1) {
      const html = (await renderBytes(page(padding))).toString("utf8");
      const clean = withoutStrayNulBytes(html);
      expect(clean.includes("\u0000")).toBe(false);
      expect(clean).toContain(`${"a".repeat(padding)}${spanish}`);
    }
  });

  it("names a page that still holds one", () => {
    expect(pagesWithNulBytes([{ file: "es/terms.html", html: "a\u0000b" }, { file: "about.html", html: "ok" }])).toEqual(["es/terms.html"]);
  });
});
