import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import { useSnapshot } from "valtio";
import type { CallDef, ResponseOf } from "../../contract/call.ts";
import { sessionStore } from "../state/session.ts";
import { type CallArgs, type CallInput, callData, type Endpoint, type HttpError } from "./call.ts";

/**
 * SWR over one contract call (for reads): cached by call, inputs and session; `input` null waits.
 * Errors still go through the generic helper (banner, logout on Unauthorized).
 */
export function useCall<C extends CallDef>(
  def: C | Endpoint<C>,
  input: CallInput<C> | null,
  config?: SWRConfiguration<ResponseOf<C>, HttpError>,
): SWRResponse<ResponseOf<C>, HttpError> {
  const { token } = useSnapshot(sessionStore);
  const key =
    input === null
      ? null
      : [
          def.id,
          def.url,
          token,
          JSON.stringify({ body: input.body, query: input.query, params: input.params }),
        ];
  return useSWR<ResponseOf<C>, HttpError>(
    key,
    () => callData(def, ...([{ quiet: true, ...input }] as unknown as CallArgs<C>)),
    config,
  );
}
