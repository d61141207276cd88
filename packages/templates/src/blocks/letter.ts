import { createContext, useContext } from 'react';
import type { CoverLetter } from '@resumey/resume';

/**
 * The cover letter being drawn (issue #41), or null for a resume. Given by LetterDocument around a template: the
 * template draws its own sheet and header as usually, and its blocks change for a letter: the main column's Sections
 * draw the letter's body, the other Sections and fixed blocks (a Section of its own, Grid Focus's counts, Academic's
 * 'Curriculum Vitae') draw nothing. So each of the 22 templates has its letter layout without a copy of its header.
 */
export const LetterContext = createContext<CoverLetter | null>(null);

export const useLetter = (): CoverLetter | null => useContext(LetterContext);
