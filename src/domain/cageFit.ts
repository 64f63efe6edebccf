/**
 * Where a cage sits on a photo before anyone aligned it (our decision): a box inset 6 % left and right
 * and 8 % top and bottom, the cage drawn into it with SVG's default xMidYMid meet. Capture guides frame
 * the vehicle this way, so the server sends it as the task's cageInfo when no agent has aligned the
 * cage yet, and the demo photos are drawn into the same box.
 */
export interface Size {
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CAGE_INSET_X = 0.06;
export const CAGE_INSET_Y = 0.08;

export const defaultCageBox = (photo: Size): Box => ({
  x: Math.round(photo.width * CAGE_INSET_X),
  y: Math.round(photo.height * CAGE_INSET_Y),
  width: Math.round(photo.width * (1 - 2 * CAGE_INSET_X)),
  height: Math.round(photo.height * (1 - 2 * CAGE_INSET_Y)),
});

/** The scale and offset that draw content of `content` size into `box` (xMidYMid meet). */
export function meetTransform(content: Size, box: Box): { scale: number; x: number; y: number } {
  const scale = Math.min(box.width / content.width, box.height / content.height);
  return {
    scale,
    x: box.x + (box.width - content.width * scale) / 2,
    y: box.y + (box.height - content.height * scale) / 2,
  };
}

/** cageInfo (product §3) for a photo whose cage sits in the default box, in original-image pixels. */
export const defaultCageInfo = (photo: Size) => ({
  original_image: { width: photo.width, height: photo.height },
  actual_image: { width: photo.width, height: photo.height },
  cage: defaultCageBox(photo),
});

/** Whether a client's cageInfo is usable: every size positive and finite, the box position finite. */
export function isCageInfo(value: unknown): value is ReturnType<typeof defaultCageInfo> {
  const v = value as Record<string, Record<string, unknown> | undefined> | null;
  const size = (s: Record<string, unknown> | undefined) =>
    !!s && [s.width, s.height].every((n) => typeof n === "number" && Number.isFinite(n) && n > 0);
  return (
    !!v &&
    typeof v === "object" &&
    size(v.original_image) &&
    size(v.actual_image) &&
    size(v.cage) &&
    [v.cage?.x, v.cage?.y].every((n) => typeof n === "number" && Number.isFinite(n))
  );
}
