import { LIMITS } from '../constants';

/** What the custom-URL field accepts as typed: letters, digits, spaces and hyphens, at most 50 characters. */
export function filterSlugInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9 -]/g, '').slice(0, LIMITS.slugMax);
}

/**
 * SPEC.md section 5 slug normalisation: lowercase, drop everything but a-z, 0-9, spaces and hyphens, spaces to
 * hyphens, collapse repeated hyphens, trim hyphens, at most 50 characters (and no hyphen left at the cut).
 */
export function normalizeSlug(raw: string): string {
  const trimHyphens = (s: string) => s.replace(/^-+|-+$/g, '');
  const slug = trimHyphens(
    raw
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-')
      .replace(/-{2,}/g, '-'),
  );
  return trimHyphens(slug.slice(0, LIMITS.slugMax));
}

/** A slug that can be saved: non-empty and already in normal form. */
export const isValidSlug = (slug: string): boolean => slug !== '' && normalizeSlug(slug) === slug;

/**
 * The slug prefilled from a resume title: accents are folded first ('Résumé' -> 'resume') and punctuation
 * separates words ('Resume/CV' -> 'resume-cv'); a title with nothing usable gives 'resume'.
 */
export function slugFromTitle(title: string): string {
  const folded = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const spaced = folded.replace(/['’]/g, '').replace(/[^A-Za-z0-9-]+/g, ' ');
  return normalizeSlug(spaced) || 'resume';
}

/** How many numbered and random short addresses shortSlugCandidates offers (each costs nothing until checked). */
const NUMBERED = 8;
const RANDOM_PER_LENGTH = 8;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/** `slug` with `-{suffix}`, cut so the whole stays within the 50 characters (and keeps no hyphen at the cut). */
export function withSlugSuffix(slug: string, suffix: string): string {
  const base = slug.slice(0, LIMITS.slugMax - suffix.length - 1).replace(/-+$/, '');
  return base ? `${base}-${suffix}` : suffix;
}

/**
 * Short addresses (/v/{name}) to offer when /v/{slug} belongs to another account (DESIGN.md decision 8), nearest
 * first: the slug numbered ('resume-2' to 'resume-9'), then with a short random suffix of a letter and a digit
 * ('resume-k3'), then of two letters and a digit. The caller offers the first one nobody holds. `random` in [0, 1).
 */
export function shortSlugCandidates(slug: string, random: () => number = Math.random): string[] {
  const pick = (chars: string) => chars[Math.floor(random() * chars.length)]!;
  const numbered = Array.from({ length: NUMBERED }, (_, i) => withSlugSuffix(slug, String(i + 2)));
  const short = Array.from({ length: RANDOM_PER_LENGTH }, () => withSlugSuffix(slug, pick(LETTERS) + pick(DIGITS)));
  const longer = Array.from({ length: RANDOM_PER_LENGTH }, () =>
    withSlugSuffix(slug, pick(LETTERS) + pick(LETTERS) + pick(DIGITS)),
  );
  return [...new Set([...numbered, ...short, ...longer])].filter((name) => name !== slug);
}
