// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  InspectionSummary,
  InspectionTaskState,
  ResultDocument,
} from "../../../contract/inspectionResults.ts";
import type { InspectionDeliveryView } from "../../../contract/webhooks.ts";
import { ROLES, type Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

const summary = (sessionID: string, vin: string): InspectionSummary => ({
  id: `id-${sessionID}`,
  sessionID,
  inspectionID: `I-${sessionID}`,
  status: "in_progress",
  test: false,
  createdAt: "2026-11-23T03:00:00.000Z",
  completedAt: null,
  vehicle: { vin, year: 2018, make: "Toyota", model: "RAV4" },
  tasks: { total: 4, open: 1 },
});

const TASKS: InspectionTaskState[] = [
  {
    id: "t1",
    photoCode: "03",
    name: "odom",
    type: "INSPECT",
    status: "done",
    state: "done",
    holder: null,
    heldSince: null,
    leaseExpiresAt: null,
    answerKind: "accepted",
    answeredBy: "agent1",
    answeredAt: "2026-11-23T03:05:00.000Z",
    originalTaskId: null,
    createdAt: "2026-11-23T03:00:00.000Z",
  },
  {
    id: "t2",
    photoCode: "03",
    name: "qc",
    type: "QC",
    status: "held",
    state: "held",
    holder: "qa1",
    heldSince: "2026-11-23T03:06:00.000Z",
    leaseExpiresAt: "2026-11-23T03:07:00.000Z",
    answerKind: null,
    answeredBy: null,
    answeredAt: null,
    originalTaskId: "t1",
    createdAt: "2026-11-23T03:05:00.000Z",
  },
  { ...answered("t3", "interior", "02"), state: "rejected", answerKind: "rejected", answeredBy: "agent1" },
  {
    ...answered("t4", "damage_full", "04"),
    state: "failed_qc",
    answerKind: "finished",
    answeredBy: "agent3",
  },
];

/** An answered inspect task; the rows above override its state. */
function answered(id: string, name: string, photoCode: string): InspectionTaskState {
  return {
    id,
    photoCode,
    name,
    type: "INSPECT",
    status: "done",
    state: "done",
    holder: null,
    heldSince: null,
    leaseExpiresAt: null,
    answerKind: null,
    answeredBy: null,
    answeredAt: null,
    originalTaskId: null,
    createdAt: "2026-11-23T03:00:00.000Z",
  };
}

const DOC: ResultDocument = {
  schemaVersion: 1,
  id: "id-S1",
  sessionID: "S1",
  inspectionID: "I-S1",
  group: "DEFAULT",
  test: false,
  status: "in_progress",
  options: { decode: "vms" },
  timestamps: { createdAt: "2026-11-23T03:00:00.000Z", completedAt: null, lastAnsweredAt: null },
  vehicle: {
    vin: "JTMBFREV8JD000001",
    year: 2018,
    make: "Toyota",
    model: "RAV4",
    bodyType: "SUV",
    plate: "AB12CDE",
    entered: {
      vin: "JTMBFREV8JD000001",
      serial: null,
      pin: null,
      plate: null,
      year: null,
      make: null,
      model: null,
      bodyType: null,
      createVehicle: false,
    },
    mismatch: null,
    decoded: {
      year: 2018,
      make: "Toyota",
      model: "RAV4",
      bodyType: "SUV",
      trim: "LE",
      series: null,
      fuelType: "Gasoline",
    },
  },
  slots: [
    {
      photoCode: "03",
      task: "odom",
      taskId: "t1",
      status: "done",
      outcome: "accepted",
      accept: { option: "odom_ok", description: "Odometer read" },
      reject: null,
      answeredBy: "agent1",
      answeredAt: "2026-11-23T03:05:00.000Z",
      qc: { taskId: "t2", outcome: "pending", by: null, at: null },
    },
    {
      photoCode: "02",
      task: "interior",
      taskId: "t3",
      status: "done",
      outcome: "rejected",
      accept: null,
      reject: { reason: "blurry", description: "Photo is blurry", from: "INSPECT" },
      answeredBy: "agent1",
      answeredAt: null,
      qc: null,
    },
  ],
  damages: [
    {
      id: "d1",
      photoCode: "04",
      task: "damage_full",
      part: { id: "FRONT_DOOR_LEFT", name: "Front door left" },
      group: "BODY",
      material: "Painted",
      damage: { name: "DENT", type: null },
      grade: 2,
      unitMeasure: null,
      source: null,
      location: {
        pixels: { x: 500, y: 250 },
        normalised: { x: 0.5, y: 0.5 },
        image: { width: 1000, height: 500 },
      },
      markedBy: "agent3",
      markedAt: "2026-11-23T03:04:00.000Z",
      qc: "edited",
    },
  ],
  tires: { info: null, wheels: [] },
  interior: { status: null, damage: null, grade: null },
  colour: { exterior: { id: "c1", name: "Super White" }, interior: null },
  trim: { trim: null, package: null, transmission: null },
  odometer: { reading: 12345, unit: "km" },
  qcCorrections: [
    {
      id: "f1",
      status: "INSPECTOR-REVIEWING",
      photoCode: "04",
      task: "damage_full",
      inspector: "agent3",
      qa: "qa1",
      createdAt: "2026-11-23T03:10:00.000Z",
      finishedAt: null,
      reason: "Corrected by QA",
      fields: [],
      damages: [
        {
          change: "edit",
          part: { id: "FRONT_DOOR_LEFT", name: "Front door left" },
          damage: "DENT",
          grade: 3,
        },
      ],
    },
  ],
};

const DELIVERY: InspectionDeliveryView = {
  _id: "w1",
  event: "inspection.completed",
  status: "delivered",
  attempts: 2,
  createdAt: "2026-11-23T03:11:00.000Z",
  nextAttemptAt: null,
  deliveredAt: "2026-11-23T03:11:07.000Z",
  lastStatusCode: 204,
  lastLatencyMs: 42,
  lastError: null,
  attemptLog: [],
  subscription: { _id: "s1", target: "https://hooks.example.com/in", description: "" },
};

const urlOf = (call: unknown[]) => new URL(String(call[0]), "http://x");

function open(role: Role, path = "/inspections-admin") {
  const fetchMock = stubFetch({
    "GET /api/inspections": (url: string) => {
      const q = new URL(url, "http://x").searchParams;
      if (q.get("cursor") === "page2")
        return jsonResponse(200, { success: true, items: [summary("S3", "VIN3")], nextCursor: null });
      const vin = q.get("vin");
      const items = [summary("S1", "JTMBFREV8JD000001"), summary("S2", "VIN2")].filter(
        (i) => !vin || i.vehicle.vin === vin,
      );
      return jsonResponse(200, { success: true, items, nextCursor: vin ? null : "page2" });
    },
    "GET /api/inspections/S1/tasks": { success: true, sessionID: "S1", tasks: TASKS },
    "GET /api/inspections/S1/result": DOC,
    "GET /api/inspections/S1/webhook-deliveries": { success: true, sessionID: "S1", data: [DELIVERY] },
    "POST /api/webhooks/deliveries/w1/redeliver": { success: true, delivery: DELIVERY },
    "POST /api/inspections/export/tickets": {
      success: true,
      url: "/api/inspections/export/download/TICKET",
      expiresAt: "2026-11-27T00:01:00.000Z",
    },
  });
  setSession(makeToken(), makeUser({ username: "admin1", role, options: { timezone: "Asia/Ho_Chi_Minh" } }));
  return { fetchMock, ...renderApp(path) };
}

afterEach(() => vi.unstubAllGlobals());

// The page loads lazily: its first import can take a while on a busy machine.
describe("the Inspections page", { timeout: 30_000 }, () => {
  it("lists inspections, pages on with the cursor and searches by VIN through the server", async () => {
    const { fetchMock, router } = open("ADMIN");
    const table = await screen.findByRole("table", { name: TEXTS.inspectionsTable }, { timeout: 15_000 });
    expect(await within(table).findAllByTestId("inspection-row")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: TEXTS.loadMore }));
    await waitFor(() => expect(within(table).getAllByTestId("inspection-row")).toHaveLength(3));
    expect(urlOf(fetchMock.mock.calls.at(-1) ?? []).searchParams.get("cursor")).toBe("page2");
    expect(screen.queryByRole("button", { name: TEXTS.loadMore })).toBeNull();

    await userEvent.type(screen.getByRole("textbox", { name: TEXTS.columnVin }), "VIN2{Enter}");
    expect(router.state.location.search).toBe("?vin=VIN2");
    // A new search is a new list: its table replaces the old one.
    await waitFor(() => expect(screen.getAllByTestId("inspection-row")).toHaveLength(1));
    expect(
      within(screen.getByRole("table", { name: TEXTS.inspectionsTable })).getByText("VIN2"),
    ).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls.at(-1) ?? []).searchParams.get("vin")).toBe("VIN2");
  });

  it("shows the open inspection's tasks, its result readable and raw, its view link and its deliveries", async () => {
    open("QA", "/inspections-admin?open=S1");
    const detail = await screen.findByRole(
      "region",
      { name: TEXTS.inspectionDetail("S1") },
      { timeout: 15_000 },
    );
    const board = await within(detail).findByRole("table", { name: TEXTS.taskBoard });
    const rows = within(board).getAllByTestId("task-row");
    expect(rows).toHaveLength(4);
    const held = within(rows[1] as HTMLElement);
    expect(held.getByText(TEXTS.taskBoardStateLabels.held)).toBeTruthy();
    expect(held.getByText("qa1")).toBeTruthy();
    // 03:06 UTC is 10:06 in Ho Chi Minh City.
    expect(held.getByText("23/11/26 10:06:00 AM")).toBeTruthy();
    expect(within(board).getByText(TEXTS.taskBoardStateLabels.rejected)).toBeTruthy();
    expect(within(board).getByText(TEXTS.taskBoardStateLabels.failed_qc)).toBeTruthy();

    const slots = within(detail).getByRole("table", { name: TEXTS.photoSlots });
    expect(within(slots).getByText("Odometer read")).toBeTruthy();
    expect(within(slots).getByText("Photo is blurry")).toBeTruthy();
    expect(within(slots).getByText(TEXTS.slotQcLabels.pending)).toBeTruthy();
    const damages = within(detail).getByRole("table", { name: TEXTS.inspectionDamages });
    expect(within(damages).getByText("Front door left")).toBeTruthy();
    expect(within(damages).getByText(TEXTS.damageQcOutcomeLabels.edited)).toBeTruthy();
    expect(within(damages).getByText(TEXTS.locationValue(0.5, 0.5))).toBeTruthy();
    expect(within(detail).getByText("Super White")).toBeTruthy();

    await userEvent.click(within(detail).getByRole("tab", { name: TEXTS.resultRaw }));
    expect(JSON.parse(within(detail).getByTestId("result-json").textContent ?? "")).toEqual(DOC);

    expect(within(detail).getByRole("link", { name: TEXTS.openInspectionView })).toHaveProperty(
      "pathname",
      "/inspectionView/S1",
    );
    const deliveries = within(detail).getByRole("group", { name: TEXTS.webhookDeliveries });
    const row = within(await within(deliveries).findByTestId("delivery"));
    for (const text of [
      TEXTS.webhookEventLabel("inspection.completed"),
      "https://hooks.example.com/in",
      TEXTS.deliveryStatusLabel("delivered"),
      "2",
      "204",
      TEXTS.deliveryLatencyMs(42),
    ])
      expect(row.getByText(text)).toBeTruthy();
    // QA reads the log; redelivering is for those who manage webhooks.
    expect(row.queryByRole("button", { name: TEXTS.deliveryRedeliver })).toBeNull();
  });

  it("lets an ADMIN redeliver one of the inspection's deliveries", async () => {
    const { fetchMock } = open("ADMIN", "/inspections-admin?open=S1");
    const redeliver = await screen.findByRole(
      "button",
      { name: TEXTS.deliveryRedeliver },
      { timeout: 15_000 },
    );
    await userEvent.click(redeliver);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) =>
            String(u) === "/api/webhooks/deliveries/w1/redeliver" && (init as RequestInit)?.method === "POST",
        ),
      ).toBe(true),
    );
  });

  it("opens an inspection from the list and keeps it in the URL", async () => {
    const { router } = open("SUPER");
    await userEvent.click(
      await screen.findByRole("button", { name: TEXTS.showInspection("S1") }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(router.state.location.search).toBe("?open=S1"));
    expect(await screen.findByRole("region", { name: TEXTS.inspectionDetail("S1") })).toBeTruthy();
  });

  it("downloads the export of the searched days through a ticket the browser downloads itself", async () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { fetchMock } = open("ADMIN", "/inspections-admin?from=2026-11-02&to=2026-11-03");
    await userEvent.click(await screen.findByRole("button", { name: TEXTS.exportCsv }, { timeout: 15_000 }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    // The page asked for a ticket for this export, with its token...
    const ask = fetchMock.mock.calls.find(([u]) => String(u) === "/api/inspections/export/tickets");
    const init = ask?.[1] as RequestInit;
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("authorization")).toMatch(/^Bearer /);
    expect(JSON.parse(String(init.body))).toEqual({
      format: "csv",
      from: "2026-11-01T17:00:00.000Z",
      to: "2026-11-03T16:59:59.999Z",
    });
    // ...and handed the ticket's URL to the browser's own download: no fetch of the file in the page.
    expect(clicked[0]?.getAttribute("href")).toBe("/api/inspections/export/download/TICKET");
    expect(clicked[0]?.download).toBe("inspections.csv");
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes("/export/download/"))).toBe(false);
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith("/api/inspections/export?"))).toBe(false);
    click.mockRestore();
  });

  it.each(ROLES.filter((r) => !["ADMIN", "SUPER", "QA"].includes(r)))(
    "sends %s home without asking the server, and shows no menu entry",
    async (role) => {
      const { fetchMock, router } = open(role);
      await waitFor(() => expect(router.state.location.pathname).toBe("/inspections"));
      const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
      expect(within(nav).queryByRole("link", { name: TEXTS.navInspectionsAdmin })).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/inspections"))).toBe(false);
    },
  );

  it.each(["ADMIN", "SUPER", "QA"] as const)("shows %s the menu entry", async (role) => {
    open(role, "/training");
    const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    expect(within(nav).getByRole("link", { name: TEXTS.navInspectionsAdmin })).toHaveProperty(
      "pathname",
      "/inspections-admin",
    );
  });
});
