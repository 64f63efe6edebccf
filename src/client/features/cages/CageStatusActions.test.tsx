// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { CageStatus } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { stubFetch } from "../../testing/fixtures.ts";
import { withProviders } from "../../testing/render.tsx";
import { CageStatusActions } from "./CageStatusActions.tsx";

const TITLE = "2020 Toyota Camry";
const LIST = "the cage list";

function renderActions(status: CageStatus, onChanged = vi.fn()) {
  const props = { cageId: "c1", title: TITLE, status, role: "ADMIN" as const, onChanged };
  render(
    withProviders(
      <MemoryRouter initialEntries={["/cageView/c1"]}>
        <Routes>
          <Route path="/cageView/c1" element={<CageStatusActions {...props} />} />
          <Route path="/cages" element={<p>{LIST}</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return onChanged;
}

const statusCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/cages/c1/status");

describe("status actions that cannot be undone ask first (issue 22)", () => {
  it("DELETE asks, names the cage, and Close changes nothing", async () => {
    const fetchMock = stubFetch({ "PUT /api/cages/c1/status": { status: "DELETED" } });
    const onChanged = renderActions("DRAFT");
    fireEvent.click(screen.getByRole("button", { name: "DELETE" }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    expect(dialog.textContent).toContain(TEXTS.cageActionConfirm("DELETE", TITLE));
    expect(dialog.textContent).toContain(TEXTS.cageDeleteWarning);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(statusCalls(fetchMock)).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("DELETE on Ok is sent, and the Cage Manager opens (the cage has left it)", async () => {
    const fetchMock = stubFetch({ "PUT /api/cages/c1/status": { status: "DELETED" } });
    renderActions("DRAFT");
    fireEvent.click(screen.getByRole("button", { name: "DELETE" }));
    await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    fireEvent.click(screen.getByRole("button", { name: TEXTS.ok }));
    await screen.findByText(LIST);
    expect(statusCalls(fetchMock).map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ action: "DELETE" }),
    ]);
  });

  it("ARCHIVE asks too, and is sent on Ok", async () => {
    const fetchMock = stubFetch({ "PUT /api/cages/c1/status": { status: "ARCHIVED" } });
    renderActions("CONFIRMED");
    fireEvent.click(screen.getByRole("button", { name: "ARCHIVE" }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    expect(dialog.textContent).toContain(TEXTS.cageArchiveWarning);
    expect(statusCalls(fetchMock)).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.ok }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
  });

  it("REQUEST-REVIEW needs no question", async () => {
    const fetchMock = stubFetch({ "PUT /api/cages/c1/status": { status: "REVIEW-REQUESTED" } });
    const onChanged = renderActions("DRAFT");
    fireEvent.click(screen.getByRole("button", { name: "REQUEST-REVIEW" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(statusCalls(fetchMock)).toHaveLength(1);
  });
});
