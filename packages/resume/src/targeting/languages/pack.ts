import type { Stemmer } from '../tokens';
import type { PostingLanguage } from '../types';

/**
 * What extraction needs to know about a posting's language: its grammar, never its terms (those are in the skills
 * list, in every language). A new language is one more pack in languages/index.ts.
 */
export interface LanguagePack {
  code: PostingLanguage;
  /** Frequent words: they tell the language apart and end a phrase. Folded (see tokens.ts fold). */
  stopwords: ReadonlySet<string>;
  /** Removes simple inflection from a folded word (plurals, a German genitive or female form). */
  stem: Stemmer;
  /** Section headings (a short line on its own): what the terms under them are. */
  headings: {
    required: RegExp;
    preferred: RegExp;
    /** Benefits, about the company, how to apply: nothing asked of the candidate. */
    ignored: RegExp;
    /** Tasks and responsibilities: asked for, unless a sentence says otherwise. */
    neutral: RegExp;
  };
  /** Words a heading may open with before its key words ('Your', 'Key', 'Preferred'). */
  headingLead: RegExp;
  /** Wording within a sentence that makes its terms nice to have, or firmly required. */
  cues: { preferred: RegExp; required: RegExp };
  /** Years of experience: group 1 is the number (digits or a number word); the sentence must match `yearsContext`. */
  years: RegExp;
  yearsContext: RegExp;
  numberWords: Readonly<Record<string, number>>;
  /** Words after which a skill the list lacks is named ('experience with', 'Kenntnisse in'). */
  phraseCue: RegExp;
  /** Words that end a compound naming a skill ('Projektmanagementerfahrung' -> 'Projektmanagement'). */
  compoundEndings?: readonly string[];
}
