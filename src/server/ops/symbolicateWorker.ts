import { parentPort, workerData } from "node:worker_threads";
import { StackSymbolicator, type SymbolicatorLimits } from "./symbolicate.ts";

/** The symbolication thread (symbolicateInWorker.ts): parsing a 400 KB map costs ~100–200 ms of CPU. */
export type SymbolicateRequest = { id: number; kind: "warm" } | { id: number; kind: "map"; text: string };
export interface SymbolicateReply {
  id: number;
  mapped: string | null;
  warmed?: number;
}

const { clientDir, limits } = workerData as { clientDir: string; limits?: SymbolicatorLimits };
const symbolicator = new StackSymbolicator(clientDir, limits);
const port = parentPort;
port?.on("message", (request: SymbolicateRequest) => {
  const done =
    request.kind === "warm"
      ? symbolicator.warm().then((warmed): SymbolicateReply => ({ id: request.id, mapped: null, warmed }))
      : symbolicator
          .symbolicate(request.text)
          .then((mapped): SymbolicateReply => ({ id: request.id, mapped }));
  void done.then((reply) => port.postMessage(reply));
});
