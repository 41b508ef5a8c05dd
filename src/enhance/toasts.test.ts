import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, notify } from "./toasts";

describe("notify", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div data-toasts="" aria-live="polite"></div>';
  });
  afterEach(() => jest.useRealTimers());

  const shown = () => Array.from(document.querySelectorAll("[data-toasts] > *"), (toast) => toast.textContent);

  it("shows a message in the polite live region for 4 seconds", () => {
    notify("Opening your email app…");
    expect(shown()).toEqual(["Opening your email app…"]);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown()).toEqual(["Opening your email app…"]);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("keeps at most three visible, the newest", () => {
    ["one", "two", "three", "four"].forEach(notify);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(shown()).toEqual(["two", "three", "four"]);
  });
});
