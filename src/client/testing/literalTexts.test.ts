import { describe, expect, it } from "vitest";
import { findLiteralTexts } from "./literalTexts.ts";

const texts = (source: string) => findLiteralTexts(source).map((t) => `${t.where}: ${t.text}`);

describe("literal texts of a component", () => {
  it("finds JSX text with a letter, not punctuation", () => {
    expect(
      texts(`export const A = () => <p>\n  Hello   world\n  <b>—</b> / <i>{x}</i> 12:30\n</p>;`),
    ).toEqual(["child: Hello world"]);
  });

  it("finds strings and template parts a JSX child shows, through the paths a value takes", () => {
    const source = `export const A = ({ ok, n, v }) => (
      <div>
        {"Wrapped"}
        {ok ? "yes" : "no"}
        {v ?? "None"}
        {ok && "Shown"}
        {\`\${n} photos\`}
        {["Type", "Name"].map((c) => <span key={c}>{c}</span>)}
      </div>
    );`;
    expect(texts(source)).toEqual([
      "child: Wrapped",
      "child: yes",
      "child: no",
      "child: None",
      "child: Shown",
      "child: photos",
      "child: Type",
      "child: Name",
    ]);
  });

  it("finds texts given to props, nested arrays and objects included", () => {
    const source = `export const A = ({ v }) => (
      <Card aria-label="Inspection" title={"Hi"} pairs={[["VIN", v], [T.x, v]]} content={{ children: "Tip" }}>
        <Field label="Type" placeholder={\`Search\`} />
      </Card>
    );`;
    expect(texts(source)).toEqual([
      "aria-label: Inspection",
      "title: Hi",
      "pairs: VIN",
      "content: Tip",
      "label: Type",
      "placeholder: Search",
    ]);
  });

  it("leaves identifiers, comparisons, call arguments, callbacks and non-text props alone", () => {
    const source = `export const A = ({ s, d }) => (
      <Button className="x" appearance="primary" size="small" type="button" data-state="open" to="/cages"
        onClick={() => go("/home")} icon={<Icon />} value="done">
        {s === "done" ? T.done : T.open}
        {format(d, "yyyy-MM-dd")}
        {T.labels[s as "a"]}
        <th scope="row">{T.time}</th>
      </Button>
    );`;
    expect(texts(source)).toEqual([]);
  });

  it("finds texts given to the alert banner, in a .ts module too", () => {
    const source = `export const f = (ok: boolean) => {
      showAlert("error", 500, ok ? TEXTS.saved : "Save failed");
      showAlert("success", "Network", \`Saved \${n}\`);
      other("error", 500, "Not shown");
    };`;
    expect(findLiteralTexts(source, "actions.ts").map((t) => `${t.where}: ${t.text}`)).toEqual([
      "showAlert(): Save failed",
      "showAlert(): Network",
      "showAlert(): Saved",
    ]);
  });

  it("finds the texts of JSX inside callbacks and props, with their lines", () => {
    const source = `export const A = ({ xs }) => (\n  <Card header={<b>Head</b>}>\n    {xs.map((x) => <i key={x} title="Row">{x}</i>)}\n  </Card>\n);`;
    expect(findLiteralTexts(source)).toEqual([
      { line: 2, where: "child", text: "Head" },
      { line: 3, where: "title", text: "Row" },
    ]);
  });
});
