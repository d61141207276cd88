import { EMAIL, URL, findPhone, isEmailLabel, isPhoneLabel, isPlaceLabel } from './contact';
import { looksLikePlace, looksLikeStreet } from './places';
import { headingKind } from './headings';
import { FUNCTION_WORD } from './lexicon';
import { isKnownCity } from './cities';
import type { HeaderFields } from './header';
import { joinWrapped } from '../wrapped-text';
import { closeUnder } from './line-gaps';
import { townOverCountry } from './town-country';
import type { SourceLine } from './types';

// An address a narrow column or cell wrapped over lines, or set over lines of its own.

/**
 * An address printed over lines of its own ('14 Birchwood Road' / 'Leeds LS6 2QD' / 'United Kingdom'): the lines
 * around a street or a postal code, set in one block, joined with commas as the place.
 */
/** A driving licence and its class under the address, as a sidebar lists them ('Permis B', 'Führerschein Klasse B'). */
const LICENCE_CLASS =
  /^(?:permis|führerschein|fahrerlaubnis|driving licen[cs]e|driver'?s licen[cs]e|full uk driving licen[cs]e|carn[eé]t?(?: de conducir)?|permiso(?: de conducir)?|patente|rijbewijs|prawo jazdy|körkort|cnh)(?:\s+(?:de conduire|klasse|kat\.?|category|cat\.|categoria|categoría|clase|class|tipo))?\s+[A-E](?:\d|\+?E)?$/iu;

export function joinAddress(all: readonly SourceLine[], out: HeaderFields) {
  if (addressUnderLabel(all, out) || addressUnderPostcode(all, out) || townOverCountry(all, out)) return;
  // An address in its label's cell over two lines ('Anschrift' | 'Hauptstraße 21' over '69117 Heidelberg').
  const at = all.findIndex((l) => out.location?.lines.includes(l.id));
  const cell = all[at];
  if (cell && out.location && (continuesUnderValue(all, at, out) || wrapsOnPlace(all, at, out))) return;
  // A Word table's row is one line of its cells' first paragraphs, then its cells' other paragraphs, a cell's beside
  // the other's they stand level with ('Nadia Haddad' | '2214 Summit Street', then the headline | 'Columbus, OH
  // 43201'): the town is the first part of those lines that names one with its postal code or state.
  const townPart = (l: SourceLine) =>
    l.parts.find((p) => looksLikePlace(p.text) && (looksLikeStreet(p.text) || /,\s*\p{Lu}{2}$/u.test(p.text)));
  const below = cell?.box.page === 0 ? all.slice(at + 1, at + 5).find(townPart) : all[at + 1];
  // On a page, the town is the part under the street's own part, whatever stands beside them ('48 Elm Street, Apt. 2'
  // | '(617) 555-0193' over 'Somerville, MA 02144' | e-mail, two columns under a name).
  const streetPart = cell?.parts.find((p) => !!out.location && out.location.text.startsWith(p.text.trim()));
  const town =
    cell?.box.page === 0 && below
      ? townPart(below)?.text
      : below?.parts.length === 1
        ? below?.text
        : below?.parts.find((p) => streetPart && Math.abs(p.x - streetPart.x) < 3)?.text;
  if (
    out.location &&
    cell &&
    below &&
    town &&
    cell.parts.length >= 2 &&
    (cell.box.page === 0 ||
      (Math.abs(below.parts.length === 1 ? below.box.x - cell.parts.at(-1)!.x : 0) < 3 &&
        closeUnder(cell, below, 1.8))) &&
    looksLikeStreet(out.location.text) &&
    looksLikePlace(town) &&
    // (Not a town its own label's row added already: 'Ciudad' | 'Bogotá D.C.' under 'Dirección' | the street.)
    !out.location.text.toLowerCase().includes(town.toLowerCase()) &&
    !EMAIL.test(town) &&
    !findPhone(town)
  ) {
    out.location = {
      ...out.location,
      text: `${out.location.text}, ${town}`,
      lines: [...out.location.lines, below.id],
    };
    if (below.parts.length === 1) out.used.add(below.id);
  }
  // An address on one line, its parts set apart by separators ('Calle de Alcalá 120 • 28009 Madrid • España').
  // The contact details may follow it on the line ('1234 College Ave, Apt 5 • Tempe, AZ 85281 • (480) 555-0110').
  const plain = (p: string) =>
    !EMAIL.test(p) &&
    !findPhone(p) &&
    !URL.test(p) &&
    p.split(/\s+/).length <= 5 &&
    // (A town with its state after a slash, as Brazil writes it: 'São Paulo/SP'.)
    /^[\p{L}\d][\p{L}\p{M}\d .,'/-]*$/u.test(p);
  for (const l of all) {
    const split = l.text.split(/\s+[|•·｜–—]\s+/u).map((p) => p.trim());
    const rest = split.findIndex((p) => !plain(p));
    const pieces = rest < 0 ? split : split.slice(0, rest);
    if (pieces.length < 2 || !looksLikeStreet(pieces[0]!)) continue;
    if (out.location && out.location.confidence >= 0.9 && !out.location.lines.includes(l.id)) return;
    out.location = { text: pieces.join(', '), lines: [l.id], confidence: 0.75 };
    out.used.add(l.id);
    return;
  }
  const start = all.findIndex(
    (l) => l.parts.length === 1 && looksLikeStreet(l.text) && !EMAIL.test(l.text) && !findPhone(l.text),
  );
  if (start < 0) return;
  const first = all[start]!;
  const block = [first];
  for (let i = start + 1; i < all.length; i++) {
    const l = all[i]!;
    const near =
      l.box.page === first.box.page &&
      Math.abs(l.size - first.size) < 0.6 &&
      l.box.y - block.at(-1)!.box.y < l.size * 1.8;
    const plain =
      l.parts.length === 1 &&
      !EMAIL.test(l.text) &&
      !findPhone(l.text) &&
      !URL.test(l.text) &&
      // (A town's province in brackets too: '20121 Milano (MI)'.)
      /^[\p{L}\d][\p{L}\p{M}\d .,'-]*(?:\s\(\p{Lu}{2}\))?$/u.test(l.text);
    if (!near || !plain || l.text.split(/\s+/).length > 5 || LICENCE_CLASS.test(l.text.trim())) break;
    block.push(l);
  }
  if (block.length < 2) return;
  if (out.location && !block.some((b) => out.location!.lines.includes(b.id)) && out.location.confidence >= 0.9) return;
  out.location = { text: addressText(block), lines: block.map((b) => b.id), confidence: 0.75 };
  block.forEach((b) => out.used.add(b.id));
}

/**
 * An address's lines joined with commas. A line of the address wrapped in a narrow column goes on in lower case
 * ('Calle Ercilla 24, 3.º' / 'izq.'): a line that goes on the one above in lower case, or after a word in lower case
 * ('Ciudad de' / 'México'), follows a space.
 */
const endsOnArticle = (text: string) => {
  const last = text.split(/\s+/u).at(-1)!;
  return /^\p{Lu}\p{Ll}+$/u.test(last) && FUNCTION_WORD.test(last);
};
// (Or after the postcode its town follows: 'No. 18, Jalan SS 2/24, 47300' / 'Petaling Jaya, Selangor', Portugal's
// '…, 4050-174' / 'Porto'.)
const POSTCODE_END = /,\s*(?:\d{5}|\d{4}-\d{3}|\d{2}-\d{3})$/u;
// (Or after a street's name the number wrapped from: 'Av. República de El Salvador' / 'N35-126 y Portugal, Quito'.)
const numberAfterStreet = (above: readonly SourceLine[], next: string) =>
  !above.some((l) => /\d/u.test(l.text)) &&
  !/,\s*$/u.test(above.at(-1)!.text) &&
  /^\p{Lu}?\d{1,4}(?:-\d+)?\b/u.test(next);
// A Thai address's lines go on with a space, no comma, and a unit's word wrapped from its name with nothing: '123/45
// ซอยลาดพร้าว 71 แขวง' / 'ลาดพร้าว เขตลาดพร้าว กรุงเทพฯ' / '10230'.
const THAI_UNIT_END = /(?:แขวง|เขต|ตำบล|อำเภอ|จังหวัด|ซอย|ถนน)$/u;
const thaiJoin = (above: string, next: string) =>
  /\p{Script=Thai}/u.test(above) && /^[\p{Script=Thai}\d]/u.test(next)
    ? THAI_UNIT_END.test(above)
      ? ''
      : ' '
    : undefined;
const addressText = (block: readonly SourceLine[]) =>
  block
    .map(
      (b, i) =>
        (i === 0
          ? ''
          : (thaiJoin(block[i - 1]!.text, b.text) ??
            (/^\p{Ll}/u.test(b.text) ||
            /\s\p{Ll}+$/u.test(block[i - 1]!.text) ||
            // (Or after a capitalised article, a street's name going on: 'Av. República de El' / 'Salvador N35-126'.)
            endsOnArticle(block[i - 1]!.text) ||
            POSTCODE_END.test(block[i - 1]!.text) ||
            numberAfterStreet(block.slice(0, i), b.text) ||
            // (Or a lot's number after the block's, as Latin America numbers them: 'Mz. 14' / 'V. 7'.)
            (/\d$/u.test(block[i - 1]!.text) && /^\p{Lu}\p{Ll}{0,4}\.\s?\d+\p{L}?$/u.test(b.text)) ||
            // (Its comma typed, or after an abbreviation that goes on: '27 Mabini St., Brgy.' / 'Poblacion 3, …,'.)
            /,$/u.test(block[i - 1]!.text) ||
            // (Or a Vietnamese place's syllables, the line broken between them: '…, Cầu' / 'Giấy, Hà Nội'.)
            (/,\s\p{Lu}\p{Ll}*$/u.test(block[i - 1]!.text) &&
              /^\p{Lu}\p{Ll}*,/u.test(b.text) &&
              /[\u1ea0-\u1ef9đăơư]/iu.test(block[i - 1]!.text + b.text)) ||
            (/(?:^|\s)\p{L}{1,5}\.$/u.test(block[i - 1]!.text) && /^\p{L}/u.test(b.text))
              ? ' '
              : ', '))) + b.text,
    )
    .join('')
    // (Its label typed before it on the first line: 'Address: 27 Mabini St., …'.)
    .replace(/^([^:：]{2,30})[:：]\s*/u, (whole, label: string) => (isPlaceLabel(label) ? '' : whole));

/**
 * A labelled address that ends in a comma goes on, on the lines set under its value alone ('Address' | ': Flat No.
 * B-304, Shree Ganesh Residency,' / 'Near Dange Chowk, Wakad,' / 'Pune – 411057, Maharashtra.'): up to the first
 * line that ends without one. Whether it names a street or a town, the comma says the address is not over. On a page,
 * a line in lower case, or under one that ran to the edge, goes on too, under the value or back at the label's margin,
 * where a paragraph 'Label<TAB>: value' wraps ('Dirección : Av. Próceres … 3245, San Juan' / 'de Lurigancho, Lima').
 */
function continuesUnderValue(all: readonly SourceLine[], at: number, out: HeaderFields): boolean {
  const cell = all[at]!;
  const location = out.location!;
  const value = cell.parts.at(-1)!;
  if (cell.parts.length < 2) return false;
  // 'Label<TAB>: value' or 'Label:<TAB>value' on a page: one paragraph, which wraps back to the label's margin.
  const labelled = cell.box.page > 0 && (/[:：]\s*$/u.test(cell.parts[0]!.text) || /^[:：]/u.test(value.text));
  // A line that ran to the text's right edge, less than a long word short of it.
  const right = Math.max(...all.filter((l) => l.box.page === cell.box.page).map((l) => l.box.x + l.box.w));
  const reachesEdge = (l: SourceLine) => l.box.x + l.box.w > right - l.size * 5;
  const more: SourceLine[] = [];
  for (let i = at + 1; i < all.length; i++) {
    const l = all[i]!;
    const prev = more.at(-1) ?? cell;
    // (A comma that says the address goes on lets its next line stand a little further in: Word's hanging indent.)
    const near = (x: number) => Math.abs(l.box.x - x) < l.size * (/,\s*$/u.test(prev.text) ? 1.2 : 0.8);
    // (After an abbreviation the line ends on, as after a comma, the address goes on, the town too: '…, Kel. Sekeloa,
    // Kec.' over 'Coblong, Bandung 40134', '… Sok. No: 14 D:' over '7, 34758 Ataşehir / İstanbul'.)
    const afterAbbreviation = /(?:^|\s)\p{L}{1,5}[.:]$/u.test(more.length ? prev.text : location.text);
    const wraps = labelled && near(cell.box.x) && (/^\p{Ll}/u.test(l.text) || reachesEdge(prev));
    // (Or a table's value cell that wrapped, its lines under the value's first with no label of their own: 'Alamat:' |
    // 'Jl. Tubagus Ismail Dalam No. 12, RT' over '03/RW 05, Kel. Sekeloa, Kec. Coblong,' over 'Bandung 40134'.)
    // (A town under a street is a field of its own, read as one: 'Gerolfinger Straße 112' over '85049 Ingolstadt'.)
    const inCell =
      labelled &&
      l.parts.length === 1 &&
      Math.abs(l.box.x - value.x) < 1.5 &&
      (!looksLikePlace(l.text) || afterAbbreviation);
    if (!/,\s*$/u.test(more.length ? prev.text : location.text) && !afterAbbreviation && !wraps && !inCell) break;
    // (A Word paragraph's lines after a break come one after the other, with no place on a page.)
    const placed =
      cell.box.page === 0 ||
      // (Set under the value's text, after its colon: ': Flat No. …' over 'Near Dange Chowk, …'.)
      ((near(value.x) || wraps) && closeUnder(prev, l, 1.8));
    const under =
      l.parts.length === 1 && l.box.page === cell.box.page && placed && !EMAIL.test(l.text) && !findPhone(l.text);
    if (!under) break;
    more.push(l);
  }
  if (!more.length) return false;
  // (A postcode after an abbreviation's stop starts a part of its own: '… 4º izda.' over '48011 Bilbao (Bizkaia)'.)
  const text = [location.text, ...more.map((l) => l.text)]
    .reduce((a, b) => (/\p{L}\.$/u.test(a) && /^\d/u.test(b) ? `${a}, ${b}` : joinWrapped(a, b)))
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/u, '');
  out.location = { ...location, text, lines: [...location.lines, ...more.map((l) => l.id)] };
  more.forEach((l) => out.used.add(l.id));
  return true;
}

/**
 * An address after its label, wrapped at a narrow column's or cell's edge in the middle of a place's name ('Địa chỉ:
 * Số 12 Ngõ 34 Phố Huế, Hai' / 'Bà Trưng, Hà Nội'): the line under it goes on it.
 */
function wrapsOnPlace(all: readonly SourceLine[], at: number, out: HeaderFields): boolean {
  const [cell, next] = [all[at]!, all[at + 1]];
  const location = out.location!;
  const value = location.text.trim();
  const last = value.split(/,\s*/u).at(-1)!;
  const inline = cell.parts.length === 1 && cell.text.trim() !== value && cell.text.trim().endsWith(value);
  // (Or in its value's cell beside the label, the rest under the value: 'Comuna:' | 'Providencia, Región' over
  // 'Metropolitana'.)
  const cellValue =
    cell.parts.length >= 2 && cell.parts.at(-1)!.text.trim().endsWith(value) ? cell.parts.at(-1) : undefined;
  if ((!inline && !cellValue) || !next || next.parts.length !== 1 || next.box.page !== cell.box.page) return false;
  const x = cellValue?.x ?? cell.box.x;
  if (Math.abs(next.box.x - x) > next.size * 0.8 || !closeUnder(cell, next, 1.8)) return false;
  // (After a comma the address goes on, whatever the next line names: 'Domicilio: Av. Corrientes 1234,' / '5° B, CABA'.)
  const comma = /,$/u.test(value);
  const rest = comma
    ? next.text.trim().split(/\s+/u).length <= 6
    : cellValue
      ? /^\p{Lu}[\p{L}\p{M}.'-]*(?: [\p{L}\p{M}.'-]+){0,2}$/u.test(next.text.trim())
      : looksLikePlace(next.text);
  if (/[:：]/u.test(next.text) || EMAIL.test(next.text) || findPhone(next.text) || !rest) return false;
  // (It stopped in a name: a capitalised word or two that name no town, after the address's last comma; an
  // abbreviation may come first, 'TP. Hồ' / 'Chí Minh'.)
  if (!comma && (!/^(?:\p{Lu}[\p{L}\p{M}]*\.? ?){1,3}$/u.test(last) || isKnownCity(last) || last === value))
    return false;
  out.location = { ...location, text: joinWrapped(value, next.text.trim()), lines: [...location.lines, next.id] };
  out.used.add(next.id);
  return true;
}

/**
 * An address under its label on a line of its own, as a sidebar sets its details ('Adresse' over 'Venloer Straße
 * 241' / '50823 Köln', then 'Telefon' over the number): the lines under the label, up to the next label, joined.
 */
function addressUnderLabel(all: readonly SourceLine[], out: HeaderFields): boolean {
  const at = all.findIndex((l) => l.parts.length === 1 && isPlaceLabel(l.text));
  if (at < 0) return false;
  const label = all[at]!;
  const lines: SourceLine[] = [];
  for (const l of all.slice(at + 1, at + 6)) {
    const prev = lines.at(-1) ?? label;
    // Three lines, or more where a comma says the address goes on ('#45, 3rd Main Road,' / 'Vijayanagar,' /
    // 'Bengaluru – 560040,' / 'Karnataka', in a narrow sidebar).
    if (lines.length >= 3 && !/,\s*$/u.test(prev.text)) break;
    const next =
      l.parts.length === 1 &&
      (label.box.page === 0 ||
        (l.box.page === prev.box.page && l.box.y > prev.box.y && l.box.y - prev.box.y < l.size * 1.9)) &&
      ![isPlaceLabel, isPhoneLabel, isEmailLabel].some((is) => is(l.text)) &&
      // (Nor the next field's label, set as this one is and not as its value: 'Ciudad' / 'Bilbao, España' /
      // 'LinkedIn' / the address, the labels in bold.)
      !(lines.length && l.bold === label.bold && l.bold !== lines[0]!.bold) &&
      !headingKind(l.text) &&
      !EMAIL.test(l.text) &&
      !findPhone(l.text) &&
      !URL.test(l.text);
    if (!next) break;
    lines.push(l);
  }
  if (!lines.length || !lines.some((l) => looksLikePlace(l.text) || looksLikeStreet(l.text))) return false;
  const ids = lines.map((l) => l.id);
  if (out.location && out.location.confidence >= 0.9 && !out.location.lines.some((id) => ids.includes(id)))
    return false;
  out.location = { text: addressText(lines), lines: [label.id, ...ids], confidence: 0.9 };
  [label, ...lines].forEach((l) => out.used.add(l.id));
  return true;
}

/**
 * A Japanese address under its postcode, as the 履歴書's cell sets them ('現住所\u3000〒154-0024' over '東京都世田谷区三軒茶屋
 * 2-14-8 …'): the postcode, then the address, on the lines after it that name a prefecture and a ward or town.
 */
function addressUnderPostcode(all: readonly SourceLine[], out: HeaderFields): boolean {
  const code = out.location?.text.match(/(?:〒\s*)?(\d{3}-\d{4})$/u);
  if (!code || !out.location) return false;
  const at = all.findIndex((l) => out.location!.lines.includes(l.id));
  const japanese = (t: string) => /\p{Script=Han}(?:都|道|府|県).*\p{Script=Han}(?:市|区|町|村)/u.test(t);
  const address = all.slice(at + 1, at + 4).find((l) => l.parts.some((p) => japanese(p.text)));
  if (!address) return false;
  const part = address.parts.find((p) => japanese(p.text))!;
  // (Its last characters wrapped alone under it in the cell: '… 305 号' over '室'.)
  const next = all[all.indexOf(address) + 1];
  const rest =
    next && next.parts.length === 1 && Math.abs(next.box.x - part.x) < 3 && /^\p{Script=Han}{1,3}$/u.test(next.text)
      ? next
      : undefined;
  out.location = {
    ...out.location,
    text: `〒${code[1]} ${part.text.trim()}${rest?.text ?? ''}`,
    lines: [...out.location.lines, address.id, ...(rest ? [rest.id] : [])],
  };
  if (address.parts.length === 1) out.used.add(address.id);
  if (rest) out.used.add(rest.id);
  return true;
}
