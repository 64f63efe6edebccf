import type { FullResult, Reporter } from "@playwright/test/reporter";
import { serverLogTails } from "./serverLogs.ts";

/** After a failed run, the tail of every e2e server's log (the whole files stay in the output folder). */
export default class ServerLogReporter implements Reporter {
  onEnd(result: FullResult): void {
    if (result.status === "passed") return;
    const tails = serverLogTails(40);
    if (tails) process.stdout.write(`\nServer output of this run:\n${tails}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
