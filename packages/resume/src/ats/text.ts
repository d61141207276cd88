/** Text rules shared by the parser and the scorer. */

/** For comparing what a parser read with what was written: case, dashes, quotes and spacing do not count. */
export const normalise = (s: string): string =>
  s
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = `\\b(?:${MONTH}\\s+(?:19|20)\\d\\d|(?:0?[1-9]|1[0-2])\\/(?:19|20)\\d\\d|(?:19|20)\\d\\d)`;
const NOW = '\\b(?:present|current|now|today)\\b';
/** 'Mar 2021 – Present', '2019 - 2021', '03/2020 to 05/2021', 'Dec 2021'. */
export const DATE_RANGE = new RegExp(`${DATE}(?:\\s*(?:[-\u2010-\u2015]|to)\\s*(?:${DATE}|${NOW}))?|${NOW}`, 'i');

/** Marks that start a bullet line, as templates and word processors draw them. */
export const BULLET = /^[•▪◆◇►▸▹✓✔→›»·∙⋅●○◦‣⁃■□–—*-](?:\s+|$)/u;

/** Delimiters that separate fields on one line: ' | ', ' · ', ' • ', ' — ', ' – ', ' - ', ' / ', ' @ '. */
export const FIELD_DELIMITER = /\s+[|·•—–\-/@]\s+|\s+[|·•/]$|^[|·•/]\s+/u;

export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
export const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/;
export const URL_LIKE = /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?$/i;

export const words = (s: string) => s.split(/\s+/).filter(Boolean);
export const hasLetters = (s: string) => /\p{L}/u.test(s);
export const isUpper = (s: string) => hasLetters(s) && s === s.toUpperCase();
