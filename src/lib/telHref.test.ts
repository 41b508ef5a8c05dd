/** @jest-environment node */
import { telHref } from "./telHref";

describe("a phone number as a call link", () => {
  it("keeps only the digits, with the US country code a local number leaves out", () => {
    expect(telHref("(760) 555-0100")).toBe("tel:+17605550100");
    expect(telHref("760.555.0100")).toBe("tel:+17605550100");
    expect(telHref("+1 760 555 0100")).toBe("tel:+17605550100");
    expect(telHref("+52 55 1234 5678")).toBe("tel:+525512345678");
  });
});
