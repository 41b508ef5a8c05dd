import { pickById } from "./pickById";

const galleries = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("pickById", () => {
  it("picks in the order asked for", () => {
    expect(pickById(galleries, ["c", "a"], "x")).toEqual([{ id: "c" }, { id: "a" }]);
  });

  it("names the missing id, where it was asked for and what exists", () => {
    expect(() => pickById(galleries, ["d"], "data/pages/about.yaml galleries.show")).toThrow(
      'data/pages/about.yaml galleries.show: there is no "d" (known: a, b, c)',
    );
  });
});
