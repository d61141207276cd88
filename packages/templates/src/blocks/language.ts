import { createContext, use, useContext } from 'react';
import { loadedResumeTexts, loadResumeTexts, type ResumeTexts } from '@resumey/resume';

/**
 * The resume's language (meta.language, issue #35), given by Page to every block inside it, so dates, 'Present',
 * 'Tech:' and headings come out in it without each template passing it down. Undefined reads as English.
 */
export const ResumeLanguageContext = createContext<string | undefined>(undefined);

export const useResumeLanguage = (): string | undefined => useContext(ResumeLanguageContext);

/**
 * The texts of a language, suspending while a browser downloads them (only English is in the bundle): the
 * Suspense around a resume shows its loading state as it does while the template's code loads.
 */
export const useTextsOf = (language: string | undefined): ResumeTexts =>
  loadedResumeTexts(language) ?? use(loadResumeTexts(language));

/** The fixed words of the resume's language. */
export const useResumeTexts = (): ResumeTexts => useTextsOf(useContext(ResumeLanguageContext));
