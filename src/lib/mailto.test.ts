import { buildMailto } from "./mailto";

/** What a mail app reads from the link: address, and every query key with its decoded value. */
function parse(url: string) {
  const [address, query = ""] = url.replace(/^mailto:/, "").split("?");
  const params = query.split("&").map((pair) => {
    const [key, value = ""] = pair.split("=");
    return [key, decodeURIComponent(value)] as const;
  });
  return { address, keys: params.map(([key]) => key), values: Object.fromEntries(params) };
}

describe("buildMailto", () => {
  it("addresses the organisation with the subject and the body", () => {
    const mail = parse(buildMailto({ to: "info@example.org", subject: "Newsletter Subscription", body: "Hello" }));
    expect(mail.address).toBe("info@example.org");
    expect(mail.values).toEqual({ subject: "Newsletter Subscription", body: "Hello" });
  });

  it("keeps header-injection attempts inside the body, exactly as typed", () => {
    const hostile = "a@b.co&bcc=someone@example.com?subject=Hacked#frag %0D%0ACc: x@y.z + plus";
    const url = buildMailto({ to: "info@example.org", subject: "Hi", body: hostile });
    const mail = parse(url);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.values.body).toBe(hostile);
    expect(url).not.toMatch(/[#+ ]/);
  });

  it("writes line breaks as CRLF, as RFC 6068 asks", () => {
    const url = buildMailto({ to: "info@example.org", subject: "Hi", body: "one\ntwo\r\nthree" });
    expect(url).toContain("one%0D%0Atwo%0D%0Athree");
  });

  it("carries accents and emoji intact", () => {
    const mail = parse(buildMailto({ to: "info@example.org", subject: "¡Hola José! 🙌", body: "Zoë" }));
    expect(mail.values.subject).toBe("¡Hola José! 🙌");
    expect(mail.values.body).toBe("Zoë");
  });

  it("leaves the body out when there is none", () => {
    expect(parse(buildMailto({ to: "info@example.org", subject: "Hi" })).keys).toEqual(["subject"]);
  });
});
