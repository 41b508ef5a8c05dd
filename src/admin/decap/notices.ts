/**
 * The editor's own notices, in the editor's language, outside Decap's page (so Decap's re-renders
 * leave them alone) and kept in view until closed or replaced: a refused save's lines while the
 * fields are fixed, a photo that was not added or cannot be deleted, a photo added without its
 * location. Styled by the editor's style sheet (plugins/editor/editorCss.ts).
 */
/** A button of a notice's line; `pressed`: one of a choice between the line's buttons ("Keep my version"), pressed once chosen. */
export interface NoticeAction {
  readonly label: string;
  /** The button's full name where its label alone would say less ("Undo deleting session 5, …"). */
  readonly name?: string;
  readonly run: () => void;
  readonly pressed?: boolean;
}

/** A line of a notice, with a button that does something about it ("Go to the field"), or several. */
export interface NoticeLine {
  readonly text: string;
  readonly action?: NoticeAction;
  readonly actions?: readonly NoticeAction[];
}

export interface Notice {
  /** One notice of each kind at a time: a new one replaces it. */
  readonly kind: "save" | "upload" | "delete" | "content" | "readability" | "review" | "launch" | "undo" | "conflict" | "kept";
  /** A problem is an alert; news (a photo added, a suggestion after a save) a status. */
  readonly tone: "problem" | "news";
  readonly heading: string;
  readonly intro?: string;
  /** A paragraph after the introduction, before the lines (how to do what no field of the editor does). */
  readonly note?: string;
  readonly lines: readonly (string | NoticeLine)[];
  readonly close: string;
  /** The language the notice is written in. */
  readonly lang: string;
  /** Called when the person closes it. */
  readonly onClose?: () => void;
}

export function showNotice(doc: Document, notice: Notice): HTMLElement {
  clearNotice(doc, notice.kind);
  const box = doc.createElement("section");
  box.setAttribute("role", notice.tone === "problem" ? "alert" : "status");
  box.setAttribute("aria-labelledby", `cms-notice-${notice.kind}`);
  box.lang = notice.lang;
  box.className = `cms-notice cms-notice--${notice.tone}`;
  box.dataset.notice = notice.kind;
  const heading = doc.createElement("h2");
  heading.id = `cms-notice-${notice.kind}`;
  heading.textContent = notice.heading;
  box.append(heading);
  if (notice.intro) {
    const intro = doc.createElement("p");
    intro.textContent = notice.intro;
    box.append(intro);
  }
  if (notice.note) {
    const note = doc.createElement("p");
    note.textContent = notice.note;
    box.append(note);
  }
  if (notice.lines.length > 0) {
    const list = doc.createElement("ul");
    for (const line of notice.lines) {
      const item = doc.createElement("li");
      const { text, action, actions = [] } = typeof line === "string" ? { text: line, action: undefined, actions: [] } : line;
      item.append(text);
      const buttons = [...actions, ...(action ? [action] : [])].map((each) => {
        const button = doc.createElement("button");
        button.type = "button";
        button.className = "cms-notice__action";
        button.textContent = each.label;
        if (each.name) button.setAttribute("aria-label", each.name);
        if (each.pressed !== undefined) button.setAttribute("aria-pressed", String(each.pressed));
        button.addEventListener("click", () => {
          each.run();
          // A choice: the one pressed, the others not.
          if (each.pressed !== undefined) for (const other of buttons) if (other.hasAttribute("aria-pressed")) other.setAttribute("aria-pressed", String(other === button));
        });
        return button;
      });
      for (const button of buttons) item.append(" ", button);
      list.append(item);
    }
    box.append(list);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = notice.close;
  close.addEventListener("click", () => {
    box.remove();
    notice.onClose?.();
  });
  box.append(close);
  // Notices stack at the bottom of the window, newest last.
  let stack = doc.getElementById("cms-notices");
  if (!stack) {
    stack = doc.createElement("div");
    stack.id = "cms-notices";
    stack.className = "cms-notices";
    doc.body.append(stack);
  }
  stack.append(box);
  return box;
}

export function clearNotice(doc: Document, kind: Notice["kind"]): void {
  doc.querySelector(`[data-notice="${kind}"]`)?.remove();
}
