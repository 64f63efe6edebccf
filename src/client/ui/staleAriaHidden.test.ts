// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liftStaleAriaHidden, SETTLE_MS } from "./staleAriaHidden.ts";

/** A dialog portal as Fluent mounts one: a child of the body holding an aria-modal surface. */
const portal = () => {
  const node = document.createElement("div");
  node.innerHTML = `<div role="dialog" aria-modal="true"><button>Ok</button></div>`;
  document.body.append(node);
  return node;
};

/** MutationObserver callbacks are microtasks; the check is a timer after them. */
const settle = async () => {
  await Promise.resolve();
  await vi.advanceTimersByTimeAsync(SETTLE_MS + 1);
};

describe("liftStaleAriaHidden", () => {
  let root: HTMLElement;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement("div");
    root.id = "root";
    document.body.append(root);
    stop = liftStaleAriaHidden(root);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  it("lifts the root's aria-hidden once the dialog that set it has left the page", async () => {
    const dialog = portal();
    root.setAttribute("aria-hidden", "true");
    await settle();
    expect(root.getAttribute("aria-hidden")).toBe("true");
    dialog.remove();
    await settle();
    expect(root.hasAttribute("aria-hidden")).toBe(false);
  });

  it("leaves it while another modal is still open", async () => {
    const first = portal();
    portal();
    root.setAttribute("aria-hidden", "true");
    first.remove();
    await settle();
    expect(root.getAttribute("aria-hidden")).toBe("true");
  });

  it("lifts one set with no modal in the page at all", async () => {
    root.setAttribute("aria-hidden", "true");
    await settle();
    expect(root.hasAttribute("aria-hidden")).toBe(false);
  });
});
