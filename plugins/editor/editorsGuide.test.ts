/** @jest-environment node */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { editorsGuidePage } from "./editorsGuide";

const markdown = fs.readFileSync(path.resolve(__dirname, "../../docs/editing.md"), "utf8");
const page = new JSDOM(editorsGuidePage({ markdown, siteName: "ME vs. ME Youth Outreach", stylesheet: "/admin/preview-0123456789ab.css" })).window.document;

describe("the editors' guide beside the editor", () => {
  it("is docs/editing.md as a page: its title, its sections, its tables", () => {
    expect(page.title).toBe("Editing the site's content — ME vs. ME Youth Outreach");
    expect(page.querySelector("h1")?.textContent).toBe("Editing the site's content");
    expect([...page.querySelectorAll("h2")].map((heading) => heading.textContent)).toContain("Two languages");
    expect(page.documentElement.lang).toBe("en");
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe("/admin/preview-0123456789ab.css");
  });

  it("names the repository's other documents instead of linking where the editor serves nothing", () => {
    const links = [...page.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links.filter((href) => href && !/^(https?:|mailto:|#|\/)/.test(href))).toEqual([]);
    expect(page.body.textContent).toContain("README (README.md in the site's repository)");
  });
});
