import type { CountTemplates } from "../lib/countWords";
import { countText } from "./countText";

/** How long typing must pause before the count is announced. */
export const ANNOUNCE_DELAY_MS = 1000;

/**
 * Keeps a text area's "N characters left" (CharacterCounter.tsx: its `data-one` and `data-other`,
 * the field's maxlength) current, in the words that agree with the number in the page's language,
 * and says it in the polite live region once typing pauses.
 */
export class CharacterCount {
  private readonly templates: CountTemplates;
  private readonly locale: string;
  private timer: number | undefined;

  constructor(
    private readonly control: HTMLTextAreaElement,
    private readonly count: HTMLElement,
    private readonly live: HTMLElement,
  ) {
    const { one, other } = count.dataset;
    if (one === undefined || other === undefined || control.maxLength <= 0) {
      throw new Error(`mail-form: the counter of ${control.name} needs data-one, data-other and a maxlength on its field`);
    }
    this.templates = { one, other };
    this.locale = document.documentElement.lang || "en";
  }

  /** After the visitor's own typing, announced after a pause while they stay in the field; after the page's changes, silently. */
  update(announce: boolean): void {
    const max = this.control.maxLength;
    const remaining = Math.max(0, max - this.control.value.length);
    const text = countText(this.templates, this.locale, remaining);
    this.count.textContent = text;
    this.count.toggleAttribute("data-low", remaining <= max * 0.1);
    window.clearTimeout(this.timer);
    if (!announce) {
      this.live.textContent = "";
      return;
    }
    // Said only to someone still in the field: leaving it (its change event) must not repeat the count over the next control.
    this.timer = window.setTimeout(() => {
      if (document.activeElement === this.control) this.live.textContent = this.control.value.length > 0 ? text : "";
    }, ANNOUNCE_DELAY_MS);
  }
}
