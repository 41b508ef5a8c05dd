import { buildMailto } from "./mailtoLink";
import { decodeMailto } from "../../tests/support/mailto";

describe("buildMailto", () => {
  it("addresses the organisation with the subject and the body", () => {
    const mail = decodeMailto(buildMailto({ to: "info@example.org", subject: "Newsletter Subscription", body: "Hello" }));
    expect(mail.address).toBe("info@example.org");
    expect(mail).toMatchObject({ subject: "Newsletter Subscription", body: "Hello" });
  });

  it("keeps header-injection attempts inside the body, exactly as typed", () => {
    const hostile = "a@b.co&bcc=someone@example.com?subject=Hacked#frag %0D%0ACc: x@y.z + plus";
    const url = buildMailto({ to: "info@example.org", subject: "Hi", body: hostile });
    const mail = decodeMailto(url);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.body).toBe(hostile);
    expect(url).not.toMatch(/[#+ ]/);
  });

  it("writes line breaks as CRLF, as RFC 6068 asks", () => {
    const url = buildMailto({ to: "info@example.org", subject: "Hi", body: "one\ntwo\r\nthree" });
    expect(url).toContain("one%0D%0Atwo%0D%0Athree");
  });

  it("carries accents and emoji intact", () => {
    const mail = decodeMailto(buildMailto({ to: "info@example.org", subject: "¡Hola José! 🙌", body: "Zoë" }));
    expect(mail.subject).toBe("¡Hola José! 🙌");
    expect(mail.body).toBe("Zoë");
  });

  it("leaves the body out when there is none", () => {
    expect(decodeMailto(buildMailto({ to: "info@example.org", subject: "Hi" })).keys).toEqual(["subject"]);
  });
});
