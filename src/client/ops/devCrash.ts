/**
 * The development crash page (`/dev/crash`, registered only in `vite` dev or a VITE_DEV_PAGES=1 build):
 * its labels, shared with the end-to-end test that drives it. Not product texts: no release build has
 * the page.
 */
export const DEV_CRASH_PATH = "/dev/crash";
export const DEV_CRASH_TITLE = "Render crash (development page)";
export const DEV_CRASH_BUTTON = "Crash while rendering";
/** The thrown error's message unless the address gives one (`?message=…`, so a test can find its own). */
export const DEV_CRASH_DEFAULT_MESSAGE = "Development page: a render crash on request";
