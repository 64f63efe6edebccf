import { useCallback, useRef } from "react";
import { type NavigateOptions, useNavigate, useSearchParams } from "react-router-dom";

export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose functional updates start from the last address written, not from the last
 * render. react-router's own start from the params of the last render: a typed filter whose pause
 * ended between a dropdown's choice and the re-render it causes wrote the old choice back (seen in
 * the cage list).
 */
export function useUrlParams(): [URLSearchParams, (update: ParamsUpdate, options?: NavigateOptions) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const rendered = params.toString();
  // What was written and not yet rendered; forgotten once a render shows it.
  const pending = useRef<string | null>(null);
  if (pending.current === rendered) pending.current = null;
  const base = useRef(rendered);
  base.current = rendered;
  const setParams = useCallback(
    (update: ParamsUpdate, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(pending.current ?? base.current)).toString();
      pending.current = next;
      navigate(`?${next}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
