import { describe, expect, it } from "vitest";
import { csvField, csvHeader, RESULT_CSV_COLUMNS } from "./resultCsv.ts";

describe("the CSV export's fields", () => {
  it.each([
    [null, ""],
    [42, "42"],
    [-1.5, "-1.5"],
    [true, "true"],
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    // A spreadsheet would run these: they are kept as text.
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-x", "'-x"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ['=1,"x"', `"'=1,""x"""`],
  ])("%j is written %j", (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it("has one header of distinct column names, ending the line as RFC 4180 does", () => {
    const names = RESULT_CSV_COLUMNS.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(csvHeader()).toBe(`${names.join(",")}\r\n`);
  });
});
