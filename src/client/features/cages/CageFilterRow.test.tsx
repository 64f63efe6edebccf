// @vitest-environment jsdom
import { Table, TableHeader } from "@fluentui/react-components";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { withProviders } from "../../testing/render.tsx";
import { CageFilterRow } from "./CageFilterRow.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const row = (onFilter: (key: string, value: string) => void) =>
  withProviders(
    <Table>
      <TableHeader>
        <CageFilterRow query={{ model: "zzz" }} settings={undefined} onFilter={onFilter} />
      </TableHeader>
    </Table>,
  );

describe("a typed filter", () => {
  it("reaches the URL 350 ms after the last key, however often the page renders meanwhile", () => {
    const calls: string[] = [];
    const view = render(row((key, value) => calls.push(`${key}=${value}`)));
    fireEvent.change(screen.getByLabelText(TEXTS.cageFilterLabel(TEXTS.cageColModel)), {
      target: { value: "" },
    });
    // The list loading, another filter picked: the page renders every 100 ms with a new handler.
    for (let i = 0; i < 5; i++) {
      act(() => vi.advanceTimersByTime(100));
      view.rerender(row((key, value) => calls.push(`${key}=${value}`)));
    }
    expect(calls).toEqual(["model="]);
  });
});
