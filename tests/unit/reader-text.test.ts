/**
 * @jest-environment node
 */
/**
 * The text of a built page's <main> as a reader meets it (bench/readerText.ts), which the
 * plain-language benchmark measures and the built site's test of facts reads: one block per
 * paragraph, heading, item, label or lone button; a link inside a sentence part of it; what no
 * reader sees with JavaScript on left out; a closed list read as the choice it shows.
 */
import { JSDOM } from "jsdom";
import { mainBlocks } from "../../bench/readerText";

const blocks = (body: string) => mainBlocks(new JSDOM(`<body>${body}</body>`).window.document);

describe("a page's text as a reader meets it", () => {
  it("is its main's, without the header and the footer", () => {
    expect(blocks("<header><a href='/'>Home</a></header><main><h1>About Us</h1><p>We mentor youth.</p></main><footer><p>© 2026</p></footer>")).toEqual(["About Us", "We mentor youth."]);
  });

  it("keeps a link or emphasis inside its sentence, and gives buttons side by side a block each", () => {
    expect(blocks("<main><p>Write to <a href='mailto:a@b.org'>a@b.org</a> or <strong>visit</strong>.</p><div><a href='/a'>Get to Know Us</a><a href='/b'>Read Our Story</a></div></main>")).toEqual([
      "Write to a@b.org or visit.",
      "Get to Know Us",
      "Read Our Story",
    ]);
  });

  it("reads an address's lines as one block, and a list item's paragraphs apart", () => {
    expect(blocks("<main><address>100 Example Street<br>Vista, CA 92083</address><ul><li><p>70+</p><p>Youth Mentored</p></li></ul></main>")).toEqual([
      "100 Example Street Vista, CA 92083",
      "70+",
      "Youth Mentored",
    ]);
  });

  it("leaves out what a reader with JavaScript on never sees", () => {
    expect(blocks("<main><p>Seen.</p><noscript><p>Without JavaScript.</p></noscript><p hidden>Hidden.</p><span aria-hidden='true'>Icon</span><template><p>Later.</p></template></main>")).toEqual(["Seen."]);
  });

  it("reads a closed list as the choice it shows, not every choice", () => {
    expect(blocks("<main><label for='i'>I'm interested in</label><select id='i'><option value=''>Choose one</option><option value='a'>Storytelling</option></select></main>")).toEqual([
      "I'm interested in",
      "Choose one",
    ]);
  });
});
