import { clearSaveProblems, problemLocale, showSaveProblems } from "./saveProblems";
import { keepChosenLocale, showLocale, shownLocale } from "./editorLanguage";

describe("a refused save's lines, kept in view", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("lists the check's lines in an alert until cleared or closed", () => {
    showSaveProblems(document, ["data/pages/home.yaml: es.title is missing"]);
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(alert).toHaveAccessibleName("Not saved yet: fix these first");
    expect(alert).toHaveTextContent("data/pages/home.yaml: es.title is missing");
    showSaveProblems(document, ["data/nav.yaml: en.cta.to: no page at /volunteer"]);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    clearSaveProblems(document);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    showSaveProblems(document, ["x"]);
    (document.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("knows the language a line is about", () => {
    expect(problemLocale("data/pages/home.yaml: es.title is missing")).toBe("es");
    expect(problemLocale("data/programs.yaml: en.programs[1].id \"x\" is used twice")).toBe("en");
    expect(problemLocale("data/pages/home.yaml: es: 20 of its 24 texts are the English ones")).toBe("es");
    expect(problemLocale("data/site.yaml: the file is empty")).toBeNull();
  });
});

describe("the language the form is written in", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("is read from Decap's switch and chosen from its menu", async () => {
    document.body.innerHTML = '<div role="button">Writing in EN</div>';
    const button = document.querySelector('[role="button"]') as HTMLElement;
    button.addEventListener("click", () => {
      document.body.insertAdjacentHTML("beforeend", '<ul><li role="menuitem">en</li><li role="menuitem">es</li></ul>');
      document.querySelector('[role="menuitem"]:last-child')?.addEventListener("click", () => (button.textContent = "Writing in ES"));
    });
    expect(shownLocale(document)).toBe("en");
    await expect(showLocale(document, "es")).resolves.toBe(true);
    expect(shownLocale(document)).toBe("es");
  });
});

describe("the language last chosen", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    jest.useRealTimers();
  });

  it("is chosen again when Decap starts the form over in English", async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div role="button">Writing in EN</div>';
    const button = document.querySelector('[role="button"]') as HTMLElement;
    button.addEventListener("click", () => {
      document.body.insertAdjacentHTML("beforeend", '<ul><li role="menuitem">es</li></ul>');
      document.querySelector('[role="menuitem"]')?.addEventListener("click", () => (button.textContent = "Writing in ES"));
    });
    keepChosenLocale(document, () => "es");
    await jest.advanceTimersByTimeAsync(600);
    expect(shownLocale(document)).toBe("es");
  });
});
