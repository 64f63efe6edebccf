/**
 * Finds the texts a component shows that are written in its source instead of read from the catalogue
 * (src/domain/texts): JSX text with a letter, and string/template literals with a letter where a value
 * is shown — a JSX child `{...}` or a prop — following only the paths a value takes to the screen
 * (conditional branches, `??`/`||`, the right of `&&`, array items, object values, a template's parts,
 * the receiver of `.map()`/`.join()`), never into functions, comparisons or call arguments (formats, keys,
 * routes). Props that never reach the screen (class names, variants, routes, ids) are skipped by name.
 * Outside JSX, the arguments of the calls that put a text on screen (TEXT_CALLS: the alert banner) count.
 * Used by src/client/textsCatalogue.test.ts; Biome's noJsxLiterals sees only the JSX text.
 */
import { parseSync } from "vite";

export interface LiteralText {
  line: number;
  /** The prop the text is given to, or "child" for a JSX child. */
  where: string;
  text: string;
}

/** Props whose strings are identifiers, styles, routes or formats, never a text a person reads. */
const NON_TEXT_PROPS = new Set([
  "key",
  "ref",
  "className",
  "style",
  "id",
  "htmlFor",
  "name",
  "type",
  "role",
  "as",
  "appearance",
  "size",
  "shape",
  "layout",
  "orientation",
  "position",
  "positioning",
  "align",
  "weight",
  "font",
  "wrap",
  "intent",
  "color",
  "inputMode",
  "autoComplete",
  "href",
  "to",
  "src",
  "target",
  "rel",
  "method",
  "value",
  "defaultValue",
  "modalType",
  "selectionMode",
  "sortDirection",
  "labelPosition",
  "dir",
  "lang",
  "accept",
  "capture",
  "pattern",
  "step",
  "min",
  "max",
  "mountNode",
  "validationState",
  "mode",
  "fill",
  "d",
  "height",
  "width",
  "resize",
  "relationship",
  "politeness",
  "defaultOpenItems",
  "which",
  "markContext",
  "photoCode",
  "imageUrl",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-current",
  "aria-live",
  "aria-haspopup",
  "aria-sort",
  "aria-orientation",
  "aria-autocomplete",
  "aria-busy",
  "scope",
]);

/** Calls whose arguments (by position) are shown: showAlert(kind, status, message). */
const TEXT_CALLS: Readonly<Record<string, readonly number[]>> = { showAlert: [1, 2] };

const HAS_LETTER = /\p{L}/u;

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node =>
  typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string";

/** Every literal text of one .tsx source, in source order. */
export function findLiteralTexts(source: string, filename = "component.tsx"): LiteralText[] {
  const { program, errors } = parseSync(filename, source, { lang: filename.endsWith(".ts") ? "ts" : "tsx" });
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const lineStarts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number) => lineStarts.findLastIndex((s) => s <= pos) + 1;
  const found: LiteralText[] = [];
  const add = (node: Node, where: string, text: string) => {
    const shown = text.replace(/\s+/g, " ").trim();
    if (HAS_LETTER.test(shown)) found.push({ line: lineOf(node.start), where, text: shown });
  };

  /** The paths by which an expression's value is shown. */
  const shown = (node: unknown, where: string): void => {
    if (!isNode(node)) return;
    switch (node.type) {
      case "Literal":
        if (typeof node.value === "string") add(node, where, node.value);
        return;
      case "TemplateLiteral":
        for (const q of node.quasis as Node[]) add(q, where, (q.value as { cooked: string }).cooked ?? "");
        for (const e of node.expressions as Node[]) shown(e, where);
        return;
      case "ConditionalExpression":
        shown(node.consequent, where);
        shown(node.alternate, where);
        return;
      case "LogicalExpression":
        if (node.operator !== "&&") shown(node.left, where);
        shown(node.right, where);
        return;
      case "ParenthesizedExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
        shown(node.expression, where);
        return;
      case "ArrayExpression":
        for (const e of node.elements as unknown[])
          shown(isNode(e) && e.type === "SpreadElement" ? e.argument : e, where);
        return;
      case "ObjectExpression":
        for (const p of node.properties as Node[]) if (p.type === "Property") shown(p.value, where);
        return;
      case "CallExpression": {
        const callee = node.callee as Node;
        if (callee.type === "MemberExpression") shown(callee.object, where);
        return;
      }
      default:
        return;
    }
  };

  const expressionOf = (value: unknown) =>
    isNode(value) && value.type === "JSXExpressionContainer" ? value.expression : value;

  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === "JSXText") add(node, "child", String(node.value));
    else if (node.type === "CallExpression" && (node.callee as Node).type === "Identifier") {
      const callee = String((node.callee as Node).name);
      for (const i of TEXT_CALLS[callee] ?? []) shown((node.arguments as unknown[])[i], `${callee}()`);
    } else if (node.type === "JSXExpressionContainer") shown(node.expression, "child");
    else if (node.type === "JSXAttribute") {
      const attr = node.name as Node;
      const name = attr.type === "JSXNamespacedName" ? "" : String(attr.name);
      if (name && !NON_TEXT_PROPS.has(name) && !/^(on[A-Z]|data-)/.test(name)) {
        shown(expressionOf(node.value), name);
      }
      walk(expressionOf(node.value)); // JSX given to a prop or returned by a callback in it
      return;
    }
    for (const [key, value] of Object.entries(node))
      if (key !== "type" && typeof value === "object") walk(value);
  };
  walk(program);
  return found;
}
