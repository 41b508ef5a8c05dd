/** @jest-environment node */
import { isExampleValue, isHomePage, isReservedHost, launchItemsInFile, launchItemsOfAddress, launchRefusals } from "./launchCheck";
import { contentStructure } from "./contentModel";

const model = contentStructure();

describe("what counts as a placeholder", () => {
  it("an address at a domain reserved for examples, or a text naming an Example", () => {
    for (const value of ["info@example.org", "https://news.example.org/story", "a@example.com", "https://x.example.net", "https://site.test", "http://localhost:9000", "100 Example Street"]) expect([value, isExampleValue(value)]).toEqual([value, true]);
    for (const value of ["hola@mevsmeyouth.org", "https://www.examples-of-courage.org/", "1250 Hacienda Drive", "https://www.instagram.com/mevsme"]) expect([value, isExampleValue(value)]).toEqual([value, false]);
    expect(isReservedHost("example.org")).toBe(true);
    expect(isReservedHost("notexample.org")).toBe(false);
  });

  it("a network's home page, not a page on it", () => {
    expect(isHomePage("https://www.facebook.com/")).toBe(true);
    expect(isHomePage("https://www.instagram.com")).toBe(true);
    expect(isHomePage("https://www.instagram.com/mevsme")).toBe(false);
    expect(isHomePage("https://www.facebook.com/?id=12")).toBe(false);
  });
});

describe("launchItemsInFile", () => {
  it("finds each placeholder by its field's rule, where it is, leading to the field to change", () => {
    const testimonials = { testimonials: [{ quote: { en: "A", es: "A" }, consented: true }, { quote: { en: "B", es: "B" } }] };
    expect(launchItemsInFile("data/testimonials.yaml", "TestimonialsYaml", testimonials, model)).toEqual([
      { reason: "consent", blocks: true, file: "data/testimonials.yaml", typeName: "TestimonialsYaml", path: ["testimonials", 1, "consented"] },
    ]);
    const programs = { programs: [{ photo: { file: "photos/a.jpg", placeholder: true } }, { photo: { file: "photos/b.jpg", placeholder: false } }] };
    expect(launchItemsInFile("data/programs.yaml", "ProgramsYaml", programs, model).map((item) => item.path)).toEqual([["programs", 0, "photo", "file"]]);
    const site = { email: "info@example.org", address: { street: "100 Example Street" }, social: [{ url: "https://www.facebook.com/" }, { url: "https://www.instagram.com/us" }, {}], newsArticle: { url: "https://news.example.org/a" }, shareImagePlaceholder: true };
    expect(launchItemsInFile("data/site.yaml", "SiteYaml", site, model).map((item) => [item.reason, item.path.join("."), item.found])).toEqual([
      ["example", "email", "info@example.org"],
      ["example", "address.street", "100 Example Street"],
      ["ownPage", "social.0.url", "https://www.facebook.com/"],
      ["example", "newsArticle.url", "https://news.example.org/a"],
      ["samplePhoto", "shareImage", undefined],
    ]);
  });
});

describe("a sample photo", () => {
  const photo = (fields: Record<string, unknown>) => ({ programs: [{ photo: { file: "photos/a.jpg", alt: { en: "Two mentors.", es: "Dos mentores." }, ...fields } }] });
  const found = (data: unknown, isSample: (photo: string) => boolean = () => false) => launchItemsInFile("data/programs.yaml", "ProgramsYaml", data, model, isSample).map((item) => [item.reason, item.path.join(".")]);

  it("is named by its mark, or by its file's bytes whatever the mark says", () => {
    expect(found(photo({ placeholder: true }))).toEqual([["samplePhoto", "programs.0.photo.file"]]);
    expect(found(photo({}), (path) => path === "data/photos/a.jpg")).toEqual([["samplePhoto", "programs.0.photo.file"]]);
    expect(found(photo({}), (path) => path === "data/photos/other.jpg")).toEqual([]);
  });

  it("names a real photo still described as a sample, at its description, in either language", () => {
    expect(found(photo({ alt: { en: "Sample photo: silhouettes of two people.", es: "Dos personas." } }))).toEqual([["sampleDescription", "programs.0.photo.alt"]]);
    expect(found(photo({ alt: { en: "Two people.", es: "foto de muestra: dos personas." } }))).toEqual([["sampleDescription", "programs.0.photo.alt"]]);
    // A sample by its bytes is the sample photo's line, not the description's.
    expect(found(photo({ alt: { en: "Sample photo: two people.", es: "Foto de muestra: dos personas." } }), () => true)).toEqual([["samplePhoto", "programs.0.photo.file"]]);
  });

  it("is the photo for shared links too, by its bytes", () => {
    const site = { shareImage: "photos/home-hero.jpg", shareImageAlt: { en: "A group.", es: "Un grupo." } };
    expect(launchItemsInFile("data/site.yaml", "SiteYaml", site, model, (path) => path === "data/photos/home-hero.jpg").map((item) => [item.reason, item.path.join(".")])).toEqual([["samplePhoto", "shareImage"]]);
  });
});

describe("what a production build refuses", () => {
  const address = launchItemsOfAddress({ kind: "production", productionUrl: "http://www.mevsmeyouth.org", url: "http://www.mevsmeyouth.org" });
  const content = launchItemsInFile("data/testimonials.yaml", "TestimonialsYaml", { testimonials: [{ quote: { en: "B", es: "B" } }] }, model);
  const netlify = launchItemsOfAddress({ kind: "production", productionUrl: "https://mevsme.netlify.app", url: "https://mevsme.netlify.app" });

  it("before the site is marked live: only a wrong address", () => {
    expect(launchRefusals([...address, ...content, ...netlify], false)).toEqual(address);
  });

  it("once it is marked live: every blocker, never what can wait", () => {
    expect(launchRefusals([...address, ...content, ...netlify], true)).toEqual([...address, ...content]);
  });
});

describe("a family's question the organisation has not answered", () => {
  it("is an item while its answer is empty in every language, one that only warns: the page says to ask meanwhile", () => {
    const site = { familyFacts: { ages: { en: "Ages 11 to 18.", es: "De 11 a 18 años." }, cost: { en: " ", es: "" }, screening: { en: "Every volunteer is screened.", es: "Cada voluntario pasa una selección." } } };
    const items = launchItemsInFile("data/site.yaml", "SiteYaml", site, model).filter((item) => item.reason === "answer");
    expect(items).toEqual([
      { reason: "answer", blocks: false, file: "data/site.yaml", typeName: "SiteYaml", path: ["familyFacts", "cost"] },
      { reason: "answer", blocks: false, file: "data/site.yaml", typeName: "SiteYaml", path: ["familyFacts", "groups"] },
    ]);
  });
});

describe("launchItemsOfAddress", () => {
  it("judges the address Netlify gives production: none, an example or http:// blocks, Netlify's own warns, a domain passes; not on this computer", () => {
    expect(launchItemsOfAddress({ kind: "production", productionUrl: null, url: "http://localhost:9000" })).toEqual([{ reason: "noAddress", blocks: true, path: [], found: "http://localhost:9000" }]);
    expect(launchItemsOfAddress({ kind: "preview", productionUrl: "https://mevsme-youth.example.org", url: "https://x--y.netlify.app" })).toMatchObject([{ reason: "exampleAddress", blocks: true }]);
    expect(launchItemsOfAddress({ kind: "production", productionUrl: "http://www.mevsmeyouth.org", url: "http://www.mevsmeyouth.org" })).toMatchObject([{ reason: "insecureAddress", blocks: true, found: "http://www.mevsmeyouth.org" }]);
    expect(launchItemsOfAddress({ kind: "production", productionUrl: "http://mevsme-youth.netlify.app", url: "http://mevsme-youth.netlify.app" })).toMatchObject([{ reason: "insecureAddress", blocks: true }]);
    expect(launchItemsOfAddress({ kind: "production", productionUrl: "https://mevsme-youth.netlify.app", url: "https://mevsme-youth.netlify.app" })).toMatchObject([{ reason: "netlifyAddress", blocks: false }]);
    expect(launchItemsOfAddress({ kind: "production", productionUrl: "https://www.mevsmeyouth.org", url: "https://www.mevsmeyouth.org" })).toEqual([]);
    expect(launchItemsOfAddress({ kind: "local", productionUrl: null, url: "http://localhost:9000" })).toEqual([]);
  });
});
