/**
 * Web Worker entry: parse a cage SVG and build its hit-test index off the main thread. Thin on purpose —
 * the work is `prepareCage` (parseCage.ts), unit-tested without a worker. The typed arrays of the result
 * are transferred, not copied.
 */

import * as Comlink from "comlink";
import { prepareCage, transferList } from "./parseCage";
import type { ParseOptions, PreparedCage } from "./types";

const api = {
  prepare(svg: string, options?: ParseOptions): PreparedCage {
    const prepared = prepareCage(svg, options);
    return Comlink.transfer(prepared, transferList(prepared));
  },
};

export type CageParseApi = typeof api;

Comlink.expose(api);
