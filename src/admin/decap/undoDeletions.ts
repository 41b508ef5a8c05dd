import type { EditorWords } from "../../content/editorWords";
import { fillTemplate } from "../../lib/template";
import { inSentence } from "./listItems";
import { clearNotice, showNotice } from "./notices";

/**
 * A list item deleted in the form (its ×, at once, as Decap deletes it) comes back until the next
 * save: the deletion is said to screen readers, and a notice at the bottom of the window lists
 * every item deleted since, each with an Undo button that puts it back where it was; Ctrl+Z
 * (Cmd+Z) outside a text field puts back the last one. Nothing was lost before the save, so no
 * question is asked before deleting: a question at every × is answered without reading, an undo
 * in view is there when the mistake is noticed (docs/decisions.md, "A deletion has a way back").
 * The form's top fields find the deletions and put the items back (./fieldWidgets.ts).
 */

export interface Deletion {
  /** The control that noted it, whose deletions go when it goes (the entry left). */
  readonly owner: object;
  /** The item as its list names it: "Session 5, “Self-control”". */
  readonly name: string;
  /** Puts the item back where it was; false when its place is gone (its own list deleted since). */
  readonly restore: () => boolean;
}

export interface DeletionUndo {
  record(deletion: Deletion): void;
  /** Puts back the last item deleted, if any. */
  undoLast(): boolean;
  /** The deletions a control noted, when it goes. */
  forget(owner: object): void;
  /** After a save, or once the entry is left: nothing left to undo. */
  clear(): void;
  /** The deletions noted, oldest first. */
  readonly pending: readonly Deletion[];
}

export type UndoWords = Pick<EditorWords["interface"], "deletedHeading" | "deletedIntro" | "undo" | "undoItem" | "itemDeleted" | "itemRestored" | "close">;

/** Whether a key press is the platform's undo, and meant for the form rather than a text being typed in. */
export function isUndoKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey" | "target">): boolean {
  if (event.key.toLowerCase() !== "z" || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return false;
  const target = event.target as Element | null;
  return !target?.closest?.("input, textarea, select, [contenteditable]:not([contenteditable='false'])");
}

export function undoDeletions(doc: Document, words: UndoWords, locale: string, announce: (text: string) => void): DeletionUndo {
  const deletions: Deletion[] = [];

  const show = (): void => {
    if (deletions.length === 0) {
      clearNotice(doc, "undo");
      return;
    }
    showNotice(doc, {
      kind: "undo",
      tone: "news",
      heading: words.deletedHeading,
      intro: words.deletedIntro,
      lines: deletions.map((deletion) => ({
        text: deletion.name,
        action: { label: words.undo, name: fillTemplate(words.undoItem, { item: inSentence(deletion.name, locale) }), run: () => undo(deletion) },
      })),
      close: words.close,
      lang: locale,
      onClose: () => deletions.splice(0),
    });
  };

  const undo = (deletion: Deletion): boolean => {
    const at = deletions.indexOf(deletion);
    if (at < 0 || !deletion.restore()) return false;
    deletions.splice(at, 1);
    show();
    announce(fillTemplate(words.itemRestored, { item: deletion.name }));
    return true;
  };

  doc.addEventListener("keydown", (event) => {
    if (deletions.length === 0 || !isUndoKey(event)) return;
    event.preventDefault();
    undo(deletions[deletions.length - 1]);
  });

  return {
    record(deletion) {
      deletions.push(deletion);
      show();
      announce(fillTemplate(words.itemDeleted, { item: inSentence(deletion.name, locale) }));
    },
    undoLast: () => (deletions.length > 0 ? undo(deletions[deletions.length - 1]) : false),
    forget(owner) {
      const kept = deletions.filter((deletion) => deletion.owner !== owner);
      if (kept.length === deletions.length) return;
      deletions.splice(0, deletions.length, ...kept);
      show();
    },
    clear() {
      deletions.splice(0);
      show();
    },
    get pending() {
      return [...deletions];
    },
  };
}
