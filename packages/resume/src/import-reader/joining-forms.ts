/**
 * Arabic-script joining as a PDF's glyphs show it. A PDF maker that names its glyphs by the font's presentation forms
 * (cairo, as Firefox on Linux prints) gives 'ﺳ' (U+FEB3, seen's initial form) where a word, or a part of one after a
 * zero-width non-joiner, begins. The non-joiner itself has no glyph of its own: Persian's 'پیاده‌سازی' and
 * 'داده‌ها' come as two runs side by side, or with a space of no width between them, and read 'پیادهسازی' and 'داده
 * ها' unless it is put back.
 */

type Form = 'isolated' | 'final' | 'initial' | 'medial';

const FORM = new Map<string, Form>();
/** Letters that join on both sides (beh, seen, heh, Persian yeh): the only ones a non-joiner can part from the next. */
const DUAL_JOINING = new Set<string>();

// Unicode lists each letter's forms together, in this order: isolated and final, then initial and medial for a letter
// that joins on both sides. Ligatures (lam-alef, 'ﷲ') stand for more than one letter and are left out.
{
  const ORDER: readonly Form[] = ['isolated', 'final', 'initial', 'medial'];
  const runs: Array<{ letter: string; codes: string[] }> = [];
  for (let code = 0xfb50; code <= 0xfefc; code++) {
    const form = String.fromCodePoint(code);
    const letter = form.normalize('NFKC');
    if (letter === form || [...letter].length !== 1 || !/\p{Script=Arabic}/u.test(letter)) continue;
    const run = runs.at(-1);
    if (run && run.letter === letter && run.codes.at(-1)!.codePointAt(0) === code - 1) run.codes.push(form);
    else runs.push({ letter, codes: [form] });
  }
  for (const { letter, codes } of runs) {
    if (codes.length !== 2 && codes.length !== 4) continue;
    codes.forEach((c, i) => FORM.set(c, ORDER[i]!));
    if (codes.length === 4) DUAL_JOINING.add(letter);
  }
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const isArabicLetter = (c: string) => ARABIC_LETTER.test(c) && /\p{L}/u.test(c);

/**
 * Whether a non-joiner stood between two runs of a right-to-left line drawn touching, `before` and `after` in reading
 * order. The letter before joins on both sides and is not drawn joined to the next, and the letter after is drawn in
 * a form that joins nothing before it. Or, from a PDF maker that parts a word's runs only at a non-joiner
 * (`partedAtJoiners`), two runs of a word's letters, each more than one, meet: there even letters named by their
 * plain forms ('گزارش' | 'گیری', as cairo names a glyph by the text it first drew) were parted by one. Otherwise
 * glyphs named by their plain letters ('پ', as Chromium's PDFs give them) say nothing, and nothing is added
 * (Chromium parts 'للإ' | 'دارة' at a ligature).
 */
export function nonJoinerBetween(before: string, after: string, partedAtJoiners: boolean): boolean {
  const lastLetters = [...before.trimEnd()];
  const firstLetters = [...after];
  const [last, first] = [lastLetters.at(-1) ?? '', firstLetters[0] ?? ''];
  const [lastForm, firstForm] = [FORM.get(last), FORM.get(first)];
  if (!DUAL_JOINING.has(last.normalize('NFKC')) || lastForm === 'initial' || lastForm === 'medial') return false;
  if (firstForm === 'isolated' || firstForm === 'initial') return true;
  const word = (letters: string[]) => letters.length >= 2 && letters.every(isArabicLetter);
  return partedAtJoiners && word(lastLetters) && word(firstLetters.slice(0, 2));
}
