import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
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
// Any zod 4 schema, classic or zod/mini (the domain writes the schemas the public page ships in zod/mini).
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
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
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** A 400 naming the first problem and where it is ('resume.meta.title: Title is required'). */
function invalidInput(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ApiError {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return new ApiError(400, 'invalid_input', `${where}${issue?.message ?? 'Invalid input'}`);
}

/**
 * A route's JSON body, checked as readJson does and handed to the handler as `c.req.valid('json')`. Typed like
 * hono's own validators, so the typed client (hono/client) knows each route's body. Hono's json validator is not
 * used itself: it treats a body of another content type as `{}` where we answer 415.
 */
export function jsonBody<S extends z.core.$ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
  opts: BodyOptions<E> = {},
): MiddlewareHandler<E, P, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    await opts.first?.(c);
    const body = await readJson(c, schema).catch(async (err: unknown) => {
      await opts.beforeRefusing?.(c);
      throw err;
    });
    c.req.addValidatedData('json', body as ValidationTargets['json']);
    await next();
  };
}

export interface BodyOptions<E extends Env> {
  /** Runs before the body is read: a signed-out caller gets its 401 whatever it sent. */
  first?: (c: Context<E>) => Promise<unknown>;
  /** Runs before a bad body is refused (a route that checks its session late still answers 401 first). */
  beforeRefusing?: (c: Context<E>) => Promise<unknown>;
}

/** A route's query string, validated with a shared schema (@hono/zod-validator) and answered like a bad body. */
export const queryInput = <S extends z.ZodType>(schema: S) =>
  zValidator('query', schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });
