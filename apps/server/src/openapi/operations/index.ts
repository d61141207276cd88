import type { ApiKeyScope } from '@resumey/resume';
import type { Operation } from '../operation';
import { PUBLIC_OPERATIONS } from './public';
import { RESUME_OPERATIONS } from './resumes';
import { SHARE_OPERATIONS } from './shares';
import { TARGET_OPERATIONS } from './targets';

/**
 * Every route an API key may call, with its scope and documentation: the document (/api/openapi.json) is made
 * from this table, and the key middleware allows a key exactly these routes. A route not listed is browser-only.
 */
export const KEY_OPERATIONS: readonly Operation[] = [
  ...RESUME_OPERATIONS,
  ...TARGET_OPERATIONS,
  ...SHARE_OPERATIONS,
  ...PUBLIC_OPERATIONS,
];

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[A-Za-z]+/g, '/[^/]+')}$`);

/**
 * The scope a key needs for a request (null: none), or undefined when keys may not call it. Static segments win
 * over parameters (/api/shares/slug-available before /api/shares/:id), as in the app's router.
 */
export function keyRouteScope(operations: readonly Operation[] = KEY_OPERATIONS) {
  const compiled = operations
    .map((op) => ({ op, pattern: patternOf(op.path), params: (op.path.match(/:/g) ?? []).length }))
    .sort((a, b) => a.params - b.params);
  return (method: string, path: string): ApiKeyScope | null | undefined =>
    compiled.find(({ op, pattern }) => op.method === method && pattern.test(path))?.op.scope;
}
