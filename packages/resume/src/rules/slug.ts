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
