import fc from "fast-check";

/** The JSON Schema subset TypeBox emits for the contract (objects, unions, literals, records, arrays). */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Strings that have broken servers before: unicode edge cases, injections, paths, huge runs. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "\uD800",
  "💥🚗\u202E\u200D",
  "Ω≈ç√∫˜µ≤≥÷",
  "'; drop table users; --",
  "%' or '1'='1",
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "9".repeat(400),
  "x".repeat(70_000),
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Any JSON-ish value of the wrong kind, including prototype-pollution keys. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, -1e308, "", [], {}),
  nastyString,
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1e6));
    } catch {
      // A pattern fast-check cannot generate from: plain strings are still useful input.
    }
  }
  if (s.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({
    unit: "binary",
    minLength: Math.min(s.minLength ?? 0, 50),
    maxLength: Math.min(s.maxLength ?? 40, 40),
  });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that follow the schema most of the time (so requests get past validation into the handlers),
 * with a wrong value mixed in at any depth (so validation and the handlers meet what they refuse).
 */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArb(schema, depth);
  return depth > 4 ? valid : fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wrongValue, weight: 1 });
}

function validArb(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((u) => arbitraryFor(u, depth + 1)));
  if (s.allOf?.[0]) return arbitraryFor(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "string":
      return fc.oneof({ arbitrary: stringArb(s), weight: 4 }, { arbitrary: nastyString, weight: 1 });
    case "integer":
      return numberArb(s, true);
    case "number":
      return numberArb(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(s.items ? arbitraryFor(s.items, depth + 1) : fc.jsonValue({ maxDepth: 2 }), {
        minLength: Math.min(s.minItems ?? 0, 3),
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case "object":
      return objectArb(s, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const entries = Object.entries(props).map(
    ([key, sub]) => [key, arbitraryFor(sub, depth + 1), required.has(key)] as const,
  );
  const known = fc.record(
    Object.fromEntries(entries.map(([k, a]) => [k, a])) as Record<string, fc.Arbitrary<unknown>>,
    {
      requiredKeys: entries.filter(([, , r]) => r).map(([k]) => k),
    },
  );
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "x"), fc.string({ maxLength: 8 })),
    fc.jsonValue({ maxDepth: 1 }),
    { maxKeys: 2 },
  );
  // Sometimes a required key is dropped or unknown keys (prototype pollution among them) are added.
  return fc.tuple(known, extra, fc.nat(9)).map(([obj, more, roll]) => {
    const out: Record<string, unknown> = { ...(obj as Record<string, unknown>) };
    if (roll === 0)
      for (const [k, v] of Object.entries(more))
        Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    if (roll === 1) delete out[[...required][0] ?? ""];
    return out;
  });
}
