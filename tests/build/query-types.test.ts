/**
 * The queries' types without a build (`npm run typegen`, scripts/typegen.ts, which `npm run
 * typecheck` runs when they are missing or older than a query): the very file the build wrote
 * (src/gatsby-types.d.ts, which `npm test` leaves as the build wrote it), from the schema Gatsby
 * built; and a query asking for a field the content model does not have is refused, by name.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { buildSchema, parse, print } from "graphql";
import { typegen, type TypegenResult } from "../../scripts/typegen";
import { loadQueryDocuments, queryTypes } from "../../scripts/typegen/queryTypes";

const root = path.resolve(__dirname, "../..");
const written = fs.mkdtempSync(path.join(os.tmpdir(), "query-types-"));
const out = path.join(written, "gatsby-types.d.ts");
const schemaOut = path.join(written, "schema.graphql");
let result: TypegenResult;
/** What the temporary folder held before typegen ran (the test run's own: tests/runTempFolder.ts). */
let before: Set<string>;

// Gatsby's bootstrap in a copy of the project: under a minute on a quiet machine, several on a busy one.
beforeAll(async () => {
  before = new Set(fs.readdirSync(os.tmpdir()));
  result = await typegen({ out, schemaOut });
}, 15 * 60_000);
afterAll(() => fs.rmSync(written, { recursive: true, force: true }));

it("writes, without a build, the query types the build wrote, byte for byte", () => {
  expect(result.ok ? "written" : result.output).toBe("written");
  const build = fs.readFileSync(path.join(root, "src", "gatsby-types.d.ts"), "utf8").split("\n");
  const typegenLines = fs.readFileSync(out, "utf8").split("\n");
  // On failure, the first line that differs, not two files of 8,000 lines.
  const first = build.findIndex((line, index) => line !== typegenLines[index]);
  expect(first === -1 && build.length === typegenLines.length ? "the same" : { line: first + 1, build: build[first], typegen: typegenLines[first] }).toBe("the same");
});

it("leaves nothing in the temporary folder: Gatsby's run took a folder of its own (scripts/tempFolder.ts), and the copy it bootstraps in is kept in the user's cache", () => {
  const left = fs.readdirSync(os.tmpdir()).filter((name) => !before.has(name) && /^(gatsby-worker|mevsme-)/.test(name));
  expect(left).toEqual([]);
});

it("refuses a query that asks for a field the content model does not have, naming the field and its type", async () => {
  const schema = buildSchema(fs.readFileSync(schemaOut, "utf8"));
  const documents = await loadQueryDocuments(root);
  await expect(queryTypes(schema, documents)).resolves.toContain("type ProgramsPageQuery = ");
  // The Programs page's query, asking its page for an `ages` line its type does not have.
  const withAges = documents.map(({ document }) => {
    const text = print(document);
    return { document: text.startsWith("query ProgramsPage(") ? parse(text.replace(/programsPageYaml\(([^)]*)\) \{/, "programsPageYaml($1) {\n    ages")) : document };
  });
  expect(withAges.map(({ document }) => print(document)).join("\n")).toContain("ages");
  await expect(queryTypes(schema, withAges)).rejects.toThrow('Cannot query field "ages" on type "ProgramsPageYaml"');
});
