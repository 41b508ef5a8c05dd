/**
 * @jest-environment node
 *
 * Role lookups are exact (issue #53 part 4): Playwright matches a string `name` as a
 * case-insensitive part of an element's name unless told `exact: true`, so the menu's "Close"
 * found the notice's "Close notice" too. Every browser test's getByRole with a name written as
 * text says exact; a pattern (a RegExp) says what it matches itself. (Testing Library, in the
 * unit tests, matches a string name exactly already.)
 */
import fs from "fs";
import path from "path";
import ts from "typescript";

const e2eDir = path.resolve(__dirname, "../../e2e");

/** Each getByRole(role, { name: <text> }) without `exact`, as "file:line". */
export function inexactRoleLookups(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "getByRole") {
      const options = node.arguments[1];
      if (options && ts.isObjectLiteralExpression(options)) {
        const named = (key: string) => options.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === key);
        const name = named("name");
        const pattern =
          name && ts.isPropertyAssignment(name) && (ts.isRegularExpressionLiteral(name.initializer) || (ts.isNewExpression(name.initializer) && name.initializer.expression.getText() === "RegExp"));
        if (name && !pattern && !named("exact")) found.push(`${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the browser tests' role lookups", () => {
  it("find an element by its whole name when the name is written as text", () => {
    const files = fs.readdirSync(e2eDir).filter((name) => name.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((name) => inexactRoleLookups(name, fs.readFileSync(path.join(e2eDir, name), "utf8")))).toEqual([]);
  });

  it("are told apart from a name written as a pattern, and from one that says exact", () => {
    const text = `
      page.getByRole("button", { name: "Close" });
      page.getByRole("button", { name: words.close });
      page.getByRole("button", { name: /Close/ });
      page.getByRole("button", { name: new RegExp("^Close") });
      page.getByRole("button", { name: "Close", exact: true });
      page.getByRole("button");`;
    expect(inexactRoleLookups("example.ts", text)).toEqual(["example.ts:2", "example.ts:3"]);
  });
});
