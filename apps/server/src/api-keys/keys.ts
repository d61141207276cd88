import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@resumey/resume';

/** 32 random bytes (256 bits) after the prefix: far beyond guessing, so one unsalted SHA-256 is enough to store. */
export const newApiKey = (): string => API_KEY_PREFIX + randomBytes(32).toString('base64url');

/** What the database keeps of a key: its SHA-256, hex. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** The first characters shown in the list ('rsm_AbC123'): enough to tell keys apart, far too few to use. */
export const startOf = (key: string): string => key.slice(0, API_KEY_PREFIX.length + 6);

/**
 * The key of an `Authorization` header: the token of `Bearer <token>`, or null for any other scheme or an
 * empty token. Only keys of ours are looked up; anything else is refused without touching the database.
 */
export function bearerToken(header: string): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header);
  const token = match?.[1];
  return token && token.startsWith(API_KEY_PREFIX) && token.length <= 200 ? token : null;
}
