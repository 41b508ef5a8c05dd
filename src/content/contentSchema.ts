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

/** The content model in GraphQL's schema language, with what it needs of Gatsby's. */
export const contentSdl = gatsbyStubs + contentTypeDefs;

let cachedSchema: GraphQLSchema | undefined;
/**
 * The content model as graphql-js reads it. Built without graphql-js checking the schema language
 * again each time (half the work, in the editor's browser too): ./contentSchema.test.ts checks it.
 */
export function contentSchema(): GraphQLSchema {
  cachedSchema ??= buildSchema(contentSdl, { assumeValidSDL: true });
  return cachedSchema;
}
