import { buildSchema, type GraphQLSchema } from "graphql";
import { contentTypeDefs } from "./schema";
import { ruleDirectives } from "./fieldRules";

/**
 * Gatsby's directives and Date scalar, which the content model's types use, and the content
 * model's own rule directives (./fieldRules.ts): graphql-js needs them declared to read the model
 * here, in the editor's check and in its preview.
 */
export const gatsbyDirectives = `
  scalar Date
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  ${ruleDirectives}
`;

/** The parts of Gatsby's schema the content model refers to, so graphql-js can build it alone. */
const gatsbyStubs = `
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  ${gatsbyDirectives}
`;

let cachedSchema: GraphQLSchema | undefined;
export function contentSchema(): GraphQLSchema {
  cachedSchema ??= buildSchema(gatsbyStubs + contentTypeDefs);
  return cachedSchema;
}
