/** How long after a change under the page body the root is checked (past tabster's own 250 ms update). */
export const SETTLE_MS = 300;

/**
 * Lifts an aria-hidden that no open modal explains from the app root. Fluent's Dialog, unmounted during
 * its exit motion (a confirm whose action navigates, or whose page shows a spinner while the next item
 * loads), leaves tabster's aria-hidden="true" on the root (microsoft/fluentui#35139, microsoft/tabster#530:
 * the modalizer's dispose drops its pending restore): the whole app is then gone for screen readers and
 * role queries, though it looks fine. Watches the body's children (dialogs are portals there) and the
 * root's attribute; while any aria-modal surface is in the document, the attribute is left alone.
 */
export function liftStaleAriaHidden(root: HTMLElement, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (root.getAttribute("aria-hidden") === "true" && !doc.querySelector("[aria-modal='true']"))
      root.removeAttribute("aria-hidden");
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(check, SETTLE_MS);
  });
  observer.observe(doc.body, { childList: true });
  observer.observe(root, { attributes: true, attributeFilter: ["aria-hidden"] });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
