import { setBlobSource } from "../../canvas/blobSource.ts";
import { TEXTS } from "../../domain/texts.ts";
import { showAlert } from "../state/alert.ts";
import { showErrorModal } from "../state/errorModal.ts";
import { beginLoading, endLoading } from "../state/loading.ts";
import { clearSession, sessionStore } from "../state/session.ts";
import { readItem, TOKEN_KEY } from "../state/storage.ts";
import { deriveErrorMessage, isSessionEndingCode, readCode, readMessage } from "./errors.ts";

/**
 * The only place the client talks HTTP: product §7 "Generic helper" and §8 error handling.
 * Every call answers an `HttpResult`; nothing here throws.
 */

export const SUPPORTED_METHODS = ["get", "post", "put", "delete"] as const;
export type Method = (typeof SUPPORTED_METHODS)[number];

/** Primitives as text, arrays as repeated keys, objects as JSON; null and undefined are left out. */
export type QueryParams = Readonly<Record<string, unknown>>;

export interface RequestOptions<T> {
  /** Query string (spec: get sends params). */
  params?: QueryParams | undefined;
  /** JSON body for post, put and delete. */
  data?: unknown;
  /** Called with the answer on success. */
  callback?: ((data: T) => void) | undefined;
  /** Holds the 'is hardworking' overlay while the call runs. */
  loading?: boolean | undefined;
  /** Do not show the answer's message in the success banner. */
  quiet?: boolean | undefined;
  /** Do not show the red banner (the caller shows the error itself). */
  quietError?: boolean | undefined;
  /** No token is sent and a 401 does not end the session (login). */
  anonymous?: boolean | undefined;
  /** Use this token instead of the stored one (logout while the page unloads). */
  token?: string | undefined;
  /** Let the request outlive the page (logout on unload). */
  keepalive?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

export type HttpResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; code: string | null; data: unknown };

const isSupported = (method: string): method is Method =>
  (SUPPORTED_METHODS as readonly string[]).includes(method);

const queryText = (value: unknown): string =>
  typeof value === "object" ? JSON.stringify(value) : String(value as string | number | boolean);

/** `?a=1&b=x&b=y` */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) search.append(key, queryText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function fail<T>(status: number, message: string, code: string | null, data: unknown): HttpResult<T> {
  return { ok: false, status, message, code, data };
}

/**
 * product §8 and §6: the session codes show the error modal whose CLOSE logs out; any other Unauthorized
 * ends the session at once. Only when the refused token is still the current one: a late answer to a
 * request of an older session must not end a newer one.
 */
function handleSessionErrors(usedToken: string | null, status: number, code: string | null, message: string) {
  if (usedToken === null || (sessionStore.token ?? readItem(TOKEN_KEY)) !== usedToken) return;
  if (isSessionEndingCode(code)) {
    showErrorModal(message, { logoutOnClose: true });
  } else if (status === 401 || message === TEXTS.unauthorized) {
    // The server refused the token: nothing is left to revoke, forget it here.
    clearSession();
  }
}

/**
 * The success banner (product §8 'Success {status}') for a message that tells the user something the screen
 * does not already show: "Profile saved.", "Cage duplicated". The generic 'Success!' most calls answer
 * is not announced: the screen itself changed (issue 21: a banner on almost every action was noise).
 */
function announceSuccess(status: number, body: unknown): void {
  const message = readMessage(body);
  if (message && message !== TEXTS.success) showAlert("success", status, message);
}

export async function request<T = unknown>(
  method: string,
  url: string,
  options: RequestOptions<T> = {},
): Promise<HttpResult<T>> {
  const verb = method.toLowerCase();
  if (!isSupported(verb)) {
    if (!options.quietError) showAlert("error", 405, TEXTS.unsupportedMethod);
    return fail(405, TEXTS.unsupportedMethod, null, null);
  }

  const headers: Record<string, string> = { Accept: "application/json" };
  const token = options.anonymous ? null : (options.token ?? sessionStore.token ?? readItem(TOKEN_KEY));
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: verb.toUpperCase(), headers };
  if (verb !== "get" && options.data !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.data);
  }
  if (options.keepalive) init.keepalive = true;
  if (options.signal) init.signal = options.signal;

  if (options.loading) beginLoading();
  try {
    let response: Response;
    try {
      response = await fetch(`${url}${toQueryString(options.params)}`, init);
    } catch (error) {
      if (options.signal?.aborted) return fail(0, TEXTS.genericError, "ABORTED", error);
      if (!options.quietError) showAlert("error", TEXTS.networkStatus, TEXTS.networkError);
      return fail(0, TEXTS.networkError, "NETWORK", null);
    }
    const body = await readBody(response).catch(() => null);

    if (response.ok) {
      const data = body as T;
      options.callback?.(data);
      if (!options.quiet) announceSuccess(response.status, body);
      return { ok: true, status: response.status, data };
    }

    const message = deriveErrorMessage(body);
    const code = readCode(body);
    if (!options.quietError) showAlert("error", response.status, message);
    handleSessionErrors(token, response.status, code, message);
    return fail(response.status, message, code, body);
  } finally {
    if (options.loading) endLoading();
  }
}

/**
 * A binary resource (a photo) with the session's token, as a Blob; photos need the Authorization
 * header, so an <img src> cannot load them directly. Errors answer null (the caller shows its own).
 */
export async function requestBlob(url: string, signal?: AbortSignal): Promise<Blob | null> {
  const token = sessionStore.token ?? readItem(TOKEN_KEY);
  const headers: Record<string, string> = {};
  if (token && url.startsWith("/")) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, { method: "GET", headers, ...(signal ? { signal } : {}) });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

// The canvas draws photos through this request (it never imports the client itself).
setBlobSource(requestBlob);

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). Errors
 * are handled like `request`: the red banner unless quietError, and the session rules of §8.
 */
export function uploadForm<T = unknown>(
  url: string,
  form: FormData,
  options: { onProgress?: (fraction: number) => void; quietError?: boolean; signal?: AbortSignal } = {},
): Promise<HttpResult<T>> {
  const token = sessionStore.token ?? readItem(TOKEN_KEY);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    const failNetwork = () => {
      if (!options.quietError) showAlert("error", TEXTS.networkStatus, TEXTS.networkError);
      resolve(fail(0, TEXTS.networkError, "NETWORK", null));
    };
    xhr.onerror = failNetwork;
    xhr.onabort = () => resolve(fail(0, TEXTS.genericError, "ABORTED", null));
    xhr.onload = () => {
      let body: unknown = xhr.responseText || null;
      if (typeof body === "string" && (xhr.getResponseHeader("content-type") ?? "").includes("json")) {
        try {
          body = JSON.parse(body);
        } catch {
          // keep the text
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        announceSuccess(xhr.status, body);
        return resolve({ ok: true, status: xhr.status, data: body as T });
      }
      const message = deriveErrorMessage(body);
      const code = readCode(body);
      if (!options.quietError) showAlert("error", xhr.status, message);
      handleSessionErrors(token, xhr.status, code, message);
      resolve(fail(xhr.status, message, code, body));
    };
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}

export const http = {
  get: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>("get", url, options),
  post: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>("post", url, options),
  put: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>("put", url, options),
  delete: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>("delete", url, options),
};
