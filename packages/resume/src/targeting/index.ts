/**
 * Job targeting (issue #40): the terms of a job posting, found deterministically (curated skills list, phrases,
 * years of experience), matched against what an ATS reads from the resume's PDF.
 */
export type * from './types';
export { extractTerms, WEIGHTS, type ExtractOptions } from './extract';
export { LEXICON, LEXICON_VERSION, lexiconEntry, type LexiconEntry } from './lexicon';
export { detectLanguage, LANGUAGE_PACKS, type LanguagePack } from './languages';
export { TARGETING_MESSAGES } from './messages';
export {
  computeCoverage,
  type Coverage,
  type CoverageInput,
  type MatchedTerm,
  type MissingTerm,
  type UnreadTerm,
  type NotInPdfReason,
} from './coverage';
export { pdfPlaces, editorPlaces, type Place, type TextPlace } from './places';
export { suggestionsFor, type Suggestion } from './suggestions';
export { yearsOfExperience } from './years';
