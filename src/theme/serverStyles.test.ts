import { withoutRehydrationMarkers } from "./serverStyles";

describe("the styles a page is served with", () => {
  it("keep every rule and media query, without styled-components' markers for its browser runtime", () => {
    const rendered = [
      ".cbBYrF{width:100%;max-width:72rem;}/*!sc*/",
      "@media (min-width: 48em){.cbBYrF{padding-inline:1.5rem;}}/*!sc*/",
      'data-styled.g1[id="sc-uf3tbn-0"]{content:"cbBYrF,"}/*!sc*/',
      ".q{quotes:\"«\" \"»\";}/*!sc*/",
      'data-styled.g12[id="sc-18hvw0v-0"]{content:"jNisTQ,cYxuVc,"}/*!sc*/',
      "",
    ].join("\n");
    expect(withoutRehydrationMarkers(rendered)).toBe(
      [".cbBYrF{width:100%;max-width:72rem;}", "@media (min-width: 48em){.cbBYrF{padding-inline:1.5rem;}}", '.q{quotes:"«" "»";}'].join("\n"),
    );
  });
});
