// @vitest-environment jsdom
// Issue 21: a VIN that decodes to another vehicle than the inspection's. The server refuses the accept
// with both vehicles; the agent is asked once more, by name, and either sends it again with the
// confirmation (Enter) or goes back to the VIN field (Escape).
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { jsonResponse, stubFetch } from "../../testing/render.tsx";
import { boardStore, resetBoard } from "./boardStore.ts";
import { confirmOk, field, TASK, working } from "./workspaceTestKit.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => resetBoard());

const VIN = "5YJ3E1EA7KF317000";
const MISMATCH = {
  decoded: { year: 2021, make: "Tesla", model: "Model 3" },
  known: { year: 2019, make: "Chrysler", model: "Pacifica" },
};
const QUESTION = TEXTS.vehicleMismatchQuestion("2021 Tesla Model 3", "2019 Chrysler Pacifica");

/** The server: without the confirmation, 409 VEHICLE_MISMATCH; with it, 'Success!'. */
const server = () =>
  stubFetch({
    [`PUT ${TASK}/accept`]: (_url: string, init: RequestInit) =>
      JSON.parse(String(init.body)).confirmVehicleMismatch === true
        ? jsonResponse(200, { success: true, message: TEXTS.success })
        : jsonResponse(409, {
            success: false,
            code: "VEHICLE_MISMATCH",
            message: TEXTS.vehicleMismatch("2021 Tesla Model 3", "2019 Chrysler Pacifica"),
            vehicleMismatch: MISMATCH,
          }),
  });

const acceptBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`${TASK}/accept`))
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Types the VIN, takes the first accept option and confirms 'Are You Sure ????'. */
async function acceptVin() {
  const user = userEvent.setup({ delay: null });
  working();
  await user.keyboard(`${VIN}{Enter}`);
  await confirmOk();
  const dialog = await screen.findByRole("dialog", { name: TEXTS.vehicleMismatchTitle });
  return { user, dialog };
}

describe("a VIN of another vehicle asks once more (issue 21)", () => {
  it("names both vehicles, opens on 'Accept anyway', and Enter sends the same answer confirmed", async () => {
    const fetchMock = server();
    const { user, dialog } = await acceptVin();
    expect(within(dialog).getByText(QUESTION)).toBeTruthy();
    // No red banner or error popup: the question is the answer to the refusal.
    expect(screen.queryByRole("alertdialog", { name: TEXTS.errorPopupTitle })).toBeNull();
    const action = within(dialog).getByRole("button", { name: TEXTS.vehicleMismatchAccept });
    await waitFor(() => expect(document.activeElement).toBe(action));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(acceptBodies(fetchMock)).toHaveLength(2));
    const [first, second] = acceptBodies(fetchMock);
    expect(first).toEqual({ message: "vin_read", vin: VIN });
    expect(second).toEqual({ ...first, confirmVehicleMismatch: true });
    await waitFor(() => expect(boardStore.task).toBeNull());
  });

  it("Escape sends nothing and gives the focus back to the VIN field, keeping the VIN", async () => {
    const fetchMock = server();
    const { dialog } = await acceptVin();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(TEXTS.vehicleMismatchAccept));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(boardStore.modal).toBe("none"));
    await waitFor(() => expect(document.activeElement).toBe(field(TEXTS.vinLabel)));
    expect(field(TEXTS.vinLabel)).toHaveProperty("value", VIN);
    expect(acceptBodies(fetchMock)).toHaveLength(1);
    expect(boardStore.task).not.toBeNull();
  });
});
