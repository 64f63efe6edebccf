import type { BodyOf, CallDef, HttpMethod, ParamsOf, QueryOf, ResponseOf } from "../../contract/call.ts";
import type { CallById } from "../../contract/index.ts";
import { ROUTES, type RouteId } from "../../contract/routes.ts";
import { type HttpResult, type QueryParams, type RequestOptions, request } from "./http.ts";

/**
 * A contract call as the client needs it at run time: only method and url. The type parameter carries
 * the contract's CallDef, so bodies and answers are typed from it while TypeBox stays out of the bundle.
 */
export interface Endpoint<C extends CallDef> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly url: string;
  /** Type only: never set. */
  readonly __call?: C;
}

/**
 * The contract's call `id`: method and url from the route table the CallDefs take theirs from, types
 * from the CallDef itself (a type-only import), so the client writes neither a method nor a URL.
 */
export const endpoint = <K extends RouteId>(id: K): EndpointOf<K> => ({ id, ...ROUTES[id] });

/**
 * The endpoint of call K, typed by its schema only: two calls of one shape (the damage tables) give one
 * type, so either may be passed where the other is.
 */
export type EndpointOf<K extends RouteId> = Endpoint<CallDef<CallById[K]["schema"]>>;

/** A feature's calls by id, each key its call's id: `endpointsOf("listCages", "getCage").getCage`. */
export const endpointsOf = <const K extends RouteId>(...ids: K[]): { readonly [I in K]: EndpointOf<I> } =>
  Object.fromEntries(ids.map((id) => [id, endpoint(id)])) as { readonly [I in K]: EndpointOf<I> };

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
