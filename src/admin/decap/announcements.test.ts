import { translateDragAnnouncements } from "./announcements";

/** @dnd-kit's elements, as Decap's lists draw them with their English words. */
function dndKit(): { region: HTMLElement; described: HTMLElement; handle: HTMLElement } {
  document.body.innerHTML = `
    <div role="button" tabindex="0" aria-roledescription="sortable" aria-describedby="DndDescribedBy-0"></div>
    <div id="DndDescribedBy-0">To pick up a draggable item, press the space bar.</div>
    <div id="DndLiveRegion-0" role="status" aria-live="assertive" aria-atomic="true"></div>`;
  return { region: document.getElementById("DndLiveRegion-0")!, described: document.getElementById("DndDescribedBy-0")!, handle: document.querySelector("[aria-roledescription]")! };
}

const words = { instructions: "Para cambiar el orden, arrastre un elemento por su asa con el ratón o con el dedo.", handle: "asa para mover el elemento" };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("@dnd-kit's words in a list", () => {
  it("are the editor's: its instructions and what a handle is, in the editor's language", () => {
    const { described, handle } = dndKit();
    translateDragAnnouncements(document, words).disconnect();
    expect(described.textContent).toBe(words.instructions);
    expect(handle.getAttribute("aria-roledescription")).toBe(words.handle);
  });

  it("never say its English sentences with internal ids: its live region is silenced and emptied as it speaks", async () => {
    const { region } = dndKit();
    const observer = translateDragAnnouncements(document, words);
    expect([region.getAttribute("aria-live"), region.getAttribute("aria-hidden"), region.getAttribute("role")]).toEqual(["off", "true", null]);
    region.textContent = "Draggable item 8f3c-41 was dropped over droppable area 2a1e-77";
    await settled();
    expect(region.textContent).toBe("");
    observer.disconnect();
  });
});
