import { siteAbbreviations, splitAbbreviations } from "./abbreviations";
import { sessionsSentence } from "./programSessions";
import { choicesIn, yamlData } from "../../tests/support/content";

const abbreviations = (locale: "en" | "es") => siteAbbreviations(yamlData("site", locale));

describe("the site's short forms", () => {
  it("find the state and the words after a time, whole words only, with what each means", () => {
    const parts = splitAbbreviations("Vista, CA 92083, 9\u00a0AM–6\u00a0PM, CAMP", abbreviations("en"));
    expect(parts).toEqual([
      "Vista, ",
      { short: "CA", long: "California", text: "CA" },
      " 92083, 9\u00a0",
      { short: "AM", long: "before noon", text: "AM" },
      "–6\u00a0",
      { short: "PM", long: "after noon", text: "PM" },
      ", CAMP",
    ]);
  });

  it("find a Spanish short form with a space inside, written with a non-breaking space (the sessions' sentence)", () => {
    const site = yamlData("site", "es");
    const sentence = sessionsSentence(site.programSessions, "es", choicesIn("es"));
    const found = splitAbbreviations(sentence, abbreviations("es")).filter((part) => typeof part !== "string");
    expect(found).toEqual([{ short: "p. m.", long: site.programSessions.pmMeaning, text: "p.\u00a0m." }]);
    expect(splitAbbreviations(site.phoneHours, abbreviations("es")).filter((part) => typeof part !== "string").map((part) => typeof part !== "string" && part.short)).toEqual(["a. m.", "p. m."]);
  });

  it("leave a text without any as it is", () => {
    expect(splitAbbreviations("Monday to Friday", abbreviations("en"))).toEqual(["Monday to Friday"]);
  });
});
