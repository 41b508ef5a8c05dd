import { countSentence, numberInWords } from "./countWords";

const english = ["zero", "one", "two", "three", "four", "five"];
const spanish = ["cero", "uno", "dos", "tres", "cuatro", "cinco"];

describe("a count said in words", () => {
  it("writes the number in the language's words, in figures beyond them", () => {
    expect(numberInWords(5, english, "en")).toBe("five");
    expect(numberInWords(5, spanish, "es")).toBe("cinco");
    expect(numberInWords(1200, english, "en")).toBe("1,200");
    expect(numberInWords(1200, spanish, "es")).toBe("1200");
  });

  it("takes the form that agrees with the number, with a capital where the sentence starts with it", () => {
    const programs = { one: "Our program is built on one belief.", other: "Our {count} programs share one belief." };
    const sessions = { one: "A single session.", other: "{count} sesiones, una por semana." };
    expect(countSentence(programs, "en", 5, english)).toBe("Our five programs share one belief.");
    expect(countSentence(programs, "en", 1, english)).toBe("Our program is built on one belief.");
    expect(countSentence(sessions, "es", 4, spanish)).toBe("Cuatro sesiones, una por semana.");
    expect(countSentence(sessions, "es", 0, spanish)).toBe("Cero sesiones, una por semana.");
  });
});
