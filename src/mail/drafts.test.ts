import { clearDraft, loadDraft, saveDraft } from "./drafts";

describe("drafts", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps a draft and gives it back, limited to the form's fields", () => {
    saveDraft(sessionStorage, "draft:contact", { firstName: "Ana", message: "Hello" });
    sessionStorage.setItem("draft:contact", JSON.stringify({ firstName: "Ana", message: "Hello", evil: "x", age: 3 }));
    expect(loadDraft(sessionStorage, "draft:contact", ["firstName", "message", "age"])).toEqual({ firstName: "Ana", message: "Hello" });
  });

  it("forgets a draft that is all empty, and one that is cleared", () => {
    saveDraft(sessionStorage, "a", { firstName: "" });
    expect(sessionStorage.getItem("a")).toBeNull();
    saveDraft(sessionStorage, "b", { firstName: "Ana" });
    clearDraft(sessionStorage, "b");
    expect(sessionStorage.getItem("b")).toBeNull();
  });

  it("survives broken or missing storage", () => {
    sessionStorage.setItem("broken", "{not json");
    expect(loadDraft(sessionStorage, "broken", ["a"])).toEqual({});
    expect(loadDraft(null, "x", ["a"])).toEqual({});
    const full = { setItem: () => { throw new Error("QuotaExceededError"); }, removeItem: () => undefined } as unknown as Storage;
    expect(() => saveDraft(full, "x", { a: "b" })).not.toThrow();
  });
});
