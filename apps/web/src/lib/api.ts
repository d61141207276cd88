import { t } from '@lingui/core/macro';
// Not '../i18n': its index loads the app's catalog (activate.ts), which the public page (fetch-shared.ts, the PDF
// download, the password form) must not download, nor have switch its Lingui instance to English.
import { localizeMessage } from '../i18n/server-text';
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { Api } from '@resumey/server/api';
import type { ApiErrorBody } from '@resumey/resume';

/** The one way the web app calls the server: errors as ApiRequestError with the server's message. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    /** The whole error response (e.g. a 409 carries the server's copy of the resume). */
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  /** True when the server could not be reached at all (offline, server down). */
  get isNetworkError() {
    return this.status === 0;
  }
}

/** Abort after this many ms (SPEC.md section 9 timeout: 10000). */
const TIMEOUT_MS = 10_000;

/** fetch with the session cookie, JSON accepted, the timeout, and an unreachable server as ApiRequestError(0). */
const apiFetch: typeof fetch = async (input, init = {}) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  try {
    return await fetch(input, {
      credentials: 'same-origin',
      ...init,
      headers,
      signal: init.signal ?? controller.signal,
    });
  } catch (err) {
    throw new ApiRequestError(0, 'network', t`Could not reach the server`, err);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The typed client of the server's API, derived from its routes (apps/server/src/api.ts, a type-only import):
 * paths, bodies, query strings and answers are checked against the server at compile time.
 */
export const client = hc<Api>(globalThis.location?.origin ?? 'http://localhost', { fetch: apiFetch });

/** What a successful answer of a typed call holds: its JSON, or nothing (204). */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : undefined
      : never
    : never;

/** The answer's JSON (undefined for 204), or an ApiRequestError carrying the server's error code and message. */
export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<R>> {
  const res = await request;
  if (res.status === 204) return undefined as Answer<R>;
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!res.ok) throw refusalOf(res.status, body);
  return body as Answer<R>;
}

const refusalOf = (status: number, body: unknown) => {
  const err = (body as Partial<ApiErrorBody> | undefined)?.error;
  return new ApiRequestError(status, err?.code ?? 'http_error', err?.message ?? t`Request failed (${status})`, body);
};

/** The refusal of an answer that is not ok, read from its JSON error body (for calls answered with a file). */
export async function refusalOfResponse(res: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  return refusalOf(res.status, body);
}

/** The app's words for a call that failed without an answer from the server, or with nothing to show from it. */
export const CALL_FAILED = {
  get unreachable() {
    return t`Could not reach the server. Please try again.`;
  },
  get other() {
    return t`Something went wrong. Please try again.`;
  },
};

/**
 * The one mapping from a failed call to what the user reads: the server's own message (SPEC.md's where it has one;
 * a refused field without its path, 'password: Too short' -> 'Too short'), or why no answer came; in the interface's
 * language where the message is one of SPEC.md's shared ones (the server answers in English).
 */
export const errorText = (error: unknown): string => errorTextWith(error, localizeMessage);

/**
 * errorText with the server's words passed through `localize`. The public page's password form leaves them in
 * English (its chrome translates the shared ones with the page's own catalog), so it never loads the app's messages.
 */
export function errorTextWith(error: unknown, localize: (english: string) => string): string {
  if (!(error instanceof ApiRequestError)) return CALL_FAILED.other;
  if (error.isNetworkError) return CALL_FAILED.unreachable;
  if (error.code === 'invalid_input') return localize(error.message.replace(/^[\w.]+: /, ''));
  return error.message ? localize(error.message) : CALL_FAILED.other;
}
