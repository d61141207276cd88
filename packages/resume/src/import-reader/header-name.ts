import { EMAIL, labelled, NAME_LABEL } from './contact';
import { looksLikePlace } from './places';
import { credentialsOnly, withoutCredentials } from './credentials';
import { titleScore } from './lexicon';
import { headingKind } from './headings';
import { isKnownCity } from './cities';
import { isDocumentTitle } from './page-furniture';
import { PHOTO_BOX } from './headline-text';
import { givenAndSurnames } from './name-labels';
import type { HeaderFields } from './header';
import type { SourceLine, SourcePart } from './types';
import { CJK_LETTERS } from '../scripts';

// The person's name among a header's lines: after its label ('Nombre: …', '氏名 …'), or the line that reads as one.

/** Spaces typed or set between the letters of a Chinese, Japanese or Korean label: '姓\u3000\u3000名', '성  명', '주  소'. */
export const withoutPadding = (label: string) =>
  label.replace(/(?<=[\p{Script=Han}\p{Script=Hangul}])[\s\u3000]+(?=[\p{Script=Han}\p{Script=Hangul}])/gu, '');
/** The script a name is given in, in brackets before it: '(한글)', '(漢字)', '(English)'. */
const SCRIPT_NOTE = /^\((?:한글|국문|한자|영문|漢字|英文|english)\)$/iu;

/**
 * A row's cells with a label padded letter by letter to the width of longer ones ('姓\u3000\u3000名' read as '姓' | '名')
 * made one again: single Chinese or Japanese characters side by side.
 */
export function paddedLabels(parts: readonly SourcePart[]): SourcePart[] {
  const one = (p: SourcePart | undefined) => !!p && /^\p{Script=Han}$/u.test(p.text);
  const out: SourcePart[] = [];
  for (const p of parts) {
    const last = out.at(-1);
    if (one(p) && last && /^\p{Script=Han}+$/u.test(last.text) && one(parts[parts.indexOf(p) - 1]))
      out[out.length - 1] = { ...last, text: last.text + p.text, right: p.right };
    else out.push(p);
  }
  return out;
}

/** Pronouns after a name, as LinkedIn shows them ('(she/her)', '(they/them)', '(ella)'): no part of it. */
const PRONOUNS = /\s*\((?:she|he|they|ella|él|elle|il|iel|sie|er)(?:\s*\/\s*\p{L}+){0,2}\)$/iu;

/** A Chinese, Japanese or Korean name's Latin spelling in brackets after it ('윤태호 (Taeho Yoon)'): the name is the first. */
const LATIN_SPELLING = new RegExp(`(?<=[${CJK_LETTERS}])\\s*\\((?:\\p{Script=Latin}[\\p{L}'’-]*\\s?){1,4}\\)$`, 'u');

// (A zero-width non-joiner inside a word is part of how Persian names are spelt: 'حسینی‌نژاد'.)
const NAME_WORDS =
  /^[\p{Lu}\p{Lo}][\p{L}\p{M}\u200c.'’-]*(?:\s+[\p{L}\p{M}\u200c.'’-]+){0,4}(?:,\s*(?:[Pp]h\.?\s?[Dd]\.?|M\.?D\.?|MBA|CPA|RN|Jr\.?|Sr\.?|II|III|Esq\.?))?$/u;
/** A Chinese, Japanese or Korean name: family and given names, with or without a space between. */
const CJK_NAME = new RegExp(`^[${CJK_LETTERS}]{1,5}\\s?[${CJK_LETTERS}]{1,5}$`, 'u');
/** The surnames first in capitals, then the given names after a comma ('GARCÍA LÓPEZ, María'), as forms ask. */
const SURNAME_FIRST =
  /^\p{Lu}[\p{Lu}\p{M}'’-]+(?:\s+\p{Lu}[\p{Lu}\p{M}'’-]+){0,2},\s+\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*)?$/u;

const surnameFirst = (s: string) => {
  const [surnames = '', given = ''] = s.trim().split(/,\s+/);
  return SURNAME_FIRST.test(s.trim()) && !isKnownCity(surnames) && !looksLikePlace(given);
};

const LOWER_NAME = /^\p{Ll}[\p{Ll}\p{M}'’-]+(?:\s+\p{Ll}[\p{Ll}\p{M}'’-]+){1,3}$/u;

const looksLikeName = (s: string) =>
  surnameFirst(s) ||
  // Initials alone ('RK' in a template's coloured box) are no name.
  (!/^\p{Lu}{1,3}\.?$/u.test(s.trim()) &&
    (NAME_WORDS.test(withoutCredentials(s)) ||
      CJK_NAME.test(s) ||
      /^[\p{Script=Arabic}\p{Script=Hebrew}\s\u200c]{3,40}$/u.test(s)) &&
    !EMAIL.test(s) &&
    !/\d/.test(s) &&
    !headingKind(s) &&
    !isDocumentTitle(s) &&
    !looksLikePlace(s));

/** A label that asks for the surnames first ('Apellidos y nombres' | 'Tello Ccahuana, Lucía Fernanda', Peru's forms). */
const SURNAMES_FIRST =
  /^(?:apellidos? y nombres?|apellido\(s\) \/ nombre\(s\)|surname\(s\) \/ first name\(s\)|nachname\(n\) \/ vorname\(n\)|cognome\(i\) \/ nome\(i\))$/iu;

/** 'Lindqvist, Erik': capitalised names, a comma between the surnames and the given names. */
const SURNAME_COMMA =
  /^\p{Lu}[\p{L}\p{M}'’-]+(?: \p{Lu}[\p{L}\p{M}'’-]+){0,2},\s*\p{Lu}[\p{L}\p{M}'’-]+(?: \p{Lu}[\p{L}\p{M}'’-]+){0,2}$/u;

/**
 * Two lines of a name in display type one under the other, in one size from one edge, a line's spacing apart: the
 * lower one a capitalised word alone (or, `upper`, the upper one).
 */
const wordUnder = (a: SourceLine, b: SourceLine, upper = false): boolean =>
  b.box.page === a.box.page &&
  (upper ? a : b).parts.length === 1 &&
  Math.abs(b.size - a.size) < 0.6 &&
  Math.abs(b.box.x - a.box.x) < 3 &&
  b.box.y - a.box.y < a.size * 2.2 &&
  /^\p{Lu}\p{Ll}+$/u.test((upper ? a : b).text.trim());

/**
 * The name: the largest type near the top of the first page (the page's own title aside), with the line right
 * under it when that one is set the same way (a given name over surnames); a name after a label ('Name', '氏名')
 * when the top of the page is the document's title.
 */
export function findName(lines: readonly SourceLine[], out: HeaderFields) {
  const candidates = lines.filter((l) => l.box.page <= 1 && !l.bullet).slice(0, 12);
  // 'Nombres: Verónica Alexandra' near 'Apellidos: Chiriboga Salazar': the name in two fields.
  const apart = givenAndSurnames(lines);
  if (apart && looksLikeName(apart.text)) {
    out.name = { ...apart, confidence: 0.9 };
    apart.lines.forEach((id) => out.used.add(id));
    return;
  }
  for (const l of lines) {
    // 'Name: Jonas Becker', 'Name | Jonas Becker' (a personal-data table), '氏名 佐藤 美咲'.
    // (After a photo's empty frame, its cell on the row: '사 진' | '성명(한글)' | '김지현'.)
    const cells = paddedLabels(l.parts);
    const [first, second] = PHOTO_BOX.test(cells[0]?.text.trim() ?? '') ? cells.slice(1) : cells;
    // Or the name beside the personal data's heading (Europass: 'INFORMACIÓN PERSONAL' | 'Marta Ruiz Delgado').
    // (A label padded with ideographic spaces to the width of longer ones: '姓\u3000\u3000名'.)
    // (The script named in the label's brackets: '성명(한글)', not '성명(한자)'.)
    const label = first
      ? withoutPadding(first.text.replace(/[:：]$/, ''))
          .replace(/(?<=\S)\s*\((?:한글|국문)\)$/u, '')
          .trim()
      : '';
    // (After the script the name is written in: '성 명' | '(한글)' | '김민준'.)
    const value2 = SCRIPT_NOTE.test(second?.text ?? '') ? paddedLabels(l.parts)[2] : second;
    // (Or the script alone labels it, its label cell set apart: '(한글)' | '김민준'.)
    const hangul = /^\((?:한글|국문)\)$/u.test(label);
    // (The value's cell may start with the colon typed after a tab: 'Nombre' | ': Camila Andrea Soto Pérez'.)
    const pair =
      value2 && (NAME_LABEL.test(label) || hangul || headingKind(label)?.kind === 'contact')
        ? value2.text.replace(/^[:：]\s*/u, '')
        : undefined;
    const lab = labelled(l.text);
    const spaced = l.text.match(/^(氏名|姓名|이름)\s+(.+)$/u);
    const written = pair ?? (lab?.kind === 'name' ? lab.value : undefined) ?? spaced?.[2];
    // (Without the name in Chinese characters a Korean form adds in brackets: '김민준 (金敏俊)'.)
    const hanjaApart = written?.replace(/\s*[(（]\p{Script=Han}{2,4}[)）]$/u, '');
    // (Or a label naming both parts, whatever their order, over 'Surname, Given name' as a list sorts it: europecv's
    // 'Förnamn / Efternamn' | 'Lindqvist, Erik'.)
    const both = /\//u.test(label) && SURNAME_COMMA.test(hanjaApart ?? '');
    const value =
      both || SURNAMES_FIRST.test(label || (lab?.kind === 'name' ? l.text.split(/[:：]/u)[0]!.trim() : ''))
        ? hanjaApart?.replace(/^([^,]+),\s*([^,]+)$/u, '$2 $1')
        : hanjaApart;
    if (value && looksLikeName(value.trim())) {
      out.name = { text: value.trim(), lines: [l.id], confidence: 0.9 };
      out.used.add(l.id);
      return;
    }
  }
  // The name and a headline set on one line ('Grace Adeyemi — Supply Chain Analyst'): the name is before the dash.
  // A letter-spaced name comes as a part a word ('CARMEN' | 'VIDAL'): one name.
  // (A part far larger than the line's others is the name, wherever it stands: an address column's first line on the
  // name's baseline, 'Calle Ercilla 24, 3.º' | 'Íñigo Echeverría Salazar' at 34 pt.)
  // (Or the part after the document's title in the cell before it: 'Curriculum vitae' | 'Francesca Moretti', the old
  // Europass's first row typed in Word.)
  const ownPart = (l: SourceLine) => {
    const large = l.parts.find((p) => l.parts.every((o) => o === p || o.size * 1.5 < p.size));
    if (l.parts.length === 2 && isDocumentTitle(l.parts[0]!.text)) return l.parts[1];
    return l.parts.length > 1 && large ? large : l.parts[0];
  };
  // (Letters after the name in a part of their own, after its comma: 'Ashley N. Monroe,' | 'BSN, RN, CCRN'.)
  const credentialsApart = (l: SourceLine) =>
    l.parts.length >= 2 &&
    /,\s*$/u.test(l.parts[0]!.text) &&
    credentialsOnly(
      l.parts
        .slice(1)
        .map((p) => p.text)
        .join(', '),
    );
  // (Or a CJK family name and given name set in cells of their own, a 履歴書's: '佐藤' | '美咲'.)
  const cjkCells = (l: SourceLine) =>
    l.parts.length === 2 && CJK_NAME.test(l.parts.map((p) => p.text.trim()).join(' '));
  const nameOf = (l: SourceLine) =>
    credentialsApart(l) || cjkCells(l)
      ? l.parts.map((p) => p.text.trim()).join(' ')
      : l.parts.length >= 2 &&
          l.parts.length <= 4 &&
          l.parts.every((p) => /^\p{Lu}[\p{L}\p{M}'’-]*$/u.test(p.text) && Math.abs(p.size - l.size) < 0.5)
        ? l.parts.map((p) => p.text).join(' ')
        : (ownPart(l)?.text ?? '')
            .split(/\s+[—–|·]\s+/u)[0]!
            .replace(PRONOUNS, '')
            .replace(LATIN_SPELLING, '')
            .trim();
  // (The name's own part holds no e-mail; another part of its line may: 'Harshad Kulkarni' | 'Email : …'.)
  // (Or in lower case, as a display face sets it: 'caitlin brennan' at 40 pt, the page's first and far largest line.)
  const display = (l: SourceLine) =>
    l === candidates[0] &&
    LOWER_NAME.test(nameOf(l)) &&
    !headingKind(nameOf(l)) &&
    candidates.slice(1).every((o) => o.size * 1.8 < l.size);
  const usable = candidates.filter((l) => (looksLikeName(nameOf(l)) || display(l)) && !EMAIL.test(nameOf(l)));
  if (!usable.length) return;
  const biggest = Math.max(...usable.map((l) => l.size));
  const top = usable.find((l) => l.size >= biggest - 0.1)!;
  let text = nameOf(top);
  const ids = [top.id];
  const i = lines.indexOf(top);
  const next = lines[i + 1];
  // A name set over two lines: the next line in the same size, from the same edge, a word or three. (Or a given
  // name alone over the surname in a second weight, smaller but still far larger than the text: 'MARISOL' /
  // 'QUINTERO'.)
  const smallest = Math.min(...lines.map((l) => l.size));
  const surnameUnder = (l: SourceLine) =>
    !/\s/u.test(text.trim()) &&
    l.size >= top.size * 0.6 &&
    l.size > smallest * 1.5 &&
    l.parts.length === 1 &&
    l.parts[0]!.text.split(/\s+/).length <= 2 &&
    !titleScore(l.parts[0]!.text) &&
    ((l.parts[0]!.text === l.parts[0]!.text.toUpperCase()) === (text === text.toUpperCase()) ||
      // (Or the surname in bolder capitals under a given name set light: 'Priya' / '**RAMANATHAN**'.)
      (l.bold && !top.bold && l.parts[0]!.text === l.parts[0]!.text.toUpperCase()));
  // (Or the surname before the headline's dash on the second line, both centred: 'Rocío Gutiérrez' over 'Márquez —
  // Ingeniera Industrial', moderncv's banking style wrapping a long name.)
  const centre = (l: SourceLine) => l.box.x + l.box.w / 2;
  const right = (l: SourceLine) => l.box.x + l.box.w;
  const surname = next && (nameOf(next) !== next.parts[0]!.text.trim() ? nameOf(next) : next.parts[0]!.text);
  if (
    next &&
    surname &&
    next.box.page === top.box.page &&
    (Math.abs(next.size - top.size) < 0.6 || surnameUnder(next)) &&
    (Math.abs(next.box.x - top.box.x) < 3 ||
      (surname !== next.parts[0]!.text && Math.abs(centre(next) - centre(top)) < 3) ||
      // (Or a long name in display type wrapped whole, set flush right or centred: 'Matías Fuentealba' / 'Araya'; not
      // a headline's rest under a name and the headline's start, 'Grace Adeyemi — Supply Chain' / 'Analyst'.)
      (next.parts.length === 1 &&
        top.parts.length === 1 &&
        nameOf(top) === top.text.trim() &&
        Math.abs(next.size - top.size) < 0.6 &&
        (Math.abs(right(next) - right(top)) < 3 || Math.abs(centre(next) - centre(top)) < 3))) &&
    next.box.y - top.box.y < top.size * 2.2 &&
    looksLikeName(surname) &&
    surname.split(/\s+/).length <= 3
  ) {
    text = `${text} ${surname}`;
    ids.push(next.id);
    const headline = next.parts[0]!.text.slice(surname.length)
      .replace(/^\s*[—–|·]\s*/u, '')
      .trim();
    if (headline) out.headline = { text: headline, lines: [next.id], confidence: 0.85 };
    // (A narrow column's name a word a line, 'Francisca' / 'Contreras' / 'Muñoz': a third line set as the second.)
    const third = lines[i + 2];
    if (!headline && third && wordUnder(next, third) && text.split(/\s+/).length === 2) {
      text = `${text} ${third.text.trim()}`;
      ids.push(third.id);
    }
  }
  // (A given name alone over the rest, a word too short to read as a name by itself: 'Santiago' / 'Andrés Mejía' /
  // 'Rojas', a long name in display type wrapped in a narrow column.)
  const above = lines[i - 1];
  if (above && wordUnder(above, top, true) && !headingKind(above.text) && text.split(/\s+/).length <= 3) {
    text = `${above.text.trim()} ${text}`;
    ids.unshift(above.id);
  }
  // Names printed in capitals read better in the editor as the person writes them elsewhere; keep as printed.
  const body = lines.filter((l) => !ids.includes(l.id)).map((l) => l.size);
  const larger = body.length ? text && top.size > Math.max(...body.slice(0, 40)) * 0.99 : true;
  out.name = {
    text: text.replace(/\s+/g, ' '),
    lines: ids,
    confidence: larger ? 0.9 : 0.6,
    reason: larger ? undefined : 'name-size',
  };
  ids.forEach((id) => out.used.add(id));
}
