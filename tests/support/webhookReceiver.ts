import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** When the whole request had arrived (Date.now(), for latencies). */
  at: number;
}

/**
 * A local webhook receiver on 127.0.0.1 (a free port, or `port` to come back where one was): keeps what
 * it was sent and answers with `handle` (200 by default; a test swaps it to fail, stall or redirect).
 * `close()` stops it and its open connections.
 */
export async function startReceiver(port = 0) {
  const received: Received[] = [];
  const state: { handle: (req: IncomingMessage, res: ServerResponse) => void } = {
    handle: (_req, res) => res.end("ok"),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      state.handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    port: bound,
    received,
    set handle(h: (req: IncomingMessage, res: ServerResponse) => void) {
      state.handle = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Verifies a received request the way a receiver would, with the standardwebhooks library. */
export const verify = (secret: string, r: Received): unknown =>
  new Webhook(secret).verify(r.body, {
    "webhook-id": String(r.headers["webhook-id"]),
    "webhook-timestamp": String(r.headers["webhook-timestamp"]),
    "webhook-signature": String(r.headers["webhook-signature"]),
  });
