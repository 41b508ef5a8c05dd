import path from "path";
import { screen, waitFor, within } from "@testing-library/react";
import { contentModel } from "../../content/contentModel";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import { clearNotice, showNotice } from "./notices";
import { problemWords } from "./problemWords";
import { guardUploads } from "./uploadGuard";

const dataDir = path.resolve(__dirname, "../../../data");
const words = readEditorWords(dataDir).en!;
const model = contentModel(englishHints(dataDir));

/** The width each photo has, as the browser reads it (jsdom has no createImageBitmap). */
const widths = new Map<Blob, number>();
const photo = (name: string, width: number, type = "image/jpeg"): File => {
  const file = new File(["x"], name, { type });
  widths.set(file, width);
  return file;
};

/** A file input of Decap's media library, with Decap's own listener, the files chosen in it. */
function decapInput(): { input: HTMLInputElement; decapSaw: jest.Mock; choose: (...files: File[]) => void } {
  const input = document.createElement("input");
  input.type = "file";
  const decapSaw = jest.fn();
  input.addEventListener("change", () => decapSaw(Array.from(input.files ?? []).map((file) => file.name)));
  document.body.append(input);
  // jsdom's file inputs take no files from a script: this one holds what is put in it, as a browser's does.
  let held: File[] = [];
  Object.defineProperty(input, "files", { get: () => held, set: (files: File[]) => (held = [...files]), configurable: true });
  const choose = (...files: File[]) => {
    held = files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
  return { input, decapSaw, choose };
}

// One document for the file: the guard listens on it once, as the editor's page does.
const added = jest.fn();
guardUploads(document, {
  refused(problems) {
    const lines = problems.map((problem) => problemWords(problem, { model, words, typeName: "" }));
    showNotice(document, { kind: "upload", tone: "problem", heading: words.interface.uploadRefusedHeading, lines, close: words.interface.close, lang: "en" });
  },
  added(converted) {
    added(converted);
    clearNotice(document, "upload");
  },
});

beforeEach(() => {
  document.body.innerHTML = "";
  added.mockClear();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async (file: Blob) => {
    if (!widths.has(file)) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    return { width: widths.get(file), height: 900, close: () => undefined };
  };
  // jsdom has neither a canvas nor DataTransfer: the least of each a conversion uses.
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = class {
    getContext() {
      return { drawImage: () => undefined };
    }
    async convertToBlob(options: { type: string }) {
      return new Blob(["jpeg"], { type: options.type });
    }
  };
  (globalThis as { DataTransfer?: unknown }).DataTransfer = class {
    files: File[] = [];
    items = { add: (file: File) => this.files.push(file) };
  };
});
afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  delete (globalThis as { DataTransfer?: unknown }).DataTransfer;
});

describe("choosing a photo to upload in the editor", () => {
  it("refuses a photo narrower than 1,200 px before Decap adds it, with a message naming its width", async () => {
    const { input, decapSaw, choose } = decapInput();
    choose(photo("small-team.jpg", 800));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "This photo was not added" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("The photo small-team.jpg is 800 pixels wide: a photo needs at least 1200");
    expect(decapSaw).not.toHaveBeenCalled();
    expect(input.value).toBe("");
    expect(added).not.toHaveBeenCalled();
  });

  it("passes a wide enough photo on to Decap, once", async () => {
    const { decapSaw, choose } = decapInput();
    choose(photo("team.jpg", 2400));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(decapSaw).toHaveBeenCalledTimes(1);
    expect(decapSaw).toHaveBeenCalledWith(["team.jpg"]);
    expect(added).toHaveBeenCalledWith([]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("hands Decap a phone's AVIF as a JPEG drawn from it, and says so", async () => {
    const { decapSaw, choose } = decapInput();
    choose(photo("PXL_0042.avif", 2000, "image/avif"));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(decapSaw.mock.calls).toEqual([[["PXL_0042.jpg"]]]);
    expect(added).toHaveBeenCalledWith([{ from: "PXL_0042.avif", to: "PXL_0042.jpg" }]);
  });

  it("refuses an iPhone photo this browser cannot open, saying to export it as JPEG", async () => {
    const { decapSaw, choose } = decapInput();
    choose(new File(["x"], "IMG_0042.HEIC", { type: "image/heic" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The photo IMG_0042.HEIC is an iPhone photo (HEIC), which this browser cannot open. Export it as JPEG");
    expect(decapSaw).not.toHaveBeenCalled();
  });

  it("refuses the whole choice when one of several photos fails, naming that one", async () => {
    const { decapSaw, choose } = decapInput();
    choose(photo("wide.jpg", 3000), photo("narrow.jpg", 1000));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^The photo narrow\.jpg is 1000 pixels wide/),
    ]);
    expect(decapSaw).not.toHaveBeenCalled();
  });

  it("lets a good photo chosen after a refused one through the same input", async () => {
    const { decapSaw, choose } = decapInput();
    choose(photo("small.jpg", 640));
    await screen.findByRole("alert");
    choose(photo("big.jpg", 1600));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(decapSaw.mock.calls).toEqual([[["big.jpg"]]]);
  });

  it("leaves other inputs, and a file input emptied, to Decap at once", () => {
    const text = document.createElement("input");
    const typed = jest.fn();
    text.addEventListener("change", typed);
    document.body.append(text);
    text.dispatchEvent(new Event("change", { bubbles: true }));
    expect(typed).toHaveBeenCalledTimes(1);
    const { decapSaw, choose } = decapInput();
    choose();
    expect(decapSaw).toHaveBeenCalledWith([]);
  });
});
