/**
 * The typed fetch wrapper the site and the admin use for every call to the BFF. Browser-safe and
 * dependency-free: it only needs the global fetch, so it also runs under Node in tests.
 */
import { parseErrorBody, type ErrorBody } from './errorBody';

/** A non-ok answer, with the status line and body kept for callers that need them. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The response body as text; empty when the server sent none. */
    readonly body: string,
  ) {
    // 5xx answers say "status: statusText" (their bodies are not for users), others
    // "status: body" so a 4xx explanation from the BFF reaches the screen.
    super(`${status}: ${status >= 500 || body === '' ? statusText : body}`);
  }

  /** The BFF's error body, when the answer carried one (not a proxy's HTML page, not empty). */
  errorBody(): ErrorBody | undefined {
    return parseErrorBody(this.body);
  }
}

/** The error body of a failed call, when it was an answer from the BFF that carried one. */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  return error instanceof HttpError ? error.errorBody() : undefined;
}

export interface ApiRequestInit extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>;
}

/** The subset of Response the client reads; keeps tests free to stub fetch with plain objects. */
type FetchedResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>;

/**
 * fetch with the product's defaults: cookies always travel (the session is a cookie, and GETs
 * read it too), and every non-GET call carries X-Requested-With, which the BFF requires as a
 * cheap CSRF guard on state changes.
 * Resolves with the response only when it is ok; otherwise throws an HttpError.
 */
export async function apiFetch(path: string, init: ApiRequestInit = {}): Promise<FetchedResponse> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { ...init.headers };
  if (method !== 'GET' && method !== 'HEAD') {
    headers['X-Requested-With'] ??= 'XMLHttpRequest';
  }
  const response: FetchedResponse = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    throw new HttpError(response.status, response.statusText, await response.text());
  }
  return response;
}

export interface ApiJsonInit extends Omit<ApiRequestInit, 'body'> {
  /** Serialised as JSON; omit it for calls without a body. */
  body?: unknown;
}

/**
 * A call that sends and/or receives JSON. The caller names the response type: the wrapper only
 * parses it (an empty body, e.g. 204, resolves to undefined).
 */
export async function apiJson<T>(path: string, init: ApiJsonInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const response = await apiFetch(path, {
    ...rest,
    headers:
      body === undefined
        ? { Accept: 'application/json', ...headers }
        : { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
