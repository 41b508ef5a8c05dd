/**
 * @jest-environment node
 */
import { checkReadability, describeReadability, describeReadabilityWarning } from "./readabilityCheck";

/**
 * The About page's file as an editor leaves it (only the fields the check reads: it measures, it
 * does not validate), with the vision's text in English as given.
 */
function aboutWith(visionText: string) {
  const text = `en:
  title: About Us
  description: Who we are, in one long sentence that search results show and that is not the page's body text at all, so it is never measured here.
  heading: About ME vs. ME
  intro: ME vs. ME Youth Outreach is a prevention-focused non-profit. We reach youth early.
  story:
    heading: Our Story
    paragraphs:
      - Our co-founder started ME vs. ME in 2021.
    button:
      label: Explore Our Programs
      to: /programs
    photo:
      file: ../photos/about-our-story.jpg
      alt: The co-founder talks with a young mentee on an outdoor bench at sunset, in a description far longer than twenty-five words would ever be allowed on the page.
  vision:
    heading: Our Vision
    text: ${visionText}
es:
  title: Quiénes somos
  heading: Acerca de ME vs. ME
  intro: Somos una organización sin fines de lucro. Llegamos a tiempo a los jóvenes.
  vision:
    heading: Nuestra visión
    text: Una comunidad donde cada joven conoce su valor.
`;
  return { label: "data/pages/about.yaml", typeName: "AboutPageYaml", text };
}

const thirtyWords =
  "When a young person walks into our room for the very first time we sit down beside them and listen to the whole story before we say a single word.";

describe("the readability check", () => {
  it("warns when an editor writes a 30-word sentence, naming the file, the field and the sentence", () => {
    expect(thirtyWords.split(" ")).toHaveLength(30);
    const file = aboutWith(thirtyWords);
    const lines = checkReadability(file).warnings.map(describeReadabilityWarning);
    expect(lines).toContain(`data/pages/about.yaml: en.vision.text has a sentence of 30 words (plain language: at most 25): “${thirtyWords}”`);
  });

  it("warns about nothing when every sentence is short and plain", () => {
    const short = "We sit down beside them and listen first.";
    const file = aboutWith(short);
    expect(checkReadability(file).warnings).toEqual([]);
  });

  it("measures the body text, not the title, the headings, the buttons or the photos' descriptions", () => {
    const file = aboutWith(thirtyWords);
    const { measured } = checkReadability(file);
    const english = measured.find((result) => result.locale === "en");
    const fields = new Set(english?.sentences.map((sentence) => sentence.path.join(".")));
    expect(fields).toContain("vision.text");
    expect(fields).toContain("intro");
    for (const field of ["title", "description", "heading", "story.heading", "story.button.label", "story.photo.alt"]) expect(fields).not.toContain(field);
    expect(describeReadability(english!)).toMatch(/^data\/pages\/about\.yaml: en grade -?\d+\.\d \(\d+ words, \d+ sentences, longest \d+ words\)$/);
  });

  it("warns, naming the file and its longest sentence, when a language's score passes its limit", () => {
    const hard =
      "Organizational accountability necessitates comprehensive institutional documentation. Intergenerational collaboration facilitates extraordinary developmental opportunities.";
    const file = aboutWith(hard);
    const lines = checkReadability(file).warnings.map(describeReadabilityWarning);
    expect(lines.find((line) => line.includes("the English text reads at grade"))).toMatch(/^data\/pages\/about\.yaml: the English text reads at grade \d+\.\d \(plain language: 8 or below\); its longest sentence, en\.[\w.[\]]+: “.+”$/);
  });
});
