import { reloadOnEntryChange } from "./entryNavigation";

/** A window whose hash changes from one address to another, and whether it reloaded. */
function navigate(from: string, to: string): boolean {
  const listeners: ((event: Event) => void)[] = [];
  const reload = jest.fn();
  reloadOnEntryChange({ addEventListener: ((_name: string, listener: (event: Event) => void) => listeners.push(listener)) as Window["addEventListener"], location: { reload } as unknown as Location });
  const event = Object.assign(new Event("hashchange"), { oldURL: `http://localhost:8000/admin/${from}`, newURL: `http://localhost:8000/admin/${to}` });
  for (const listener of listeners) listener(event);
  return reload.mock.calls.length > 0;
}

describe("an entry opened by its address while another is open", () => {
  it("loads the editor afresh on the new entry (Decap would keep the old form)", () => {
    expect(navigate("#/collections/pages/entries/pages-home", "#/collections/pages/entries/pages-about")).toBe(true);
  });

  it("leaves every other move to Decap: the list to an entry, an entry to its list, the same entry", () => {
    expect(navigate("#/collections/pages", "#/collections/pages/entries/pages-about")).toBe(false);
    expect(navigate("#/collections/pages/entries/pages-about", "#/collections/pages")).toBe(false);
    expect(navigate("#/collections/pages/entries/pages-about", "#/collections/pages/entries/pages-about?ref=x")).toBe(false);
  });
});
