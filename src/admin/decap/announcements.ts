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

/** @dnd-kit's instructions ours, its announcements silent, whenever it draws them. */
export function translateDragAnnouncements(doc: Document, instructions: string): MutationObserver {
  const mend = (): void => {
    for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[id^="DndDescribedBy"]'))) {
      if (element.textContent !== instructions) element.textContent = instructions;
    }
    for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[id^="DndLiveRegion"]'))) {
      if (element.getAttribute("aria-live") !== "off") element.setAttribute("aria-live", "off");
      if (element.getAttribute("role") !== null) element.removeAttribute("role");
    }
  };
  const observer = new MutationObserver(mend);
  observer.observe(doc.body, { childList: true, subtree: true });
  mend();
  return observer;
}
