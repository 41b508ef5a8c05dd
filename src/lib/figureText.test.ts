import { figureText } from "./figureText";

describe("a figure as each language shows it", () => {
  it("puts a non-breaking space before the percent sign in Spanish", () => {
    expect(figureText("99%", "es")).toBe("99\u00a0%");
    expect(figureText("99 %", "es")).toBe("99\u00a0%");
    expect(figureText("12.5%", "es")).toBe("12.5\u00a0%");
  });

  it("writes it as typed in English, a space typed before % taken out", () => {
    expect(figureText("99%", "en")).toBe("99%");
    expect(figureText("99 %", "en")).toBe("99%");
  });

  it("leaves a figure without a percent sign as it is, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      expect(figureText("70+", locale)).toBe("70+");
      expect(figureText("1,200", locale)).toBe("1,200");
    }
  });
});
