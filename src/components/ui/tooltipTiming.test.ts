import { tooltipOpenDelay } from "./tooltipTiming";

describe("tooltipOpenDelay", () => {
  it("waits 700 ms when no tooltip closed recently", () => {
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
    expect(tooltipOpenDelay(10_000, 9_600)).toBe(700);
  });
  it("opens at once within 300 ms of another tooltip closing", () => {
    expect(tooltipOpenDelay(10_000, 9_750)).toBe(0);
  });
});
