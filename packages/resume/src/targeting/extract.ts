import { detectLanguage, LANGUAGE_PACKS, type LanguagePack } from './languages';
import { LEXICON, LEXICON_VERSION, lexiconEntry, type LexiconEntry } from './lexicon';
import { PhraseMatcher, type Hit } from './matcher';
import { fold, type Token } from './tokens';
import { postingPhrases } from './phrases';
import { postingSentences, strengthAt } from './posting';
import { TARGETING_MESSAGES } from './messages';
import type { ExtractedTerms, PostingLanguage, Strength, Term } from './types';

/** A required term counts twice a nice-to-have one in the score. */
export const WEIGHTS: Readonly<Record<Strength, number>> = { required: 2, preferred: 1 };

const matchers = new Map<PostingLanguage, PhraseMatcher>();

/** The skills list as a matcher for one language (built once: about 2,500 spellings). */
export function lexiconMatcher(pack: LanguagePack): PhraseMatcher {
  let m = matchers.get(pack.code);
  if (!m) matchers.set(pack.code, (m = new PhraseMatcher(LEXICON, pack)));
  return m;
}

/** The spellings that satisfy an entry: its own, and for a generic degree those of every higher one. */
function aliasesOf(entry: LexiconEntry): string[] {
  if (entry.level === undefined) return entry.aliases;
  const higher = LEXICON.filter((e) => e.level !== undefined && e.level > entry.level!);
  return [...entry.aliases, ...higher.flatMap((e) => e.aliases)];
}

export interface ExtractOptions {
  /** The posting's job title, read as part of it. */
  title?: string;
  /** Overrides the detection from the text. */
  language?: PostingLanguage;
}

/**
 * The terms a job posting asks for, deterministically: the curated skills list's entries found in it (synonyms,
 * spellings, case and plurals folded), noun phrases after 'experience with'-like wording that the list lacks, and
 * the years of experience it asks; each with its strength from the posting's wording and sections.
 */
export function extractTerms(text: string, options: ExtractOptions = {}): ExtractedTerms {
  const pack = options.language ? LANGUAGE_PACKS[options.language] : detectLanguage(text);
  const matcher = lexiconMatcher(pack);
  const found = new Map<string, Term>();
  const note = (term: Omit<Term, 'count' | 'weight'>) => {
    const had = found.get(term.id);
    if (!had) {
      found.set(term.id, { ...term, count: 1, weight: WEIGHTS[term.strength] });
      return;
    }
    had.count++;
    if (term.strength === 'required' && had.strength !== 'required') {
      had.strength = 'required';
      had.weight = WEIGHTS.required;
    }
    if (term.years !== undefined && term.years > (had.years ?? 0)) {
      had.years = term.years;
      had.label = term.label;
    }
  };

  const title = options.title?.trim();
  const sentences = [...(title ? [{ text: title, role: 'required' as const }] : []), ...postingSentences(text, pack)];
  for (const sentence of sentences) {
    if (sentence.role === 'ignored') continue;
    const tokens = matcher.tokens(sentence.text);
    const hits = matcher.find(tokens);
    for (const [i, hit] of hits.entries()) {
      const entry = lexiconEntry(hit.id)!;
      if (abbreviationOf(sentence.text, tokens, hits[i - 1], hit)) continue;
      if (entry.kind === 'title' && someoneElse(tokens, hit)) continue;
      note({
        id: entry.id,
        label: entry.name,
        kind: entry.kind,
        strength: strengthAt(sentence, tokens[hit.from]!.start, pack),
        source: 'list',
        aliases: aliasesOf(entry),
      });
    }
    for (const phrase of postingPhrases(sentence.text, tokens, hits, pack)) {
      note({
        id: `phrase:${phrase.key}`,
        label: phrase.text,
        kind: 'phrase',
        strength: strengthAt(sentence, phrase.start, pack),
        source: 'phrase',
        aliases: [phrase.text],
      });
    }
    const years = yearsIn(sentence.text, pack);
    if (years) {
      note({
        id: 'years',
        label: TARGETING_MESSAGES.yearsLabel(years.years),
        kind: 'experience',
        strength: strengthAt(sentence, years.at, pack),
        source: 'pattern',
        aliases: [],
        years: years.years,
      });
    }
  }
  return { language: pack.code, terms: [...found.values()], lexiconVersion: LEXICON_VERSION };
}

/** 'Good Clinical Practice (GCP)': the bracketed word after a term is its abbreviation, not another term. */
function abbreviationOf(text: string, tokens: readonly Token[], before: Hit | undefined, hit: Hit): boolean {
  if (!before || hit.to - hit.from !== 1) return false;
  const open = text.slice(tokens[before.to - 1]!.end, tokens[hit.from]!.start);
  return before.to === hit.from && /^\s*\($/.test(open) && text[tokens[hit.from]!.end] === ')';
}

/** Words before a title in the plural that make it the people the candidate works with ('work with data scientists'). */
const OTHERS = new Set(['with', 'to', 'and', 'alongside', 'of', 'hire', 'mit', 'fuer', 'und', 'von']);

/** 'Partner with product managers', 'hire engineers and data scientists': colleagues, not the job's title. */
function someoneElse(tokens: readonly Token[], hit: Hit): boolean {
  const last = tokens[hit.to - 1]!;
  if (fold(last.raw) === last.key) return false;
  for (let k = Math.max(0, hit.from - 4); k < hit.from; k++) if (OTHERS.has(fold(tokens[k]!.raw))) return true;
  return false;
}

/** '5+ years of experience', 'at least three years in a similar role', 'mindestens 3 Jahre Berufserfahrung'. */
function yearsIn(text: string, pack: LanguagePack): { years: number; at: number } | undefined {
  if (!pack.yearsContext.test(text)) return undefined;
  const m = pack.years.exec(text);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const years = /^\d+$/.test(word) ? Number(word) : pack.numberWords[word];
  if (!years || years > 30) return undefined;
  return { years, at: m.index };
}
