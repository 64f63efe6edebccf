import { describe, expect, it } from "vitest";
import { historyText, splitLinks } from "./historyText.ts";

describe("history lines", () => {
  it.each([
    ["UPDATE-STATUS", { from: "DRAFT", to: "ACTIVE" }, "DRAFT → ACTIVE"],
    [
      "UPDATE",
      {
        changes: [
          { field: "model", from: "Camry", to: "Corolla" },
          { field: "trim", from: "", to: "LX" },
        ],
      },
      "model: Camry → Corolla; trim: — → LX",
    ],
    ["PHOTO-UPLOAD", { code: "04", file: "x.png" }, "photo file (04)"],
    ["CAGE-UPLOAD", {}, "cage file"],
    ["CAGE-LABEL-REMOVE", { code: "05", removed: [{ id: "a", label: "HOOD" }, { id: "b" }] }, "HOOD, b (05)"],
    ["CAGE-LABEL-TAKEOVER", { code: "05", from: "agent1", fromId: "u1" }, "taken over from agent1 (05)"],
    ["CREATE", { source: "manager" }, "created in the Cage Manager"],
    ["CREATE", { source: "import" }, "imported from a cage folder"],
    ["DUPLICATE", { from: "abc" }, "copied from abc"],
    ["DUPLICATE", { to: "def" }, "copied to def"],
    ["UPDATE", { changes: "nonsense" }, ""],
    ["SOMETHING", { a: 1 }, ""],
  ])("%s %j", (event, options, expected) => {
    expect(historyText(event, options)).toBe(expected);
  });
});

describe("links in notes", () => {
  it("makes http(s) and www. links, keeps the rest as text", () => {
    expect(splitLinks("see https://x.test/a, and www.y.test.")).toEqual([
      { text: "see " },
      { text: "https://x.test/a", href: "https://x.test/a" },
      { text: ", and " },
      { text: "www.y.test", href: "https://www.y.test" },
      { text: "." },
    ]);
    expect(splitLinks("plain\ntext")).toEqual([{ text: "plain\ntext" }]);
    expect(splitLinks("javascript:alert(1)")).toEqual([{ text: "javascript:alert(1)" }]);
  });
});
