import { data, element } from "./markup";

describe("a module's markup", () => {
  beforeEach(() => {
    document.body.innerHTML = '<form data-to="info@example.org" data-subject=""><button type="submit">Send</button></form>';
  });
  const form = () => document.querySelector("form") as HTMLFormElement;

  it("gives the element and data attributes a module needs, empty values included", () => {
    expect(element(form(), 'button[type="submit"]', "subscribe").textContent).toBe("Send");
    expect(data(form(), ["to", "subject"], "subscribe")).toEqual({ to: "info@example.org", subject: "" });
  });

  it("names what is missing", () => {
    expect(() => element(form(), "input[type=email]", "subscribe")).toThrow("subscribe: no input[type=email] in its markup");
    expect(() => data(form(), ["to", "openingMessage", "body"], "subscribe")).toThrow("subscribe: no data-opening-message, data-body on its element");
  });
});
