import { forwardIdentityLinks } from "./identityLinks";

describe("forwardIdentityLinks", () => {
  const visit = (hash: string) => {
    const replace = jest.fn();
    forwardIdentityLinks({ hash, replace });
    return replace.mock.calls.map(([url]) => url);
  };

  it("sends Identity's invitation, recovery and confirmation links to the editor with their token", () => {
    expect(visit("#invite_token=abc")).toEqual(["/admin/#invite_token=abc"]);
    expect(visit("#recovery_token=abc")).toEqual(["/admin/#recovery_token=abc"]);
    expect(visit("#confirmation_token=abc")).toEqual(["/admin/#confirmation_token=abc"]);
  });

  it("leaves every other address alone", () => {
    expect(visit("#story")).toEqual([]);
    expect(visit("")).toEqual([]);
  });
});
