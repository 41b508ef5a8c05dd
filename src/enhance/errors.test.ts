import { describeError, listen } from "./errors";

describe("describeError", () => {
  it("prefers a failed response's status text, then an error's message", () => {
    expect(describeError({ statusText: "Not Found", message: "x" })).toBe("Not Found");
    expect(describeError(new Error("Boom"))).toBe("Boom");
    expect(describeError("plain")).toBe("plain");
    expect(describeError(null)).toBe("null");
  });
});

describe("listen", () => {
  it("shows an error thrown by a handler in the page's alert instead of losing it", () => {
    document.body.innerHTML = `<button type="button">Go</button><div aria-live="assertive" data-error-region=""></div>
      <template data-error-alert=""><div><h2>Unexpected Application Error!</h2><p data-error-detail=""></p></div></template>`;
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const button = document.querySelector("button") as HTMLButtonElement;
    listen(button, "click", () => {
      throw new Error("Clipboard exploded");
    });
    button.click();
    expect(document.querySelector("[data-error-region]")?.textContent).toContain("Clipboard exploded");
    error.mockRestore();
  });
});
