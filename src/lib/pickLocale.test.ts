import { pickLocale } from "./pickLocale";

describe("pickLocale", () => {
  const nodes = [
    { locale: "en", heading: "Stay Connected" },
    { locale: "es", heading: "Manténgase en contacto" },
  ];

  it("picks the copy of a file in the page's language", () => {
    expect(pickLocale(nodes, "es", "data/layout.yaml").heading).toBe("Manténgase en contacto");
    expect(pickLocale(nodes, "en", "data/layout.yaml").heading).toBe("Stay Connected");
  });

  it("names the file when it has no copy in that language", () => {
    expect(() => pickLocale([nodes[0]], "es", "data/layout.yaml")).toThrow('data/layout.yaml has no "es" block');
  });
});
