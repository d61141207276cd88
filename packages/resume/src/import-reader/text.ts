import { HAN_KANA } from '../scripts';
import { rightToLeftAsWritten } from './rtl-glyphs';

/** Arabic-Indic and Persian digits as ASCII ones, one for one so that indices hold ('۲۰۱۹' -> '2019'). */
export const westernDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) & 0xf));

/** Text as lines compare when one repeats another: NFKC, lower case, one space ('Page  2' = 'page 2'). */
export const comparable = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Text as the import keeps it: what the person wrote, with what a PDF or a word processor added taken out. NFKC
 * expands ligatures ('ﬁ'), Arabic presentation forms and CJK compatibility characters ('⽉' the radical -> '月')
 * to the letters they stand for; soft hyphens (U+00AD), zero-width characters and icon-font glyphs (private use
 * code points) go; the hyphen variants Word and LaTeX set (U+2010, U+2011, U+2012, U+2212) become '-'. En and em
 * dashes are kept: people choose them.
 */
/**
 * What TeX's T1 fonts give by their codes when a PDF maps them to no characters (pdfLaTeX draws them as bitmaps, Type
 * 3 fonts, on a machine without cm-super; readers take the codes as Latin-1): the control codes are T1's dashes,
 * quotes and ligatures ('2015\u00152016' is '2015–2016'). Text never holds control codes otherwise.
 */
const T1_CONTROLS: Record<string, string> = {
  '\u000e': '‹',
  '\u000f': '›',
  '\u0010': '“',
  '\u0011': '”',
  '\u0012': '„',
  '\u0013': '«',
  '\u0014': '»',
  '\u0015': '–',
  '\u0016': '—',
  '\u0019': 'ı',
  '\u001b': 'ff',
  '\u001c': 'fi',
  '\u001d': 'fl',
  '\u001e': 'ffi',
  '\u001f': 'ffl',
};

/**
 * The upper half of TeX's T1 (Cork) encoding where it differs from Latin-1 (0x80-0xBF): the Central and Eastern
 * European letters ('Ł' is 0x8A, 'ą' 0xA1, 'ř' 0xB0), then 'Œ' 0xD7, 'œ' 0xF7 and 'ß' 0xFF.
 */
const T1_UPPER_HALF = 'ĂĄĆČĎĚĘĞĹĽŁŃŇŊŐŔŘŚŠŞŤŢŰŮŸŹŽŻĲİđ§ăąćčďěęğĺľłńňŋőŕřśšşťţűůÿźžżĳ¡¿£';
const T1_ELSE: Record<string, string> = { '\u00d7': 'Œ', '\u00f7': 'œ', '\u00ff': 'ß' };

/**
 * The text of a pdfTeX bitmap (Type 3) font read by its T1 codes, as pdf.js gives it when no cm-super was installed
 * and no Unicode map came with the font: 'Wroc\u00aaaw' is 'Wrocław'. A code stands for a letter only beside a
 * letter; alone between spaces it is textcomp's symbol (a list's bullet), which cleanText reads.
 */
export function fromT1Codes(text: string): string {
  return text.replace(/[\u0080-\u00bf\u00d7\u00f7\u00ff]/g, (c, at: number) => {
    if (!/\p{L}/u.test(text[at - 1] ?? '') && !/\p{L}/u.test(text[at + 1] ?? '')) return c;
    const code = c.charCodeAt(0);
    return code < 0xc0 ? T1_UPPER_HALF[code - 0x80]! : T1_ELSE[c]!;
  });
}

/** Each lower-case ASCII letter's code in the high byte: 'f' as U+6600 '昀', 'i' as U+6900 '椀'. */
const SWAPPED = new RegExp(
  `[${Array.from({ length: 26 }, (_, i) => `\\u${(0x61 + i).toString(16)}00`).join('')}]`,
  'gu',
);
const OTHER_HAN_KANA = new RegExp(`[${HAN_KANA}]`, 'u');
const HAS_SWAPPED = new RegExp(SWAPPED.source, 'u');

/**
 * Ghostscript's PDFs (as a site or a printer driver rewrites a file) give a ligature's letters with their bytes the
 * wrong way round: 'ﬁ' reads '昀椀' (U+6600 U+6900), 'ﬀ' '昀昀'. In a word with other Latin letters, on a line without
 * other Chinese or Japanese characters, those characters are the letters.
 */
function unswapLigatures(text: string): string {
  if (!HAS_SWAPPED.test(text) || OTHER_HAN_KANA.test(text.replace(SWAPPED, ''))) return text;
  return text.replace(/\S+/g, (word) =>
    /[A-Za-z]/.test(word) ? word.replace(SWAPPED, (c) => String.fromCharCode(c.charCodeAt(0) >> 8)) : word,
  );
}

/**
 * Thai's and Lao's sara am as two letters, which NFKC writes it as and a PDF may give glyph by glyph ('ํา', the long a
 * twice when a ligature's text and its glyph's are both read, or before the nikhahit): one letter again, as typed.
 */
const THAI_AM = /\u0e32?\u0e4d\u0e32{1,2}|\u0eb2?\u0ecd\u0eb2{1,2}/gu;

/**
 * What NFKC would change and the import keeps: Spanish and Italian ordinal indicators, and the full-width punctuation
 * beside Chinese or Japanese letters or at a text's end, where a Chinese line wraps after it ('…提升6.8%，' / 'GMV…')
 * (brackets go to ASCII, as pairs read either way).
 */
const KEPT_AS_TYPED = new RegExp(`([ºª]|(?<=[${HAN_KANA}])[，；：！？]|[，；：！？](?=[${HAN_KANA}]|$))`, 'u');

/**
 * The Kangxi radical 'door' (U+2F3E), which a CJK font draws with its own region's door character and a PDF's text
 * layer then names ('客⼾' as cairo redraws Noto CJK): NFKC gives the traditional '戶', where a simplified Chinese
 * line wrote '户' and a Japanese one '戸'.
 */
const DOOR_RADICAL = /\u2f3e/gu;
const SIMPLIFIED_ONLY =
  /[们这来时个为说国学经验历计发员门区业东车书长负责带产与进开连销统务项设营优级团队质网电话语术对过现关实应动数运]/u;
function doorAsWritten(s: string): string {
  if (!s.includes('\u2f3e')) return s;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s)) return s.replace(DOOR_RADICAL, '戸');
  // (Its other characters may be radicals too: '⽤⼾增⻓' is '用户增长'.)
  const read = s.normalize('NFKC').replace(RADICAL, (c) => RADICAL_SUPPLEMENT[c] ?? c);
  return SIMPLIFIED_ONLY.test(read) ? s.replace(DOOR_RADICAL, '户') : s;
}

export function cleanText(s: string): string {
  const read = rightToLeftAsWritten(
    doorAsWritten(unswapLigatures(s))
      .replace(/\p{Cc}/gu, (c) => T1_CONTROLS[c] ?? c)
      // A C1 code alone between words: textcomp's bullet (TS1 0x88) as a separator, read by its code.
      .replace(/(^|\s)[\u0080-\u009f](?=\s|$)/g, '$1•')
      // NFKC, but for the ordinal indicators of Spanish and Italian addresses ('3º B', '1ª planta'), not 'o' and 'a',
      // and for the full-width punctuation Chinese and Japanese are written with ('熟练使用 Excel，熟悉 SQL'), not ASCII.
      .split(KEPT_AS_TYPED)
      .map((piece, i) => (i % 2 ? piece : piece.normalize('NFKC')))
      .join('')
      .replace(THAI_AM, (am) => (am.includes('\u0e4d') ? '\u0e33' : '\u0eb3'))
      // Thai's long a in a bold face LibreOffice embeds, its glyph mapped to '«' ('ประวัติก«รศึกษ«').
      .replace(/(?<=\p{Script=Thai})«/gu, '\u0e32'),
  );
  return (
    read
      // A mark read apart from its letter ('فرقا ً': its own text item, or an isolated form U+FE70-FE7F that NFKC
      // writes as a space and the mark) belongs to the letter before it.
      .replace(/\s+(?=\p{M})/gu, '')
      // A kashida (the stroke LibreOffice stretches a justified Arabic or Persian line with) that its PDF maps to no
      // character, read by its code: a Latin letter or digit, once or repeated, inside a word ('س77ازمان').
      .replace(/(?<=\p{Script=Arabic})([0-9A-Za-z])\1*(?=\p{Script=Arabic})/gu, '')
      .replace(RADICAL, (c) => RADICAL_SUPPLEMENT[c] ?? c)
      // A CJK font's middle dot named as the hyphenation point (cairo's redraw of Noto CJK: '‧食品メーカー',
      // '活かせる経験‧知識‧技術'): the katakana middle dot, as no Japanese or Chinese text has the other.
      .replace(HYPHENATION_POINT_AS_DOT, '・')
      .replace(/[\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, '')
      // The zero-width non-joiner and joiner spell Persian and Indic words ('ایران‌زمین', 'مهارت‌ها'): kept after
      // their letters, dropped elsewhere.
      .replace(JOINER_CONTROL, '')
      .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
      // A font's apostrophe glyph named as the modifier letter ('panelʼs', Inter as Chromium embeds it); after a
      // Cyrillic letter it is Ukrainian's own apostrophe, as typed ('звʼязку').
      .replace(/(?<=\p{Script=Latin})\u02bc/gu, '\u2019')
      .replace(/\p{Co}/gu, ' ')
      .replace(/[\s\u00a0\u0085\u2800]+/g, ' ')
      .trim()
  );
}

/**
 * The CJK Radicals Supplement forms that a CJK font shares a glyph with a whole character, and that a PDF's text
 * layer then names ('⻑' for '長', as Chromium's Type 3 Noto CJK gives it back): the character. NFKC maps the Kangxi
 * radicals (U+2F00-2FD5), not these.
 */
const RADICAL_SUPPLEMENT: Record<string, string> = {
  '\u2e9d': '月',
  '\u2ea0': '民',
  '\u2ea9': '王',
  '\u2ebc': '月',
  '\u2ec1': '虎',
  '\u2ec4': '西',
  '\u2ec5': '见',
  '\u2ec6': '角',
  '\u2ecb': '车',
  '\u2ed1': '長',
  '\u2ed3': '长',
  '\u2ed4': '门',
  '\u2ed8': '青',
  '\u2eda': '页',
  '\u2edb': '风',
  '\u2edc': '飞',
  '\u2edd': '食',
  '\u2ee2': '马',
  '\u2ee4': '鬼',
  '\u2ee5': '鱼',
  '\u2ee6': '鸟',
  '\u2ee8': '麦',
  '\u2ee9': '黄',
  '\u2eec': '齐',
  '\u2eee': '齿',
  '\u2ef0': '龙',
};
const RADICAL = /[\u2e80-\u2eff]/gu;
const HAN_OR_KANA = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const HYPHENATION_POINT_AS_DOT = new RegExp(`(?<=^|\\s|[${HAN_OR_KANA}])\u2027|\u2027(?=[${HAN_OR_KANA}])`, 'gu');

const JOINER_CONTROL =
  /(?<![\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{M}])[\u200c\u200d]/gu;

/** A text of spaces only (pdf.js's items for a space, a line's end or a soft hyphen). */
export const blank = (s: string) => s.replace(/[\u0085\u2800\u00ad]/g, '').trim() === '';

/** Fonts whose glyphs are pictures (phone, envelope, pin), not letters, whatever code points they map to. */
export const ICON_FONT =
  /awesome|icon|marvosym|mvs|dingbat|wingding|zapf|symbol|glyph|material|ionic|feather|academicons|fontello|webdings/i;

/** TeX's and Word's math fonts, whose symbols ('≈', '±', '≤') are text though the font's name says 'Symbols'. */
const MATH_FONT = /math|^(?:[A-Z]{6}\+)?(?:cmsy|msam|msbm|stix)/i;

/** A run that is only a picture: private-use code points, symbols, or anything in an icon font. */
// (Japan's postal mark before a postcode, '〒154-0024', is text.)
export const isIcon = (text: string, font = ''): boolean =>
  (ICON_FONT.test(font) && !(MATH_FONT.test(font) && /^[\s\p{Sm}]*\p{Sm}[\s\p{Sm}]*$/u.test(text))) ||
  (/^[\s\p{Co}\p{So}\p{Sk}]+$/u.test(text.normalize('NFKC').replace(RADICAL, (c) => RADICAL_SUPPLEMENT[c] ?? c)) &&
    !text.includes('〒'));

const HAN_KANA_LETTER = new RegExp(`^[${HAN_KANA}]$`, 'u');

/**
 * Letter-spaced capitals read back one letter at a time ('C O N T A C T', 'E X P E R I E N C E', kerned pairs like
 * 'TA'), and Chinese or Japanese set letter-spaced: the letters joined. Words of real text are left alone. The word
 * spaces are lost with the letters' ones; those a date needs come back: a year apart from its month and a dash
 * between two dates apart from both ('M A R 2 0 2 0 — P R E S E N T' is 'MAR 2020 — PRESENT').
 */
export function unspace(s: string): string {
  const tokens = s.split(' ');
  // Letter-spaced Chinese or Japanese, one character a token ('张 伟', '工 作 经 历'): written without spaces.
  if (tokens.length >= 2 && tokens.every((t) => HAN_KANA_LETTER.test(t))) return tokens.join('');
  if (tokens.length < 3) return s;
  // (A letter or a digit alone: a sign alone is no letter spaced out, 'à 78 %'.)
  const single = tokens.filter((t) => /^[\p{L}\p{N}]$/u.test(t)).length;
  // (A capital heading's letters kerned together in threes are still spaced: 'E D U CAT I O N', 'AT' and 'CA' kerned.)
  const capitals = tokens.every((t) => /^\p{Lu}+$/u.test(t)) && single / tokens.length >= 0.7;
  if (single / tokens.length < 0.6 || tokens.some((t) => [...t].length > (capitals ? 3 : 2))) return s;
  return tokens
    .join('')
    .replace(/(\p{L})((?:19|20)\d\d)(?!\d)/gu, '$1 $2')
    .replace(/(?<=[\p{L}\d.])([–—])(?=[\p{L}\d])/gu, ' $1 ');
}

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const RTL_G = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/gu;
const LTR_G = /[\p{L}\p{N}]/gu;

/** More right-to-left letters than left-to-right letters and digits. */
export const isRtl = (s: string): boolean =>
  RTL.test(s) && (s.match(RTL_G)?.length ?? 0) >= ((s.match(LTR_G)?.length ?? 0) - (s.match(RTL_G)?.length ?? 0)) / 2;

/**
 * A right-to-left run as some PDF makers store it, in visual order (left to right as drawn): back in reading
 * order. The whole run is reversed, then each left-to-right stretch inside it (Latin words, numbers, an e-mail
 * with the spaces and marks between them) is turned back, so '+20 100 123 4567' and 'ahmed@example.com' read as
 * written.
 */
export function visualToLogical(s: string): string {
  const reversed = [...s].reverse().join('');
  const mirrored = reversed.replace(
    /[()[\]{}<>]/g,
    (c) => ({ '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<' })[c]!,
  );
  return mirrored.replace(
    /[\p{Script=Latin}\p{N}+@#&][\p{Script=Latin}\p{N}\s.,:;/@+#&_'"!?%-]*[\p{Script=Latin}\p{N}%]|[\p{Script=Latin}\p{N}]/gu,
    (run) => [...run].reverse().join(''),
  );
}

/**
 * Brackets a right-to-left line shows the wrong way round: a PDF maker draws '(' in right-to-left text with the
 * mirrored glyph, whose text is ')', so the words in brackets read ')משרת סטודנט(' in reading order. Each closing
 * bracket that closes nothing, with an opening one after it, is turned back with it ('(Django)' stays as it is).
 */
export function bracketsInOrder(s: string): string {
  if (!RTL.test(s) || !/[()\]]/u.test(s)) return s;
  const chars = [...s];
  const pairs: Record<string, string> = { ')': '(', ']': '[' };
  for (const [close, open] of Object.entries(pairs)) {
    let depth = 0;
    for (let i = 0; i < chars.length; i++) {
      if (chars[i] === open) depth++;
      else if (chars[i] === close && depth > 0) depth--;
      else if (chars[i] === close) {
        const j = chars.findIndex((c, k) => k > i && (c === open || c === close));
        if (j < 0 || chars[j] !== open) break;
        [chars[i], chars[j]] = [open, close];
      }
    }
  }
  // (And the space a right-to-left line's PDF leaves inside them: '( القيمة المضافة' is '(القيمة المضافة'.)
  return chars
    .join('')
    .replace(/\(\s+(?=[\p{Script=Arabic}\p{Script=Hebrew}])/gu, '(')
    .replace(/(?<=[\p{Script=Arabic}\p{Script=Hebrew}])\s+\)/gu, ')');
}

/**
 * The Arabic percent sign read before its number ('٪۴۰' for '۴۰٪'): a PDF maker that draws the number and its sign as
 * one left-to-right run gives them in the order drawn, the sign first. Arabic and Persian write it after the number.
 */
export const percentAfterNumber = (s: string): string =>
  s.replace(
    /(?<![\p{N}٫,.])٪([\u0660-\u0669\u06f0-\u06f9]+(?:[٫.,][\u0660-\u0669\u06f0-\u06f9]+)?)(?![\p{N}٪])/gu,
    '$1٪',
  );

/**
 * Arabic ligatures read with their letters backwards. A PDF's lam-alef or lam-yeh ligature is one glyph whose text
 * is two letters, which pdf.js gives in visual order when the PDF draws glyph by glyph, and poppler for some fonts:
 * 'إلى' reads 'إىل', 'الإدارة' 'اإلدارة'. Only the orders no Arabic word has are put back: alef maksura before a
 * lam (it only ends words), an alef before another alef form and a lam, alef, lam, hamza ending a word ('عمالء'), and
 * the name of God's ligature ('عبداهلل').
 */
export function arabicLigaturesInOrder(s: string): string {
  return (
    s
      .replace(/ىل/gu, 'لى')
      .replace(/ا([اأإآ])ل/gu, 'ال$1')
      .replace(/(?<=\p{L})الء(?!\p{L})/gu, 'لاء')
      // The ligature of 'الله' ('عبدالله', 'عبداهلل' backwards): no word has 'اهلل'.
      .replace(/اهلل/gu, 'الله')
  );
}

/**
 * Whether a right-to-left run came in visual order (some PDF makers draw, and pdf.js reads, Arabic and Hebrew
 * right to left glyph by glyph): letters that only end words (Arabic ة ى, Hebrew final forms ך ם ן ף ץ) then
 * start them, and Arabic's article 'ال' shows at words' ends, reversed.
 */
export function visualVotes(text: string): number {
  const words = text
    .normalize('NFKC')
    .split(/\s+/)
    .filter((w) => RTL.test(w));
  let visual = 0;
  let logical = 0;
  for (const w of words) {
    if (/^[ةىךםןףץ]/u.test(w)) visual += 1;
    if (/[ةىךםןףץ]$/u.test(w)) logical += 1;
    if (/^ال/u.test(w)) logical += 1;
    if (/لا$/u.test(w) && w.length > 3) visual += 1;
  }
  return visual - logical;
}
