/**
 * Writing systems the readers of resumes treat apart, as regular-expression class contents (for `[...]` with the
 * `u` flag) and classes.
 */

/** Chinese and Japanese letters: written without spaces between words. */
export const HAN_KANA = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';

/** Letters of the right-to-left scripts resumes are written in: Arabic (Persian, Urdu) and Hebrew. */
export const RTL_LETTERS = '\\p{Script=Arabic}\\p{Script=Hebrew}';
export const RTL_LETTER = new RegExp(`[${RTL_LETTERS}]`, 'u');

/** Chinese, Japanese and Korean letters. */
export const CJK_LETTERS = `${HAN_KANA}\\p{Script=Hangul}`;

/** A letter of a script without capitals or word spaces to set a heading apart: CJK and Thai. */
export const CASELESS_LETTER = new RegExp(`[${CJK_LETTERS}\\p{Script=Thai}]`, 'u');
