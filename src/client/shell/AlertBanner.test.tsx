// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ALERT_AUTO_DISMISS_MS } from "../../domain/constants.ts";
import { TEXTS } from "../../domain/texts.ts";
import { alertStore, showAlert } from "../state/alert.ts";
import { withProviders } from "../testing/render.tsx";
import { AlertBanner, alertPresentation } from "./AlertBanner.tsx";

describe("alert banner", () => {
  it("presents errors red, success 200 green, other success as a warning", () => {
    expect(alertPresentation({ kind: "error", status: 401 })).toEqual({
      intent: "error",
      title: "Error 401",
    });
    expect(alertPresentation({ kind: "success", status: 200 })).toEqual({
      intent: "success",
      title: "Success 200",
    });
    expect(alertPresentation({ kind: "success", status: 201 })).toEqual({
      intent: "warning",
      title: "Success 201",
    });
  });

  it("shows 'Error {status}' and the message, and hides after 6 s", async () => {
    vi.useFakeTimers();
    render(withProviders(<AlertBanner />));
    await act(async () => showAlert("error", 401, "Wrong username or password."));
    const banner = screen.getByTestId("alert-banner");
    expect(banner.dataset.intent).toBe("error");
    expect(banner.textContent).toContain(TEXTS.alertError(401));
    expect(banner.textContent).toContain("Wrong username or password.");
    await act(async () => vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS));
    expect(screen.queryByTestId("alert-banner")).toBeNull();
  });

  it("closes on the close button", async () => {
    render(withProviders(<AlertBanner />));
    await act(async () => showAlert("success", 200, "Profile saved."));
    expect(screen.getByTestId("alert-banner").textContent).toContain(TEXTS.alertSuccess(200));
    await userEvent.click(screen.getByRole("button", { name: TEXTS.dismissAlert }));
    expect(screen.queryByTestId("alert-banner")).toBeNull();
    expect(alertStore.alert).toBeNull();
  });
});
