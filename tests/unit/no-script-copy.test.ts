/** @jest-environment node */
import { withoutScripts } from "../../bench/noScriptCopy";

describe("the benchmark's no-script control", () => {
  it("leaves a page's scripts out, and keeps its structured data and everything else", () => {
    const page = `<head><script type="application/ld+json">{"@type":"NGO"}</script><style>p{}</style></head><body><p>Hi</p><script type="module">import("x")</script><script>
      window.a = 1;
    </script></body>`;
    expect(withoutScripts(page)).toBe(`<head><script type="application/ld+json">{"@type":"NGO"}</script><style>p{}</style></head><body><p>Hi</p></body>`);
  });
});
