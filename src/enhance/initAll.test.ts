import { initAll } from "./initAll";

function page(html: string) {
  document.body.innerHTML = `${html}<div aria-live="assertive" data-error-region=""></div>
    <template data-error-alert=""><div><h2>Unexpected Application Error!</h2><p data-error-detail=""></p><button type="button" data-error-dismiss="">Dismiss</button></div></template>`;
}

describe("initAll", () => {
  it("starts each module named by a data-module attribute once, with its root element", () => {
    page('<button data-module="counter">0</button><p data-module="counter note">1</p>');
    const roots: HTMLElement[] = [];
    class Counter {
      constructor(root: HTMLElement) {
        roots.push(root);
      }
    }
    initAll({ counter: Counter });
    initAll({ counter: Counter });
    expect(roots.map((root) => root.textContent)).toEqual(["0", "1"]);
  });

  it("shows a module that fails in the error alert, and still starts the others", () => {
    page('<nav data-module="broken"></nav><p data-module="fine">Still here</p>');
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const started: string[] = [];
    class Broken {
      constructor() {
        throw new Error("menu: no [data-menu-panel] in its markup");
      }
    }
    class Fine {
      constructor(root: HTMLElement) {
        started.push(root.textContent ?? "");
      }
    }
    initAll({ broken: Broken, fine: Fine });
    expect(started).toEqual(["Still here"]);
    const alert = document.querySelector("[data-error-region]") as HTMLElement;
    expect(alert.querySelector("h2")?.textContent).toBe("Unexpected Application Error!");
    expect(alert.textContent).toContain("menu: no [data-menu-panel] in its markup");
    (alert.querySelector("button") as HTMLButtonElement).click();
    expect(alert.textContent).toBe("");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
