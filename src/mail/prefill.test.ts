import { applyContactPrefill, contactPrefill } from "./prefill";

const interests = ["mentorship", "storytelling", "intervention", "volunteer", "donate", "other"];
const programs = [{ id: "restorative-circles", title: "Restorative Circle Groups" }];
const template = "I would like to learn more about {program}.";

describe("contactPrefill", () => {
  it("preselects a known interest", () => {
    expect(contactPrefill("?interest=storytelling", interests, programs, template)).toEqual({ interest: "storytelling" });
  });

  it("ignores an unknown interest", () => {
    expect(contactPrefill("?interest=hacking", interests, programs, template)).toEqual({});
    expect(contactPrefill("", interests, programs, template)).toEqual({});
  });

  it("names the program in the message for 'other'", () => {
    expect(contactPrefill("?interest=other&program=restorative-circles", interests, programs, template)).toEqual({
      interest: "other",
      message: "I would like to learn more about Restorative Circle Groups.",
    });
  });

  it("ignores an unknown program", () => {
    expect(contactPrefill("?interest=other&program=nope", interests, programs, template)).toEqual({ interest: "other" });
  });
});

describe("applyContactPrefill", () => {
  it("lets the link's interest win over the draft's", () => {
    expect(applyContactPrefill({ interest: "donate", firstName: "Ana" }, { interest: "storytelling" })).toEqual({
      interest: "storytelling",
      firstName: "Ana",
    });
  });

  it("never overwrites words the visitor already wrote", () => {
    expect(applyContactPrefill({ message: "My own words" }, { interest: "other", message: "Prefilled" }).message).toBe("My own words");
    expect(applyContactPrefill({ message: " " }, { interest: "other", message: "Prefilled" }).message).toBe("Prefilled");
  });
});

describe("contactPrefill with ask=enrol (the For Families page's sign-up link)", () => {
  const enrol = "I would like to sign up for the 11-week curriculum.";

  it("chooses the curriculum and prepares the first line of the message", () => {
    expect(contactPrefill("?interest=mentorship&ask=enrol", interests, programs, template, enrol)).toEqual({
      interest: "mentorship",
      message: enrol,
    });
  });

  it("only chooses the interest when the form has no enrolment line, or the ask is unknown", () => {
    expect(contactPrefill("?interest=mentorship&ask=enrol", interests, programs, template, null)).toEqual({ interest: "mentorship" });
    expect(contactPrefill("?interest=mentorship&ask=other", interests, programs, template, enrol)).toEqual({ interest: "mentorship" });
  });

  it("prepares nothing for an interest the form does not offer", () => {
    expect(contactPrefill("?interest=enrolment&ask=enrol", interests, programs, template, enrol)).toEqual({});
  });

  it("keeps a saved draft's message and fills only an empty one", () => {
    const prefill = contactPrefill("?interest=mentorship&ask=enrol", interests, programs, template, enrol);
    expect(applyContactPrefill({ message: "When does the next group start?" }, prefill)).toEqual({
      interest: "mentorship",
      message: "When does the next group start?",
    });
    expect(applyContactPrefill({}, prefill)).toEqual({ interest: "mentorship", message: enrol });
  });
});
