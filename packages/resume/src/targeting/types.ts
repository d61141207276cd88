/** The kinds of term a job posting asks for. */
export type TermKind = 'skill' | 'tool' | 'certification' | 'degree' | 'title' | 'language' | 'experience' | 'phrase';

/** How firmly the posting asks for a term: 'required' (must, requirements) or 'preferred' (nice to have, a plus). */
export type Strength = 'required' | 'preferred';

/** A posting language with a language pack (languages/); more are added there. */
export type PostingLanguage = 'en' | 'de';

/** A term of a job posting, as the extraction found it. */
export interface Term {
  /** Stable: the list entry's id ('javascript'), 'years' for years of experience, 'phrase:<words>' otherwise. */
  id: string;
  /** As shown: the list's canonical name ('JavaScript'), or the phrase as the posting wrote it. */
  label: string;
  kind: TermKind;
  strength: Strength;
  /** Weight in the score: WEIGHTS[strength]. */
  weight: number;
  /** Times the posting names it. */
  count: number;
  /** 'list': the curated skills list; 'phrase': a noun phrase the list lacks; 'pattern': years of experience. */
  source: 'list' | 'phrase' | 'pattern';
  /** Ways of writing it that count as a match in a resume (the list's synonyms; higher degrees for a degree). */
  aliases: string[];
  /** Years asked for, for kind 'experience'. */
  years?: number;
}

export interface ExtractedTerms {
  language: PostingLanguage;
  terms: Term[];
  /** The skills list's version the terms were found with. */
  lexiconVersion: number;
}
