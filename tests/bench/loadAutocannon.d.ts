/** The part of autocannon 8's API the load benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Return a falsy value to skip the rest of the sequence and start it again. */
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Requests per second per connection (autocannon paces by whole seconds). */
    connectionRate?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    requests?: Request[];
    initialContext?: Record<string, unknown>;
  }

  export interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: "reqError", listener: (error: Error) => void): this;
  }

  export default function autocannon(
    opts: Options,
    cb: (error: Error | null, result: Result) => void,
  ): Instance;
}
