import path from "path";
import React, { useState } from "react";
import createReactClass from "create-react-class";
import { Map as DecapMap, fromJS, type Map as ImmutableMap } from "immutable";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contentModel } from "../../content/contentModel";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import type { DecapGlobals, DecapWidget } from "./decap";
import { changedWords, movedItem, registerFieldWidgets, reviewedWords, valueProblem } from "./fieldWidgets";
import type { FormLanguage } from "./formLanguage";
import type { Deletion } from "./undoDeletions";
import { fillTemplate } from "../../lib/template";

const dataDir = path.resolve(__dirname, "../../../data");
const words = readEditorWords(dataDir);
const model = contentModel(englishHints(dataDir));

type Props = Record<string, any>;

/** Decap's own controls, as far as a person sees them: a text box that says when it is left, a checkbox, a photo. */
class DecapString extends React.Component<Props> {
  render() {
    const { forID, value, onChange, setInactiveStyle } = this.props;
    return <input id={forID} value={value ?? ""} onChange={(event) => onChange(event.target.value)} onBlur={() => setInactiveStyle?.()} />;
  }
}
class DecapText extends React.Component<Props> {
  render() {
    const { forID, value, onChange, setInactiveStyle } = this.props;
    return <textarea id={forID} value={value ?? ""} onChange={(event) => onChange(event.target.value)} onBlur={() => setInactiveStyle?.()} />;
  }
}
class DecapBoolean extends React.Component<Props> {
  render() {
    const { forID, value, onChange } = this.props;
    return <input id={forID} type="checkbox" checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />;
  }
}
/** Decap's object control: each field of the object by its registered widget (ours), without the form's language, as Decap does. */
class DecapObject extends React.Component<Props> {
  render() {
    const { field, value, onChangeObject } = this.props;
    return (
      <fieldset>
        {(field.get("fields") as any).toArray().map((child: ImmutableMap<string, any>) => {
          const Control = registry[child.get("widget")].control as React.ComponentType<Props>;
          const id = `${field.get("name")}-${child.get("name")}`;
          return (
            <div key={id}>
              <label htmlFor={id}>{child.get("label")}</label>
              <Control forID={id} field={child} value={value?.get(child.get("name"))} onChange={(next: unknown) => onChangeObject(child, next)} getAsset={(file: string) => `blob:${file}`} />
            </div>
          );
        })}
      </fieldset>
    );
  }
}
/** Decap's list control: each item by its summary (as config.yml's `summary` names its field), a change of the last item's photo, a move of the first item to the end. */
class DecapList extends React.Component<Props> {
  /** How many times Decap's list was drawn anew (it keeps a key per item from then). */
  static drawn = 0;
  componentDidMount() {
    DecapList.drawn += 1;
  }
  render() {
    const { value, onChange, field } = this.props;
    const items = (value?.toArray() ?? []) as any[];
    // One field per item (a list of texts): each item drawn by its field's control through Decap's
    // object control, which reads a map item as an object, by the field's name (decap-cms-widget-object).
    const single = field.get("field") as ImmutableMap<string, any> | undefined;
    if (single) {
      const Control = registry[single.get("widget")].control as React.ComponentType<Props>;
      return (
        <div>
          <span>{`${items.length} ${field.get("label")}`}</span>
          {items.map((item, index) => (
            <div key={index}>
              <label htmlFor={`item-${index}`}>{`${single.get("label")} ${index + 1}`}</label>
              <Control forID={`item-${index}`} field={single} value={DecapMap.isMap(item) ? item.get(single.get("name")) : item} onChange={(next: unknown) => onChange(value.set(index, next))} />
            </div>
          ))}
          <button type="button" onClick={() => onChange(value.delete(0))}>
            Delete the first
          </button>
        </div>
      );
    }
    const summary = String(field.get("summary") ?? "");
    const path = /\{\{fields\.([\w.]+)\}\}/.exec(summary)?.[1]?.split(".") ?? [];
    const shown = (item: any) => {
      if (typeof item?.get !== "function") return String(item);
      if (path.length > 0 && path[0] !== "item") return String(item.getIn(path) ?? "");
      return `${item.get("file")}: ${item.get("alt")?.get?.("en") || "no description"}`;
    };
    // Drawn as Decap draws it where our list control looks (./listItems.ts): the list's header first,
    // its items last, each with its bar and, in the bar, @dnd-kit's handle.
    return (
      <div>
        <div>{`${items.length} ${field.get("label")}`}</div>
        <div>
          <button type="button" onClick={() => onChange(value.setIn([items.length - 1, "file"], "photos/c.jpg"))}>
            Replace the last photo
          </button>
          <button type="button" onClick={() => onChange(value.delete(0).push(value.get(0)))}>
            Move the first to the end
          </button>
          <button type="button" onClick={() => onChange(value.delete(0))}>
            Delete the first
          </button>
        </div>
        <ul>
          {items.map((item, index) => (
            <li key={index}>
              <div>
                <span>{shown(item)}</span>
                <span role="button" tabIndex={0} aria-roledescription="sortable" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
}

const registry: Record<string, DecapWidget> = {};
const decapWidgets = { string: DecapString, text: DecapText, number: DecapString, select: DecapString, boolean: DecapBoolean, datetime: DecapString, image: DecapString, list: DecapList, object: DecapObject };

/** The form's language, as the bar above the editor chooses it (src/admin/decap/formLanguage.ts). */
function formIn(locale: "en" | "es"): FormLanguage & { current: string } {
  const listeners = new Set<(locale: string) => void>();
  const form = {
    locales: ["en", "es"],
    defaultLocale: "en",
    current: locale as string,
    chosen: () => form.current,
    choose: (next: string) => {
      form.current = next;
      listeners.forEach((listener) => listener(next));
    },
    subscribe: (listener: (locale: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return form;
}

let form = formIn("en");
const announced: string[] = [];
/** The deletions the form's top fields noted (./undoDeletions.ts), as the editor keeps them. */
const deletions = { noted: [] as Deletion[], record: (deletion: Deletion) => void deletions.noted.push(deletion), forget: () => undefined };
const registered = new Map<string, { focus(path?: string): void }>();

/** Decap's registry with its React, our controls registered around Decap's, in an interface language and a form language. */
function registerIn(ui: "en" | "es", formLocale: "en" | "es" = ui) {
  for (const [name, control] of Object.entries(decapWidgets)) registry[name] = { control, preview: `${name} preview` };
  const decap = {
    CMS: { getWidget: (name: string) => registry[name], registerWidget: (name: string, control: unknown, preview: unknown) => (registry[name] = { control, preview }) },
    h: React.createElement,
    createClass: createReactClass,
    createContext: React.createContext,
  } as unknown as DecapGlobals;
  form = formIn(formLocale);
  const fields = {
    register: (name: string, control: { focus(path?: string): void }) => {
      registered.set(name, control);
      return () => registered.delete(name);
    },
    goTo: () => undefined,
    canGoTo: () => true,
    show: (name: string, value: unknown) => (registered.get(name) as { show?(value: unknown): void } | undefined)?.show?.(value),
    values: () => ({}),
  };
  registerFieldWidgets(decap, { defaultLocale: "en", uiLocale: ui, words: words[ui]!, routes: ["/", "/about", "/contact"], model, form, fields, announce: (text) => announced.push(text), undo: deletions });
  return (name: keyof typeof decapWidgets) => registry[name].control as React.ComponentType<Props>;
}

/** A field as config.yml gives it (plugins/editor/cmsConfig.ts). */
const field = (definition: Record<string, unknown>) => fromJS(definition) as ImmutableMap<string, any>;

/** A field of a form, its value kept as Decap keeps it: what the person types and what is saved. */
function Form({ Control, initial, saved, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="field">{props.field.get("label")}</label>
      <Control
        forID="field"
        value={value}
        onChange={(next: unknown) => {
          saved?.(next);
          setValue(next);
        }}
        onChangeObject={(child: ImmutableMap<string, any>, next: unknown) => setValue((before: any) => before.set(child.get("name"), next))}
        {...props}
      />
    </form>
  );
}

/** What was saved last, as plain data. */
const lastSaved = (saved: jest.Mock): unknown => {
  const value = saved.mock.calls.at(-1)?.[0] as { toJS?: () => unknown } | undefined;
  return typeof value?.toJS === "function" ? value.toJS() : value;
};

describe("the editor's fields", () => {
  it("counts a text against the length the design holds as it is typed, in the editor's language", async () => {
    const widget = registerIn("en");
    const title = field({ name: "title", label: "Title", widget: "string", content_rules: { language: true, maxLength: 10 } });
    render(<Form Control={widget("string")} field={title} initial={fromJS({ en: "Mentor", es: "Mentor" })} />);
    expect(screen.getByText("4 characters left")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "ing");
    expect(screen.getByText("1 character left")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), " program");
    expect(screen.getByText("7 characters too many")).toBeInTheDocument();
  });

  it("counts in Spanish in the Spanish editor, the Spanish words", () => {
    const widget = registerIn("es");
    const title = field({ name: "title", label: "Título", widget: "string", content_rules: { language: true, maxLength: 10 } });
    render(<Form Control={widget("string")} field={title} initial={fromJS({ en: "Mentorship", es: "Mentoría" })} />);
    expect(screen.getByRole("textbox", { name: "Título" })).toHaveValue("Mentoría");
    expect(screen.getByText("Quedan 2 caracteres")).toBeInTheDocument();
  });

  it("shows a text's words in the language the form is written in, the other language's beside them, and writes only that language's", async () => {
    const widget = registerIn("es", "es");
    const title = field({ name: "title", label: "Título", widget: "string", content_rules: { language: true } });
    const saved = jest.fn();
    render(<Form Control={widget("string")} field={title} initial={fromJS({ en: "Peer Pressure", es: "Presión de grupo" })} saved={saved} />);
    const box = screen.getByRole("textbox", { name: "Título" });
    expect(box).toHaveValue("Presión de grupo");
    const english = screen.getByText("Peer Pressure");
    expect(english).toHaveAttribute("lang", "en");
    expect(english.closest("p")).toHaveTextContent(/^Inglés: Peer Pressure$/);
    await userEvent.type(box, "s");
    // Only the Spanish changes; whether the English is to review is the save's to decide (./keepSaves.ts).
    expect(lastSaved(saved)).toEqual({ en: "Peer Pressure", es: "Presión de grupos" });
    await userEvent.type(box, "{Backspace}");
    expect(lastSaved(saved)).toEqual({ en: "Peer Pressure", es: "Presión de grupo" });

    act(() => form.choose("en"));
    expect(screen.getByRole("textbox", { name: "Título" })).toHaveValue("Peer Pressure");
    expect(screen.getByText("Presión de grupo")).toHaveAttribute("lang", "es");
  });

  it("says a text written in one language only waits for its words in the other", () => {
    const widget = registerIn("es", "es");
    const title = field({ name: "title", label: "Título", widget: "string", content_rules: { language: true } });
    render(<Form Control={widget("string")} field={title} initial={fromJS({ en: "A new session" })} />);
    expect(screen.getByRole("textbox", { name: "Título" })).toHaveValue("");
    expect(screen.getByText("Falta el texto en español: escríbalo aquí.")).toBeInTheDocument();
    expect(screen.getByText("A new session")).toHaveAttribute("lang", "en");
  });

  it("shows a text to review with the other language before and now, and marks it reviewed", async () => {
    const widget = registerIn("es", "es");
    const title = field({ name: "title", label: "Título", widget: "string", content_rules: { language: true } });
    const saved = jest.fn();
    render(<Form Control={widget("string")} field={title} initial={fromJS({ en: "Self-Control and Managing Impulses", es: "Autocontrol", outdated: { es: "Self-Control" } })} saved={saved} />);
    const review = screen.getByText(words.es!.interface.toReviewHeading).closest("[data-review]") as HTMLElement;
    expect(within(review).getByText("Self-Control")).toHaveAttribute("lang", "en");
    expect(within(review).getByText("Self-Control and Managing Impulses")).toHaveAttribute("lang", "en");
    await userEvent.click(within(review).getByRole("button", { name: words.es!.interface.markReviewed }));
    expect(lastSaved(saved)).toEqual({ en: "Self-Control and Managing Impulses", es: "Autocontrol" });
    expect(screen.queryByText(words.es!.interface.toReviewHeading)).not.toBeInTheDocument();
  });

  it("marks nothing to review while a text is typed key by key: the save decides, against the text as the form opened (./keepSaves.ts)", async () => {
    const widget = registerIn("en", "en");
    const title = field({ name: "title", label: "Title", widget: "string", content_rules: { language: true } });
    const saved = jest.fn();
    const { unmount } = render(<Form Control={widget("string")} field={title} initial={fromJS({ en: "Budgeting", es: "Manejo del dinero" })} saved={saved} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), " Basics");
    expect(lastSaved(saved)).toEqual({ en: "Budgeting Basics", es: "Manejo del dinero" });
    unmount();
    // A new item written in Spanish, then its English typed key by key: "M", "MR", "MRM" mark nothing.
    render(<Form Control={widget("string")} field={title} initial={fromJS({ es: "Metas" })} saved={saved} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "MRM");
    expect(saved.mock.calls.map(([value]) => (value as { toJS(): unknown }).toJS())).toContainEqual({ es: "Metas", en: "MR" });
    expect(lastSaved(saved)).toEqual({ es: "Metas", en: "MRM" });
  });

  it("keeps every key typed while the form's props stand still (Decap's Widget skips its updates while a photo of the entry loads), in both languages", async () => {
    for (const ui of ["en", "es"] as const) {
      const widget = registerIn(ui);
      const phone = field({ name: "phone", label: "Phone", widget: "string", required: false, content_rules: { language: false, same: true } });
      const title = field({ name: "title", label: "Title", widget: "string", content_rules: { language: true } });
      const saved = jest.fn();
      const Phone = widget("string");
      /** The two fields with `phoneNumber` as Decap's props give it. */
      const formWith = (phoneNumber: string) => (
        <form>
          <label htmlFor="phone">Phone</label>
          <Phone forID="phone" field={phone} value={phoneNumber} onChange={saved} />
          <label htmlFor="title">Title</label>
          <Phone forID="title" field={title} value={fromJS({ en: "Goals", es: "Metas" })} onChange={saved} />
        </form>
      );
      // Decap's Widget while an asset loads: every change reaches the form's state, none its props.
      const { rerender, unmount } = render(formWith(""));
      await userEvent.type(screen.getByRole("textbox", { name: "Phone" }), "(760) 555-0142");
      expect(screen.getByRole("textbox", { name: "Phone" })).toHaveValue("(760) 555-0142");
      expect(lastSaved(saved)).toBe("(760) 555-0142");
      await userEvent.type(screen.getByRole("textbox", { name: "Title" }), " and a Plan");
      expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue(ui === "en" ? "Goals and a Plan" : "Metas and a Plan");
      expect(lastSaved(saved)).toEqual(ui === "en" ? { en: "Goals and a Plan", es: "Metas" } : { en: "Goals", es: "Metas and a Plan" });
      // Once the props move (the photo loaded, or a save wrote the file), they are what the field shows.
      rerender(formWith("(760) 555-0100"));
      expect(screen.getByRole("textbox", { name: "Phone" })).toHaveValue("(760) 555-0100");
      unmount();

      // Two texts of one object typed one after the other: the second change keeps the first.
      const next = field({
        name: "next",
        label: "Next",
        widget: "object",
        fields: [
          { name: "heading", label: "Heading", widget: "string", content_rules: { language: true } },
          { name: "text", label: "Text", widget: "string", content_rules: { language: true } },
        ],
      });
      const Next = widget("object");
      const both = jest.fn();
      const object = render(<Next forID="next" field={next} value={fromJS({ heading: { en: "", es: "" }, text: { en: "", es: "" } })} onChange={both} />);
      await userEvent.type(screen.getByRole("textbox", { name: "Heading" }), "Next");
      await userEvent.type(screen.getByRole("textbox", { name: "Text" }), "We call");
      expect(lastSaved(both)).toEqual({ heading: { en: ui === "en" ? "Next" : "", es: ui === "es" ? "Next" : "" }, text: { en: ui === "en" ? "We call" : "", es: ui === "es" ? "We call" : "" } });
      object.unmount();
    }
  });

  it("trims a text of surrounding and invisible spaces when the person leaves it, and counts it as saved", async () => {
    const widget = registerIn("en");
    const email = field({ name: "email", label: "Email", widget: "string", content_rules: { language: false, same: true, format: "email", maxLength: 30 } });
    const saved = jest.fn();
    render(<Form Control={widget("string")} field={email} initial="" saved={saved} />);
    const box = screen.getByRole("textbox", { name: "Email" });
    await userEvent.click(box);
    fireEvent.change(box, { target: { value: "  info@example.org\u200B " } });
    expect(screen.getByText("14 characters left")).toBeInTheDocument();
    await userEvent.tab();
    expect(box).toHaveValue("info@example.org");
    expect(saved).toHaveBeenLastCalledWith("info@example.org");
  });

  it("makes a pasted text of two paragraphs one paragraph, where the page shows one; an e-mail's text keeps its lines", () => {
    const widget = registerIn("en");
    const intro = field({ name: "intro", label: "Introduction", widget: "text", content_rules: { language: true } });
    const { unmount } = render(<Form Control={widget("text")} field={intro} initial={fromJS({ es: "Nos reunimos." })} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Introduction" }), { target: { value: "We meet weekly.\n\nEveryone is welcome.  \n" } });
    fireEvent.blur(screen.getByRole("textbox", { name: "Introduction" }));
    expect(screen.getByRole("textbox", { name: "Introduction" })).toHaveValue("We meet weekly. Everyone is welcome.");
    unmount();

    const body = field({ name: "body", label: "Message", widget: "text", content_rules: { language: true, lines: true } });
    render(<Form Control={widget("text")} field={body} initial={fromJS({})} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Hello,\n\nThank you. \n" } });
    fireEvent.blur(screen.getByRole("textbox", { name: "Message" }));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello,\n\nThank you.");
  });

  it("says what is wrong with an address, a page or a length beside the field once it is left, in the editor's words, as it is typed after", async () => {
    const widget = registerIn("en");
    const email = field({ name: "email", label: "Email", widget: "string", content_rules: { language: false, format: "email" } });
    const { unmount } = render(<Form Control={widget("string")} field={email} initial="info@example.org" />);
    const box = screen.getByRole("textbox", { name: "Email" });
    await userEvent.type(box, "@@");
    // Not at the first letter typed: once the field is left.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Email is not an email address: write it like name@example.com.");
    await userEvent.type(box, "{Backspace}{Backspace}");
    expect(box).toHaveValue("info@example.org");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    unmount();

    const to = field({ name: "to", label: "Page", widget: "string", content_rules: { language: false, same: true, format: "page" } });
    render(<Form Control={widget("string")} field={to} initial="/about" />);
    const page = screen.getByRole("textbox", { name: "Page" });
    await userEvent.clear(page);
    await userEvent.type(page, "/volunteer");
    await userEvent.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Page leads to no page of this site (/volunteer). The pages are: /, /about, /contact.");
  });

  it("tells the same problems as the check before saving, and never refuses a save with nothing in view (Decap's own checks)", () => {
    const widget = registerIn("en");
    expect(valueProblem("info@example", "Email", { format: "email" }, { words: words.en!, routes: ["/"] })).toBe("Email is not an email address: write it like name@example.com.");
    expect(valueProblem("Mentoring", "Title", { maxLength: 5 }, { words: words.en!, routes: ["/"] })).toBe("Title has 9 characters: at most 5 fit on the page.");
    expect(valueProblem("   ", "Title", {}, { words: words.en!, routes: ["/"] })).toBe("Title has only spaces: write some text.");
    const Control = widget("string");
    let control: { isValid(): unknown; getValidateValue(): unknown } | null = null;
    render(<Control ref={(ref: typeof control) => (control = ref)} field={field({ name: "email", label: "Email", widget: "string", required: true, content_rules: { format: "email" } })} value="" onChange={() => undefined} />);
    expect(control!.isValid()).toEqual({ error: false });
    expect(control!.getValidateValue()).toBeTruthy();
  });

  it("lets a value that is not language be changed in the Spanish form too, saying it is the same in both languages", async () => {
    const widget = registerIn("es", "es");
    const id = field({ name: "id", label: "Nombre en la dirección web", widget: "string", content_rules: { language: false, same: true, format: "slug" } });
    const saved = jest.fn();
    render(<Form Control={widget("string")} field={id} initial="mentorship" saved={saved} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Nombre en la dirección web" }), "-program");
    expect(saved).toHaveBeenLastCalledWith("mentorship-program");
    expect(screen.getByText(words.es!.interface.sameInEveryLanguage)).toBeInTheDocument();
    act(() => form.choose("en"));
    expect(screen.queryByText(words.es!.interface.sameInEveryLanguage)).not.toBeInTheDocument();
  });

  it("offers a choice as the browser's own select, its options in the editor's language", async () => {
    const widget = registerIn("es");
    const choices = [
      { value: "first", label: "Primera" },
      { value: "second", label: "Segunda" },
    ];
    const week = field({ name: "week", label: "Semana", widget: "select", required: false, options: ["first", "second"], content_rules: { language: false, choices } });
    const saved = jest.fn();
    render(<Form Control={widget("select")} field={week} initial={null} saved={saved} />);
    const select = screen.getByRole("combobox", { name: "Semana" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual([words.es!.interface.noChoice, "Primera", "Segunda"]);
    await userEvent.selectOptions(select, "Segunda");
    expect(saved).toHaveBeenLastCalledWith("second");
  });

  it("asks for a photo's description again, in every language, when its photo is replaced", async () => {
    const widget = registerIn("en");
    const photo = field({
      name: "photo",
      label: "Photo",
      widget: "object",
      content_rules: { language: false, type: "Photo" },
      fields: [
        { name: "file", label: "Photo file", widget: "image", content_rules: { language: false } },
        { name: "alt", label: "Description", widget: "string", content_rules: { language: true, maxLength: 200, describes: "photo" } },
      ],
    });
    const saved = jest.fn();
    render(<Form Control={widget("object")} field={photo} initial={fromJS({ file: "photos/a.jpg", alt: { en: "Two mentors talking.", es: "Dos mentores conversan." } })} saved={saved} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Photo file" }), { target: { value: "photos/b.jpg" } });
    expect(lastSaved(saved)).toEqual({ file: "photos/b.jpg" });
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent(words.en!.interface.altAgain);
  });

  it("asks again for the description of a gallery's photo whose file changed, and of no other", () => {
    const widget = registerIn("en");
    const gallery = field({ name: "photos", label: "Photos", widget: "list", content_rules: { language: false, type: "Photo" } });
    const photos = fromJS([
      { file: "photos/a.jpg", alt: { en: "A circle." } },
      { file: "photos/b.jpg", alt: { en: "A workshop." } },
    ]);
    render(<Form Control={widget("list")} field={gallery} initial={photos} />);
    fireEvent.click(screen.getByRole("button", { name: "Replace the last photo" }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["photos/a.jpg: A circle.", "photos/c.jpg: no description"]);
  });

  it("no longer marks a photo as a sample once another photo is chosen for it, alone or in a gallery", () => {
    const widget = registerIn("en");
    const photo = field({
      name: "photo",
      label: "Photo",
      widget: "object",
      content_rules: { language: false, type: "Photo" },
      fields: [
        { name: "file", label: "Photo file", widget: "image", content_rules: { language: false } },
        { name: "placeholder", label: "Sample photo", widget: "boolean", content_rules: { language: false } },
      ],
    });
    const saved = jest.fn();
    const { unmount } = render(<Form Control={widget("object")} field={photo} initial={fromJS({ file: "photos/a.jpg", placeholder: true })} saved={saved} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Photo file" }), { target: { value: "photos/b.jpg" } });
    expect(lastSaved(saved)).toEqual({ file: "photos/b.jpg" });
    unmount();
    const gallery = field({ name: "photos", label: "Photos", widget: "list", content_rules: { language: false, type: "Photo" } });
    const photos = fromJS([
      { file: "photos/a.jpg", alt: { en: "Sample photo: a circle." }, placeholder: true },
      { file: "photos/b.jpg", alt: { en: "Sample photo: a workshop." }, placeholder: true },
    ]);
    const savedList = jest.fn();
    render(<Form Control={widget("list")} field={gallery} initial={photos} saved={savedList} />);
    fireEvent.click(screen.getByRole("button", { name: "Replace the last photo" }));
    expect(lastSaved(savedList)).toEqual([{ file: "photos/a.jpg", alt: { en: "Sample photo: a circle." }, placeholder: true }, { file: "photos/c.jpg" }]);
  });

  it("moves a photo of a list with its description and its sample mark: a move replaces no photo", () => {
    const widget = registerIn("en");
    const gallery = field({ name: "photos", label: "Photos", widget: "list", content_rules: { language: false, type: "Photo" } });
    const photos = [
      { file: "photos/a.jpg", alt: { en: "Sample photo: a circle." }, placeholder: true },
      { file: "photos/b.jpg", alt: { en: "A workshop." } },
      { file: "photos/c.jpg", alt: { en: "Sample photo: a square." }, placeholder: true },
    ];
    const saved = jest.fn();
    render(<Form Control={widget("list")} field={gallery} initial={fromJS(photos)} saved={saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Move the first to the end" }));
    expect(lastSaved(saved)).toEqual([photos[1], photos[2], photos[0]]);
  });

  it("summarises a list's items by their words in the form's language, and tells screen readers where an item moved, in the editor's language", async () => {
    const widget = registerIn("es", "es");
    const sessions = field({ name: "sessions", label: "Sesiones", label_singular: "Sesión", widget: "list", summary: "{{fields.title}}", content_rules: { language: false, type: "CurriculumSession", summary: { field: "title", language: true } } });
    const list = fromJS([{ title: { en: "Respect", es: "Respeto" } }, { title: { en: "Hygiene", es: "Higiene" } }, { title: { en: "Self-Control", es: "Autocontrol" } }]);
    render(<Form Control={widget("list")} field={sessions} initial={list} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Respeto", "Higiene", "Autocontrol"]);
    act(() => form.choose("en"));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Respect", "Hygiene", "Self-Control"]);
    act(() => form.choose("es"));
    announced.length = 0;
    fireEvent.click(screen.getByRole("button", { name: "Move the first to the end" }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Higiene", "Autocontrol", "Respeto"]);
    expect(announced).toEqual([fillTemplate(words.es!.interface.moved, { item: "Respeto", position: 3, count: 3 })]);
  });

  it("moves an item by the arrow keys on its drag handle, as a drag does, the focus staying on the handle in the item's new place", async () => {
    const widget = registerIn("en", "es");
    const sessions = field({ name: "sessions", label: "Sesiones", label_singular: "Sesión", widget: "list", summary: "{{fields.title}}", content_rules: { language: false, type: "CurriculumSession", summary: { field: "title", language: true } } });
    const list = fromJS([{ title: { en: "Respect", es: "Respeto" } }, { title: { en: "Hygiene", es: "Higiene" } }, { title: { en: "Self-Control", es: "Autocontrol" } }]);
    const saved = jest.fn();
    render(<Form Control={widget("list")} field={sessions} initial={list} saved={saved} />);
    const user = userEvent.setup();
    const handle = (name: string) => screen.getByRole("button", { name: fillTemplate(words.en!.interface.moveItem, { item: name }) });
    await user.click(handle("sesión 3, “Autocontrol”"));
    announced.length = 0;
    await user.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Respeto", "Autocontrol", "Higiene"]);
    expect(lastSaved(saved)).toEqual([{ title: { en: "Respect", es: "Respeto" } }, { title: { en: "Self-Control", es: "Autocontrol" } }, { title: { en: "Hygiene", es: "Higiene" } }]);
    expect(announced).toEqual([fillTemplate(words.en!.interface.moved, { item: "Autocontrol", position: 2, count: 3 })]);
    // The focus follows the item, so the next press moves it on; past the top, nothing moves.
    await waitFor(() => expect(document.activeElement).toBe(handle("sesión 2, “Autocontrol”")));
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(document.activeElement).toBe(handle("sesión 1, “Autocontrol”")));
    await user.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Autocontrol", "Respeto", "Higiene"]);
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Respeto", "Autocontrol", "Higiene"]);
  });

  it("opens each text of a list of texts with its words, counted with its items' own noun, and keeps the other language when one is typed", async () => {
    const widget = registerIn("es", "es");
    const features = field({
      name: "features",
      label: "Qué incluye",
      label_singular: "Elemento",
      widget: "list",
      summary: "{{fields.item}}",
      field: { name: "item", label: "Elemento", widget: "string", content_rules: { language: true } },
      content_rules: { language: true, items: "elementos", summary: { field: "item", language: true } },
    });
    const saved = jest.fn();
    render(<Form Control={widget("list")} field={features} initial={fromJS([{ en: "Small groups", es: "Grupos pequeños" }, { en: "Practical skills", es: "Habilidades prácticas" }])} saved={saved} />);
    expect(screen.getByText("2 elementos")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Elemento 1" })).toHaveValue("Grupos pequeños");
    expect(screen.getByText("Small groups")).toHaveAttribute("lang", "en");
    await userEvent.type(screen.getByRole("textbox", { name: "Elemento 2" }), " para la vida");
    expect(lastSaved(saved)).toEqual([
      { en: "Small groups", es: "Grupos pequeños" },
      // Which language is left to review is decided at save (keepSaves.ts), not key by key.
      { en: "Practical skills", es: "Habilidades prácticas para la vida" },
    ]);
    act(() => form.choose("en"));
    expect(screen.getByRole("textbox", { name: "Elemento 2" })).toHaveValue("Practical skills");
  });

  it("keeps an item deleted from a form's top field, named in the editor's words, and puts it back where it was", () => {
    const widget = registerIn("es", "es");
    deletions.noted.length = 0;
    const sessions = field({ name: "sessions", label: "Sesiones", label_singular: "Sesión", widget: "list", summary: "{{fields.title}}", content_rules: { language: false, type: "CurriculumSession", summary: { field: "title", language: true } } });
    const saved = jest.fn();
    render(<Form Control={widget("list")} field={sessions} initial={fromJS([{ title: { en: "Respect", es: "Respeto" } }, { title: { en: "Hygiene", es: "Higiene" } }])} saved={saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete the first" }));
    expect(lastSaved(saved)).toEqual([{ title: { en: "Hygiene", es: "Higiene" } }]);
    expect(deletions.noted.map((deletion) => deletion.name)).toEqual(["Sesión 1, “Respeto”"]);
    act(() => void deletions.noted[0].restore());
    expect(lastSaved(saved)).toEqual([{ title: { en: "Respect", es: "Respeto" } }, { title: { en: "Hygiene", es: "Higiene" } }]);
    // A move is no deletion.
    fireEvent.click(screen.getByRole("button", { name: "Move the first to the end" }));
    expect(deletions.noted).toHaveLength(1);
  });

  it("keeps a text deleted from a list inside a form's top object, and puts it back into the object", () => {
    const widget = registerIn("en", "en");
    deletions.noted.length = 0;
    const story = field({
      name: "story",
      label: "Our Story",
      widget: "object",
      content_rules: { language: false, type: "AboutStory" },
      fields: [
        { name: "heading", label: "Heading", widget: "string", content_rules: { language: true } },
        { name: "paragraphs", label: "Paragraphs", label_singular: "Paragraph", widget: "list", field: { name: "item", label: "Paragraph", widget: "text", content_rules: { language: true } }, content_rules: { language: true, summary: { field: "item", language: true } } },
      ],
    });
    const saved = jest.fn();
    const initial = fromJS({ heading: { en: "Our Story", es: "Nuestra historia" }, paragraphs: [{ en: "We began.", es: "Empezamos." }, { en: "We grew.", es: "Crecimos." }] });
    render(<Form Control={widget("object")} field={story} initial={initial} saved={saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete the first" }));
    expect(deletions.noted.map((deletion) => deletion.name)).toEqual(["Paragraph 1, “We began.”"]);
    act(() => void deletions.noted[0].restore());
    expect(lastSaved(saved)).toEqual(initial.toJS());
  });

  it("registers a form's top field, whose focus(path) Decap's own control follows into a list's item", () => {
    const widget = registerIn("en");
    const sessions = field({ name: "sessions", label: "Sessions", widget: "list", content_rules: { language: false, type: "CurriculumSession" } });
    render(<Form Control={widget("list")} field={sessions} initial={fromJS([])} />);
    expect(registered.has("sessions")).toBe(true);
  });
});

describe("a top field shown as a save wrote it (./keepSaves.ts)", () => {
  it("shows the value given, Decap's own list drawn anew only when the lengths of its lists change", () => {
    const widget = registerIn("en");
    const sessions = field({ name: "sessions", label: "Sessions", widget: "list", summary: "{{fields.title.en}}", content_rules: { language: false, type: "CurriculumSession", summary: { field: "title", language: true } } });
    render(<Form Control={widget("list")} field={sessions} initial={fromJS([{ title: { en: "Respect", es: "Respeto" } }])} />);
    const show = (value: unknown) => act(() => (registered.get("sessions") as unknown as { show(value: unknown): void }).show(value));
    const drawn = DecapList.drawn;
    show([{ title: { en: "Respect", es: "Respeto", outdated: { es: "Respeto" } } }]);
    expect(DecapList.drawn).toBe(drawn);
    show([{ title: { en: "Respect", es: "Respeto" } }, { title: { en: "Goals", es: "Metas" } }]);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Respect", "Goals"]);
    expect(DecapList.drawn).toBe(drawn + 1);
  });
});

describe("a text's words, changed and reviewed", () => {
  it("changes one language's words and keeps what a language to review was written for; marked reviewed, it is not to review", () => {
    const marked = { en: "AB", es: "Á", outdated: { es: "A" } };
    expect(changedWords(marked, "en", "ABC")).toEqual({ en: "ABC", es: "Á", outdated: { es: "A" } });
    // The Spanish brought up to date: still to review until marked, and nothing marked in English.
    expect(changedWords(marked, "es", "ÁB")).toEqual({ en: "AB", es: "ÁB", outdated: { es: "A" } });
    expect(reviewedWords(marked, "es")).toEqual({ en: "AB", es: "Á" });
  });

  it("finds the one item a drag moved, up or down, and nothing for another change", () => {
    const list = (items: string[]) => ({ get: (index: number) => items[index], size: items.length });
    expect(movedItem(list(["a", "b", "c", "d"]), list(["b", "c", "a", "d"]))).toEqual({ item: "a", from: 0, to: 2 });
    expect(movedItem(list(["a", "b", "c", "d"]), list(["a", "d", "b", "c"]))).toEqual({ item: "d", from: 3, to: 1 });
    expect(movedItem(list(["a", "b", "c"]), list(["a", "x", "c"]))).toBeNull();
    expect(movedItem(list(["a", "b", "c"]), list(["c", "b", "a"]))).toBeNull();
  });
});
