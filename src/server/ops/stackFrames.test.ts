import { describe, expect, it } from "vitest";
import {
  assetFileOf,
  declarationColumns,
  findFrames,
  formatFrame,
  minifiedName,
  parseStackLine,
  rewriteLines,
} from "./stackFrames.ts";

const URL_ = "https://qc.example.com/assets/main-DhL9q9-x.js";

describe("parseStackLine", () => {
  it.each([
    // Chromium
    [`    at p (${URL_}:1:48213)`, { fn: "p", line: 1, column: 48213 }],
    [`    at ${URL_}:3:7`, { fn: null, line: 3, column: 7 }],
    [`    at async Ke (${URL_}:1:20)`, { fn: "async Ke", line: 1, column: 20 }],
    [`    at new Xe (${URL_}:1:5)`, { fn: "new Xe", line: 1, column: 5 }],
    [`    at Object.onClick (${URL_}:1:9)`, { fn: "Object.onClick", line: 1, column: 9 }],
    // Firefox and Safari
    [`p@${URL_}:1:48213`, { fn: "p", line: 1, column: 48213 }],
    [`@${URL_}:2:1`, { fn: null, line: 2, column: 1 }],
    [`Ke/<@${URL_}:1:77`, { fn: "Ke/<", line: 1, column: 77 }],
  ])("reads %s", (text, expected) => {
    expect(parseStackLine(text)).toEqual({ ...expected, url: URL_ });
  });

  it.each([
    "Error: boom",
    "Component stack:",
    "    at DevCrashingPanel",
    `    at p (${URL_}:0:5)`,
    `    at p (${URL_}:1:0)`,
    `    at p (${URL_}:1:999999999999)`,
    "    at eval (eval at f (https://x/assets/a.js:1:2), <anonymous>:1:1)",
    "    at javascript:alert(1):1:1",
    `${"x".repeat(5000)}@${URL_}:1:1`,
  ])("leaves %s alone", (text) => {
    expect(parseStackLine(text)).toBeNull();
  });
});

describe("assetFileOf", () => {
  it("names one of our built chunks, on any host, with or without a query", () => {
    expect(assetFileOf(URL_)).toBe("main-DhL9q9-x.js");
    expect(assetFileOf("http://127.0.0.1:5194/assets/DevCrashPage-CZ637z_L.js?v=1")).toBe(
      "DevCrashPage-CZ637z_L.js",
    );
  });

  it.each([
    "https://x/assets/../../etc/passwd.js",
    "https://x/assets/%2e%2e/%2e%2e/etc/passwd.js",
    "https://x/assets/..%2f..%2fetc%2fpasswd.js",
    "https://x/assets/sub/a.js",
    "https://x/assets/a.js.map",
    "https://x/assets/a..js",
    "https://x/assets/.hidden.js",
    "https://x/other/a.js",
    "https://x/a.js",
    "file:///etc/passwd.js",
    "not a url",
  ])("refuses %s", (url) => {
    expect(assetFileOf(url)).toBeNull();
  });
});

describe("findFrames and rewriteLines", () => {
  const text = ["Error: boom", `    at p (${URL_}:1:10)`, "", "Component stack:", `p@${URL_}:1:20`].join(
    "\n",
  );

  it("finds the frames by line and caps how many", () => {
    expect([...findFrames(text).keys()]).toEqual([1, 4]);
    expect([...findFrames(text, 1).keys()]).toEqual([1]);
  });

  it("writes mapped frames in place and keeps every other line", () => {
    const mapped = new Map([[4, { fn: "DevCrashingPanel", source: "src/a.tsx", line: 16, column: 3 }]]);
    expect(rewriteLines(text, mapped).split("\n")).toEqual([
      "Error: boom",
      `    at p (${URL_}:1:10)`,
      "",
      "Component stack:",
      "    at DevCrashingPanel (src/a.tsx:16:3)",
    ]);
  });

  it("formats a frame without a function name", () => {
    expect(formatFrame({ fn: null, source: "src/a.ts", line: 2, column: 1 })).toBe("    at src/a.ts:2:1");
  });
});

describe("function names", () => {
  it.each([
    ["p", "p"],
    ["async Ke", "Ke"],
    ["new Xe", "Xe"],
    ["Xe.render", "render"],
    ["Ke/<", null],
    [null, null],
  ])("the minified name of %s is %s", (fn, name) => {
    expect(minifiedName(fn)).toBe(name);
  });

  it("finds the declarations of a name before the frame, nearest first, not its other uses", () => {
    const line = "function p(e){return e}var q=e=>p(e);function e(t){let e=f(),p=1;throw Error(t)}";
    const throwAt = line.indexOf("throw");
    expect(declarationColumns(line, "e", throwAt)).toEqual([line.indexOf("function e") + 9]);
    expect(declarationColumns(line, "p", throwAt)).toEqual([9]);
    expect(declarationColumns(line, "q", throwAt)).toEqual([line.indexOf("q=")]);
    expect(declarationColumns(line, "z", throwAt)).toEqual([]);
  });
});
