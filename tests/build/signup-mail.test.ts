/**
 * The For Families page's sign-up e-mail, as its built markup writes it (the words the mail-form
 * module reads: the form's data attributes, each field's label and choices), decoded as a mail app
 * reads it: every field, in both languages, in the parent's voice, with the organisation's thanks
 * and reply time set apart at the end. The words are written out here, as a parent would read them.
 */
import { loadPage } from "../support/built-site";
import { decodeMailto } from "../support/mailto";
import { composeFormMail, type MailField } from "../../src/mail/composeMail";

/** The form's e-mail and fields, read from the built page as mailForm.enhance.ts and fieldControl.ts read them. */
function signUpForm(route: string) {
  const form = loadPage(route).querySelector<HTMLFormElement>("form#sign-up-form");
  if (!form) throw new Error(`${route} has no form#sign-up-form`);
  const { to, subject, intro, note, tooLongNote } = form.dataset;
  const fields: MailField[] = Array.from(form.querySelectorAll<HTMLElement>("[data-field]"), (wrapper) => {
    const control = wrapper.querySelector("input, select, textarea") as HTMLInputElement;
    const label = wrapper.querySelector("[data-field-label]")?.textContent?.trim() ?? "";
    const tag = control.tagName.toLowerCase();
    const options =
      tag === "select"
        ? Array.from(control.querySelectorAll("option"), (option) => ({ value: option.getAttribute("value") ?? "", label: option.textContent?.trim() ?? "" })).filter(
            (option) => option.value !== "",
          )
        : null;
    return { name: control.getAttribute("name") ?? "", label, type: tag === "input" ? (control.getAttribute("type") ?? "text") : tag, options };
  });
  return { form, template: { to: to ?? "", subject: subject ?? "", intro: intro ?? "", note: note ?? "", tooLongNote: tooLongNote ?? "" }, fields };
}

const family = {
  parentName: "María Elena Ramírez",
  studentFirstName: "Sofía",
  studentAge: "13",
  school: "Rancho Minerva",
  phone: "(760) 555-0134",
  bestTime: "5–7 PM",
  message: "¿Hay grupo los martes? / Is there a Tuesday group?",
};

describe.each([
  {
    route: "/families",
    choices: { language: "either", contactBy: "text" },
    subject: "Program Sign-Up",
    body: [
      "Hello ME vs. ME Youth Outreach team,",
      "",
      "I would like to sign up a young person for the 11-week curriculum. The details are below.",
      "",
      "Name of the person writing: María Elena Ramírez",
      "Young person's first name: Sofía",
      "Young person's age or grade: 13",
      "Young person's school: Rancho Minerva",
      "Family's preferred language: English or Spanish",
      "Preferred way to reach the family: Text message",
      "Phone: (760) 555-0134",
      "Best days and times to reach the family: 5–7 PM",
      "Questions or anything else:",
      "¿Hay grupo los martes? / Is there a Tuesday group?",
      "",
      "---",
      "Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for your interest in our program! Once this email is sent, we will reply within 24 hours on weekdays.",
    ],
  },
  {
    route: "/es/families",
    choices: { language: "spanish", contactBy: "call" },
    subject: "Inscripción en el programa (Program Sign-Up)",
    body: [
      "Hola, equipo de ME vs. ME Youth Outreach:",
      "",
      "Quisiera inscribir a un joven en el plan de estudios de 11 semanas. Estos son los datos.",
      "",
      "Nombre de quien escribe: María Elena Ramírez",
      "Nombre del joven (sin apellido): Sofía",
      "Edad o grado del joven: 13",
      "Escuela del joven: Rancho Minerva",
      "Idioma que prefiere la familia: Español",
      "Forma de contacto preferida: Llamada telefónica",
      "Teléfono: (760) 555-0134",
      "Mejores días y horas para comunicarse: 5–7 PM",
      "Preguntas u otros comentarios:",
      "¿Hay grupo los martes? / Is there a Tuesday group?",
      "",
      "---",
      "Nota del sitio web de ME vs. ME Youth Outreach, no de quien escribe: ¡gracias por su interés en el programa! Cuando este correo se envíe, le responderemos en un plazo de 24 horas en días hábiles.",
    ],
  },
])("the built page $route", ({ route, choices, subject, body }) => {
  const { form, template, fields } = signUpForm(route);
  const mail = decodeMailto(composeFormMail(template, fields, { ...family, ...choices }).url);

  it("holds the sign-up form, whose e-mail carries every field in the parent's voice, our thanks and reply time last", () => {
    expect(mail.subject).toBe(subject);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.body.split("\r\n")).toEqual(body);
    expect(mail.url.length).toBeLessThanOrEqual(2000);
  });

  it("requires the parent's name only", () => {
    expect(Array.from(form.querySelectorAll("[required]"), (control) => control.getAttribute("name"))).toEqual(["parentName"]);
  });
});
