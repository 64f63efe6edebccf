// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normalisedPoint } from "../geometry/spaces";
import type { WorkstationController } from "./controller";
import type { MarkerInput } from "./model";
import { Workstation, type WorkstationProps } from "./Workstation";

/**
 * No WebGL in jsdom: a stand-in Application (its init resolves when the test says, or at once) and a
 * stand-in scene, which record what the canvas does with them.
 */
const pixi = vi.hoisted(() => ({
  created: 0,
  destroyed: 0,
  holdInit: false,
  finishInit: [] as (() => void)[],
}));
vi.mock("pixi.js", () => ({
  Application: class {
    canvas = document.createElement("canvas");
    stage = {};
    constructor() {
      pixi.created++;
    }
    init() {
      if (!pixi.holdInit) return Promise.resolve();
      return new Promise<void>((resolve) => pixi.finishInit.push(resolve));
    }
    destroy() {
      pixi.destroyed++;
      this.canvas.remove();
    }
  },
}));
const scenes = vi.hoisted(() => [] as { invalidations: number; destroyed: boolean }[]);
vi.mock("./scene/scene", () => ({
  WorkstationScene: class {
    invalidations = 0;
    destroyed = false;
    options = {};
    constructor() {
      scenes.push(this);
    }
    invalidate() {
      this.invalidations++;
    }
    destroy() {
      this.destroyed = true;
    }
  },
}));
vi.mock("pixi.js/unsafe-eval", () => ({}));

beforeEach(() => {
  Object.assign(pixi, { created: 0, destroyed: 0, holdInit: false, finishInit: [] });
  scenes.length = 0;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const marker = (x: number): MarkerInput => ({ position: normalisedPoint(x, 0.5), grade: 1 });
/** The application's init settles and the scene is built (a few microtasks). */
const initDone = () => act(async () => {});

describe("Workstation: one Pixi application per mount", () => {
  it("re-renders of the workstation (new markers, new callbacks, new task) build nothing again", async () => {
    const props = (n: number): WorkstationProps => ({
      mode: "mark",
      imageUrl: null,
      photoCode: "04",
      markers: Array.from({ length: n }, (_, i) => marker(i / 10)),
      onPlace: () => {},
      onLoaded: () => {},
      taskKey: `task-${n}`,
    });
    const view = render(<Workstation {...props(0)} />);
    await initDone();
    for (let n = 1; n <= 5; n++) view.rerender(<Workstation {...props(n)} />);
    await initDone();
    expect(pixi.created).toBe(1);
    expect(scenes).toHaveLength(1);
    // The photo's plane and the WebGL canvas, once each.
    expect(view.container.querySelectorAll("canvas:not([data-photo-plane])")).toHaveLength(1);
    expect(view.container.querySelectorAll("canvas[data-photo-plane]")).toHaveLength(1);
  });

  it("unmounted, the scene and the application go, and the canvas with them", async () => {
    const view = render(<Workstation mode="readonly" imageUrl={null} photoCode="04" />);
    await initDone();
    view.unmount();
    expect(scenes[0]?.destroyed).toBe(true);
    await initDone();
    expect(pixi.destroyed).toBe(1);
    expect(document.querySelector("canvas")).toBeNull();
  });

  it("unmounted before its application is ready (StrictMode's first mount): destroyed once ready, no scene", async () => {
    pixi.holdInit = true;
    const view = render(<Workstation mode="readonly" imageUrl={null} photoCode="04" />);
    view.unmount();
    await act(async () => {
      for (const finish of pixi.finishInit) finish();
    });
    expect(pixi.destroyed).toBe(1);
    expect(scenes).toHaveLength(0);
  });

  it("mark mode makes no WebGL context until there is a cage or a marker to show (issue 21)", async () => {
    const props = (markers: readonly MarkerInput[]): WorkstationProps => ({
      mode: "mark",
      imageUrl: null,
      photoCode: "03",
      markers,
      taskKey: "task-1",
    });
    const view = render(<Workstation {...props([])} />);
    await initDone();
    view.rerender(<Workstation {...props([])} />);
    await initDone();
    expect(pixi.created).toBe(0);
    expect(view.container.querySelectorAll("canvas[data-photo-plane]")).toHaveLength(1);
    view.rerender(<Workstation {...props([marker(0.5)])} />);
    await initDone();
    expect(pixi.created).toBe(1);
    expect(scenes).toHaveLength(1);
    view.rerender(<Workstation {...props([])} />);
    await initDone();
    expect(pixi.created).toBe(1); // kept for the next damage task
    view.unmount();
    await initDone();
    expect(pixi.destroyed).toBe(1);
  });

  it("unmounted while waiting for something to draw: nothing made, nothing to destroy", async () => {
    const view = render(<Workstation mode="mark" imageUrl={null} photoCode="03" taskKey="t" />);
    await initDone();
    view.unmount();
    await initDone();
    expect([pixi.created, pixi.destroyed]).toEqual([0, 0]);
  });

  it("label mode: the scene redraws when the colouring's key changes, not on every render", async () => {
    const labels = { a: "BODY" };
    const props = (key: unknown): WorkstationProps => ({
      mode: "label",
      imageUrl: null,
      photoCode: "04",
      groupOf: (part) => part.group,
      groupKey: key,
    });
    const view = render(<Workstation {...props(labels)} />);
    await initDone();
    const afterMount = scenes[0]?.invalidations ?? 0;
    view.rerender(<Workstation {...props(labels)} />);
    await initDone();
    expect(scenes[0]?.invalidations).toBe(afterMount);
    view.rerender(<Workstation {...props({ ...labels })} />);
    await initDone();
    expect(scenes[0]?.invalidations).toBe(afterMount + 1);
    expect(pixi.created).toBe(1);
  });
});

/** A mark-mode workstation with no photo, and the controller it hands out. */
function renderMark(overlay?: ReactNode, props: Partial<WorkstationProps> = {}) {
  let controller: WorkstationController | null = null;
  const view = render(
    <Workstation
      mode="mark"
      imageUrl={null}
      photoCode="04"
      onPlace={() => {}}
      onController={(c) => {
        controller = c;
      }}
      overlay={overlay}
      {...props}
    />,
  );
  if (!controller) throw new Error("no controller");
  return { view, controller: controller as WorkstationController };
}

describe("Workstation: an overlay keeps its own pointer input", () => {
  const setup = () => {
    const { view, controller } = renderMark(<button type="button">Damage</button>);
    const frame = view.getByRole("application");
    const capture = vi.fn();
    frame.setPointerCapture = capture;
    const down = vi.spyOn(controller, "pointerDown");
    const double = vi.spyOn(controller, "doubleClick");
    return { view, frame, capture, down, double };
  };
  const pointer = (type: string) => new MouseEvent(type, { bubbles: true, button: 0 });

  it("a press or double-click on the picker neither captures the pointer nor reaches the canvas", () => {
    const { view, capture, down, double } = setup();
    const button = view.getByRole("button", { name: "Damage" });
    button.dispatchEvent(pointer("pointerdown"));
    button.dispatchEvent(pointer("dblclick"));
    expect(capture).not.toHaveBeenCalled();
    expect(down).not.toHaveBeenCalled();
    expect(double).not.toHaveBeenCalled();
  });

  it("a press or double-click on the photo still does", async () => {
    const { view, capture, down, double } = setup();
    await initDone();
    const canvas = view.container.querySelector("canvas");
    expect(canvas).not.toBeNull();
    canvas?.dispatchEvent(pointer("pointerdown"));
    canvas?.dispatchEvent(pointer("dblclick"));
    expect(capture).toHaveBeenCalledTimes(1);
    expect(down).toHaveBeenCalledTimes(1);
    expect(double).toHaveBeenCalledTimes(1);
  });
});

describe("Workstation: no hot key acts while a modal dialog is open (issue 21)", () => {
  const setup = () => vi.spyOn(renderMark().controller, "keyDown");
  const press = (key: string) =>
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

  it("keys reach the controller when no dialog is open", () => {
    const keyDown = setup();
    press("r");
    press(" ");
    expect(keyDown.mock.calls.map(([key]) => key)).toEqual(["r", " "]);
  });

  it("a modal (a confirm, Time OUT) takes every key away from the workstation", () => {
    const keyDown = setup();
    const modal = document.createElement("div");
    modal.setAttribute("role", "alertdialog");
    modal.setAttribute("aria-modal", "true");
    document.body.appendChild(modal);
    try {
      press("r");
      press(" ");
      press("x");
      expect(keyDown).not.toHaveBeenCalled();
    } finally {
      modal.remove();
    }
    press("q");
    expect(keyDown).toHaveBeenCalledTimes(1);
  });
});

describe("Workstation: Tab and the held support keys (issue 21)", () => {
  const key = (type: "keydown" | "keyup", target: EventTarget, key: string, init: KeyboardEventInit = {}) =>
    !target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...init }));
  const damageTask = { markContext: { taskName: "damage_body", slotType: "damage" } };

  it("Tab shows the material bar only from the focused photo frame of a damage task", () => {
    const { view, controller } = renderMark(undefined, damageTask);
    const frame = view.getByRole("application");
    expect(frame.hasAttribute("data-photo-frame")).toBe(true);
    // The page body: Tab walks the page, as everywhere.
    expect(key("keydown", document.body, "Tab")).toBe(false);
    expect(controller.state.materialBarOpen).toBe(false);
    frame.focus();
    expect(key("keydown", frame, "Tab")).toBe(true);
    expect(controller.state.materialBarOpen).toBe(true);
    // Shift+Tab leaves the frame: it is no keyboard trap.
    expect(key("keydown", frame, "Tab", { shiftKey: true })).toBe(false);
    expect(controller.state.materialBarOpen).toBe(true);
  });

  it("on other tasks Tab leaves the photo frame", () => {
    const { view, controller } = renderMark(undefined, {
      markContext: { taskName: "vin", slotType: "INSPECT" },
    });
    const frame = view.getByRole("application");
    frame.focus();
    expect(key("keydown", frame, "Tab")).toBe(false);
    expect(controller.state.materialBarOpen).toBe(false);
  });

  it("the support view opened by holding S or a digit closes when the key is released in it", () => {
    const onOpenSupport = vi.fn();
    const onCloseSupport = vi.fn();
    renderMark(undefined, { ...damageTask, supportCount: 2, onOpenSupport, onCloseSupport });
    key("keydown", document.body, "2");
    expect(onOpenSupport).toHaveBeenLastCalledWith(1);
    // The view is a modal dialog with the focus: the key comes up there.
    const modal = document.createElement("div");
    modal.setAttribute("aria-modal", "true");
    modal.tabIndex = -1;
    document.body.appendChild(modal);
    try {
      key("keyup", modal, "2");
      expect(onCloseSupport).toHaveBeenCalledTimes(1);
    } finally {
      modal.remove();
    }
    key("keydown", document.body, "s");
    expect(onOpenSupport).toHaveBeenLastCalledWith("full");
    key("keyup", document.body, "s");
    expect(onCloseSupport).toHaveBeenCalledTimes(2);
  });
});

describe("Workstation: the frame's size reaches the controller (issue 21)", () => {
  it("every ResizeObserver callback on the mounted frame resizes the controller's view", () => {
    const observed: { target: Element; callback: () => void }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(private readonly callback: () => void) {}
        observe(target: Element) {
          observed.push({ target, callback: this.callback });
        }
        disconnect() {}
      },
    );
    const { view, controller: c } = renderMark();
    const frame = view.getByRole("application");
    const size = (width: number, height: number) => {
      Object.defineProperty(frame, "clientWidth", { configurable: true, value: width });
      Object.defineProperty(frame, "clientHeight", { configurable: true, value: height });
    };
    const frameObserver = observed.find((o) => o.target === frame);
    expect(frameObserver).toBeDefined();
    size(1000, 500);
    act(() => frameObserver?.callback());
    expect(c.state.view.viewport).toEqual({ width: 1000, height: 500 });
    // A scrollbar appears, then goes.
    size(983, 500);
    act(() => frameObserver?.callback());
    expect(c.state.view.viewport).toEqual({ width: 983, height: 500 });
    size(1000, 500);
    act(() => frameObserver?.callback());
    expect(c.state.view.viewport).toEqual({ width: 1000, height: 500 });
  });
});
