/**
 * Print-only, like ats-adjustments.ts: runs on the print view's DOM after React has rendered it.
 */

/** Font weights whose font names say 'Bold' (SemiBold, Bold, ExtraBold, Black). */
const BOLD_WEIGHT = 600;
/**
 * The size of a title drawn in lower or title case once it is in capitals: their height is then about the
 * lower case's x-height, so the title keeps the presence the design gave it (as small capitals do).
 */
const CAPITALS_SCALE = '0.8em';

/**
 * Section titles print as bold capitals, whatever the design draws (title case, lower case, a light weight): the
 * one mark of a section title that every parser reads whatever its words. OpenResume takes a line for a title when
 * its font is bold and its text all capitals, or else only when it is one or two words holding a word it knows
 * ('Experience', 'Skills'): a title-case 'Certifications', a medium-weight 'CERTIFICATIONS' or a custom section's
 * 'Languages' was no title to it, so its lines ran on into the section before. The title (the shared Section
 * block's data-section-title) keeps its colour and place, and a weight already bold stays as it is.
 */
export function sectionTitlesInBoldCapitals(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-section-title]')) {
    const style = getComputedStyle(el);
    const text = el.textContent ?? '';
    if (style.textTransform !== 'uppercase' && text !== text.toUpperCase()) {
      el.style.textTransform = 'uppercase';
      el.style.fontSize = CAPITALS_SCALE;
    }
    if (Number(style.fontWeight) < BOLD_WEIGHT) el.style.fontWeight = String(BOLD_WEIGHT);
  }
}
