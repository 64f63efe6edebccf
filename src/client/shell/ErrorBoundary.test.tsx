// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { jsonResponse, stubFetch, withProviders } from "../testing/render.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

function Boom(): never {
  throw new Error("kaboom");
}

function renderCrash() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  return render(
    withProviders(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    ),
  );
}

describe("render-crash fallback", () => {
  it("shows 'Something went wrong.' with the error and component stack in details", () => {
    renderCrash();
    expect(screen.getByRole("heading", { name: TEXTS.renderCrashTitle })).toBeTruthy();
    const details = screen.getByText(TEXTS.crashDetails).closest("details");
    expect(details?.querySelector("pre")?.textContent).toContain("Error: kaboom");
    expect(details?.querySelector("pre")?.textContent).toContain("Boom");
  });

  it("Report feedback posts message, details and path, then thanks", async () => {
    const fetchMock = stubFetch({ "POST /api/feedback": { success: true, message: "Report recorded." } });
    renderCrash();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.reportFeedback }));
    expect(await screen.findByText(TEXTS.reportFeedbackSent)).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.message).toBe("Error: kaboom");
    expect(body.details).toContain("kaboom");
    expect(body.path).toBe(window.location.pathname);
    expect(screen.queryByRole("button", { name: TEXTS.reportFeedback })).toBeNull();
  });

  it("says so when the report cannot be sent", async () => {
    stubFetch({
      "POST /api/feedback": () => jsonResponse(500, { success: false, code: "X", message: "no" }),
    });
    renderCrash();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.reportFeedback }));
    expect(await screen.findByText(TEXTS.reportFeedbackFailed)).toBeTruthy();
  });

  it("recovers when the reset key changes", () => {
    const view = renderCrash();
    view.rerender(
      withProviders(
        <ErrorBoundary resetKey="/other">
          <p>fine again</p>
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText("fine again")).toBeTruthy();
  });

  it("a part that fails alone shows its own fallback, and a new reset key calls onReset before it renders again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({});
    const onReset = vi.fn();
    const view = render(
      withProviders(
        <ErrorBoundary resetKey="task-1" fallback={<p>plain photo</p>} onReset={onReset}>
          <Boom />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText("plain photo")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: TEXTS.renderCrashTitle })).toBeNull();
    expect(onReset).not.toHaveBeenCalled();
    view.rerender(
      withProviders(
        <ErrorBoundary resetKey="task-2" fallback={<p>plain photo</p>} onReset={onReset}>
          <p>canvas again</p>
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText("canvas again")).toBeTruthy();
    expect(onReset).toHaveBeenCalled();
  });
});
