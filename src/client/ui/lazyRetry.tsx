import { type ComponentType, lazy } from "react";

/** Waits between attempts after a failed load, about a minute in all: a server restart or deploy. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RetryingLazy<P extends object> = ComponentType<P> & {
  /** After a failure reached the error boundary: the next render loads anew (React.lazy keeps a failure). */
  reset(): void;
};

/**
 * React.lazy for a chunk the page loads in the background before the user needs it: a failed import
 * (the server restarting, a network blip) is tried again after each of `delays`; only then does the
 * component throw, to the caller's error boundary, which may `reset()` it to try again later.
 */
export function lazyRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): RetryingLazy<P> {
  let failed = false;
  const attempt = async (): Promise<{ default: ComponentType<P> }> => {
    for (let i = 0; ; i++) {
      try {
        return await load();
      } catch (error) {
        const delay = delays[i];
        if (delay === undefined) {
          failed = true;
          throw error;
        }
        await sleep(delay);
      }
    }
  };
  let Current = lazy(attempt);
  const Lazy = (props: P) => <Current {...props} />;
  return Object.assign(Lazy, {
    reset() {
      if (!failed) return;
      failed = false;
      Current = lazy(attempt);
    },
  });
}
