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

  it("gives way to focus: a toast over the control that gets focus goes at once, one elsewhere stays", () => {
    document.body.insertAdjacentHTML("beforeend", '<button type="button">Under</button><button type="button">Above</button>');
    const [under, above] = Array.from(document.querySelectorAll("button"));
    const rect = (top: number) => ({ left: 0, right: 300, top, bottom: top + 40, width: 300, height: 40, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    under.getBoundingClientRect = () => rect(700);
    above.getBoundingClientRect = () => rect(100);
    notify("Opening your email app…");
    const toast = document.querySelector("[data-toasts] > p") as HTMLElement;
    toast.getBoundingClientRect = () => rect(710);
    above.focus();
    expect(shown()).toEqual(["Opening your email app…"]);
    under.focus();
    expect(shown()).toEqual([]);
  });
});
