import { fillTemplate, splitOnToken } from "./template";

describe("fillTemplate", () => {
  it("fills every placeholder it has a value for", () => {
    expect(fillTemplate("© {year} {name}.", { year: 2026, name: "ME vs. ME" })).toBe("© 2026 ME vs. ME.");
  });

  it("leaves an unknown placeholder visible, so an editor's typo is noticed", () => {
    expect(fillTemplate("Hello {nmae}", { name: "Ana" })).toBe("Hello {nmae}");
  });

  it("does not treat a value as a template", () => {
    expect(fillTemplate("{a}", { a: "{b}", b: "x" })).toBe("{b}");
  });
});

describe("splitOnToken", () => {
  it("splits around each occurrence", () => {
    expect(splitOnToken("Write to {email} or {email}.", "email")).toEqual(["Write to ", " or ", "."]);
  });
});
