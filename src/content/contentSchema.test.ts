/**
 * @jest-environment node
 */
import { buildSchema } from "graphql";
import { contentSchema, contentSdl } from "./contentSchema";

describe("the content model's schema", () => {
  it("is valid schema language by graphql-js's own check, which contentSchema() skips", () => {
    expect(() => buildSchema(contentSdl)).not.toThrow();
    // The same types as the checked build: nothing is read differently unchecked.
    expect(Object.keys(contentSchema().getTypeMap()).sort()).toEqual(Object.keys(buildSchema(contentSdl).getTypeMap()).sort());
  });

  it("is the checked one: a mistake in the schema language would be caught here", () => {
    expect(() => buildSchema(`${contentSdl}\ntype Broken { field: NoSuchType }`)).toThrow(/Unknown type "NoSuchType"/);
  });
});
