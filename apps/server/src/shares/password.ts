import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Share passwords (issue #18 item 6): only an scrypt hash is stored, as `scrypt$N$r$p$salt$key` (base64url), so
 * the cost can be raised later without breaking stored hashes. Checking costs ~50 ms of CPU, which together with
 * the per-address attempt limit (public/unlock.ts) makes guessing slow.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, opts: ScryptOptions, bytes: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, bytes, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_BYTES);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** How long a visitor who typed the right password sees the resume before being asked again. */
export const UNLOCK_MAX_AGE_SECONDS = 12 * 60 * 60;

/** The cookie that holds one share's unlocked state; one per share, so unlocking one unlocks nothing else. */
export const unlockCookieName = (shareId: string) => `share_unlock_${shareId.replace(/[^A-Za-z0-9-]/g, '')}`;

const mac = (secret: string, shareId: string, passwordHash: string, until: number) =>
  createHmac('sha256', secret).update(`${shareId}\n${passwordHash}\n${until}`).digest('base64url');

/**
 * The cookie's value: until when, and a MAC over the share, its password hash and that time. A new password
 * (a new hash) makes every earlier cookie worthless.
 */
export function unlockToken(secret: string, shareId: string, passwordHash: string, nowMs = Date.now()): string {
  const until = Math.floor(nowMs / 1000) + UNLOCK_MAX_AGE_SECONDS;
  return `${until}.${mac(secret, shareId, passwordHash, until)}`;
}

export function isUnlockToken(
  secret: string,
  token: string | undefined,
  shareId: string,
  passwordHash: string,
  nowMs = Date.now(),
): boolean {
  if (!token) return false;
  const [untilText, given] = token.split('.');
  const until = Number(untilText);
  if (!Number.isSafeInteger(until) || until * 1000 <= nowMs || !given) return false;
  const expected = Buffer.from(mac(secret, shareId, passwordHash, until));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
