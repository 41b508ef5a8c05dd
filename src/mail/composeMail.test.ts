import { composeFormMail, composeSimpleMail, MAILTO_MAX_LENGTH, type MailField } from "./composeMail";
import { decodeMailto } from "../../tests/support/mailto";
import { withProgramChoices } from "./programChoices";
import { yamlData } from "../../tests/support/content";

type Form = { subject: string; intro: string; tooLongNote: string; fields: (MailField & { maxLength?: number })[] };

/** The forms as editors wrote them, in English (data/forms.yaml as the build reads its English). */
const written = yamlData<{ volunteer: Form; contact: Form }>("forms", "en");
// The contact form as its page gives it: one choice per program first (./programChoices.ts).
const forms = { ...written, contact: withProgramChoices(written.contact, yamlData("programs", "en").programs) };

const template = (form: typeof forms.volunteer) => ({
  to: "info@example.org",
  subject: form.subject,
  intro: form.intro,
  tooLongNote: form.tooLongNote,
});

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

  it("thanks the applicant, promises contact within 48 hours on weekdays and lists what was filled in, one per line", () => {
    expect(decoded.body).toBe(
      [
        "Thank you for applying to volunteer with ME vs. ME Youth Outreach! We will contact you within 48 hours on weekdays.",
        "",
        "First name: José",
        "Last name: Núñez-O'Brien",
        "Email: jose+volunteer@example.com",
        "Phone: +1 (760) 555-0100",
        "Areas of interest: Program assistant",
        "Availability: Evenings",
        "Why would you like to volunteer?:",
        "I coach youth soccer.",
        "Happy to help on Fridays!",
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

  it("has the subject Contact Inquiry and promises a response within 24 hours on weekdays", () => {
    expect(decoded.subject).toBe("Contact Inquiry");
    expect(decoded.body.split("\r\n")[0]).toContain("We will respond within 24 hours on weekdays.");
    const interest = forms.contact.fields.find((field) => field.name === "interest");
    const chosen = interest?.options?.find((option) => option.value === "storytelling")?.label;
    expect(decoded.body).toContain(`${interest?.label}: ${chosen}`);
    expect(decoded.body).toContain("Message:\r\nHi!");
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
    expect(mail.body).toContain(message.trim());
  });

  it("still fits when every field is filled to its limit with ordinary prose", () => {
    const fill = (field: { type: string; maxLength?: number; options?: readonly { value: string }[] | null }) =>
      field.options ? field.options[field.options.length - 1].value : "Lorem ipsum, dolor sit amet. ".repeat(40).slice(0, field.maxLength ?? 0);
    for (const form of [forms.volunteer, forms.contact]) {
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
