import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '@resumey/resume';
import { isDataException, isDatabaseUnavailable } from '../db/errors';
import type { Logger } from '../log';

/** API errors are JSON `{ error: { code, message } }` (DESIGN.md decision 14). */
export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, extra?: Record<string, unknown>) => ({
  error: { code, message },
  ...extra,
});

export const sendError = (
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
) => c.json(errorBody(code, message, extra), status);

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const badRequest = (message: string, code = 'invalid_input') => new ApiError(400, code, message);
export const unauthorized = (message = 'Sign in required') => new ApiError(401, 'unauthorized', message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(409, 'conflict', message, extra);

/** A value the database refused (a NUL character in text, a malformed number): the request's fault. */
export const UNSTORABLE_VALUE = 'The request contains a value that cannot be stored';

/** How an error reaches the client: status, JSON body and extra headers. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ReturnType<typeof errorBody>;
  headers: Record<string, string>;
}

/**
 * The answer to any error thrown while handling a request, for the framework's error handler and for code that
 * answers straight from node:http alike. Logs what an operator needs to see.
 */
export function errorAnswer(err: unknown, log: Logger, where: { method: string; path: string }): ErrorAnswer {
  if (err instanceof ApiError)
    return { status: err.status, body: errorBody(err.code, err.message, err.extra), headers: {} };
  if (isDatabaseUnavailable(err)) {
    // Expected while the database restarts: one line, no stack; the client keeps its edits and retries.
    log.warn('database unavailable', { ...where, error: String(err) });
    return { status: 503, body: errorBody('unavailable', MESSAGES.highLoad), headers: { 'Retry-After': '5' } };
  }
  if (isDataException(err)) {
    return {
      status: 400,
      body: errorBody('invalid_input', UNSTORABLE_VALUE),
      headers: {},
    };
  }
  log.error('unhandled error', { ...where, error: String((err as Error)?.stack ?? err) });
  return { status: 500, body: errorBody('internal', 'Something went wrong'), headers: {} };
}
