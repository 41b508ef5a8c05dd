import { contactFormLink } from "./contactLinks";

describe("contactFormLink", () => {
  it("opens the contact form with the interest chosen", () => {
    expect(contactFormLink("storytelling", "storytelling")).toBe("/contact?interest=storytelling#message");
  });

  it("names the program when its interest is 'other'", () => {
    expect(contactFormLink("other", "restorative-circles")).toBe(
      "/contact?interest=other&program=restorative-circles#message",
    );
  });

  it("leads to the donation choice", () => {
    expect(contactFormLink("donate")).toBe("/contact?interest=donate#message");
  });
});
