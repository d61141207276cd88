import type { Resume } from '@resumey/resume';

/**
 * Font sheets a resume needs beyond fonts.css (issue #35). Every script's fallback faces are in fonts.css, fetched
 * per script by unicode-range, except CJK: a CJK font comes in about a hundred slices a weight, each an @font-face
 * rule with a long unicode-range, 720 KB of rules per style for the four languages (125 KB gzipped), which every
 * page would download for nothing. Those are in sheets of their own (fonts/cjk-*-faces.css), one per style of the
 * font choice: Georgia's Noto Serif CJK, the others' Noto Sans CJK (fonts-scripts.css says why).
 */
export type ScriptFontSheet = 'cjk-sans' | 'cjk-serif';

/**
 * Text a CJK sheet draws: Han, kana, Hangul and Bopomofo letters, CJK punctuation and symbols (3000-303F),
 * enclosed and compatibility forms (3200-33FF), vertical and small forms (FE30-FE4F), full- and half-width forms.
 */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\u3200-\u33ff\ufe30-\ufe4f\uff00-\uffef]/u;

/** Whether any string in `value` (a resume or part of one) passes `test`; data URLs (the photo) are skipped. */
function someText(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return !value.startsWith('data:') && test(value);
  if (Array.isArray(value)) return value.some((v) => someText(v, test));
  if (value && typeof value === 'object') return Object.values(value).some((v) => someText(v, test));
  return false;
}

/** Whether the resume has text in Chinese, Japanese or Korean. */
export const hasCjkText = (resume: Resume): boolean => someText(resume, (text) => CJK.test(text));

/** The sheets the resume's text needs, in its font choice's style (none for a resume without CJK text). */
export function scriptFontSheets(resume: Resume): ScriptFontSheet[] {
  if (!hasCjkText(resume)) return [];
  return [resume.meta?.fontFamily === 'georgia' ? 'cjk-serif' : 'cjk-sans'];
}

/** Each sheet's file in this package (fonts/), for the builds that link it. */
export const SCRIPT_FONT_SHEET_FILES: Record<ScriptFontSheet, string> = {
  'cjk-sans': 'fonts/cjk-sans-faces.css',
  'cjk-serif': 'fonts/cjk-serif-faces.css',
};
