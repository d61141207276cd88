import { z } from 'zod/mini';
import { LIMITS } from './constants';

// zod would probe `new Function` to compile parsers; the app's Content-Security-Policy forbids eval. Set here, in
// the module every schema imports first, so it holds before any schema exists.
z.config({ jitless: true });

/** The field builders the stored-resume schema and the shared-link schema are made of (not exported from the package). */
export const MAX_LINE = 500;
const MAX_ITEMS = LIMITS.maxListItems;

export const text = (max = MAX_LINE) => z.string().check(z.maxLength(max, `Must be at most ${max} characters`));
export const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(MAX_ITEMS, `At most ${MAX_ITEMS} items`));
export const id = z.string().check(z.minLength(1), z.maxLength(100));
/** A string of `min` to `max` characters; the message is for a string shorter than `min`. */
export const required = (message: string, max: number) => z.string().check(z.minLength(1, message), z.maxLength(max));
