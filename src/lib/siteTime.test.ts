import { formatDate, todayInSiteTimeZone } from "./siteTime";

describe("the site's dates and times", () => {
  it("spells a date out as the language's readers write it", () => {
    expect(formatDate("2026-11-21", "en")).toBe("November 21, 2026");
    expect(formatDate("2026-11-21", "es")).toBe("21 de noviembre de 2026");
  });

  it("takes today in Vista, not in the machine's time zone", () => {
    // 03:00 on 28 November in UTC is still the 27th in California.
    expect(todayInSiteTimeZone(new Date("2026-11-28T03:00:00Z"))).toBe("2026-11-27");
    expect(todayInSiteTimeZone(new Date("2026-11-28T20:00:00Z"))).toBe("2026-11-28");
  });
});
