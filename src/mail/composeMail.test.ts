import { composeFormMail, composeSimpleMail, MAILTO_MAX_LENGTH, NOTE_RULE, type MailField } from "./composeMail";
import { decodeMailto } from "../../tests/support/mailto";
import { withProgramChoices } from "./programChoices";
import { yamlData } from "../../tests/support/content";

type Form = { subject: string; intro: string; note: string; tooLongNote: string; fields: (MailField & { maxLength?: number })[] };
type Forms = { volunteer: Form; contact: Form; signUp: Form };

/** The forms as editors wrote them (data/forms.yaml as the build reads each language). */
const written = { en: yamlData<Forms>("forms", "en"), es: yamlData<Forms>("forms", "es") };
// The contact form as its page gives it: one choice per program first (./programChoices.ts).
const forms = { ...written.en, contact: withProgramChoices(written.en.contact, yamlData("programs", "en").programs) };
const spanishForms = { ...written.es, contact: withProgramChoices(written.es.contact, yamlData("programs", "es").programs) };

const template = (form: Form) => ({
  to: "info@example.org",
  subject: form.subject,
  intro: form.intro,
  note: form.note,
  tooLongNote: form.tooLongNote,
});

/** The sender's part of a decoded body and the organisation's note after the rule. */
const parts = (body: string) => {
  const lines = body.split("\r\n");
  const rule = lines.lastIndexOf(NOTE_RULE);
  return { sender: lines.slice(0, rule).join("\n"), note: lines.slice(rule + 1).join("\n") };
};

const volunteer = {
  volunteerFirstName: "José",
  volunteerLastName: "Núñez-O'Brien",
  volunteerEmail: "jose+volunteer@example.com",
  volunteerPhone: "+1 (760) 555-0100",
  volunteerInterest: "program-assistant",
  availability: "evenings",
  experience: "",
  volunteerMessage: "I coach youth soccer.\nHappy to help on Fridays!",
};

describe("the volunteer application e-mail", () => {
  const mail = composeFormMail(template(forms.volunteer), forms.volunteer.fields, volunteer);
  const decoded = decodeMailto(mail.url);

  it("goes to the organisation with the subject Volunteer Application", () => {
    expect(decoded.address).toBe("info@example.org");
    expect(decoded.subject).toBe("Volunteer Application");
    expect(decoded.keys).toEqual(["subject", "body"]);
  });

  it("opens in the applicant's words, lists what was filled in, one per line, and ends with our note: thanks and contact within 48 hours on weekdays", () => {
    expect(decoded.body).toBe(
      [
        "Hello ME vs. ME Youth Outreach team,",
        "",
        "I would like to volunteer with you. Here is my application.",
        "",
        "First name: José",
        "Last name: Núñez-O'Brien",
        "Email: jose+volunteer@example.com",
        "Phone: +1 (760) 555-0100",
        "Areas of interest: Program assistant",
        "Availability: Evenings",
        "Why would you like to volunteer?",
        "I coach youth soccer.",
        "Happy to help on Fridays!",
        "",
        "---",
        "Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for applying to volunteer! Once this email is sent, we will contact you within 48 hours on weekdays.",
      ].join("\r\n"),
    );
    expect(mail.fitsInLink).toBe(true);
  });

  it("leaves out what was not filled in", () => {
    expect(decoded.body).not.toContain("Experience");
  });
});

describe("the contact inquiry e-mail", () => {
  const values = { firstName: "Ana", lastName: "Lee", email: "ana@example.com", phone: "", interest: "storytelling", message: "Hi!" };
  const decoded = decodeMailto(composeFormMail(template(forms.contact), forms.contact.fields, values).url);

  it("has the subject Contact Inquiry, opens with the sender's greeting and ends with our promise of a reply within 24 hours on weekdays", () => {
    expect(decoded.subject).toBe("Contact Inquiry");
    expect(decoded.body.split("\r\n")[0]).toBe("Hello ME vs. ME Youth Outreach team,");
    expect(parts(decoded.body).note).toBe("Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for writing to us! Once this email is sent, we will reply within 24 hours on weekdays.");
    const interest = forms.contact.fields.find((field) => field.name === "interest");
    const chosen = interest?.options?.find((option) => option.value === "storytelling")?.label;
    expect(decoded.body).toContain(`${interest?.label}: ${chosen}`);
    expect(decoded.body).toContain("Message:\r\nHi!");
  });
});

describe("the sign-up e-mail (For Families)", () => {
  const family = {
    en: {
      parentName: "María Elena Ramírez",
      studentFirstName: "Sofía",
      studentAge: "13, 8th grade",
      school: "Rancho Minerva Middle School",
      language: "either",
      contactBy: "text",
      phone: "(760) 555-0134",
      bestTime: "Weekdays after 5 PM",
      message: "Does the group meet near Vista Village?",
    },
    es: {
      parentName: "María Elena Ramírez",
      studentFirstName: "Sofía",
      studentAge: "13 años, 8.º grado",
      school: "Escuela Secundaria Rancho Minerva",
      language: "spanish",
      contactBy: "call",
      phone: "(760) 555-0134",
      bestTime: "Entre semana, después de las 5",
      message: "¿El grupo se reúne cerca de Vista Village?",
    },
  };

  it("carries every field, in English, in the parent's voice, with our thanks and promise set apart at the end", () => {
    const decoded = decodeMailto(composeFormMail(template(forms.signUp), forms.signUp.fields, family.en).url);
    expect(decoded.subject).toBe("Program Sign-Up");
    expect(decoded.body).toBe(
      [
        "Hello ME vs. ME Youth Outreach team,",
        "",
        "I would like to sign up a young person for the 11-week Mentorship Curriculum. The details are below.",
        "",
        "Name of the person writing: María Elena Ramírez",
        "Young person's first name: Sofía",
        "Young person's age or grade: 13, 8th grade",
        "Young person's school: Rancho Minerva Middle School",
        "Family's preferred language: English or Spanish",
        "Preferred way to reach the family: Text message",
        "Phone: (760) 555-0134",
        "Best days and times to reach the family: Weekdays after 5 PM",
        "Questions or anything else:",
        "Does the group meet near Vista Village?",
        "",
        "---",
        "Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for your interest in our program! Once this email is sent, we will reply within 24 hours on weekdays.",
      ].join("\r\n"),
    );
  });

  it("carries every field, in Spanish, in the parent's voice, with our thanks and promise set apart at the end", () => {
    const decoded = decodeMailto(composeFormMail(template(spanishForms.signUp), spanishForms.signUp.fields, family.es).url);
    expect(decoded.subject).toBe("Inscripción en el programa (Program Sign-Up)");
    expect(decoded.body).toBe(
      [
        "Hola, equipo de ME vs. ME Youth Outreach:",
        "",
        "Quisiera inscribir a un joven en el plan de estudios de mentoría de 11 semanas. Estos son los datos.",
        "",
        "Nombre de quien escribe: María Elena Ramírez",
        "Nombre del joven (sin apellido): Sofía",
        "Edad o grado del joven: 13 años, 8.º grado",
        "Escuela del joven: Escuela Secundaria Rancho Minerva",
        "Idioma que prefiere la familia: Español",
        "Forma de contacto preferida: Llamada telefónica",
        "Teléfono: (760) 555-0134",
        "Mejores días y horas para comunicarse: Entre semana, después de las 5",
        "Preguntas u otros comentarios:",
        "¿El grupo se reúne cerca de Vista Village?",
        "",
        "---",
        "Nota del sitio web de ME vs. ME Youth Outreach, no de quien escribe: ¡gracias por su interés en el programa! Cuando este correo se envíe, le responderemos en un plazo de 24 horas en días hábiles.",
      ].join("\r\n"),
    );
  });

  it("asks for nothing but the parent's name: every other field is optional", () => {
    for (const form of [forms.signUp, spanishForms.signUp]) {
      expect(form.fields.filter((field) => (field as { required?: boolean }).required).map((field) => field.name)).toEqual(["parentName"]);
    }
  });
});

describe.each([
  ["English", forms],
  ["Spanish", spanishForms],
])("every form's e-mail in %s", (_language, inLanguage) => {
  it.each(["volunteer", "contact", "signUp"] as const)("%s: the sender's words come first and never thank them; our thanks and reply time come after the rule", (name) => {
    const form = inLanguage[name];
    const values = Object.fromEntries(form.fields.map((field) => [field.name, field.options ? field.options[0].value : "x"]));
    const { sender, note } = parts(decodeMailto(composeFormMail(template(form), form.fields, values).url).body);
    expect(sender.startsWith(form.intro)).toBe(true);
    expect(sender).not.toMatch(/thank|gracias|(24|48) (hours|horas)/i);
    expect(note).toMatch(/thank|gracias/i);
    expect(note).toMatch(/(24|48) (hours|horas)/);
  });
});

describe("hostile and unusual input", () => {
  const hostile = [
    "a@b.c&bcc=someone@example.com",
    "?subject=Hacked&body=replaced",
    "#fragment",
    "%0D%0ABcc: evil@example.com",
    "\r\nCc: evil@example.com",
    "1+1=2 and 100%",
    "emoji 🙌🏽 and accents: Zoë, Øyvind, 北京",
    "عربي مع نص من اليمين إلى اليسار",
  ];

  it.each(hostile)("keeps %p in the body exactly as typed, adding no key", (text) => {
    const values = { firstName: "Ana", lastName: "Lee", email: "ana@example.com", message: text };
    const mail = composeFormMail(template(forms.contact), forms.contact.fields, values);
    const decoded = decodeMailto(mail.url);
    expect(decoded.keys).toEqual(["subject", "body"]);
    expect(decoded.subject).toBe("Contact Inquiry");
    expect(decoded.body).toContain(`Message:\r\n${text.trim().replace(/\r\n|\r|\n/g, "\r\n")}`);
    expect(mail.url).not.toMatch(/[\s#+]/);
  });

  it("never makes a link longer than 2,000 characters: a 5,000-character message goes to the page instead", () => {
    const message = "Long message. ".repeat(358).slice(0, 5000);
    const mail = composeFormMail(template(forms.contact), forms.contact.fields, {
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      message,
    });
    expect(mail.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(mail.fitsInLink).toBe(false);
    const decoded = decodeMailto(mail.url);
    expect(decoded.body).toContain("First name: Ana");
    expect(decoded.body).toContain(forms.contact.tooLongNote);
    // Our note still closes the e-mail.
    expect(parts(decoded.body).note).toBe(forms.contact.note);
    expect(mail.body).toContain(message.trim());
  });

  it("keeps the sender's opening and our note when even the short fields are too long for a link", () => {
    const values = Object.fromEntries(forms.signUp.fields.map((field) => [field.name, field.options ? "" : "北".repeat(field.maxLength ?? 0)]));
    const mail = composeFormMail(template(forms.signUp), forms.signUp.fields, values);
    expect(mail.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(decodeMailto(mail.url).body).toBe([forms.signUp.intro, "", forms.signUp.tooLongNote, "", NOTE_RULE, forms.signUp.note].join("\n").replace(/\n/g, "\r\n"));
    expect(mail.body).toContain("北".repeat(80));
  });

  it("still fits when every field is filled to its limit with ordinary prose", () => {
    const fill = (field: { type: string; maxLength?: number; options?: readonly { value: string }[] | null }) =>
      field.options ? field.options[field.options.length - 1].value : "Lorem ipsum, dolor sit amet. ".repeat(40).slice(0, field.maxLength ?? 0);
    for (const form of [forms.volunteer, forms.contact, forms.signUp, spanishForms.volunteer, spanishForms.contact, spanishForms.signUp]) {
      const values = Object.fromEntries(form.fields.map((field) => [field.name, fill(field)]));
      const mail = composeFormMail(template(form), form.fields, values);
      expect({ form: form.subject, fits: mail.fitsInLink, length: mail.url.length }).toEqual({
        form: form.subject,
        fits: true,
        length: mail.url.length,
      });
    }
  });

  it("falls back to the page when non-Latin text of the allowed length needs more than a link can hold", () => {
    const message = "北".repeat(800);
    const mail = composeFormMail(template(forms.contact), forms.contact.fields, { firstName: "A", lastName: "B", email: "a@b.co", message });
    expect(mail.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(mail.fitsInLink).toBe(false);
    expect(mail.body).toContain(message);
  });
});

describe("composeSimpleMail", () => {
  it("builds the Schedule a Visit e-mail", () => {
    const mail = composeSimpleMail("info@example.org", "Schedule a Visit", "Which days and times are available?");
    expect(decodeMailto(mail.url)).toMatchObject({
      address: "info@example.org",
      keys: ["subject", "body"],
      subject: "Schedule a Visit",
      body: "Which days and times are available?",
    });
  });
});
