import type { BodyOf, CallDef, HttpMethod, ParamsOf, QueryOf, ResponseOf } from "../../contract/call.ts";
import { type HttpResult, type QueryParams, type RequestOptions, request } from "./http.ts";

/**
 * A contract call as the client needs it at run time: only method and url. The type parameter carries
 * the contract's CallDef, so bodies and answers are typed from it while TypeBox stays out of the bundle
 * (see endpoints.ts; endpoints.test.ts checks each against the contract).
 */
export interface Endpoint<C extends CallDef> {
  readonly id: C["id"];
  readonly method: HttpMethod;
  readonly url: string;
  /** Type only: never set. */
  readonly __call?: C;
}

export const endpoint = <C extends CallDef>(id: string, method: HttpMethod, url: string): Endpoint<C> => ({
  id,
  method,
  url,
});

type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallInput<C extends CallDef> = Slot<"body", BodyOf<C>> &
  Slot<"query", QueryOf<C>> &
  Slot<"params", ParamsOf<C>> &
  Omit<RequestOptions<ResponseOf<C>>, "params" | "data">;

/** The input may be left out when nothing in it is required. */
export type CallArgs<C extends CallDef> =
  Partial<CallInput<C>> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** `/api/cages/:id` and `/api/cages/{id}` with `{id: "a b"}` give `/api/cages/a%20b`. */
export function fillPath(url: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return url.replace(/:(\w+)|\{(\w+)\}/g, (whole, colon?: string, brace?: string) => {
    const value = params?.[colon ?? brace ?? ""];
    return value === undefined || value === null ? whole : encodeURIComponent(String(value));
  });
}

/** Typed call of one contract call through the generic helper. */
export function call<C extends CallDef>(
  def: C | Endpoint<C>,
  ...[input]: CallArgs<C>
): Promise<HttpResult<ResponseOf<C>>> {
  const { body, query, params, ...options } = (input ?? {}) as CallInput<C>;
  const url = fillPath(def.url, params as Readonly<Record<string, unknown>> | undefined);
  return request<ResponseOf<C>>(def.method, url, {
    ...options,
    params: query as QueryParams | undefined,
    data: body,
  });
}

/** A failed call as an exception, for SWR fetchers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Like `call`, but answers the data or throws an HttpError. */
export async function callData<C extends CallDef>(def: C | Endpoint<C>, ...args: CallArgs<C>) {
  const result = await call(def, ...args);
  if (!result.ok) throw new HttpError(result.status, result.code, result.message);
  return result.data;
}
