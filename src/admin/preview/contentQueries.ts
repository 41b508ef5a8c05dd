import {
  buildASTSchema,
  defaultFieldResolver,
  executeSync,
  getNamedType,
  Kind,
  parse,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
} from "graphql";
import { gatsbyDirectives } from "../../content/contentSchema";
import { withFragments } from "./queryText";
import { siteMapLinks, siteMapType } from "../../lib/siteMap";

/**
 * The site's page and static queries run in the editor's preview, against the content as the
 * editor holds it: the same queries the build runs (each page's own `query`, the hooks'), so the
 * preview gets exactly the data the page gets at build, not a hand-made copy of it. The schema is
 * the content model's GraphQL types (src/content/schema.ts) with the parts of Gatsby's own the
 * queries read: root fields by type, `locale`/`slug` filters, `all…` connections, File, dates
 * formatted with `formatString`, and `site`.
 */

/** What the site's queries ask of Gatsby's own types; a photo has an address and no image data here. */
const gatsbyTypes = `
  ${gatsbyDirectives}
  scalar JSON
  type File { publicURL: String childImageSharp: ImageSharp }
  type ImageSharp { gatsbyImageData: JSON resize: ImageSharpResize }
  type ImageSharpResize { src: String width: Int height: Int }
  type Site { buildTime: Date siteMetadata: SiteSiteMetadata }
  type SiteSiteMetadata { title: String siteUrl: String preview: Boolean notLaunched: Boolean }
  input ContentFilter { eq: String }
`;

const rootField = (typeName: string): string => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** The content model's file types (those that implement Node), as Gatsby would make root fields of them. */
function nodeTypeNames(typeDefs: string): string[] {
  return parse(typeDefs)
    .definitions.filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .filter((definition) => definition.interfaces?.some((iface) => iface.name.value === "Node"))
    .map((definition) => definition.name.value);
}

/** An executable schema for the content model's types. */
export function previewSchema(typeDefs: string): GraphQLSchema {
  const types = nodeTypeNames(typeDefs);
  const query = `type Query {
    site: Site
    ${types.map((type) => `${rootField(type)}(locale: ContentFilter, slug: ContentFilter): ${type}\n    all${type}: ${type}Connection`).join("\n    ")}
  }
  ${types.map((type) => `type ${type}Connection { nodes: [${type}!]! }`).join("\n  ")}`;
  // Gatsby's Node interface (id, parent, children) is Gatsby's to fill in; no query here reads it.
  return buildASTSchema(parse(gatsbyTypes + typeDefs.replace(/\bimplements Node\b/g, "") + query), { assumeValidSDL: true });
}

/** A content node: one language's block of a file, with its `locale` (as plugins/content makes it). */
export type ContentNode = Readonly<Record<string, unknown>> & { readonly locale: string };

/** The preview's content: every node of each type, as the build would have them. */
export interface QueryContent {
  readonly buildTime: string;
  readonly nodesByType: Readonly<Record<string, readonly ContentNode[]>>;
}

/** Gatsby's `formatString` for the tokens the site uses (YYYY, MM, DD), in UTC as Gatsby formats. */
function formatDate(value: unknown, format: string): unknown {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, "0");
  return format
    .replace(/YYYY/g, String(date.getUTCFullYear()))
    .replace(/MM/g, pad(date.getUTCMonth() + 1))
    .replace(/DD/g, pad(date.getUTCDate()));
}

/** Fields as Gatsby resolves them: a date with its `formatString` argument formatted. */
const resolveField: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  const value = defaultFieldResolver(source, args, context, info);
  if (getNamedType(info.returnType).name !== "Date") return value instanceof Date ? value.toISOString() : value;
  const argument = info.fieldNodes[0].arguments?.find((arg) => arg.name.value === "formatString")?.value;
  const format = argument?.kind === Kind.STRING ? argument.value : argument?.kind === Kind.VARIABLE ? info.variableValues[argument.name.value] : undefined;
  if (typeof format === "string") return formatDate(value, format);
  return value instanceof Date ? value.toISOString() : value;
};

interface Filter {
  eq?: string;
}

/** The fields the build works out from other files' nodes (plugins/content/gatsby-node.ts createResolvers), worked out here the same way. */
const filledFromContent: Readonly<Record<string, Readonly<Record<string, (node: ContentNode, content: QueryContent) => unknown>>>> = {
  [siteMapType]: { links: (node, content) => siteMapLinks(node.locale, (type) => content.nodesByType[type] ?? []) },
};

/** Runs one of the site's queries (its text from the `graphql` tag) over the content; throws with GraphQL's messages. */
export function runQuery<Data>(schema: GraphQLSchema, content: QueryContent, query: string, variables: Record<string, unknown> = {}): Data {
  const root: Record<string, unknown> = { site: { buildTime: content.buildTime, siteMetadata: null } };
  for (const [type, nodes] of Object.entries(content.nodesByType)) {
    root[rootField(type)] = ({ locale, slug }: { locale?: Filter; slug?: Filter }) =>
      nodes.find((node) => (locale?.eq === undefined || node.locale === locale.eq) && (slug?.eq === undefined || node.slug === slug.eq)) ?? null;
    root[`all${type}`] = { nodes };
  }
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    const fill = filledFromContent[info.parentType.name]?.[info.fieldName];
    return fill ? fill(source as ContentNode, content) : resolveField(source, args, context, info);
  };
  const result = executeSync({ schema, document: parse(withFragments(query)), rootValue: root, variableValues: variables, fieldResolver });
  if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join("\n"));
  return result.data as Data;
}
