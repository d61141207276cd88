/**
 * Job targeting (issue #40): the terms of a job posting, found deterministically (curated skills list, phrases,
 * years of experience), matched against what an ATS reads from the resume's PDF.
 */
export type * from './types';
export { extractTerms, WEIGHTS, type ExtractOptions } from './extract';
export { LEXICON, LEXICON_VERSION, lexiconEntry, type LexiconEntry } from './lexicon';
export { detectLanguage, LANGUAGE_PACKS, type LanguagePack } from './languages';
export { TARGETING_MESSAGES } from './messages';
