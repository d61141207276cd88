import { HAN_KANA, RTL_LETTER } from './scripts';

/**
 * A line of text and the next one it wrapped onto, as one text, for the readers of PDFs (the import, the ATS
 * check). A space between them, except after a hyphen inside a word: browsers and word processors break a line after
 * the hyphen of a compound ('Junior-' / 'Entwicklern', 'well-' / 'known'), and the word is whole again without the
 * space. The hyphen stays: it is what the person wrote (a LaTeX hyphenation, 'manage-' / 'ment', keeps it too, as the
 * PDF does not say which kind it was). Chinese and Japanese lines join without a space.
 */
export function joinWrapped(before: string, after: string): string {
  if (!before) return after;
  if (!after) return before;
  // A right-to-left sentence's stop drawn left of the Latin words that end it on the wrapped line ('… و City' /
  // '.Centre', the stop where the paragraph's direction puts it): after them, where it was typed.
  const stop =
    RTL_LETTER.test(before) && !RTL_LETTER.test(after) ? /^([.!?،؛:])(\p{Script=Latin}.*)$/u.exec(after) : null;
  if (stop) return joinWrapped(before, `${stop[2]}${stop[1]}`);
  // ('28-' / 'story' as well: a number's compound; 'КОМПАС-' / '3D', a name's; and a number's own, a postcode or a
  // phone broken at its hyphen, '2795-' / '123 Linda-a-Velha'.)
  if (/[\p{L}\p{N}]-$/u.test(before) && /^[\p{L}\p{N}]/u.test(after)) return `${before}${after}`;
  // A mark no line starts with goes on the word before it, without a space ('…(橙卡会员)' / ',设计权益…').
  if (/^[,，、。;；:：)）」』】]/u.test(after)) return `${before}${after}`;
  // Nor does one after a full-width mark, which carries its own room ('…点击率提升6.8%，' / 'GMV提升3.1%').
  if (/[、。，；：！？）」』】]$/u.test(before)) return `${before}${after}`;
  // A dash set close, between names ('University of Wisconsin–' / 'Madison', 'metal–' / 'organic'): no space either.
  if (/[\p{L}\p{N}][\u2013\u2014]$/u.test(before) && /^[\p{L}\p{N}]/u.test(after)) return `${before}${after}`;
  // Chinese and Japanese are written without spaces: a line wrapped between two of their characters, or between one
  // and a number ('時間を' / '30％短縮'), has none. A Latin word beside them keeps its space, a word boundary.
  const cjk = (CJK_END.test(before) && /^[\p{N}]/u.test(after)) || (/\p{N}$/u.test(before) && CJK_START.test(after));
  // So is Thai, between its words ('ภายใน 5 วัน' / 'ทำการ'): its spaces end phrases, and a line ends at a word.
  const thai = /[\p{Script=Thai}\p{Script=Lao}]$/u.test(before) && /^[\p{Script=Thai}\p{Script=Lao}]/u.test(after);
  // Korean breaks a line between syllables as well as at its spaces: a line that starts with a particle or a verb's
  // ending, which no Korean word is alone ('…주 1회에서 매일' / '로 단축', '…왔습니' / '다.'), goes on the word before it.
  const korean = /\p{Script=Hangul}$/u.test(before) && KOREAN_TAIL.test(after);
  return cjk || thai || korean || (CJK_END.test(before) && CJK_START.test(after))
    ? `${before}${after}`
    : `${before} ${after}`;
}

/**
 * A Korean particle alone before a space or a mark, or a verb's ending before a mark: the end of a word, never a word
 * of its own. ('다' alone before a space is one: 'all', '다 함께'.)
 */
const KOREAN_TAIL =
  /^(?:(?:으로|로|를|을|은|는|의|에서|에게|와|과|까지|부터)(?=[\s.,;:!?)·]|$)|(?:습니다|니다|다)(?=[.,;:!?)]|$))/u;

const CJK = `${HAN_KANA}ー\\u3000-\\u303f\\uff01-\\uff60`;
const CJK_END = new RegExp(`[${CJK}]$`, 'u');
const CJK_START = new RegExp(`^[${CJK}]`, 'u');
