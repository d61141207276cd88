import { fold } from '../tokens';
import type { PostingLanguage } from '../types';
import { GERMAN } from './de';
import { ENGLISH } from './en';
import type { LanguagePack } from './pack';

export type { LanguagePack } from './pack';

/** Every language with a pack; the first is the default. */
export const LANGUAGE_PACKS: Readonly<Record<PostingLanguage, LanguagePack>> = { en: ENGLISH, de: GERMAN };

/** The pack whose frequent words the text uses most (English when none stands out). */
export function detectLanguage(text: string): LanguagePack {
  const words = fold(text.slice(0, 20_000)).match(/\p{L}+/gu) ?? [];
  let best = ENGLISH;
  let most = 0;
  for (const pack of Object.values(LANGUAGE_PACKS)) {
    let n = 0;
    for (const w of words) if (pack.stopwords.has(w)) n++;
    if (n > most) [best, most] = [pack, n];
  }
  return best;
}
