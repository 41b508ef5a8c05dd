/**
 * What the editor says to screen readers beyond what a field says itself, in the editor's
 * language. Decap's lists are reordered with @dnd-kit, which Decap starts with its English words
 * and no way to give others ("Draggable item 8f3c… was dropped over droppable area 2a1e…", its
 * instructions about a space bar its lists do not listen to): its live region is silenced and its
 * instructions are ours, and our list control (./fieldWidgets.ts) says which item moved where.
 * Done on the page Decap renders (@dnd-kit's elements by their ids' prefixes), changing nothing inside Decap.
 */

/** A polite live region of our own; returns what says a sentence in it. */
export function announcer(doc: Document, lang: string): (text: string) => void {
  const region = doc.createElement("div");
  region.id = "cms-announcer";
  region.className = "cms-visually-hidden";
  region.setAttribute("role", "status");
  region.lang = lang;
  doc.body.append(region);
  return (text) => {
    // Emptied first, so the same sentence twice is said twice.
    region.textContent = "";
    doc.defaultView?.setTimeout(() => (region.textContent = text), 50);
  };
}

/** What a list's drag handles say, in the editor's language. */
export interface DragWords {
  /** How to move an item (the handle's description). */
  readonly instructions: string;
  /** What a handle is (its role's description: @dnd-kit's says "sortable"). */
  readonly handle: string;
}

/** @dnd-kit's instructions and handles in the editor's words, its English announcements hidden, whenever it draws them. */
export function translateDragAnnouncements(doc: Document, words: DragWords): MutationObserver {
  const set = (element: Element, name: string, value: string): void => {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  const mend = (): void => {
    for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[id^="DndDescribedBy"]'))) {
      if (element.textContent !== words.instructions) element.textContent = words.instructions;
    }
    for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[id^="DndLiveRegion"]'))) {
      set(element, "aria-live", "off");
      set(element, "aria-hidden", "true");
      if (element.getAttribute("role") !== null) element.removeAttribute("role");
      // Its English sentences, with @dnd-kit's internal ids, are not left in the page either.
      if (element.textContent) element.textContent = "";
    }
    for (const element of Array.from(doc.querySelectorAll<HTMLElement>("[aria-roledescription]"))) set(element, "aria-roledescription", words.handle);
  };
  const observer = new MutationObserver(mend);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["aria-roledescription"] });
  mend();
  return observer;
}
