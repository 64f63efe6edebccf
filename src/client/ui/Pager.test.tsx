// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { withProviders } from "../testing/render.tsx";
import { Pager } from "./Pager.tsx";

const base = { current: 2, pages: 5, limit: 10, summary: "Page 2 of 5 (45 cages)" };

describe("the list pager", () => {
  it("the Cage Manager's hides itself on a single page; the fixed one stays", () => {
    const noop = () => {};
    const { unmount } = render(
      withProviders(<Pager {...base} pages={1} hideSinglePage onPage={noop} onLimit={noop} />),
    );
    expect(screen.queryByRole("navigation", { name: TEXTS.pagerLabel })).toBeNull();
    unmount();
    render(withProviders(<Pager {...base} pages={1} current={1} fixed onPage={noop} onLimit={noop} />));
    expect(screen.getByRole("navigation", { name: TEXTS.pagerLabel })).toBeTruthy();
    expect(screen.getByRole("button", { name: TEXTS.nextPage })).toHaveProperty("disabled", true);
  });

  it("steps, jumps and changes the page size", async () => {
    const onPage = vi.fn();
    const onLimit = vi.fn();
    render(withProviders(<Pager {...base} onPage={onPage} onLimit={onLimit} />));
    await userEvent.click(screen.getByRole("button", { name: TEXTS.nextPage }));
    await userEvent.click(screen.getByRole("button", { name: `${TEXTS.pageNumberLabel} 5` }));
    // The current page's own button changes nothing.
    await userEvent.click(screen.getByRole("button", { name: `${TEXTS.pageNumberLabel} 2` }));
    expect(onPage.mock.calls).toEqual([[3], [5]]);
    await userEvent.click(screen.getByRole("combobox", { name: TEXTS.pageSizeLabel }));
    await userEvent.click(screen.getByRole("option", { name: "50" }));
    expect(onLimit).toHaveBeenCalledWith(50);
    expect(screen.getByText(base.summary)).toBeTruthy();
  });
});
