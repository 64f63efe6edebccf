// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { withProviders } from "../../testing/render.tsx";
import { Leaderboard } from "./Leaderboard.tsx";

const points = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`user${i}`, { point: i + 1 }]));

describe("Leaderboard", () => {
  it("sorts by points, marks the top three and the skull on the first, collapses above 5", async () => {
    render(withProviders(<Leaderboard title={TEXTS.topInspector} points={points(7)} />));
    const table = screen.getByRole("table", { name: TEXTS.topInspector });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.getAttribute("data-rank"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(rows[0]!).getByText("user6")).toBeTruthy();
    expect(within(rows[0]!).getByRole("img", { name: TEXTS.firstPlace })).toBeTruthy();
    expect(within(rows[1]!).queryByRole("img", { name: TEXTS.firstPlace })).toBeNull();
    expect(rows[2]!.className).not.toBe(rows[3]!.className);
    await userEvent.click(screen.getByRole("button", { name: TEXTS.showAll(7) }));
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    await userEvent.click(screen.getByRole("button", { name: TEXTS.showLess }));
    expect(within(table).getAllByRole("row")).toHaveLength(6);
  });

  it("says 'No data to display.' when empty and has no toggle at 5 or fewer", () => {
    render(withProviders(<Leaderboard title={TEXTS.topQa} points={{}} />));
    expect(screen.getByText(TEXTS.noData)).toBeTruthy();
    render(withProviders(<Leaderboard title={TEXTS.topInspector} points={points(5)} />));
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });
});
