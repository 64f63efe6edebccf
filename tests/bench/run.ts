/** Runs every benchmark in turn and prints its figures (`npm run bench`); record them in docs/benchmarks.md. */
import { runGeometryBench } from "./geometry.bench.ts";

console.log(runGeometryBench());
