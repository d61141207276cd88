import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';

/** What the username field accepts as typed: lower-cased, a-z, 0-9 and hyphens, at most 30 characters. */
export function filterUsernameInput(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, LIMITS.usernameMax);
}

/**
 * Checks a username as the server receives it (SPEC.md section 5). Letters of either case are accepted and
 * stored lower-cased (see normalizeUsername); anything else is refused rather than silently stripped.
 */
export function validateUsername(raw: string | undefined): string | undefined {
  const v = (raw ?? '').trim();
  if (!v) return MESSAGES.usernameRequired;
  if (!/^[a-zA-Z0-9-]+$/.test(v)) return MESSAGES.usernameInvalidCharacters;
  if (v.length < LIMITS.usernameMin) return MESSAGES.usernameTooShort;
  if (v.length >= LIMITS.usernameMax) return MESSAGES.usernameTooLong;
  return undefined;
}

/** The stored form of a valid username. */
export const normalizeUsername = (raw: string): string => raw.trim().toLowerCase();

/** The username form (SPEC.md section 5): the rules of validateUsername, with their messages, as a schema. */
export const usernameFormSchema = z.object({
  username: z.string().superRefine((value, ctx) => {
    const problem = validateUsername(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
