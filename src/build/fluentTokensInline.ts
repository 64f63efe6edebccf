/**
 * Fluent's `tokens` as the strings they stand for (a Vite build plugin; dev and unit tests keep the
 * object).
 *
 * `tokens` is an object of ~470 `var(--name)` strings. Our makeStyles calls and some of Fluent's own
 * style modules (react-button's `tokens.strokeWidthThin`, typographyStyles, …) read it at run time, so
 * the whole object shipped for the few dozen names they use (8.9 kB gzipped). Each `tokens.name` read
 * (the binding imported from @fluentui/react-components, react-theme or tokens) becomes its string
 * here; the object then has no reader left and tree-shaking drops it. A name `tokens` does not have
 * fails the build; a module that uses the object otherwise (`tokens[key]`, passing it) keeps it.
 */

import { tokens } from "@fluentui/tokens";
// Vite 8's bundler (its dependency): a native MagicString, so the modules' source maps stay exact.
import { RolldownMagicString } from "rolldown";
import { type Plugin, Visitor } from "vite";

/** Where `tokens` is imported from: the packages exporting it, and @fluentui/tokens' own modules. */
const SOURCES = /^(@fluentui\/(react-components|react-theme|tokens)|\.\.?\/(\.\.\/)?tokens\.js)$/;
const TABLE: Record<string, string> = tokens;

/** The `tokens.name` reads of a module's code replaced by their strings, or null when it has none. */
export function inlineTokens(
  code: string,
  program: Parameters<Visitor["visit"]>[0],
): { code: RolldownMagicString; names: string[] } | null {
  const locals = new Set<string>();
  for (const node of program.body) {
    if (node.type !== "ImportDeclaration" || !SOURCES.test(String(node.source.value))) continue;
    for (const s of node.specifiers) {
      if (s.type === "ImportSpecifier" && s.imported.type === "Identifier" && s.imported.name === "tokens")
        locals.add(s.local.name);
    }
  }
  if (locals.size === 0) return null;
  const edits: { start: number; end: number; text: string; name: string }[] = [];
  new Visitor({
    MemberExpression(node) {
      if (node.computed || node.object.type !== "Identifier" || !locals.has(node.object.name)) return;
      if (node.property.type !== "Identifier") return;
      const name = node.property.name;
      const value = Object.hasOwn(TABLE, name) ? TABLE[name] : undefined;
      if (value === undefined) throw new Error(`fluentTokensInline: tokens has no ${name}`);
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(value), name });
    },
  }).visit(program);
  if (edits.length === 0) return null;
  const out = new RolldownMagicString(code);
  for (const edit of edits) out.overwrite(edit.start, edit.end, edit.text);
  return { code: out, names: edits.map((e) => e.name) };
}

export function fluentTokensInline(): Plugin {
  return {
    name: "fluent-tokens-inline",
    apply: "build",
    transform: {
      filter: { code: /\btokens\b/ },
      handler(code, id) {
        if (!/\.[cm]?[jt]sx?$/.test(id.split("?")[0] ?? "")) return null;
        const result = inlineTokens(code, this.parse(code));
        return result ? { code: result.code } : null;
      },
    },
  };
}
