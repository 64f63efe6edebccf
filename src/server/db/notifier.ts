import pg from "pg";

/**
 * Messages between server instances over one PostgreSQL (LISTEN/NOTIFY). A message published by any
 * instance reaches every instance's subscribers, its own included. The listening connection is one
 * dedicated client that reconnects by itself when the database goes away; publishing goes through
 * the pool, so a lost listener never blocks a request.
 */
export interface Notifier {
  publish(channel: string, payload: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, onMessage: (payload: string) => void): () => void;
  /**
   * Resolves once the listener is connected and listening on every channel subscribed so far (or at
   * once when it never will be).
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

type Log = (msg: string, err?: unknown) => void;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function createPgNotifier(
  connectionString: string,
  pool: pg.Pool,
  log: Log = () => {},
  retryMs = 500,
): Notifier {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** LISTENs issued on a live connection after it connected: ready() waits for them too. */
  let listening: Promise<unknown> = Promise.resolve();
  let markReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString });
    c.on("notification", (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? "");
    });
    c.on("error", (err) => {
      log("notification listener lost its connection", err);
      reconnect(c);
    });
    c.on("end", () => reconnect(c));
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
      client = c;
      markReady();
    } catch (err) {
      log("notification listener cannot connect; retrying", err);
      reconnect(c);
    }
  };
  const reconnect = (c: pg.Client) => {
    if (client === c) client = null;
    c.removeAllListeners("end");
    c.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };
  void connect();

  return {
    async publish(channel, payload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    subscribe(channel, onMessage) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (client)
          listening = client.query(`listen ${channel}`).catch((err: unknown) => log("listen failed", err));
      }
      set.add(onMessage);
      return () => set.delete(onMessage);
    },
    ready: () =>
      readyPromise.then(async () => {
        await listening;
      }),
    async close() {
      closed = true;
      markReady();
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}
