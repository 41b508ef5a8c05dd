import path from "path";
import { readEditorWords } from "../../../plugins/content/editorWordsFile";
import { deletionBetween, dragHandleOf, inSentence, itemName, keyboardMove, listItemsOf, nameListControls } from "./listItems";

const words = readEditorWords(path.resolve(__dirname, "../../../data"));
const es = words.es!;
const en = words.en!;

describe("a list's item, as its controls name it", () => {
  it("is named by its number from 1 and the start of its own words, in the form's language", () => {
    const session = { title: { en: "Peer Pressure and Decision Making", es: "Presión de grupo y toma de decisiones" }, description: { en: "Standing firm.", es: "Mantenerse firme." } };
    expect(itemName(session, 4, "Sesión", "es", false, es)).toBe("Sesión 5, “Presión de grupo y toma de dec…”");
    expect(itemName(session, 4, "Session", "en", false, en)).toBe("Session 5, “Peer Pressure and Decision Mak…”");
    // A text of a list of texts, by its own words; an item with no words yet, by its number alone.
    expect(itemName({ en: "We began.", es: "Empezamos." }, 0, "Párrafo", "es", true, es)).toBe("Párrafo 1, “Empezamos.”");
    expect(itemName(null, 2, "Paragraph", "en", true, en)).toBe("Paragraph 3");
  });

  it("is written with a small first letter inside a sentence, in the language's own rules", () => {
    expect(inSentence("Sesión 5, “Autocontrol”", "es")).toBe("sesión 5, “Autocontrol”");
    expect(inSentence("Élément", "es")).toBe("élément");
  });
});

describe("a deletion found in a change", () => {
  const sessions = [{ title: "A" }, { title: "B" }, { title: "C" }];

  it("is the one item missing from a list one shorter, everything else the same", () => {
    expect(deletionBetween(sessions, [sessions[0], sessions[2]])).toEqual({ path: [], index: 1 });
    expect(deletionBetween(sessions, sessions.slice(1))).toEqual({ path: [], index: 0 });
    expect(deletionBetween(sessions, sessions.slice(0, 2))).toEqual({ path: [], index: 2 });
    // Two items alike: the first of them is said deleted, and putting it back there gives the list again.
    expect(deletionBetween(["x", "x", "y"], ["x", "y"])).toEqual({ path: [], index: 1 });
  });

  it("is found at any depth: a text of an item's list, a list inside an object", () => {
    const programs = [{ title: "One", features: ["a", "b"] }, { title: "Two", features: ["c", "d", "e"] }];
    expect(deletionBetween(programs, [programs[0], { title: "Two", features: ["c", "e"] }])).toEqual({ path: [1, "features"], index: 1 });
    const story = { heading: "Our Story", paragraphs: [{ en: "A" }, { en: "B" }] };
    expect(deletionBetween(story, { ...story, paragraphs: [{ en: "B" }] })).toEqual({ path: ["paragraphs"], index: 0 });
  });

  it("is none for an edit, a move, an item added, or two changes at once", () => {
    expect(deletionBetween(sessions, [sessions[0], { title: "B!" }, sessions[2]])).toBeNull();
    expect(deletionBetween(sessions, [sessions[1], sessions[0], sessions[2]])).toBeNull();
    expect(deletionBetween(sessions, [...sessions, { title: "D" }])).toBeNull();
    expect(deletionBetween(sessions, [{ title: "B!" }, sessions[2]])).toBeNull();
    expect(deletionBetween({ a: [1, 2], b: [3, 4] }, { a: [1], b: [3] })).toBeNull();
  });
});

/** Decap's list as it draws it (decap-cms-widget-list ListControl): its bar, then its items, then @dnd-kit's hidden texts. */
function decapList(items: readonly { open: boolean }[]): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `
    <div><div><button aria-label="Expandir"></button> 3 sesiones</div><button>Agregar sesión</button></div>
    <div>
      ${items
        .map(
          ({ open }) => `<div>
            <div><button></button><div role="button" tabindex="0" aria-roledescription="asa"></div><button></button></div>
            <div>summary</div>
            <div style="display: ${open ? "block" : "none"}"><label>Título</label><input /></div>
          </div>`,
        )
        .join("")}
      <div id="DndDescribedBy-1">instructions</div><div id="DndLiveRegion-1"></div>
    </div>`;
  document.body.append(root);
  return root;
}

describe("a list's controls", () => {
  afterEach(() => document.body.replaceChildren());

  it("are each named for the item they act on, in the editor's words, the open button saying whether its item is open", () => {
    const root = decapList([{ open: false }, { open: true }]);
    nameListControls(root, ["Sesión 1, “Respeto”", "Sesión 2, “Higiene”"], "Sesiones", "es", es);
    const bars = Array.from(root.lastElementChild!.children).slice(0, 2).map((item) => item.firstElementChild!);
    expect(bars.map((bar) => Array.from(bar.children).map((control) => control.getAttribute("aria-label")))).toEqual([
      ["Sesión 1, “Respeto”", "Mover sesión 1, “Respeto”", "Eliminar sesión 1, “Respeto”"],
      ["Sesión 2, “Higiene”", "Mover sesión 2, “Higiene”", "Eliminar sesión 2, “Higiene”"],
    ]);
    expect(bars.map((bar) => bar.firstElementChild!.getAttribute("aria-expanded"))).toEqual(["false", "true"]);
    // One item open: the list's own button closes them all.
    expect(root.querySelector("button")!.getAttribute("aria-label")).toBe("Cerrar todos los elementos de “Sesiones”");
    // @dnd-kit's own texts are not items.
    expect(root.querySelector("#DndDescribedBy-1")!.hasAttribute("aria-label")).toBe(false);
  });

  it("follow the items: all closed, the list's button opens them all", () => {
    const root = decapList([{ open: false }]);
    nameListControls(root, ["Session 1, “Respect”"], "Sessions", "en", en);
    expect(root.querySelector("button")!.getAttribute("aria-label")).toBe("Open every item of “Sessions”");
    expect(root.lastElementChild!.firstElementChild!.firstElementChild!.lastElementChild!.getAttribute("aria-label")).toBe("Delete session 1, “Respect”");
  });
});

describe("an arrow key on a list's drag handle", () => {
  afterEach(() => document.body.replaceChildren());

  it("moves its item one place up or down; nothing moves past either end, for another key, or from another control", () => {
    const root = decapList([{ open: false }, { open: true }, { open: false }]);
    const handles = listItemsOf(root).map(dragHandleOf);
    // @dnd-kit's own texts are not items.
    expect(handles).toHaveLength(3);
    expect(keyboardMove(root, handles[1], "ArrowUp")).toEqual({ from: 1, to: 0 });
    expect(keyboardMove(root, handles[1], "ArrowDown")).toEqual({ from: 1, to: 2 });
    expect(keyboardMove(root, handles[0], "ArrowUp")).toBeNull();
    expect(keyboardMove(root, handles[2], "ArrowDown")).toBeNull();
    expect(keyboardMove(root, handles[1], "Enter")).toBeNull();
    // The item's open button, its ×, a field inside it: not its handle.
    const bar = listItemsOf(root)[1].firstElementChild!;
    expect(keyboardMove(root, bar.firstElementChild, "ArrowUp")).toBeNull();
    expect(keyboardMove(root, bar.lastElementChild, "ArrowDown")).toBeNull();
    expect(keyboardMove(root, root.querySelector("input"), "ArrowUp")).toBeNull();
  });

  it("moves the items of the list the handle is in, not those of a list around it", () => {
    const outer = decapList([{ open: true }, { open: false }]);
    const inner = decapList([{ open: false }, { open: false }]);
    listItemsOf(outer)[0].lastElementChild!.append(inner);
    const innerHandle = dragHandleOf(listItemsOf(inner)[1]);
    expect(keyboardMove(outer, innerHandle, "ArrowUp")).toBeNull();
    expect(keyboardMove(inner, innerHandle, "ArrowUp")).toEqual({ from: 1, to: 0 });
  });
});
