/**
 * Where the failed-task list lives and where the badge leads (its user's queue). Apart from listQuery.ts
 * so that the navigation bar, on every signed-in page, loads two strings and not the list's code.
 */
export const LIST_PATH = "/performance/listTaskFailed";
/** The URL value of the queue switch (the call's `queue=mine`). */
export const QUEUE = "mine";
/** What waits for the user, the badge's count: where the badge leads. */
export const MY_QUEUE_PATH = `${LIST_PATH}?queue=${QUEUE}`;
