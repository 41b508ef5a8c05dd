import { contentProblemsElementId, pageContentProblems, showContentProblems } from "./contentProblems";
import words from "./contentProblemsPhrases.json";

const photoProblem = "data/photos/small.jpg is 800 px wide: a photo must be at least 1200 px wide, or it shows blurred on large screens and in shared links";
const fieldProblem = "data/pages/home.yaml: en.hero.photo.file: no photo at data/photos/hero.jpg";

describe("the content problems found when the editor was opened", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("are shown in a region with a heading, one line each and how to fix them, above Decap's screen", () => {
    document.body.innerHTML = '<div id="nc-root"><button>Login</button></div>';
    showContentProblems(document, [photoProblem, fieldProblem], words);
    const box = document.querySelector('[role="region"]') as HTMLElement;
    expect(box).toHaveAccessibleName(words.heading);
    expect(box).toHaveTextContent(words.intro);
    expect([...box.querySelectorAll("li")].map((item) => item.textContent)).toEqual([photoProblem, fieldProblem]);
    expect([...box.children].map((child) => child.tagName)).toEqual(["H2", "UL", "P", "BUTTON"]);
    // In the page's flow before Decap's root, so none of Decap's controls is under it.
    expect(document.body.firstElementChild).toBe(box);
    expect(box.style.position).toBe("");
    expect(box.style.zIndex).toBe("");
    expect(document.querySelector("#nc-root button")).toBeVisible();
  });

  it("can be hidden, and is shown once when shown again", () => {
    showContentProblems(document, [photoProblem], words);
    showContentProblems(document, [fieldProblem], words);
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(1);
    expect(document.querySelector('[role="region"]')).toHaveTextContent(fieldProblem);
    (document.querySelector('[role="region"] button') as HTMLButtonElement).click();
    expect(document.querySelector('[role="region"]')).toBeNull();
  });

  it("show nothing when there is no problem", () => {
    showContentProblems(document, [], words);
    expect(document.body).toBeEmptyDOMElement();
  });

  it("are read from the page's block, none when the page has none", () => {
    expect(pageContentProblems(document)).toEqual([]);
    document.head.innerHTML = `<script type="application/json" id="${contentProblemsElementId}">${JSON.stringify([fieldProblem])}</script>`;
    expect(pageContentProblems(document)).toEqual([fieldProblem]);
  });
});
