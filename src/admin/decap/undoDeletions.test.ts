import path from "path";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readEditorWords } from "../../../plugins/content/editorWordsFile";
import { isUndoKey, undoDeletions, type Deletion } from "./undoDeletions";

const words = readEditorWords(path.resolve(__dirname, "../../../data"));

/** A list of the form, as a top field keeps it, with its deletions noted the way the editor notes them. */
function form(items: string[]) {
  const list = [...items];
  const owner = {};
  const deletion = (index: number): Deletion => {
    const [item] = list.splice(index, 1);
    return {
      owner,
      name: `Sesión ${index + 1}, “${item}”`,
      restore: () => {
        list.splice(Math.min(index, list.length), 0, item);
        return true;
      },
    };
  };
  return { list, owner, deletion };
}

describe("a deletion's way back", () => {
  let said: string[];
  beforeEach(() => {
    document.body.replaceChildren();
    said = [];
  });

  it("is said to screen readers and kept in view with Undo, named for the item, until the item is back", async () => {
    const undo = undoDeletions(document, words.es!.interface, "es", (text) => said.push(text));
    const { list, deletion } = form(["Respeto", "Higiene", "Autocontrol"]);
    undo.record(deletion(1));
    expect(list).toEqual(["Respeto", "Autocontrol"]);
    expect(said).toEqual(["Se eliminó: sesión 2, “Higiene”. Hasta que guarde, puede deshacerlo con el botón Deshacer, abajo en la ventana, o con Ctrl+Z."]);
    const notice = screen.getByRole("status", { name: words.es!.interface.deletedHeading });
    expect(notice).toHaveAttribute("lang", "es");
    expect(within(notice).getByRole("listitem")).toHaveTextContent("Sesión 2, “Higiene”");
    await userEvent.click(within(notice).getByRole("button", { name: "Deshacer la eliminación: sesión 2, “Higiene”" }));
    expect(list).toEqual(["Respeto", "Higiene", "Autocontrol"]);
    expect(said.at(-1)).toBe("Sesión 2, “Higiene” volvió a su lugar.");
    // Nothing left to undo: the notice goes.
    expect(screen.queryByRole("status", { name: words.es!.interface.deletedHeading })).not.toBeInTheDocument();
  });

  it("puts back the last item deleted with Ctrl+Z or Cmd+Z, outside a text field only", () => {
    const undo = undoDeletions(document, words.en!.interface, "en", (text) => said.push(text));
    const { list, deletion } = form(["A", "B", "C"]);
    undo.record(deletion(0));
    undo.record(deletion(1));
    expect(list).toEqual(["B"]);
    const input = document.body.appendChild(document.createElement("input"));
    // In a text field, Ctrl+Z is the field's own.
    expect(fireEvent.keyDown(input, { key: "z", ctrlKey: true })).toBe(true);
    expect(list).toEqual(["B"]);
    expect(fireEvent.keyDown(document.body, { key: "z", metaKey: true })).toBe(false);
    expect(list).toEqual(["B", "C"]);
    expect(fireEvent.keyDown(document.body, { key: "Z", ctrlKey: true })).toBe(false);
    expect(list).toEqual(["A", "B", "C"]);
    // Nothing left: the key is the browser's again.
    expect(fireEvent.keyDown(document.body, { key: "z", ctrlKey: true })).toBe(true);
  });

  it("is gone after a save, when its control goes, or when the person closes the notice", async () => {
    const undo = undoDeletions(document, words.en!.interface, "en", (text) => said.push(text));
    const first = form(["A", "B"]);
    const second = form(["C", "D"]);
    undo.record(first.deletion(0));
    undo.record(second.deletion(0));
    undo.forget(first.owner);
    expect(undo.pending.map((deletion) => deletion.name)).toEqual(["Sesión 1, “C”"]);
    undo.clear();
    expect(undo.pending).toEqual([]);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(undo.undoLast()).toBe(false);
    undo.record(first.deletion(0));
    await userEvent.click(screen.getByRole("button", { name: words.en!.interface.close }));
    expect(undo.pending).toEqual([]);
  });

  it("knows the platform's undo from other keys", () => {
    const target = document.body;
    expect(isUndoKey({ key: "z", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, target })).toBe(true);
    expect(isUndoKey({ key: "z", ctrlKey: true, metaKey: false, shiftKey: true, altKey: false, target })).toBe(false);
    expect(isUndoKey({ key: "y", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, target })).toBe(false);
    expect(isUndoKey({ key: "z", ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target })).toBe(false);
    const area = document.body.appendChild(document.createElement("textarea"));
    expect(isUndoKey({ key: "z", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, target: area })).toBe(false);
  });
});
