import { isCurrentPage, normalisePath } from "./routes";

describe("isCurrentPage", () => {
  it.each([
    ["/about", "/about", true],
    ["/about/", "/about", true],
    ["/", "/", true],
    ["/about", "/", false],
    ["/programs", "/programs#mentorship", true],
    ["/contact?interest=donate", "/contact", true],
    ["/impact", "/about", false],
  ])("%s is %s: %s", (pathname, to, expected) => {
    expect(isCurrentPage(pathname, to)).toBe(expected);
  });

  it("keeps the home page as /", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("")).toBe("/");
  });
});
