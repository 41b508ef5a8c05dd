import { openPreviewFirst, rightPaneKey } from "./editorPanes";

describe("the pane beside the editor's form", () => {
  beforeEach(() => localStorage.clear());

  it("is the preview the first time the editor opens", () => {
    openPreviewFirst(localStorage);
    expect(localStorage.getItem(rightPaneKey)).toBe("preview");
  });

  it("is what the editor chose since, which Decap remembers", () => {
    localStorage.setItem(rightPaneKey, "i18n");
    openPreviewFirst(localStorage);
    expect(localStorage.getItem(rightPaneKey)).toBe("i18n");
  });
});
