import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Rejects objects carrying keys that could pollute prototypes when merged downstream. */
function hasPollutingKey(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (Array.isArray(value)) return value.some((v) => hasPollutingKey(v, depth + 1));
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (POLLUTING_KEYS.has(key) || hasPollutingKey((value as Record<string, unknown>)[key], depth + 1)) return true;
    }
  }
  return false;
}

/**
 * Reads and validates a JSON body with a shared zod schema. Malformed JSON, a wrong content type or a
 * body that does not match gives a 4xx with a clear message; nothing downstream ever sees bad input.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  if (hasPollutingKey(raw)) throw new ApiError(400, 'invalid_input', 'The request body contains a forbidden key');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, 'invalid_input', `${where}${issue?.message ?? 'Invalid input'}`);
  }
  return parsed.data;
}
