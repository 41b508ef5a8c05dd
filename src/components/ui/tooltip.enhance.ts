import { listen } from "../../enhance/errors";
import { element } from "../../enhance/markup";
import { tooltipOpenDelay } from "./tooltipTiming";

/** When any tooltip last closed, shared by all: moving along a row of icons skips the delay. */
let lastClosedAt: number | null = null;

/** Keyboard focus shows the tooltip at once; a mouse click's focus leaves it to hovering. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // A browser without :focus-visible: show it, as for the keyboard.
  }
}

/**
 * The `tooltip` module (Tooltip.tsx): shows the server-rendered bubble after the delay of
 * tooltipTiming.ts when a mouse or pen arrives, and at once on keyboard focus; leaving, blur and
 * Escape hide it (WCAG 1.4.13: dismissible).
 */
export default class Tooltip {
  private readonly bubble: HTMLElement;
  private timer: number | undefined;

  constructor(root: HTMLElement) {
    this.bubble = element(root, "[data-tooltip-bubble]", "tooltip");

    listen(root, "pointerenter", (event: PointerEvent) => {
      if (event.pointerType !== "touch") this.show(tooltipOpenDelay(Date.now(), lastClosedAt));
    });
    listen(root, "pointerleave", () => this.hide());
    listen(root, "focusin", (event) => {
      if (isKeyboardFocus(event.target as Element)) this.show(0);
    });
    listen(root, "focusout", () => this.hide());
    listen(document, "keydown", (event) => {
      if (event.key === "Escape" && this.isShown()) this.hide();
    });
  }

  private isShown(): boolean {
    return this.bubble.hasAttribute("data-shown");
  }

  private show(delay: number): void {
    window.clearTimeout(this.timer);
    if (delay <= 0) this.bubble.setAttribute("data-shown", "");
    else this.timer = window.setTimeout(() => this.bubble.setAttribute("data-shown", ""), delay);
  }

  private hide(): void {
    window.clearTimeout(this.timer);
    if (this.isShown()) lastClosedAt = Date.now();
    this.bubble.removeAttribute("data-shown");
  }
}
