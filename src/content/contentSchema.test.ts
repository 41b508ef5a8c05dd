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

  it("would name a mistake only the skipped check finds: a rule directive the model does not declare", () => {
    const mistaken = `${contentSdl}\ntype Broken { field: String @noSuchRule }`;
    expect(() => buildSchema(mistaken, { assumeValidSDL: true })).not.toThrow();
    expect(() => buildSchema(mistaken)).toThrow(/Unknown directive "@noSuchRule"/);
  });
});
