import { CASELESS_LETTER } from '../scripts';
import { HEADINGS, WHOLE_ONLY, type SectionKind } from './heading-words';

// Which section a heading opens: its text matched, normalised, against the phrases of heading-words.ts.

export type { SectionKind };

/**
 * A heading without the count some builders print after it: 'Опыт работы — 9 лет 2 месяца' (or '—10 лет'), 'Experience (12 years)',
 * 'Berufserfahrung – 8 Jahre', and Taiwan's and Korea's job sites' '工作經歷 總年資:8~9年', '경력 총 6년 3개월'. The tail
 * starts at a dash, a bracket or the total's word, and holds a number.
 */
export const withoutCount = (text: string): string =>
  text
    .replace(
      /\s+(?:[—–-]\s+|[—–]\s*(?=\d)|\(|(?:總年資|总年资|工作年資|工作年限|총\s*경력|총)\s*[:：]?\s*)(?=[^—–(]*\d)[^—–(]{1,40}$/u,
      '',
    )
    .trim();

/** A form's box name without the note in brackets after it ('本人希望記入欄(特に給料・職種・…があれば記入)'). */
export const withoutFormNote = (text: string): string =>
  text.replace(/(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])\s*[(（][^()（）]{2,60}[)）]$/u, '');

/** Lower case, no accents or decorations ('01 —', ':'), typographic quotes straightened, spacing single. */
export const headingKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    // Without accents: Greek capitals are written without them ('ΕΚΠΑΙΔΕΥΣΗ', as a browser's upper case sets
    // 'Εκπαίδευση'), and many leave them off Spanish and French ones ('FORMACION ACADEMICA'). Only the Latin, Greek
    // and Cyrillic combining accents (U+0300-036F, Turkish 'İ''s dot among them): other scripts' vowel signs stay.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    // 'Skills & Abilities' is 'Skills and Abilities'.
    .replace(/\s*&\s*/g, ' and ')
    // A section's number in Roman numerals, as forms number them ('III. EXPERIENCIA LABORAL', 'V. IDIOMAS').
    .replace(/^[ivx]{1,4}[.)]\s+/u, '')
    // (A word may end in a mark: Hindi's 'शिक्षा' in the vowel sign 'ा'.)
    .replace(/^[^\p{L}]+|[^\p{L}\p{M})]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Match {
  kind: Exclude<SectionKind, 'other'>;
  languages: string[];
  /** How much of the heading the phrase covers: 1 for the whole heading. */
  cover: number;
}

let phrases: Array<{ phrase: string; kind: Exclude<SectionKind, 'other'>; language: string; cjk: boolean }> | undefined;

/** The section a heading names, and the languages whose phrase it is; undefined when it names none. */
const seen = new Map<string, Match | undefined>();

/** The section a heading names, if any; memoised, as each line of a resume is asked about several times. */
export function headingKind(text: string): Match | undefined {
  if (!seen.has(text)) {
    if (seen.size > 5000) seen.clear();
    seen.set(text, joinedKind(text));
  }
  const hit = seen.get(text);
  return hit && { ...hit, languages: [...hit.languages] };
}

/** Capitals in three bits or more of one to four letters ('BER U FS ER F AH RU N G'): the letters joined. */
export function letterSpacedCapitals(text: string): string | undefined {
  const tokens = text.trim().split(/\s+/u);
  // (An apostrophe among them: 'CEN TR ES D’I NT ÉRÊT'.)
  return tokens.length >= 3 && tokens.every((t) => /^(?:\p{Lu}['’]?){1,4}$/u.test(t)) ? tokens.join('') : undefined;
}

function joinedKind(text: string): Match | undefined {
  const best = phraseKind(text);
  if (best && best.cover >= 1) return best;
  // A word's first letters set apart in a box of their own ('Exp erience', 'Cer tifications', as the Twenty Seconds
  // CV draws them) and read back with a space after them: the word whole.
  // (Or capitals letter-spaced, read back with a space at one wide gap only: 'EXPERIEN CE', 'OB JECTIVE'.)
  const spaces = /^[\p{Lu}\s&]+$/u.test(text.trim())
    ? /(?<=\p{Lu})\s+(?=\p{Lu})/gu
    : /(?<=(?:^|\s)\p{Lu}\p{L}{1,2})\s+(?=\p{Ll})/gu;
  for (const m of text.matchAll(spaces)) {
    const whole = phraseKind(text.slice(0, m.index) + text.slice(m.index + m[0].length));
    if (whole && whole.cover >= 1) return whole;
  }
  // Letter-spaced capitals pdf.js parted at some of their letter gaps only, where kerning left them wide ('BER U FS
  // ER F AH RU N G', 'KON T AK T'): the heading whole, its word spaces lost with the letters' ones.
  const spaced = letterSpacedCapitals(text);
  if (spaced) {
    const whole = phraseKind(spaced);
    if (whole && whole.cover >= 1) return whole;
  }
  // (Or where a word is longer, small capitals spaced apart, read back with spaces wherever LibreOffice's kerning
  // left a gap wide: 'EXPÉ RIE NCE PROFESSIONNE LLE'.)
  if (/^[\p{Lu}'’]+(?:\s+[\p{Lu}'’]+){2,}$/u.test(text.trim())) {
    const whole = phraseKind(text.replace(/\s+/gu, ''));
    if (whole && whole.cover >= 1) return whole;
  }
  // Two headings joined ('Fähigkeiten und Kenntnisse', 'Skills & Interests', 'Skills/Competencies'): the
  // first's, or the other's than languages, which a skills section reads too ('Sprachen und Kenntnisse').
  const halves = text.split(/\s+(?:and|und|y|e|et|i|en|och|og|ve|и|및|&|\+)\s+|\s*\/\s*/iu);
  if (halves.length !== 2) return best;
  const [a, b] = halves.map(phraseKind);
  if (!a || !b || a.cover < 1 || b.cover < 1) return best;
  return { ...(a.kind === 'languages' ? b : a), cover: 1 };
}

/**
 * An Arabic heading whose lam-alef ligatures a PDF gave back in visual order ('المؤهالت العلمية' for 'المؤهلات
 * العلمية', as LibreOffice writes them): inside a word, 'ال' read as 'لا'. Only tried when the text as read names
 * no heading, since 'ال' inside a word is often right ('الأعمال').
 */
const ligaturesSwapped = (text: string) => text.replace(/(?<=[\p{Script=Arabic}])ال/gu, 'لا');

function phraseKind(text: string): Match | undefined {
  const read = phraseKindAsRead(text);
  if (read || !/(?<=[\p{Script=Arabic}])ال/u.test(text)) return read;
  return phraseKindAsRead(ligaturesSwapped(text));
}

function phraseKindAsRead(text: string): Match | undefined {
  const key = headingKey(text);
  if (!key || key.length > 60) return undefined;
  phrases ??= HEADINGS.flatMap(([kind, table]) =>
    Object.entries(table).flatMap(([language, list]) =>
      list.map((phrase) => ({
        // Keyed as the text is: NFKC writes Thai's 'ำ' as two letters.
        phrase: headingKey(phrase),
        kind,
        language,
        cjk: CASELESS_LETTER.test(phrase),
      })),
    ),
  );
  let best: Match | undefined;
  for (const p of phrases) {
    let hit: boolean;
    if (key === p.phrase) hit = true;
    // A letter-spaced heading read back letter by letter loses its word spaces with its letter gaps (unspace):
    // 'EXPERIENCIALABORAL' is the whole phrase.
    else if (!key.includes(' ') && p.phrase.includes(' ')) hit = key === p.phrase.replaceAll(' ', '');
    else if (p.cjk) hit = key.includes(p.phrase) && key.length <= p.phrase.length + 8;
    else {
      // The phrase as whole words of a short heading ('Berufserfahrung und Praktika', 'Relevant Experience').
      const at = ` ${key} `.indexOf(` ${p.phrase} `);
      hit = at >= 0 && key.split(' ').length <= p.phrase.split(' ').length + 3;
    }
    if (!hit) continue;
    const cover = p.phrase.length / key.length;
    if (cover < 1 && WHOLE_ONLY.has(p.phrase)) continue;
    if (!best || cover > best.cover) best = { kind: p.kind, languages: [p.language], cover };
    else if (cover === best.cover && best.kind === p.kind && !best.languages.includes(p.language))
      best.languages.push(p.language);
  }
  return best;
}
