import { createContext, useContext } from 'react';
import { resumeTexts, type ResumeTexts } from '@resumey/resume';

/**
 * The resume's language (meta.language, issue #35), given by Page to every block inside it, so dates, 'Present',
 * 'Tech:' and headings come out in it without each template passing it down. Undefined reads as English.
 */
export const ResumeLanguageContext = createContext<string | undefined>(undefined);

export const useResumeLanguage = (): string | undefined => useContext(ResumeLanguageContext);

/** The fixed words of the resume's language. */
export const useResumeTexts = (): ResumeTexts => resumeTexts(useContext(ResumeLanguageContext));
