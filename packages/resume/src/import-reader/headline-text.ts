import { joinWrapped } from '../wrapped-text';
import { EMAIL, findPhone, isPlaceLabel, isTownLabel, labelled, NAME_LABEL, URL } from './contact';
import { looksLikeStreet } from './places';
import { credentialsOnly } from './credentials';
import { findDates } from './dates';
import { ENDS_MID_PHRASE, FUNCTION_WORD, IS_LEGAL_FORM, titleScore } from './lexicon';
import { headingKind } from './headings';
import { lineLabel } from './line-label';
import { isDocumentTitle } from './page-furniture';
import { alignedUnder, closeUnder } from './line-gaps';
import { comparable } from './text';
import type { SourceLine } from './types';

// What a line under the name says when it is no headline, though it stands where one would: the document's title, a
// label, the name again, the photo's box, the person's particulars, a sentence of the summary.

/**
 * The name's initials, as a template's or a site's avatar sets them beside it ('RK' for Rohan Kapoor, 'МА' for
 * Мельничук Андрій): its words' first letters, in order or the other way round.
 */
export function initialsOf(text: string, name: string): boolean {
  const letters = text.replace(/[\s.]/gu, '');
  if (!/^\p{Lu}{2,3}$/u.test(letters)) return false;
  const firsts = name
    .split(/\s+/u)
    .filter((w) => /^\p{L}/u.test(w))
    .map((w) => w[0]!.toLocaleUpperCase());
  const said = firsts.join('');
  if (said === letters || [...firsts].reverse().join('') === letters) return true;
  // (Or the first name's and a surname's: 'KH' for Katherine Milagros Huamán Torres.)
  let at = 0;
  for (const c of letters) if (!(at = said.indexOf(c, at) + 1)) return false;
  return letters[0] === said[0];
}

/** A name after a courtesy title, as a Thai site prints the name in Latin letters under it ('Miss Nattida Promsuwan'). */
const COURTESY_NAME = /^(?:[Mm](?:r|rs|s|iss|x))\.?\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3}$/u;

/** The words a Persian or Arabic resume may open with, before the name ('به نام خدا', 'بسم الله الرحمن الرحيم'). */
const INVOCATION = /^(?:به نام خدا|به نام خداوند|بسم الله|بسمه تعالی|باسمه تعالی|باسمه تعالى)/u;

/** Where the photo goes, as a form prints its box: 'FOTO', '写真をはる位置' (a 履歴書's). */
export const PHOTO_BOX =
  /^(?:foto|photo|fotografía|fotografia|fotoğraf|zdjęcie|фото|φωτογραφία|תמונה|صورة)$|^(?:写\s*真|照\s*片|相片|사\s*진)|^(?:(?:ảnh(?:\s+thẻ)?|pas\s+foto|foto)\s*)?\d\s*[x×]\s*\d(?:\s*(?:id\s+)?(?:picture|photo))?$|^(?:id|passport)\s+(?:picture|photo)$|^ảnh(?:\s+thẻ)?$/iu;

/**
 * The person's particulars, as Brazilian, French and Chinese headers set them under the name: age and marital status
 * ('Brasileira, casada, 34 anos', '21 ans – Permis B, véhiculée', '男 | 29岁 | 本科 | 工作6年').
 */
const PARTICULARS =
  /(?<![\p{L}\d])\d{2}\s*(?:anos|años|ans|jahre|years old|yrs|岁|歳|세|yaş)(?![\p{L}])|(?<![\p{L}])(?:solteir[oa]|casad[oa]|solter[oa]|célibataire|mariée?|ledig|verheiratet|divorciad[oa]|divorcée?)(?![\p{L}])/iu;

/** An identity number with its label ('C.I. 4.567.890-1', 'C.C. 1.098.765.432 de Bucaramanga', 'DNI 12345678Z'). */
const ID_NUMBER = /^(?:c\.?\s?[ci]\.|dni|nie|cpf|rut|curp|cédula|id)\s*(?:n[.°º]*\s*)?:?\s*\d[\d.,\s-]{4,}/iu;

/** A builder's or job site's credit, or a line such as Indeed prints under the name. */
const NOT_ABOUT_THE_JOB =
  /^(?:(?:created|made|built|generated) (?:with|by|using)|erstellt mit|creado con|créé avec|feito com|נוצר בעזרת|authori[sz]ed to work|willing to relocate)/iu;

/** A handle alone, as an icon's link prints it ('in harriet-ashworth', 'ayu-lestari'), or a site's one word. */
const HANDLE = /^(?:in\s+)?[\p{Ll}\d]+(?:[-_.][\p{Ll}\d]+)+$|^\p{Ll}+$/u;

/**
 * The pay wanted after the job, as a job site's profile sets it beside the title ('Менеджер з продажу, 25 000 грн',
 * 'Analista contable – $ 1.200.000'): no part of the headline, which a public page shows.
 */
const PAY_AFTER =
  /\s*[,–—|]\s*(?:від|от|from|ab|desde|à partir de)?\s*(?:(?:[$€£₴₽₹]|r\$|us\$)\s*\d[\d\s.,]*|\d[\d\s.,]*\s*(?:грн|₴|руб\.?|₽|тг|€|eur|\$|usd|zł|pln|kč|lei|лв|aed|sar|₹|inr|£|gbp|brl|mxn|cop|clp|ars|pen))\.?(?:\s*(?:\/|per|за|в)\s*\p{L}+\.?)?$/iu;
export const withoutPay = (text: string): string => text.replace(PAY_AFTER, '');

/**
 * Whether a line of the header under the name `name` can be the person's headline: up to 14 words (LinkedIn's
 * headlines run long: 'Analista de datos sénior en Telefónica | SQL · Power BI'), no sentence (nor one's first line,
 * wrapped before its last words), and none of the things a header sets there that say no job.
 */
export function mayBeHeadline(text: string, name: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  // (LinkedIn's, parted by bars, run longer: 'مديرة تحليلات البيانات في Emirates NBD | Power BI | SQL | …'.)
  if (words > (/\s[|·•]\s/u.test(t) ? 24 : 14) || !/\p{L}{2}/u.test(t)) return false;
  // (A sentence's stop, not a company's legal form: 'Senior Software Engineer at Kaveri Fintech Solutions Pvt. Ltd.'.)
  if (/[.][”"’)]?$/u.test(t) && !IS_LEGAL_FORM.test(t.split(/\s+/u).at(-1)!)) return false;
  // A summary's first line, wrapped at a comma, a word that goes on, or after a sentence ('… in London. For ten').
  if (/[,;]$/u.test(t) || ENDS_MID_PHRASE.test(t) || /\p{Ll}{4}[.!?]\s+\p{Lu}/u.test(t)) return false;
  // Or a line's rest: it starts on a word that goes on a phrase ('per il curriculum', 'ある場合').
  // (Or a long one in lower case: 'keuangan dan akuntansi, mencakup …'.)
  if (FUNCTION_WORD.test(t.split(/\s+/u)[0]!) || /^\p{sc=Hiragana}/u.test(t) || (/^\p{Ll}/u.test(t) && words >= 6))
    return false;
  // A label alone ('Lugar de nacimiento:'), a labelled detail ('Гражданство: Россия') or a name's label ('Naam').
  // (A name's label letter-spaced too: '성 명'.)
  if ((/[:：]$/u.test(t) && lineLabel(t)) || labelled(t) || isPlaceLabel(t) || isTownLabel(t)) return false;
  if (NAME_LABEL.test(t) || NAME_LABEL.test(t.replace(/\s+/gu, ''))) return false;
  // The name again, in capitals or before a page's number ('Kevin O'Brien | Page 2'), or its initials.
  const plain = comparable(t);
  if (name && (plain.startsWith(comparable(name)) || initialsOf(t, name) || COURTESY_NAME.test(t))) return false;
  // (Or in Latin letters under a name in another script: 'ณัฐวุฒิ วงศ์ประเสริฐ' over 'Nattawut Wongprasert'.)
  if (
    !/\p{sc=Latn}/u.test(name) &&
    /^\p{Lu}[\p{sc=Latn}'’-]*(?: \p{Lu}[\p{sc=Latn}'’-]*){0,3}$/u.test(t) &&
    !titleScore(t)
  )
    return false;
  // (Letters after the name on a line of their own: 'MBA, PMP'.)
  if (credentialsOnly(t)) return false;
  // (A remark in brackets, an item of a numbered list, a measure: '(Mobile)', '1.縦 36~40mm' in a photo's box.)
  if (/^\(.*\)$/u.test(t) || /^\d{1,2}[.)]/u.test(t) || /\d\s*(?:mm|cm)(?![\p{L}])/u.test(t)) return false;
  return !(
    isDocumentTitle(t) ||
    (headingKind(t)?.cover ?? 0) >= 1 ||
    INVOCATION.test(t) ||
    PHOTO_BOX.test(t) ||
    PARTICULARS.test(t) ||
    ID_NUMBER.test(t) ||
    NOT_ABOUT_THE_JOB.test(t) ||
    HANDLE.test(t) ||
    !!findDates(t) ||
    looksLikeStreet(t)
  );
}

/**
 * The headline the header's line `index` gives, alone or with the line under it where it wrapped mid-phrase ('Senior
 * Product Designer · design systems, editor tools and the' / 'unglamorous parts of handoff'); none where it is a
 * paragraph's first line, which goes on under it in lower case.
 */
export function headlineFrom(
  all: readonly SourceLine[],
  index: number,
  name: string,
): { text: string; lines: number[] } | undefined {
  const line = all[index]!;
  const next = all[index + 1];
  const under =
    next &&
    next.parts.length === 1 &&
    closeUnder(line, next) &&
    alignedUnder(line, next) &&
    Math.abs(next.size - line.size) < 0.5 &&
    !EMAIL.test(next.text) &&
    !URL.test(next.text) &&
    !findPhone(next.text)
      ? next
      : undefined;
  if (under && (ENDS_MID_PHRASE.test(line.text) || /[,&·|]\s*$/u.test(line.text))) {
    const text = withoutPay(joinWrapped(line.text, under.text));
    return mayBeHeadline(text, name) ? { text, lines: [line.id, under.id] } : undefined;
  }
  if (under && /^\p{Ll}[\p{Ll}\p{M}'’-]*\s/u.test(under.text)) return undefined;
  const text = withoutPay(line.text);
  return mayBeHeadline(text, name) ? { text, lines: [line.id] } : undefined;
}
