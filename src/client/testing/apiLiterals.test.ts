import { describe, expect, it } from "vitest";
import { findApiLiterals } from "./apiLiterals.ts";

const found = (source: string, filename?: string) => findApiLiterals(source, filename).map((l) => l.text);

describe("API URLs written in a client source", () => {
  it("finds strings, template parts, JSX text and regular expressions with an /api path", () => {
    const source = `
      const a = "/api/cages";
      const b = \`/api/tasks/\${id}/accept\`;
      const c = fetch('api/users/me');
      const d = /^\\/api\\//;
      const e = <a href="/api">x</a>;
      const f = <p>GET /api/health</p>;
      const g = "https://host/api?x=1";
    `;
    expect(found(source)).toEqual([
      "/api/cages",
      "/api/tasks/",
      "api/users/me",
      "^/api/",
      "/api",
      "GET /api/health",
      "https://host/api?x=1",
    ]);
  });

  it("names the line of each", () => {
    expect(findApiLiterals('const a = 1;\nconst b = "/api/x";\n', "m.ts")).toEqual([
      { line: 2, text: "/api/x" },
    ]);
  });

  it("leaves comments, ids, client routes and longer path segments alone", () => {
    const source = `
      // GET /api/users/me
      /** POST /api/feedback */
      const a = endpoint("listApiKeys");
      const b = "/integrations/api-keys";
      const c = "rapid/apiary";
      const d = \`\${API_PREFIX}/\`;
      import { call } from "../api/call.ts";
      export { endpoints } from "../api/endpoints.ts";
      const e = await import("../api/useCall.ts");
    `;
    expect(found(source)).toEqual([]);
  });
});
