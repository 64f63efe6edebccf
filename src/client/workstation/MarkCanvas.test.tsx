// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkstationProps } from "../../canvas/Workstation.tsx";
import { TEXTS } from "../../domain/texts.ts";
import type { TaskPayload } from "../features/inspections/boardStore.ts";
import { makeTaskPayload } from "../features/inspections/workspaceFixtures.ts";
import { stubFetch, withProviders } from "../testing/render.tsx";
import { MarkCanvas } from "./MarkCanvas.tsx";

/** The canvas itself needs WebGL: a stand-in records what MarkCanvas gives it and shows its overlay. */
let shown: WorkstationProps | null = null;
vi.mock("../../canvas/Workstation.tsx", () => ({
  Workstation: (props: WorkstationProps) => {
    shown = props;
    return <div>{props.overlay}</div>;
  },
}));

afterEach(() => {
  shown = null;
  vi.unstubAllGlobals();
});

const task = (id: string, photoCode = "04"): TaskPayload =>
  makeTaskPayload({
    photoCode,
    name: "damage_full",
    slotType: "damage",
    patch: (p) => {
      p.task._id = id;
      p.task.image_cap = `/api/photos/${id}`;
      p.task.image_super = `/api/photos/${id}?size=original`;
      p.cage = { ...CAGE, _id: `cage-${id}` };
    },
  });
const CAGE = {
  _id: "cage",
  make: "Toyota",
  model: "RAV4",
  year: 2021,
  bodyType: "SUV",
  status: "ACTIVE",
  code: "04",
  svg: "<svg/>",
  mirrored: false,
};

const place = () =>
  act(() =>
    shown?.onPlace?.(
      { ok: true, position: { x: 0.25, y: 0.5 }, component: "FRONT_DOOR_LEFT", group: "BODY" },
      { index: 0, id: "door", name: "FRONT_DOOR_LEFT", group: "BODY" },
    ),
  );

describe("MarkCanvas: one workstation for the shift, nothing of a task kept for the next", () => {
  it("passes the task's photo, original, cage and key", () => {
    stubFetch({});
    render(withProviders(<MarkCanvas payload={task("A")} onLoaded={() => {}} />));
    expect(shown).toMatchObject({
      taskKey: "A",
      imageUrl: "/api/photos/A",
      superImageUrl: "/api/photos/A?size=original",
      cageSvg: "<svg/>",
      cageUrl: null,
    });
  });

  it("a pending placement, a notice and a reloaded cage end with their task", async () => {
    stubFetch({
      "GET /api/cages/cage-A": {
        cage: {},
        files: { "04": { cage: { url: "/api/cage-files/new.svg", folder: "", fallback: null } } },
        settings: {},
      },
    });
    const view = render(withProviders(<MarkCanvas payload={task("A")} onLoaded={() => {}} />));
    await place();
    expect(screen.getByRole("dialog", { name: TEXTS.wsPickDamage("FRONT_DOOR_LEFT", "BODY") })).toBeTruthy();
    expect(shown?.markers).toHaveLength(1); // the pending marker
    await act(() => shown?.onRefuse?.({ ok: false, reason: "duplicate", message: TEXTS.damageDuplicate }));
    expect(screen.getByText(TEXTS.damageDuplicate)).toBeTruthy();
    // T: the slot's cage as the cage manager holds it now.
    await act(async () => {
      shown?.onReloadCage?.();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(shown).toMatchObject({ cageSvg: null, cageUrl: "/api/cage-files/new.svg" });

    view.rerender(withProviders(<MarkCanvas payload={task("B")} onLoaded={() => {}} />));
    expect(shown).toMatchObject({
      taskKey: "B",
      cageSvg: "<svg/>",
      cageUrl: null,
      imageUrl: "/api/photos/B",
    });
    expect(shown?.markers).toEqual([]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(TEXTS.damageDuplicate)).toBeNull();
  });

  it("between tasks it holds nothing", () => {
    stubFetch({});
    render(withProviders(<MarkCanvas payload={null} onLoaded={() => {}} />));
    expect(shown).toMatchObject({ taskKey: null, imageUrl: null, cageSvg: null, markers: [] });
  });
});
