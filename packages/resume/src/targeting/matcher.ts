import type { LanguagePack } from './languages';
import { fold, keysOf, tokenize, type Token } from './tokens';

/** A phrase to find: an id and the ways of writing it (a leading '=' asks for exactly that case). */
export interface Findable {
  id: string;
  aliases: readonly string[];
}

export interface Hit {
  id: string;
  /** Token positions, end exclusive. */
  from: number;
  to: number;
}

interface Ending {
  id: string;
  /** For an alias that matches in its own case only: its words as written. */
  exact?: string[];
}

interface Node {
  next: Map<string, Node>;
  endings: Ending[];
}

const node = (): Node => ({ next: new Map(), endings: [] });

/**
 * Finds phrases in text by their words: a trie of the words' keys (folded, stemmed by the language pack), read
 * longest match first, so 'Google Cloud Platform' wins over 'Google Cloud' and 'Objective-C' over 'C'.
 */
export class PhraseMatcher {
  private readonly root = node();

  constructor(
    items: Iterable<Findable>,
    private readonly pack: LanguagePack,
  ) {
    for (const item of items) for (const alias of item.aliases) this.add(item.id, alias);
  }

  private add(id: string, alias: string) {
    const exactCase = alias.startsWith('=');
    const text = exactCase ? alias.slice(1) : alias;
    const keys = keysOf(text, this.pack.stem);
    if (keys.length === 0) return;
    let at = this.root;
    for (const key of keys) {
      let next = at.next.get(key);
      if (!next) at.next.set(key, (next = node()));
      at = next;
    }
    if (at.endings.some((e) => e.id === id)) return;
    at.endings.push(exactCase ? { id, exact: tokenize(text, this.pack.stem).map((t) => t.raw) } : { id });
  }

  /** The words of `text` as this matcher reads them (German compounds split at a skill word: see splitCompounds). */
  tokens(text: string): Token[] {
    return splitCompounds(tokenize(text, this.pack.stem), this.pack);
  }

  /** Every phrase found, longest first at each place, never overlapping. */
  find(tokens: readonly Token[]): Hit[] {
    const hits: Hit[] = [];
    let i = 0;
    while (i < tokens.length) {
      const hit = this.longestAt(tokens, i);
      if (hit) {
        hits.push(hit);
        i = hit.to;
      } else i++;
    }
    return hits;
  }

  private longestAt(tokens: readonly Token[], from: number): Hit | undefined {
    let at = this.root;
    let best: Hit | undefined;
    for (let j = from; j < tokens.length; j++) {
      const next = at.next.get(tokens[j]!.key);
      if (!next) break;
      at = next;
      const ending = at.endings.find((e) => fits(e, tokens, from, j + 1));
      if (ending) best = { id: ending.id, from, to: j + 1 };
    }
    return best;
  }
}

/**
 * An alias in its own case must be written so; a one-letter one ('C', 'R') must also stand alone, not in 'C-level'
 * or 'R-Value'.
 */
const VERB_NEXT = new Set(['to', 'beyond', 'above', 'the', 'ahead', 'further', 'live', 'out', 'for', 'get']);

function fits(ending: Ending, tokens: readonly Token[], from: number, to: number): boolean {
  if (!ending.exact) return true;
  if (ending.exact.length !== to - from) return false;
  for (let k = from; k < to; k++) if (tokens[k]!.raw !== ending.exact[k - from]) return false;
  const first = tokens[from]!;
  if (to - from === 1 && first.raw.length === 1 && (first.hyphenAfter || first.hyphenBefore)) return false;
  // 'Go' opening a sentence before 'to', 'beyond', 'the'... is the verb ('Go the extra mile'), not the language.
  const after = tokens[to];
  if (first.sentenceStart && /^[A-Z][a-z]$/.test(first.raw) && after && VERB_NEXT.has(after.raw)) return false;
  return true;
}

/**
 * German writes a skill and its noun as one word: 'Projektmanagementerfahrung', 'Deutschkenntnisse'. A word that
 * ends in one of the pack's compound endings is read as its two parts.
 */
export function splitCompounds(tokens: Token[], pack: LanguagePack): Token[] {
  const endings = pack.compoundEndings;
  if (!endings?.length) return tokens;
  const out: Token[] = [];
  for (const t of tokens) {
    const folded = fold(t.raw);
    const ending = endings.find((e) => folded.length > e.length + 2 && folded.endsWith(e));
    if (!ending || !/^\p{L}+$/u.test(folded)) {
      out.push(t);
      continue;
    }
    const cut = t.raw.length - ending.length;
    const head = folded.slice(0, -ending.length);
    out.push({ ...t, raw: t.raw.slice(0, cut), key: pack.stem(head), end: t.start + cut, hyphenAfter: false });
    out.push({
      ...t,
      raw: t.raw.slice(cut),
      key: pack.stem(ending),
      start: t.start + cut,
      hyphenBefore: false,
      sentenceStart: false,
    });
  }
  return out;
}
