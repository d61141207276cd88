/**
 * The e-mail shape check, in a module of its own so that code needing only this (safeHref, used by every
 * template) does not pull the zod schemas into the public page's bundle.
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (v: string): boolean => EMAIL_RE.test(v);
