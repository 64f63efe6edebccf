// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { ALERT_AUTO_DISMISS_MS } from "../../domain/constants.ts";
import "../testing/fixtures.ts";
import { alertStore, clearAlert, showAlert } from "./alert.ts";

describe("alert store", () => {
  it("clears itself after 6 s", () => {
    vi.useFakeTimers();
    showAlert("error", 400, "Bad");
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 400, message: "Bad" });
    vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS - 1);
    expect(alertStore.alert).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(alertStore.alert).toBeNull();
  });

  it("a new alert replaces the old one and restarts the 6 s", () => {
    vi.useFakeTimers();
    showAlert("error", 400, "First");
    vi.advanceTimersByTime(4000);
    showAlert("success", 200, "Second");
    vi.advanceTimersByTime(4000);
    expect(alertStore.alert?.message).toBe("Second");
    vi.advanceTimersByTime(2000);
    expect(alertStore.alert).toBeNull();
  });

  it("clears on demand", () => {
    showAlert("success", 200, "Saved");
    clearAlert();
    expect(alertStore.alert).toBeNull();
  });
});
