import path from "path";
import React, { useState } from "react";
import createReactClass from "create-react-class";
import { fromJS, type Map as ImmutableMap } from "immutable";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contentModel } from "../../content/contentModel";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import type { DecapGlobals, DecapWidget } from "./decap";
import { registerFieldWidgets } from "./fieldWidgets";

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
/** Decap's list control, for a gallery: each photo with its description, and a change of the last one's file. */
class DecapList extends React.Component<Props> {
  render() {
    const { value, onChange } = this.props;
    const items = (value?.toArray() ?? []) as any[];
    return (
      <div>
        <ul>
          {items.map((item, index) => (
            <li key={index}>{typeof item?.get === "function" ? `${item.get("file")}: ${item.get("alt") || "no description"}` : String(item)}</li>
          ))}
        </ul>
        <button type="button" onClick={() => onChange(value.setIn([items.length - 1, "file"], "photos/c.jpg"))}>
          Replace the last photo
        </button>
      </div>
    );
  }
}

const registry: Record<string, DecapWidget> = {};
const decapWidgets = { string: DecapString, text: DecapText, number: DecapString, select: DecapString, boolean: DecapBoolean, datetime: DecapString, image: DecapString, list: DecapList, object: DecapObject };

/** Decap's registry with its React, our controls registered around Decap's, in an interface language. */
function registerIn(ui: "en" | "es") {
  for (const [name, control] of Object.entries(decapWidgets)) registry[name] = { control, preview: `${name} preview` };
  const decap = {
    CMS: { getWidget: (name: string) => registry[name], registerWidget: (name: string, control: unknown, preview: unknown) => (registry[name] = { control, preview }) },
    h: React.createElement,
    createClass: createReactClass,
    createContext: React.createContext,
  } as unknown as DecapGlobals;
  registerFieldWidgets(decap, { defaultLocale: "en", uiLocale: ui, words: words[ui]!, routes: ["/", "/about", "/contact"], model });
  return (name: keyof typeof decapWidgets) => registry[name].control as React.ComponentType<Props>;
}

/** A field as config.yml gives it (plugins/editor/cmsConfig.ts). */
const field = (definition: Record<string, unknown>) => fromJS({ i18n: true, ...definition }) as ImmutableMap<string, any>;

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

describe("the editor's fields", () => {
  it("counts a text against the length the design holds as it is typed, in the editor's language", async () => {
    const widget = registerIn("en");
    const title = field({ name: "title", label: "Title", widget: "string", content_rules: { language: true, maxLength: 10 } });
    render(<Form Control={widget("string")} field={title} initial="Mentor" />);
    expect(screen.getByText("4 characters left")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "ing");
    expect(screen.getByText("1 character left")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), " program");
    expect(screen.getByText("7 characters too many")).toBeInTheDocument();
  });

  it("counts in Spanish in the Spanish editor", () => {
    const widget = registerIn("es");
    const title = field({ name: "title", label: "Título", widget: "string", content_rules: { language: true, maxLength: 10 } });
    render(<Form Control={widget("string")} field={title} initial="Mentoría" />);
    expect(screen.getByText("Quedan 2 caracteres")).toBeInTheDocument();
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
    const { unmount } = render(<Form Control={widget("text")} field={intro} initial="" />);
    fireEvent.change(screen.getByRole("textbox", { name: "Introduction" }), { target: { value: "We meet weekly.\n\nEveryone is welcome.  \n" } });
    fireEvent.blur(screen.getByRole("textbox", { name: "Introduction" }));
    expect(screen.getByRole("textbox", { name: "Introduction" })).toHaveValue("We meet weekly. Everyone is welcome.");
    unmount();

    const body = field({ name: "body", label: "Message", widget: "text", content_rules: { language: true, lines: true } });
    render(<Form Control={widget("text")} field={body} initial="" />);
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Hello,\n\nThank you. \n" } });
    fireEvent.blur(screen.getByRole("textbox", { name: "Message" }));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello,\n\nThank you.");
  });

  it("tells what is wrong with a value beside the field (Decap shows the control's check) in the editor's words", () => {
    const widget = registerIn("en");
    const Control = widget("string");
    const check = (definition: Record<string, unknown>, value: string) => {
      let control: { isValid(): { error: false | { message: string } } } | null = null;
      const { unmount } = render(<Control ref={(ref: typeof control) => (control = ref)} field={field(definition)} value={value} onChange={() => undefined} />);
      const { error } = control!.isValid();
      unmount();
      return error ? error.message : null;
    };
    const email = { name: "email", label: "Email", widget: "string", content_rules: { format: "email" } };
    expect(check(email, "info@example")).toBe("Email is not an email address: write it like info@example.org.");
    expect(check(email, " info@example.org ")).toBeNull();
    const to = { name: "to", label: "Page", widget: "string", content_rules: { format: "page" } };
    expect(check(to, "/volunteer")).toBe("Page leads to no page of this site (/volunteer). The pages are: /, /about, /contact.");
    expect(check(to, "/about#team")).toBeNull();
    expect(check({ name: "title", label: "Title", widget: "string", content_rules: { maxLength: 5 } }, "Mentoring")).toBe("Title has 9 characters: at most 5 fit on the page.");
    expect(check({ name: "title", label: "Title", widget: "string" }, "   ")).toBe("Title has only spaces: write some text.");
  });

  it("shows in Spanish a value that is the same in every language as set in English, read-only", () => {
    const widget = registerIn("es");
    const id = field({ name: "id", label: "Nombre en la dirección web", widget: "string", i18n: "duplicate", content_rules: { language: false, same: true, format: "slug" } });
    const { unmount } = render(<Form Control={widget("string")} field={id} initial="mentorship" locale="es" />);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText("mentorship")).toBeInTheDocument();
    expect(screen.getByText(words.es!.interface.setInEnglish)).toBeInTheDocument();
    expect(screen.getByText(words.es!.interface.setInEnglishNote, { exact: false })).toBeInTheDocument();
    unmount();

    const featured = field({ name: "featured", label: "Destacado", widget: "boolean", i18n: "duplicate", content_rules: { language: false } });
    const { unmount: unmountYes } = render(<Form Control={widget("boolean")} field={featured} initial={true} locale="es" />);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.getByText(words.es!.interface.yes)).toBeInTheDocument();
    unmountYes();

    const photo = field({ name: "file", label: "Foto", widget: "image", i18n: "duplicate", content_rules: { language: false } });
    render(<Form Control={widget("image")} field={photo} initial="../photos/home-hero.jpg" locale="es" getAsset={(file: string) => `blob:${file}`} />);
    expect(screen.getByText("home-hero.jpg")).toBeInTheDocument();
  });

  it("keeps the same field editable in English", () => {
    const widget = registerIn("en");
    const id = field({ name: "id", label: "Name in the web address", widget: "string", i18n: "duplicate", content_rules: { language: false, same: true } });
    render(<Form Control={widget("string")} field={id} initial="mentorship" locale="en" />);
    expect(screen.getByRole("textbox", { name: "Name in the web address" })).toHaveValue("mentorship");
    expect(screen.queryByText(words.en!.interface.setInEnglish)).not.toBeInTheDocument();
  });

  it("shows a field inside an object in Spanish as set in English too, though Decap gives it no language", () => {
    const widget = registerIn("es");
    const link = field({
      name: "cta",
      label: "Botón",
      widget: "object",
      content_rules: { language: false, type: "Link" },
      fields: [
        { name: "label", label: "Texto", widget: "string", i18n: true, content_rules: { language: true } },
        { name: "to", label: "Página", widget: "string", i18n: "duplicate", content_rules: { language: false, same: true, format: "page" } },
      ],
    });
    render(<Form Control={widget("object")} field={link} initial={fromJS({ label: "Contáctenos", to: "/contact" })} locale="es" />);
    expect(screen.getByRole("textbox", { name: "Texto" })).toHaveValue("Contáctenos");
    expect(screen.queryByRole("textbox", { name: "Página" })).not.toBeInTheDocument();
    expect(screen.getByText("/contact")).toBeInTheDocument();
  });

  it("gives the Spanish form the English values that are not language at once, list items included, keeping the Spanish words", () => {
    const widget = registerIn("es");
    const programs = field({ name: "programs", label: "Programas", widget: "list", content_rules: { language: false, type: "Program" } });
    const english = fromJS({ programs: [{ id: "mentorship", title: "Mentorship", icon: "compass", photo: { file: "photos/programs-mentorship.jpg", alt: "A circle." } }] });
    const entry = fromJS({ data: english });
    const spanish = fromJS([{ id: "old-id", title: "Mentoría", icon: "heart", photo: { file: "photos/old.jpg", alt: "Un círculo." } }]);
    const saved = jest.fn();
    render(<Form Control={widget("list")} field={programs} initial={spanish} locale="es" getEntry={() => entry} saved={saved} />);
    expect(saved).toHaveBeenCalledTimes(1);
    expect((saved.mock.calls[0][0] as { toJS(): unknown }).toJS()).toEqual([{ id: "mentorship", title: "Mentoría", icon: "compass", photo: { file: "photos/programs-mentorship.jpg", alt: "Un círculo." } }]);
  });

  it("asks for a photo's description again when its photo is replaced", async () => {
    const widget = registerIn("en");
    const photo = field({
      name: "photo",
      label: "Photo",
      widget: "object",
      content_rules: { language: false, type: "Photo" },
      fields: [
        { name: "file", label: "Photo file", widget: "image", i18n: "duplicate", content_rules: { language: false } },
        { name: "alt", label: "Description", widget: "string", i18n: true, content_rules: { language: true, maxLength: 200, describes: "photo" } },
      ],
    });
    render(<Form Control={widget("object")} field={photo} initial={fromJS({ file: "photos/a.jpg", alt: "Two mentors talking." })} locale="en" />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Photo file" }), { target: { value: "photos/b.jpg" } });
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent(words.en!.interface.altAgain);
    await userEvent.type(screen.getByRole("textbox", { name: "Description" }), "A new photo.");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("asks again for the description of a gallery's photo whose file changed, and of no other", () => {
    const widget = registerIn("en");
    const gallery = field({ name: "photos", label: "Photos", widget: "list", content_rules: { language: false, type: "Photo" } });
    const photos = fromJS([
      { file: "photos/a.jpg", alt: "A circle." },
      { file: "photos/b.jpg", alt: "A workshop." },
    ]);
    render(<Form Control={widget("list")} field={gallery} initial={photos} locale="en" />);
    fireEvent.click(screen.getByRole("button", { name: "Replace the last photo" }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["photos/a.jpg: A circle.", "photos/c.jpg: no description"]);
  });

  it("shows in Spanish a list of values that are not language as set in English, or as empty", () => {
    const widget = registerIn("es");
    const days = field({ name: "days", label: "Días", widget: "list", content_rules: { language: false } });
    const { unmount } = render(<Form Control={widget("list")} field={days} initial={fromJS(["monday", "thursday"])} locale="es" />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["monday", "thursday"]);
    expect(screen.getByText(words.es!.interface.setInEnglish)).toBeInTheDocument();
    unmount();
    render(<Form Control={widget("list")} field={days} initial={fromJS([])} locale="es" />);
    expect(screen.getByText(words.es!.interface.empty)).toBeInTheDocument();
  });
});
