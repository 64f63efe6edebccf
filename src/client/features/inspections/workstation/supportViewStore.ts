import { proxy } from "valtio";

/**
 * The Support View modal (product §2): opened by the info bar's thumbnails, the digit keys (nth support
 * image) and S (full support image). `index` null means closed.
 */
export const supportViewStore = proxy<{ index: number | null; images: readonly string[] }>({
  index: null,
  images: [],
});

/** The support images of the current task (URLs), set when a task arrives. */
export function setSupportImages(images: readonly string[]): void {
  supportViewStore.images = [...images];
  supportViewStore.index = null;
}

export function openSupportView(index: number): void {
  supportViewStore.index = index;
}

export function closeSupportView(): void {
  supportViewStore.index = null;
}
