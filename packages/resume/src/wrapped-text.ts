/**
 * A line of text and the next one it wrapped onto, as one text, for the readers of PDFs (the import, the ATS
 * check). A space between them, except after a hyphen inside a word: browsers and word processors break a line after
 * the hyphen of a compound ('Junior-' / 'Entwicklern', 'well-' / 'known'), and the word is whole again without the
 * space. The hyphen stays: it is what the person wrote (a LaTeX hyphenation, 'manage-' / 'ment', keeps it too, as the
 * PDF does not say which kind it was).
 */
export function joinWrapped(before: string, after: string): string {
  if (!before) return after;
  if (!after) return before;
  return /\p{L}-$/u.test(before) && /^\p{L}/u.test(after) ? `${before}${after}` : `${before} ${after}`;
}
