/**
 * @jest-environment node
 */
import { checkReadability, describeReadability, describeReadabilityWarning } from "./readabilityCheck";

/**
 * The About page's file as an editor leaves it (only the fields the check reads: it measures, it
 * does not validate), each text's words per language, with the vision's English text as given.
 */
function aboutWith(visionText: string) {
  const text = `title:
  en: About Us
  es: Quiénes somos
description:
  en: Who we are, in one long sentence that search results show and that is not the page's body text at all, so it is never measured here.
heading:
  en: About ME vs. ME
  es: Acerca de ME vs. ME
intro:
  en: ME vs. ME Youth Outreach is a prevention-focused non-profit. We reach youth early.
  es: Somos una organización sin fines de lucro. Llegamos a tiempo a los jóvenes.
story:
  heading:
    en: Our Story
  paragraphs:
    - en: Our co-founder started ME vs. ME in 2021.
  button:
    label:
      en: Explore Our Programs
    to: /programs
  photo:
    file: ../photos/about-our-story.jpg
    alt:
      en: The co-founder talks with a young mentee on an outdoor bench at sunset, in a description far longer than twenty-five words would ever be allowed on the page.
vision:
  heading:
    en: Our Vision
    es: Nuestra visión
  text:
    en: ${visionText}
    es: Una comunidad donde cada joven conoce su valor.
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
    expect(lines).toContain(`data/pages/about.yaml: vision.text.en has a sentence of 30 words (plain language: at most 25): “${thirtyWords}”`);
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
    expect(fields).toContain("vision.text.en");
    expect(fields).toContain("intro.en");
    expect(fields).toContain("story.paragraphs.0.en");
    for (const field of ["title", "description", "heading", "story.heading", "story.button.label", "story.photo.alt"]) expect(fields).not.toContain(`${field}.en`);
    const spanish = measured.find((result) => result.locale === "es");
    expect(new Set(spanish?.sentences.map((sentence) => sentence.path.join(".")))).toEqual(new Set(["intro.es", "vision.text.es"]));
    expect(describeReadability(english!)).toMatch(/^data\/pages\/about\.yaml: en grade -?\d+\.\d \(\d+ words, \d+ sentences, longest \d+ words\)$/);
  });

  it("warns, naming the file and its longest sentence, when a language's score passes its limit", () => {
    const hard =
      "Organizational accountability necessitates comprehensive institutional documentation. Intergenerational collaboration facilitates extraordinary developmental opportunities.";
    const file = aboutWith(hard);
    const lines = checkReadability(file).warnings.map(describeReadabilityWarning);
    expect(lines.find((line) => line.includes("the English text reads at grade"))).toMatch(/^data\/pages\/about\.yaml: the English text reads at grade \d+\.\d \(plain language: 8 or below\); its longest sentence, [\w.[\]]+\.en: “.+”$/);
  });
});
