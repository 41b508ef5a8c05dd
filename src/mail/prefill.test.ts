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
