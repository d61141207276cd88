import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
