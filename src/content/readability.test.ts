import { fleschKincaidGrade, inflesz, measureTexts, spanishSyllables, splitSentences, syllablesOf, wordsOf } from "./readability";
import { englishSyllables } from "./englishSyllables";

describe("the formulas", () => {
  it("give Flesch-Kincaid's grade for the platypus sentence as published (13 words, 24 syllables: grade 11.3)", () => {
    // Wikipedia, "Flesch–Kincaid readability tests": "The Australian platypus is seemingly a hybrid of a
    // mammal and reptilian creature." reads at grade 11.3.
    expect(fleschKincaidGrade({ words: 13, sentences: 1, syllables: 24 })).toBeCloseTo(11.3, 1);
  });

  it("give the grade of a one-syllable sentence below the first grade", () => {
    expect(fleschKincaidGrade({ words: 6, sentences: 1, syllables: 6 })).toBeCloseTo(-1.45, 2);
    expect(measureTexts(["The cat sat on the mat."], "en")).toMatchObject({ words: 6, sentences: 1, syllables: 6, score: -1.4 });
  });

  it("give Szigriszt-Pazos' perspicuity from its counts", () => {
    // 206.835 − 62.3 · 6/4 − 4/1 = 109.385
    expect(inflesz({ words: 4, sentences: 1, syllables: 6 })).toBeCloseTo(109.385, 3);
    expect(measureTexts(["El niño come pan."], "es")).toMatchObject({ words: 4, sentences: 1, syllables: 6, score: 109.4 });
  });

  it("count the platypus sentence's syllables as a dictionary divides them", () => {
    // The/Aus-tra-li-an/plat-y-pus/is/seem-ing-ly/a/hy-brid/of/a/mam-mal/and/rep-til-i-an/crea-ture: 26 syllables,
    // two more than the counter behind the published 11.3 found, so grade 13.1.
    const figures = measureTexts(["The Australian platypus is seemingly a hybrid of a mammal and reptilian creature."], "en");
    expect(figures).toMatchObject({ words: 13, sentences: 1, syllables: 26, score: 13.1, withinLimit: false });
  });

  it("give nothing to measure no score and no warning", () => {
    expect(measureTexts([], "es")).toMatchObject({ words: 0, sentences: 0, score: 0, withinLimit: true });
  });
});

describe("English syllables", () => {
  it.each([
    ["the", 1],
    ["mentor", 2],
    ["mentoring", 3],
    ["community", 4],
    ["coached", 1],
    ["created", 3],
    ["people", 2],
    ["every", 2],
    ["organization", 5],
    ["youth", 1],
    ["non-profit", 3],
  ])("%s has %i", (word, count) => {
    expect(englishSyllables(word)).toBe(count);
  });
});

describe("Spanish syllables", () => {
  it.each([
    ["ciudad", 2],
    ["país", 2],
    ["guerra", 2],
    ["día", 2],
    ["poesía", 4],
    ["transformadas", 4],
    ["queso", 2],
    ["pingüino", 3],
    ["aeropuerto", 5],
    ["oír", 2],
    ["huevo", 2],
    ["buey", 1],
    ["hoy", 1],
    ["leyes", 2],
    ["y", 1],
    ["jóvenes", 3],
    ["mentoría", 4],
    ["bienestar", 3],
    ["comunidad", 4],
    ["prevención", 3],
    ["guía", 2],
    ["siguiente", 3],
  ])("%s has %i", (word, count) => {
    expect(spanishSyllables(word)).toBe(count);
  });

  it("counts a numeral one syllable per digit in either language", () => {
    expect(syllablesOf("2021", "es")).toBe(4);
    expect(syllablesOf("27", "en")).toBe(2);
  });
});

describe("sentences and words", () => {
  it("does not end a sentence at an abbreviation", () => {
    expect(splitSentences("ME vs. ME Youth Outreach started in 2021. We meet at 5 p. m. on Tuesdays. Most mentors live in the U.S. They listen first.")).toEqual([
      "ME vs. ME Youth Outreach started in 2021.",
      "We meet at 5 p. m. on Tuesdays.",
      "Most mentors live in the U.S. They listen first.",
    ]);
    expect(splitSentences("Bring something to write with, e.g. a pen. Then come in.")).toEqual(["Bring something to write with, e.g. a pen.", "Then come in."]);
    expect(splitSentences("Las sesiones son a las 4 p. m. Los jóvenes llegan antes.")).toEqual(["Las sesiones son a las 4 p. m. Los jóvenes llegan antes."]);
  });

  it("does not end a sentence inside a number, an address or a web address", () => {
    expect(splitSentences("Write to info@example.org or visit www.example.org. We answered 3.5 letters a day. Done!")).toEqual([
      "Write to info@example.org or visit www.example.org.",
      "We answered 3.5 letters a day.",
      "Done!",
    ]);
  });

  it("ends a sentence at ? ! and …, and before a Spanish opening mark or a quote", () => {
    expect(splitSentences("¿Tiene preguntas? ¡Escríbanos! Le respondemos pronto… “Gracias”, dijo ella.")).toEqual([
      "¿Tiene preguntas?",
      "¡Escríbanos!",
      "Le respondemos pronto…",
      "“Gracias”, dijo ella.",
    ]);
    expect(splitSentences('He said "Go." Then he left.')).toEqual(['He said "Go."', "Then he left."]);
  });

  it("takes a text without a final mark as one sentence", () => {
    expect(splitSentences("Mentor, volunteer, partner or give")).toEqual(["Mentor, volunteer, partner or give"]);
  });

  it("counts hyphenated words, addresses and numbers as one word each, dashes as none", () => {
    expect(wordsOf("A non-profit — since 2021 — at info@example.org, with 1,200 youth.")).toEqual(["A", "non-profit", "since", "2021", "at", "info@example.org", "with", "1,200", "youth"]);
  });

  it("lists the longest sentences first", () => {
    const figures = measureTexts(["One two three. One two three four five.", "One."], "en");
    expect(figures.longest.map((sentence) => sentence.words)).toEqual([5, 3, 1]);
    expect(figures.sentences).toBe(3);
  });
});
