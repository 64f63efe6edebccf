// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../testing/render.tsx";
import { prefetchPhoto, takePrefetchedBitmap, takePrefetchedPhoto } from "./photoPrefetch.ts";

const URL_A = "/api/photos/a";
const URL_B = "/api/photos/b";

/** A decode that records what it was given and hands out closable bitmaps. */
function stubDecode() {
  const bitmaps: { close: ReturnType<typeof vi.fn> }[] = [];
  const decode = vi.fn(async () => {
    const bitmap = { close: vi.fn() };
    bitmaps.push(bitmap);
    return bitmap as unknown as ImageBitmap;
  });
  vi.stubGlobal("createImageBitmap", decode);
  return { decode, bitmaps };
}

const photoRoutes = () =>
  stubFetch({
    [`GET ${URL_A}`]: () => new Response("a"),
    [`GET ${URL_B}`]: () => new Response("b"),
  });

/**
 * A blob's text. Node 26's jsdom environment hands out blobs without text() (Node 20's have it); jsdom's
 * FileReader reads those.
 */
const textOf = (blob: Blob): Promise<string> =>
  typeof blob.text === "function"
    ? blob.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });

afterEach(() => {
  prefetchPhoto(null);
  vi.unstubAllGlobals();
});

describe("photo prefetch (issue 21: the photo shows as soon as it decodes)", () => {
  it("decodes the photo as soon as its bytes are in, before the workstation asks for it", async () => {
    photoRoutes();
    const { decode } = stubDecode();
    prefetchPhoto(URL_A);
    await vi.waitFor(() => expect(decode).toHaveBeenCalledTimes(1));
    const bitmap = await takePrefetchedBitmap(URL_A);
    expect(bitmap).not.toBeNull();
    // Once: a second look (another task's workstation, a reload) fetches again.
    expect(takePrefetchedBitmap(URL_A)).toBeNull();
  });

  it("only for the URL it was started for", async () => {
    photoRoutes();
    stubDecode();
    prefetchPhoto(URL_A);
    expect(takePrefetchedBitmap(URL_B)).toBeNull();
    expect(takePrefetchedBitmap(URL_A)).not.toBeNull();
  });

  it("a bitmap nobody draws is closed: the plain photo takes the blob, or the next task replaces it", async () => {
    photoRoutes();
    const { bitmaps } = stubDecode();
    prefetchPhoto(URL_A);
    const blob = await takePrefetchedPhoto(URL_A);
    expect(blob && (await textOf(blob))).toBe("a");
    await vi.waitFor(() => expect(bitmaps[0]?.close).toHaveBeenCalledTimes(1));
    prefetchPhoto(URL_B);
    prefetchPhoto(URL_A);
    await vi.waitFor(() => expect(bitmaps[1]?.close).toHaveBeenCalledTimes(1));
    expect(bitmaps[2]?.close ?? vi.fn()).not.toHaveBeenCalled();
  });

  it("the task held ahead's photo, named before the task arrives, is not fetched or decoded again", async () => {
    const fetches = photoRoutes();
    const { decode, bitmaps } = stubDecode();
    prefetchPhoto(URL_A); // the photo-shown report named it
    await vi.waitFor(() => expect(decode).toHaveBeenCalledTimes(1));
    prefetchPhoto(URL_A); // the answer handed the task over
    expect(decode).toHaveBeenCalledTimes(1);
    expect(fetches.mock.calls.filter(([input]) => String(input).endsWith(URL_A))).toHaveLength(1);
    expect(await takePrefetchedBitmap(URL_A)).toBe(bitmaps[0]);
    expect(bitmaps[0]?.close).not.toHaveBeenCalled();
  });
});
