import { factsFrom, withFacts } from "./facts";

describe("the facts a text names", () => {
  const curriculum = { name: "plan de estudios de mentoría", sessions: [{}, {}, {}] };
  const facts = factsFrom({ address: { city: "Vista" }, replyHours: 24 }, curriculum);

  it("reads the curriculum's name and its weeks (one per session) from data/curriculum.yaml", () => {
    expect(facts).toMatchObject({ curriculumName: "plan de estudios de mentoría", curriculumWeeks: "3", city: "Vista", replyHours: "24" });
  });

  it("fills a name inside a sentence as written, and with a capital where a title or a sentence starts", () => {
    expect(withFacts("Los grupos del {curriculumName} se reúnen aparte.", facts)).toBe("Los grupos del plan de estudios de mentoría se reúnen aparte.");
    expect(withFacts("{curriculumName} de {curriculumWeeks} semanas", facts)).toBe("Plan de estudios de mentoría de 3 semanas");
    expect(withFacts("Cada semana. {curriculumName}: una sesión.", facts)).toBe("Cada semana. Plan de estudios de mentoría: una sesión.");
    expect(withFacts("¿{curriculumName}? ¡{curriculumName}!", facts)).toBe("¿Plan de estudios de mentoría? ¡Plan de estudios de mentoría!");
  });

  it("leaves a name already written with a capital, and a word in braces that is no fact, as they are", () => {
    const english = factsFrom({}, { name: "Mentorship Curriculum", sessions: [{}] });
    expect(withFacts("The {curriculumWeeks}-week {curriculumName}", english)).toBe("The 1-week Mentorship Curriculum");
    expect(withFacts("{email} answers within {replyHours} hours.", facts)).toBe("{email} answers within 24 hours.");
  });
});
