/**
 * Words of a posting or a resume, as the term matcher reads them: 'Node.js', 'C++', 'C#', '.NET', 'R&D' and
 * 'Security+' stay whole; a slash is a token of its own ('CI/CD'); a hyphen only separates ('front-end' reads as
 * 'front end'), and is remembered on the word before it, so a one-letter name ('C', 'R') is not read in 'C-level'.
 */
export interface Token {
  /** As written. */
  raw: string;
  /** Lower case, accents folded, inflection removed by the language's stemmer. */
  key: string;
  start: number;
  end: number;
  /** A hyphen joins it to the next word. */
  hyphenAfter: boolean;
  /** A hyphen joins it to the word before. */
  hyphenBefore: boolean;
  /** First word of a sentence or line (a capital there says nothing). */
  sentenceStart: boolean;
}

/** A word with dots, ampersands and apostrophes inside and +/# after it; or a slash or ampersand of its own. */
const WORD = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}]|[.&'’](?=[\p{L}\p{N}]))*[+#]*|[/&]/gu;

/** Lower case with German letters spelled out (ä -> ae, ß -> ss) and other accents dropped. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/’/g, "'")
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

export type Stemmer = (folded: string) => string;

/** Words that end a sentence or a line make the next word a sentence start. */
const SENTENCE_END = /[.!?:;•\n]\s*$/;

export function tokenize(text: string, stem: Stemmer): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index;
    const between = text.slice(last, start);
    const prev = out.at(-1);
    const hyphen = /^[-‐‑]$/.test(between);
    if (prev && hyphen) prev.hyphenAfter = true;
    const folded = fold(raw);
    const key = raw === '&' ? 'and' : /^[\p{L}]+$/u.test(folded) ? stem(folded) : folded;
    out.push({
      raw,
      key,
      start,
      end: start + raw.length,
      hyphenAfter: false,
      hyphenBefore: Boolean(prev && hyphen),
      sentenceStart: !prev || SENTENCE_END.test(between) || /\n/.test(between),
    });
    last = start + raw.length;
  }
  return out;
}

/** The keys of a list entry's name or synonym, for the matcher. */
export const keysOf = (phrase: string, stem: Stemmer): string[] => tokenize(phrase, stem).map((t) => t.key);
