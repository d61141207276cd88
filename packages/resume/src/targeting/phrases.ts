import type { LanguagePack } from './languages';
import type { Hit } from './matcher';
import { fold, type Token } from './tokens';

/**
 * Terms the skills list lacks, by a noun-phrase rule rather than an NLP library: the phrases a posting names after
 * 'experience with', 'knowledge of', 'Kenntnisse in' and the like, cut at list separators and trimmed of
 * function words and vague modifiers; and product-shaped names anywhere ('LaunchDarkly', 'Alpine.js').
 * Why a rule: wink-nlp's small English model needed 650 ms to load and 25 ms for a 1,000-word posting here (half the
 * 50 ms budget), tagged 'distributed' in 'distributed systems' as a verb, and neither it nor compromise reads German.
 */

export interface Phrase {
  /** Folded words, for the term's id. */
  key: string;
  /** As the posting wrote it. */
  text: string;
  /** Character offset in the sentence. */
  start: number;
}

/** Modifiers that describe a skill without being one ('solid', 'large', 'modern'); folded. */
const VAGUE = new Set(
  `large small complex modern scalable high highly various multiple similar related relevant other different common
  current latest best key core global international fast paced dynamic diverse practical professional technical
  commercial hands deep broad general basic advanced good great strong solid proven demonstrable demonstrated
  extensive excellent comprehensive working sound first-class appropriate day daily least module modul wort schrift
  erste ersten fundierte fundierten gute guten sehr sichere sicheren tiefe tiefes mehrjaehrige einschlaegige
  einschlaegigen relevante relevanten aehnlichen aehnliche gaengigen gaengige modernen moderne`.split(/\s+/),
);

/** Phrases that name no skill however they are written. */
const NOT_SKILLS = new Set(
  `environment team teams role roles field fields area areas industry company companies startup start-up customer
  customers client clients product products project projects tool tools technology technologies system systems
  process processes way ways topic topics task tasks thing things stuff work job position bereich bereiche umfeld
  aufgabe aufgaben thema themen umgang projekt projekte kunde kunden unternehmen branche tools technologien`.split(
    /\s+/,
  ),
);

/** Words that end a phrase outright. */
const ENDS = new Set(
  'to that which who for such e.g i.e including like as from at in on by with um die der das den dem zu fuer bei'.split(
    ' ',
  ),
);
const JOINS = new Set(['and', 'or', 'und', 'oder', 'sowie', '/']);

const PRODUCT_SHAPED = /^(?:[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[A-Za-z][\w-]*\.(?:js|io|ai))$/;

export function postingPhrases(text: string, tokens: readonly Token[], hits: readonly Hit[], pack: LanguagePack) {
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.from; i < h.to; i++) covered.add(i);
  const out: Phrase[] = [];
  const emit = (from: number, to: number) => {
    const words = tokens.slice(from, to);
    const key = words.map((t) => fold(t.raw)).join(' ');
    if (NOT_SKILLS.has(key) || key.length < 3) return;
    out.push({ key, text: text.slice(words[0]!.start, words.at(-1)!.end), start: words[0]!.start });
  };

  for (const cue of text.matchAll(new RegExp(pack.phraseCue.source, 'gi'))) {
    const after = cue.index + cue[0].length;
    let i = tokens.findIndex((t) => t.start >= after);
    if (i < 0) continue;
    let chunk: number[] = [];
    const flush = () => {
      const kept = trim(chunk, tokens, pack);
      if (kept.length >= 1 && kept.length <= 3 && kept.every((k) => !covered.has(k))) emit(kept[0]!, kept.at(-1)! + 1);
      chunk = [];
    };
    for (; i < tokens.length; i++) {
      const t = tokens[i]!;
      const word = fold(t.raw);
      const gap = i > 0 ? text.slice(tokens[i - 1]!.end, t.start) : '';
      if (/[():.!?]/.test(gap) || ENDS.has(word)) break;
      if (/[,/]/.test(gap)) flush();
      if (JOINS.has(word)) {
        flush();
        continue;
      }
      // A function word after the phrase's words ends it: 'LaunchDarkly is required'.
      if (pack.stopwords.has(word) && chunk.some((k) => !pack.stopwords.has(fold(tokens[k]!.raw)))) break;
      chunk.push(i);
      if (chunk.length > 6) break;
    }
    flush();
  }

  tokens.forEach((t, i) => {
    if (!covered.has(i) && PRODUCT_SHAPED.test(t.raw) && !out.some((p) => p.start === t.start)) emit(i, i + 1);
  });
  return out;
}

/** The chunk's words without function words, vague modifiers, gerunds ('building') or, in German, non-nouns. */
function trim(chunk: number[], tokens: readonly Token[], pack: LanguagePack): number[] {
  const weak = (k: number) => {
    const raw = tokens[k]!.raw;
    const word = fold(raw);
    if (pack.stopwords.has(word) || VAGUE.has(word) || /^\d+$/.test(word)) return true;
    if (pack.code === 'en' && /(?:ing|ly)$/.test(word) && word.length > 5) return true;
    // German capitalises nouns: a lower-case word before them is an adjective or a verb.
    return pack.code === 'de' && /^\p{Ll}/u.test(raw) && !/[.+#]/.test(raw);
  };
  let from = 0;
  let to = chunk.length;
  while (from < to && weak(chunk[from]!)) from++;
  while (to > from && weak(chunk[to - 1]!)) to--;
  const kept = chunk.slice(from, to);
  return kept.some(weak) ? [] : kept;
}
