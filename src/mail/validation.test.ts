import { validationMessage } from "./validation";

const copy = { valueMissing: "{label} is required.", typeMismatch: "Enter an email address like name@example.com.", tooLong: "{label} is too long." };
const validity = (flags: Partial<ValidityState>) => ({ valid: false, valueMissing: false, typeMismatch: false, tooLong: false, ...flags });

describe("validationMessage", () => {
  it("says nothing for a valid field", () => {
    expect(validationMessage(validity({ valid: true }), "Email", copy)).toBeNull();
  });
  it("names a missing field", () => {
    expect(validationMessage(validity({ valueMissing: true }), "First name", copy)).toBe("First name is required.");
  });
  it("shows what an e-mail address looks like", () => {
    expect(validationMessage(validity({ typeMismatch: true }), "Email", copy)).toBe("Enter an email address like name@example.com.");
  });
});
