const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge; the last day counts as one (the resume is still there to restore). */
export const daysLeft = (purgeAt: string, now = Date.now()) =>
  Math.max(1, Math.ceil((Date.parse(purgeAt) - now) / DAY_MS));
