// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normalisedPoint } from "../geometry/spaces";
import type { WorkstationController } from "./controller";
import type { MarkerInput } from "./model";
import { Workstation, type WorkstationProps } from "./Workstation";

/** @pixi/react needs WebGL: a stand-in counts how often <Application> renders and keeps its onInit. */
const application = vi.hoisted(() => ({ renders: 0, onInit: null as null | (() => void) }));
vi.mock("@pixi/react", () => ({
  extend: () => {},
  useApplication: () => ({ app: null, isInitialised: false }),
  Application: (props: { onInit?: () => void; children?: ReactNode }) => {
    application.renders++;
    application.onInit = props.onInit ?? null;
    return <canvas />;
  },
}));

// No WebGL in jsdom, and nothing of the scene runs here (the stand-in never initialises).
vi.mock("pixi.js/unsafe-eval", () => ({}));
vi.mock("pixi.js", () => ({ Container: class {} }));

beforeEach(() => {
  application.renders = 0;
  application.onInit = null;
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

describe("Workstation: the Pixi Application is set up once per mount", () => {
  it("re-renders of the workstation (new markers, new callbacks, new task) do not reach <Application>", () => {
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
    const afterMount = application.renders;
    // After init it renders once more, to hand the reconciler the current children.
    act(() => application.onInit?.());
    expect(application.renders).toBe(afterMount + 1);
    for (let n = 1; n <= 5; n++) view.rerender(<Workstation {...props(n)} />);
    expect(application.renders).toBe(afterMount + 1);
  });

  it("label mode: the canvas renders again only when the colouring's key changes", () => {
    const labels = { a: "BODY" };
    const props = (key: unknown): WorkstationProps => ({
      mode: "label",
      imageUrl: null,
      photoCode: "04",
      groupOf: (part) => part.group,
      groupKey: key,
    });
    const view = render(<Workstation {...props(labels)} />);
    const afterMount = application.renders;
    view.rerender(<Workstation {...props(labels)} />);
    expect(application.renders).toBe(afterMount);
    view.rerender(<Workstation {...props({ ...labels })} />);
    expect(application.renders).toBe(afterMount + 1);
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

  it("a press or double-click on the photo still does", () => {
    const { view, capture, down, double } = setup();
    const canvas = view.container.querySelector("canvas");
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
