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
    ["one", "two", "three", "four"].forEach((message) => notify(message));
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(shown()).toEqual(["two", "three", "four"]);
  });

  /** A box 300 px wide at the left of the screen, `height` high from `top`. */
  const rect = (top: number, height = 40) => ({ left: 0, right: 300, top, bottom: top + height, width: 300, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  const region = () => document.querySelector("[data-toasts]") as HTMLElement;

  /** Two buttons, one near the top and one near the bottom of jsdom's 768 px high window, and the stack 72 px high. */
  function buttons(): HTMLButtonElement[] {
    document.body.insertAdjacentHTML("beforeend", '<button type="button">Above</button><button type="button">Under</button>');
    const [above, under] = Array.from(document.querySelectorAll("button"));
    above.getBoundingClientRect = () => rect(100);
    under.getBoundingClientRect = () => rect(700);
    region().getBoundingClientRect = () => rect(0, 72);
    return [above, under];
  }

  it("keeps the toasts at the bottom of the screen while the focused control is higher up", () => {
    const [above] = buttons();
    above.focus();
    notify("Opening your email app…");
    expect(region().dataset.edge).toBe("bottom");
  });

  it("moves them to the top when the control that opened them, or the one that gets focus, is at the bottom", () => {
    const [above, under] = buttons();
    under.focus();
    notify("Opening your email app…");
    expect(region().dataset.edge).toBe("top");
    expect(region().style.top).toMatch(/px$/);
    above.focus();
    expect(region().dataset.edge).toBe("bottom");
    under.focus();
    expect(region().dataset.edge).toBe("top");
    expect(shown()).toEqual(["Opening your email app…"]);
  });

  it("removes a toast over the focused control when the screen has no room clear of it, its message already given", () => {
    const [, under] = buttons();
    under.getBoundingClientRect = () => rect(50, 680);
    under.focus();
    notify("Opening your email app…");
    (document.querySelector("[data-toasts] > p") as HTMLElement).getBoundingClientRect = () => rect(680, 72);
    under.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(shown()).toEqual([]);
  });

  it("says an aside to screen readers with the message, in the same toast, kept out of sight", () => {
    notify("Opening your email app…", "Nothing happened? Below, you can copy your message.");
    expect(shown()).toEqual(["Opening your email app… Nothing happened? Below, you can copy your message."]);
    const aside = document.querySelector("[data-toasts] > p > [data-toast-aside]");
    expect(aside?.textContent).toBe(" Nothing happened? Below, you can copy your message.");
  });

  it("dismisses every toast on Escape", () => {
    ["one", "two"].forEach((message) => notify(message));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(shown()).toEqual([]);
  });
});
