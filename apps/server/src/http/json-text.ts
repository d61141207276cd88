import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An answer whose JSON is already text (the database's own JSON, sent on without parsing and serialising it
 * again), typed as the value it encodes so the typed client sees the same answer as from c.json().
 */
export function jsonText<T, S extends ContentfulStatusCode = 200>(
  c: Context,
  text: string,
  status: S = 200 as S,
  headers: Record<string, string> = {},
): Response & TypedResponse<T, S, 'json'> {
  const res: Response = c.body(text, status, { ...headers, 'Content-Type': 'application/json' });
  return res as Response & TypedResponse<T, S, 'json'>;
}
