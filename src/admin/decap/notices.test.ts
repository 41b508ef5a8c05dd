import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearNotice, showNotice, type Notice } from "./notices";

const refusedSave: Notice = {
  kind: "save",
  tone: "problem",
  heading: "Not saved yet: fix these first",
  intro: "Each line names the field and, in a list, the item (counted from 1).",
  lines: ["Testimonial 2, “I learned to…” › Age (Spanish) must be between 5 and 120 (it is 200).", "Quote (Spanish) is empty: fill it in."],
  close: "Close",
  lang: "en",
};

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the editor's notices", () => {
  it("shows a problem as an alert named by its heading, with its intro and each line", () => {
    showNotice(document, refusedSave);
    const alert = screen.getByRole("alert", { name: "Not saved yet: fix these first" });
    expect(within(alert).getByRole("heading", { level: 2, name: "Not saved yet: fix these first" })).toBeInTheDocument();
    expect(within(alert).getByText(refusedSave.intro!)).toBeInTheDocument();
    expect(within(alert).getAllByRole("listitem").map((item) => item.textContent)).toEqual(refusedSave.lines);
    expect(alert).toHaveAttribute("lang", "en");
  });

  it("shows news as a status, without an empty list", () => {
    showNotice(document, { kind: "upload", tone: "news", heading: "Added without its location and camera details, turned upright.", lines: [], close: "Close", lang: "en" });
    const status = screen.getByRole("status", { name: "Added without its location and camera details, turned upright." });
    expect(within(status).queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("closes with its button", async () => {
    showNotice(document, { ...refusedSave, close: "Cerrar", lang: "es" });
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps one notice of each kind: a new one replaces the old, other kinds stay", () => {
    showNotice(document, refusedSave);
    showNotice(document, { kind: "delete", tone: "problem", heading: "This photo cannot be deleted", lines: ["The photo a.jpg is used in Home page › Photo."], close: "Close", lang: "en" });
    showNotice(document, { ...refusedSave, lines: ["Only this one now."] });
    const alerts = screen.getAllByRole("alert");
    expect(alerts.map((alert) => alert.querySelector("h2")?.textContent)).toEqual(["This photo cannot be deleted", "Not saved yet: fix these first"]);
    expect(within(screen.getByRole("alert", { name: "Not saved yet: fix these first" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Only this one now."]);
  });

  it("offers a choice on a line: each button runs its action and shows which one is chosen", async () => {
    const chosen: string[] = [];
    const choice = (label: string) => ({ label, pressed: false, run: () => chosen.push(label) });
    showNotice(document, { kind: "conflict", tone: "problem", heading: "Not saved yet", lines: [{ text: "Heading: your version “A”; the other version “B”.", actions: [choice("Keep my version"), choice("Keep the other version")] }], close: "Close", lang: "en" });
    const line = within(screen.getByRole("alert", { name: "Not saved yet" })).getByRole("listitem");
    await userEvent.click(within(line).getByRole("button", { name: "Keep the other version" }));
    await userEvent.click(within(line).getByRole("button", { name: "Keep my version" }));
    expect(chosen).toEqual(["Keep the other version", "Keep my version"]);
    expect(within(line).getByRole("button", { name: "Keep my version" })).toHaveAttribute("aria-pressed", "true");
    expect(within(line).getByRole("button", { name: "Keep the other version" })).toHaveAttribute("aria-pressed", "false");
  });

  it("is taken away when its kind is cleared (a save that went through)", () => {
    showNotice(document, refusedSave);
    showNotice(document, { kind: "upload", tone: "news", heading: "Added.", lines: [], close: "Close", lang: "en" });
    clearNotice(document, "save");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Added." })).toBeInTheDocument();
  });

  it("says what no field does in a note before its lines, names a button fully where its label says less, and tells who asked that it was closed", async () => {
    const closed = jest.fn();
    const run = jest.fn();
    showNotice(document, {
      kind: "undo",
      tone: "news",
      heading: "What you deleted from this form",
      note: "Until you save, Undo puts an item back where it was.",
      lines: [{ text: "Session 5, “Peer Pressure…”", action: { label: "Undo", name: "Undo deleting session 5, “Peer Pressure…”", run } }],
      close: "Close",
      lang: "en",
      onClose: closed,
    });
    const notice = screen.getByRole("status", { name: "What you deleted from this form" });
    expect(Array.from(notice.children).map((child) => child.tagName)).toEqual(["H2", "P", "UL", "BUTTON"]);
    await userEvent.click(within(notice).getByRole("button", { name: "Undo deleting session 5, “Peer Pressure…”" }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
    await userEvent.click(within(notice).getByRole("button", { name: "Close" }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
