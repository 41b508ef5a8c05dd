/** @jest-environment node */
import { factContext, factFindings, type FactContext } from "./factCheck";
import { contentStructure } from "./contentModel";
import { describeProblem } from "./problems";

const model = contentStructure();

const numberWords = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"],
};
const facts = { replyHours: "24", volunteerReplyHours: "48", curriculumWeeks: "11", foundedYear: "2021", parentContactAge: "13", city: "Vista", screening: "Every volunteer is screened." };
const context: FactContext = { facts: { en: facts, es: { ...facts, screening: "Cada voluntario pasa una selección." } }, numberWords };

/** The findings in a page of sections whose one paragraph says `en` and `es`, as the build's lines. */
function findings(en: string, es: string, with_: FactContext = context) {
  const data = { sections: [{ heading: { en: "A", es: "A" }, paragraphs: [{ en, es }] }] };
  const found = factFindings({ file: "data/pages/camp.yaml", typeName: "SectionsPageYaml", data }, with_, model);
  return { problems: found.problems.map(describeProblem), warnings: found.warnings.map(describeProblem), codes: [...found.problems, ...found.warnings].map((problem) => `${problem.code} ${problem.locale}`) };
}

describe("the content check of the organisation's facts", () => {
  it("says nothing of texts that name the facts, nor of numbers that are no fact: a two-week camp, a bus within 2 hours, 18 years", () => {
    expect(findings("A two-week camp in July for ages 13–17. Our {curriculumWeeks}-week curriculum comes first. We answer within {replyHours} hours.", "Un campamento de dos semanas en julio. Respondemos en un plazo de {replyHours} horas.")).toEqual({ problems: [], warnings: [], codes: [] });
    expect(findings("The bus leaves within 2 hours. Many of the people we serve are under 18. Since 2019, partners have joined.", "El autobús sale en 2 horas. Muchos son menores de 18 años.").codes).toEqual([]);
  });

  it("refuses a fact written by hand in a sentence about it, the same number or another, in each language", () => {
    const { problems, codes } = findings("Our 11-week curriculum is free. We answer every message within 36 hours.", "Nuestro plan de estudios de doce semanas es gratis. Lo fundamos en 2021.");
    expect(codes).toEqual(["factByHand en", "factContradicted en", "factContradicted es", "factByHand es"]);
    expect(problems).toEqual([
      'data/pages/camp.yaml: sections[0].paragraphs[0].en writes "11-week" by hand: name the fact instead, {curriculumWeeks} (data/curriculum.yaml: one week per session), so it follows its field',
      'data/pages/camp.yaml: sections[0].paragraphs[0].en says "within 36 hours", but {replyHours} is 24 (data/site.yaml replyHours): name the fact, {replyHours}, instead of writing a number',
      'data/pages/camp.yaml: sections[0].paragraphs[0].es says "doce semanas", but {curriculumWeeks} is 11 (data/curriculum.yaml: one week per session): name the fact, {curriculumWeeks}, instead of writing a number',
      'data/pages/camp.yaml: sections[0].paragraphs[0].es writes "en 2021" by hand: name the fact instead, {foundedYear} (data/site.yaml foundedYear), so it follows its field',
    ]);
  });

  it("only warns of the fact's own number where the sentence does not say it is about the fact (an 11-week camp is no curriculum)", () => {
    const { problems, warnings } = findings("Small wins add up over 11 weeks.", "Los logros se suman en once semanas.");
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      'data/pages/camp.yaml: sections[0].paragraphs[0].en writes "11 weeks" by hand, the value of {curriculumWeeks} (data/curriculum.yaml: one week per session): if it states that fact, name it instead, so it follows its field',
      'data/pages/camp.yaml: sections[0].paragraphs[0].es writes "once semanas" by hand, the value of {curriculumWeeks} (data/curriculum.yaml: one week per session): if it states that fact, name it instead, so it follows its field',
    ]);
  });

  it("tells the two answer times apart by what the sentence speaks of: a volunteer application's, or a message's", () => {
    expect(findings("We answer volunteer applications within 48 hours.", "Respondemos cada solicitud en un plazo de 36 horas.").codes).toEqual(["factByHand en", "factContradicted es"]);
    // Named, each in a sentence that says what it is for.
    expect(findings("We answer volunteer applications within {volunteerReplyHours} hours. We answer messages within {replyHours} hours.", "Respondemos cada solicitud en un plazo de {volunteerReplyHours} horas.").codes).toEqual([]);
    // Said in the sentence before: what a reader has just read.
    expect(findings("Thank you for applying to volunteer! We will contact you within {volunteerReplyHours} hours.", "¡Gracias por su solicitud de voluntariado! Le escribiremos en un plazo de {volunteerReplyHours} horas.").codes).toEqual([]);
    // Both in one sentence, side by side.
    expect(findings("We answer within {replyHours} hours, and volunteer applications within {volunteerReplyHours} hours.", "Respondemos en un plazo de {replyHours} horas, y las solicitudes de voluntariado en un plazo de {volunteerReplyHours} horas.").codes).toEqual([]);
    // A volunteer's time without saying so, a message's said of a volunteer application.
    expect(findings("Mentors change lives. That keeps young people safe. We answer within {volunteerReplyHours} hours.", "Respondemos las solicitudes de voluntariado en un plazo de {replyHours} horas.").problems).toEqual([
      "data/pages/camp.yaml: sections[0].paragraphs[0].en: the sentence with {volunteerReplyHours} (data/site.yaml volunteerReplyHours) does not say what it is for, nor does the sentence before it; say it there, so no one takes it for another time",
      "data/pages/camp.yaml: sections[0].paragraphs[0].es: the sentence with {replyHours} (data/site.yaml replyHours) speaks of what {volunteerReplyHours} is for (data/site.yaml volunteerReplyHours): name {volunteerReplyHours} there",
    ]);
  });

  it("refuses a text that names a fact whose field is empty (an answer to a family not written yet)", () => {
    expect(findings("{screening} Ages: {ages}", "{screening}").problems).toEqual([
      "data/pages/camp.yaml: sections[0].paragraphs[0].en names {ages}, which data/site.yaml familyFacts.ages does not give yet: fill that in, or take {ages} out of the text",
    ]);
  });

  it("never judges a person's own words, nor the editor's", () => {
    const quoted = { testimonials: [{ quote: { en: "I finished all 12 weeks of the curriculum.", es: "Terminé las 12 semanas del plan de estudios." }, name: { en: "A", es: "A" }, role: { en: "A", es: "A" } }] };
    expect(factFindings({ file: "data/testimonials.yaml", typeName: "TestimonialsYaml", data: quoted }, context, model)).toEqual({ problems: [], warnings: [] });
    const editor = { interface: { launchButton: { en: "Our 12-week curriculum", es: "Nuestro plan de estudios de 12 semanas" } } };
    expect(factFindings({ file: "data/editor.yaml", typeName: "EditorYaml", data: editor }, context, model)).toEqual({ problems: [], warnings: [] });
  });

  it("reads the facts and the numbers in words from site.yaml and curriculum.yaml as the files hold them", () => {
    const site = { replyHours: 24, familyFacts: { ages: { en: "Ages 11 to 18.", es: "De 11 a 18 años." } }, numberWords: [{ en: "zero", es: "cero" }, { en: "one", es: "uno" }], address: { city: "Vista" } };
    const read = factContext(site, { sessions: [{ title: { en: "A", es: "A" } }, { title: { en: "B", es: "B" } }] }, model);
    expect(read.facts.es).toEqual({ city: "Vista", replyHours: "24", curriculumWeeks: "2", ages: "De 11 a 18 años." });
    expect(read.numberWords.es).toEqual(["cero", "uno"]);
  });
});
