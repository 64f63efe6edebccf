// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withProviders } from "../../testing/render.tsx";
import { CageHistory, CageNotes } from "./CageNotesHistory.tsx";

// 15:28 UTC is 22:28 in Ho Chi Minh City and 10:28 in New York, whatever the browser's own zone.
const AT = "2026-11-24T15:28:00.000Z";
const owner = { username: "admin1" };

describe("cage notes and history", () => {
  it("show their times in the user's timezone", () => {
    render(
      withProviders(
        <>
          <CageNotes
            notes={[{ _id: "n1", type: "INFORM", message: "Check it", createdAt: AT, owner }]}
            timezone="Asia/Ho_Chi_Minh"
          />
          <CageHistory
            histories={[{ _id: "h1", event: "CAGE-UPLOAD", options: { code: "04" }, createdAt: AT, owner }]}
            timezone="America/New_York"
          />
        </>,
      ),
    );
    expect(screen.getByText("INFORM · admin1 · 2026-11-24 22:28")).toBeTruthy();
    expect(screen.getByText("admin1 · 2026-11-24 10:28")).toBeTruthy();
  });
});
