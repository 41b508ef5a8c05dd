import { pluralForm, type CountTemplates } from "../lib/countWords";
import { fillTemplate } from "../lib/template";
import { listen } from "../enhance/errors";
import { notify } from "../enhance/toasts";
import { countText } from "./countText";
import { writeClipboard } from "./fallbackPanel";

/** How long typing must pause before the count is announced. */
export const ANNOUNCE_DELAY_MS = 1000;

/**
 * What a paste into a field with `max` characters lost to the limit: the pasted text (its line
 * breaks as a text area keeps them), the field's length before it without what it replaced, and
 * its length after; what the browser did not insert is the end of the paste.
 */
export function cutFromPaste(pasted: string, lengthBefore: number, lengthAfter: number): string {
  const text = pasted.replace(/\r\n?/g, "\n");
  return text.slice(Math.max(0, lengthAfter - lengthBefore));
}

/**
 * Keeps a text area's "N characters left" (CharacterCounter.tsx: its `data-one` and `data-other`,
 * the field's maxlength) current, in the words that agree with the number in the page's language,
 * and says it in the polite live region once typing pauses. A paste the limit cut short is said
 * at once, and what did not fit is kept below the field to copy, never silently dropped.
 */
export class CharacterCount {
  private readonly templates: CountTemplates;
  private readonly locale: string;
  private timer: number | undefined;
  /** A paste under way: its text, and the field's length without what it replaces. */
  private pasting: { text: string; lengthBefore: number } | undefined;

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
    listen(control, "paste", (event: ClipboardEvent) => {
      const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
      this.pasting = { text: event.clipboardData?.getData("text/plain") ?? "", lengthBefore: control.value.length - selected };
    });
    // After the browser has inserted what fits (the input event follows the paste).
    listen(control, "input", () => {
      const pasting = this.pasting;
      this.pasting = undefined;
      if (pasting) this.showCut(cutFromPaste(pasting.text, pasting.lengthBefore, control.value.length));
    });
    const copy = this.cutPart<HTMLButtonElement>("[data-paste-cut-copy]");
    if (copy) {
      listen(copy, "click", () => {
        const kept = this.cutPart<HTMLElement>("[data-paste-cut-kept]");
        writeClipboard(kept?.textContent ?? "").then(
          () => notify(copy.dataset.copied ?? ""),
          // No clipboard: the text selected, for the visitor's own copy.
          () => {
            if (!kept) return;
            kept.focus();
            window.getSelection()?.selectAllChildren(kept);
          },
        );
      });
    }
  }

  /** A part of the box below the field for what a paste lost (CharacterCounter.tsx). */
  private cutPart<T extends HTMLElement>(selector: string): T | null {
    return this.count.parentElement?.querySelector<T>(selector) ?? null;
  }

  /** What a paste lost, shown to copy and said now; nothing lost hides the box. */
  private showCut(cut: string): void {
    const box = this.cutPart<HTMLElement>("[data-paste-cut]");
    const text = this.cutPart<HTMLElement>("[data-paste-cut-text]");
    const kept = this.cutPart<HTMLElement>("[data-paste-cut-kept]");
    if (!box || !text || !kept) return;
    if (cut === "") {
      box.hidden = true;
      return;
    }
    const { one, other } = box.dataset;
    const sentence = fillTemplate(pluralForm({ one: one ?? "", other: other ?? "" }, this.locale, cut.length), { count: cut.length, max: this.control.maxLength });
    text.textContent = sentence;
    kept.textContent = cut;
    box.hidden = false;
    // Said at once; the count follows once typing pauses, as always.
    this.live.textContent = sentence;
  }

  /** After the visitor's own typing, announced after a pause while they stay in the field; after the page's changes, silently. */
  update(announce: boolean): void {
    // The page set the field (cleared it, brought a draft back): what a paste lost before is not this text's.
    if (!announce) this.showCut("");
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
