/**
 * Finds the API URLs written in a client source: every string, template part, JSX text and regular
 * expression whose text holds an `/api` path segment. The client reads method and URL from the
 * contract's route table (src/contract/routes.ts) through `endpoint(id)`, so a URL written anywhere
 * else is a second copy that can drift from the server's. Comments are not code and are not read.
 * Used by src/client/apiUrls.test.ts.
 */
import { parseSync } from "vite";

export interface ApiLiteral {
  line: number;
  text: string;
}

/** `/api`, `/api/…`, `api/…` (relative) and `…/api?…` — not `/api-keys` inside a longer path. */
const API_SEGMENT = /(?:^|\/)api(?:\/|\?|$)/;

const IMPORTS = new Set([
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
  "ImportExpression",
  "TSImportType",
]);

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node =>
  typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string";

/** Every literal of one .ts/.tsx source that spells an API path, in source order. */
export function findApiLiterals(source: string, filename = "module.tsx"): ApiLiteral[] {
  const { program, errors } = parseSync(filename, source, { lang: filename.endsWith(".ts") ? "ts" : "tsx" });
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const lineStarts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number) => lineStarts.findLastIndex((s) => s <= pos) + 1;
  const found: ApiLiteral[] = [];
  const check = (node: Node, text: unknown) => {
    // A regular expression escapes its slashes: `/\/api\//` reads as `/api/`.
    const plain = typeof text === "string" ? text.replaceAll("\\/", "/") : "";
    if (API_SEGMENT.test(plain)) found.push({ line: lineOf(node.start), text: plain });
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === "Literal") {
      const regex = value.regex as { pattern?: string } | undefined;
      check(value, regex ? regex.pattern : value.value);
    } else if (value.type === "TemplateElement") {
      check(value, (value.value as { cooked?: string; raw: string }).cooked ?? "");
    } else if (value.type === "JSXText") {
      check(value, value.value);
    }
    // A module specifier (`import … from "../api/call.ts"`) names a file of ours, not a URL.
    const skip = IMPORTS.has(value.type) ? "source" : "type";
    for (const [key, child] of Object.entries(value)) if (key !== "type" && key !== skip) visit(child);
  };
  visit(program);
  return found;
}
