import {
  CONTACT_KIND,
  EMAIL,
  URL,
  findPhone,
  isEmailLabel,
  isPhoneLabel,
  isNotContactLabel,
  isPersonalDetailLabel,
  isPlaceLabel,
  isTownLabel,
  isMessengerLabel,
  labelled,
  NAME_LABEL,
} from './contact';
import { looksLikePlace, withoutPlaceRemark, looksLikeStreet } from './places';
import { isRtl } from './text';
import { findDates } from './dates';
import { isKnownCity } from './cities';
import { schoolScore, titleScore } from './lexicon';
import { joinAddress } from './address-wraps';
import { contactPieces, inTypedOrder, placeAmongDetails } from './contact-pieces';
import { joinWrappedLinks } from './link-wraps';
import { labelsBesideWrappedValues, wrappedLabelsBesideValues } from './centred-labels';
import { findName, withoutPadding } from './header-name';
import { wantedHeadline } from './headline-labels';
import { headlineFrom, mayBeHeadline, PHOTO_BOX } from './headline-text';
import type { ImportReason, SourceLine } from './types';

export interface Found {
  text: string;
  lines: number[];
  confidence: number;
  reason?: ImportReason;
}

export interface HeaderFields {
  name?: Found;
  headline?: Found;
  email?: Found;
  phone?: Found;
  location?: Found;
  links: Found[];
  /** Lines used for a field. */
  used: Set<number>;
}

/** A contact field's label: 'Dirección', 'TELÉFONO:', 'E-mail'. */
const contactLabel = (t: string) => {
  const label = withoutPadding(t.replace(/[:：]$/, ''));
  return isPhoneLabel(label) || isEmailLabel(label) || isPlaceLabel(label);
};

/** The label of a detail a header lists: a contact field's, a town's, a name's, a personal detail's. */
const detailLabel = (t: string) => contactLabel(t) || isTownLabel(t) || NAME_LABEL.test(t) || isPersonalDetailLabel(t);
/** Or an identity number's, whose words may stand in a label's first line too ('Cédula de' / 'ciudadanía:'). */
const anyDetailLabel = (t: string) => detailLabel(t) || isNotContactLabel(t);

/**
 * Name, headline and contact details from the header lines and any contact section. `more` are lines from
 * elsewhere (a sidebar's contact block) searched for contact details only.
 */
export function readHeader(header: readonly SourceLine[], contact: readonly SourceLine[]): HeaderFields {
  const out: HeaderFields = { links: [], used: new Set() };
  const all = joinWrappedLinks(
    labelsBesideWrappedValues(
      // (Without a photo's empty frame: '2x2' / 'ID Picture' beside the address.)
      wrappedLabelsBesideValues(
        [...header, ...contact].filter((l) => l.parts.length > 1 || !PHOTO_BOX.test(l.text.trim())),
        anyDetailLabel,
        detailLabel,
      ),
      contactLabel,
    ),
  );
  findName(all, out);
  const place: SourceLine[] = [];
  let headlineBesideTown = false;
  // A line of contact details that names a place too ('Córdoba, Argentina | +54 9 351 555-0147 | e-mail'): where
  // the place is read, before a line above it with no contact detail ('Backend Senior · Node.js, Go y PostgreSQL').
  const contactLine = (l: SourceLine) => contactPieces(l).some((p) => EMAIL.test(p) || !!findPhone(p));
  const placeBelow = (index: number) =>
    all
      .slice(index + 1)
      .some(
        (l) => contactLine(l) && contactPieces(l).some((p) => looksLikePlace(p) && !EMAIL.test(p) && !findPhone(p)),
      );
  // The tail of a headline after its bar ('Ingénieure logiciel senior chez Lumio | Kotlin, Java, Kafka |'), on a line
  // with no contact field, over a place on a line of its own: a place only when it names a known town.
  const headlineTail = (index: number, pieces: string[], where: string) =>
    !contactLine(all[index]!) &&
    pieces.some((p) => titleScore(p) > 0 && p.split(/\s+/u).length >= 3) &&
    !isKnownCity(where.split(/[,،]/u)[0]!.trim()) &&
    all.slice(index + 1, index + 4).some((l) => l.parts.length === 1 && looksLikePlace(l.text));
  // A school named with its town, under the degree the person studies for ('Pune Institute of Computer Technology,
  // Pune' under 'B.E. Computer Engineering (2023)'), where the header names a place of its own further on: the school's.
  const schoolAbovePlace = (index: number, where: string) =>
    schoolScore(where.split(/,\s*/u)[0]!) > 0 &&
    all.slice(index + 1).some((l) => l.parts.length === 1 && looksLikePlace(l.text) && !schoolScore(l.text));
  // A value under the label of a personal detail ('Languages Known' over 'English, Kannada, Hindi and Tamil').
  const underPersonalDetail = (index: number) =>
    all[index]!.parts.length === 1 && all[index - 1]?.parts.length === 1 && isPersonalDetailLabel(all[index - 1]!.text);
  const wantedRest = new Set<number>();
  all.forEach((line, index) => {
    if (out.name?.lines.includes(line.id) && line.parts.length === 1) return;
    // A row of labels over their values a column each ('DIRECCIÓN' | 'TELÉFONO' | 'E-MAIL'): no values of its own.
    if (line.parts.length >= 2 && line.parts.every((p) => contactLabel(p.text))) return;
    // The job the person wants, after its label ('Бажана посада', '期望职位：…'): the headline, the label none.
    if (wantedRest.has(line.id)) return;
    const wanted = wantedHeadline(all, index);
    if (wanted) {
      if (wanted.text && !out.headline) out.headline = { text: wanted.text, lines: wanted.lines, confidence: 0.85 };
      for (const id of wanted.used) [out.used, wantedRest].forEach((set) => set.add(id));
      return;
    }
    const pieces = contactPieces(line);
    // A label in the row's first cell ('Telefon' | '+49 170 1234567', 'Anschrift' | 'Lindenstraße 12, 50674 Köln').
    // (A first cell with a number in it is a value of its own: 'Cédula de ciudadanía 1.020.345.678' | 'Celular …'.)
    const cellLabel =
      line.parts.length >= 2 && !/\d{3}/u.test(line.parts[0]!.text)
        ? withoutPadding(line.parts[0]!.text.replace(/[:：]$/, ''))
        : '';
    let used = false;
    let leftover = 0;
    const left: string[] = [];
    for (const raw of pieces) {
      // (The name's label and its value: 'Apellidos y nombres' | 'Tello Ccahuana, Lucía Fernanda' is no place.)
      if (out.name?.lines.includes(line.id) && (raw === line.parts[0]?.text || NAME_LABEL.test(cellLabel))) continue;
      // (A value whose own words read as a label the rules do not know is the value its cell's label names: 'Adres' |
      // 'Ataşehir Bulvarı No:12 D:8, …'.)
      const cellKind = isPhoneLabel(cellLabel)
        ? 'phone'
        : isEmailLabel(cellLabel)
          ? 'email'
          : isPlaceLabel(cellLabel)
            ? 'place'
            : undefined;
      const read = labelled(raw);
      const lab = read?.kind === 'other' && cellKind && raw !== line.parts[0]?.text ? undefined : read;
      // A value cell may keep the colon typed after a tab ('Address' | ': Flat No. B-304, …'): its first cell is a
      // label, one the rules may not know ('Languages Known' | ': English, Hindi and Marathi').
      const afterTab = !!cellLabel && /^[:：]/u.test(raw.trim());
      const written = (lab?.value ?? raw).replace(CONTACT_KIND, '').trim();
      const value = afterTab ? written.replace(/^[:：]\s*/u, '') : written;
      const kind =
        lab?.kind ??
        cellKind ??
        (isTownLabel(cellLabel) ? 'place' : afterTab || isNotContactLabel(cellLabel) ? 'other' : undefined);
      if (
        withoutPadding(raw.replace(/[:：]$/, '')).trim() === cellLabel &&
        (isPhoneLabel(cellLabel) || isEmailLabel(cellLabel) || isPlaceLabel(cellLabel) || isTownLabel(cellLabel))
      ) {
        used = true;
        continue;
      }
      const email = value.match(EMAIL);
      if (email && !out.email) {
        out.email = { text: email[0], lines: [line.id], confidence: 0.95 };
        used = true;
        continue;
      }
      if (email) {
        used = true;
        continue;
      }
      // (A postcode after Japan's postal mark is none: '〒154-0024'; nor is one under an address's label: 'Morada:
      // Rua …, 2795-123'.)
      const phone =
        kind === 'other' || kind === 'place' || value.startsWith('〒') ? undefined : findPhone(value, kind === 'phone');
      if (phone && !out.phone && !findDates(value)?.text.includes(phone)) {
        out.phone = {
          text: isRtl(line.text) ? inTypedOrder(phone) : phone,
          lines: [line.id],
          confidence: kind === 'phone' || /[+()\s-]/.test(phone) ? 0.9 : 0.6,
        };
        used = true;
        // The place set against it ('Jersey City, NJ (646) 555-0131', where a tab stop left no gap).
        const before = value.slice(0, value.indexOf(phone)).trim();
        if (before && !out.location && !lab && looksLikePlace(before))
          out.location = { text: before, lines: [line.id], confidence: 0.7 };
        continue;
      }
      // (The label a value may have in its cell or before its colon: 'Line ID' | 'pim.acc' is a messenger's handle.)
      const label = cellLabel || raw.match(/^([^:：]{1,30})[:：]/u)?.[1] || '';
      if (isMessengerLabel(label)) {
        used = true;
        continue;
      }
      const url = value.match(URL);
      if (url && url[0].length >= value.length - 2 && /\.[a-z]{2,}/i.test(value)) {
        out.links.push({ text: url[0], lines: [line.id], confidence: 0.9 });
        used = true;
        continue;
      }
      // The town under its own label after the street ('Dirección' | 'Cra 7 # 45-20 Apto 302', 'Ciudad' | 'Bogotá
      // D.C.'): one address.
      if (
        kind === 'place' &&
        out.location &&
        isTownLabel(label) &&
        looksLikeStreet(out.location.text) &&
        !looksLikeStreet(value) &&
        !out.location.text.toLowerCase().includes(value.toLowerCase())
      ) {
        out.location = {
          ...out.location,
          text: `${out.location.text}, ${value}`,
          lines: [...out.location.lines, line.id],
        };
        used = true;
        continue;
      }
      if (kind === 'place' && !out.location) {
        out.location = { text: withoutPlaceRemark(value), lines: [line.id], confidence: 0.9 };
        used = true;
        continue;
      }
      if (kind === 'objective' && !out.headline && value) {
        out.headline = { text: value, lines: [line.id], confidence: 0.85 };
        used = true;
        continue;
      }
      if (kind === 'other' || kind === 'objective') {
        leftover += 1;
        left.push(raw);
        continue;
      }
      const where = withoutPlaceRemark(value);
      // A street and its town apart on one line ('1480 Vine Street, Apt 5B ⋄ Denver, CO 80206'): one address.
      const street = out.location;
      if (
        street?.lines.includes(line.id) &&
        looksLikeStreet(street.text) &&
        !/^\d/u.test(where) &&
        !looksLikeStreet(where.split(',')[0]!) &&
        looksLikePlace(where) &&
        // (Not the town a label's row added already: 'Ciudad' | 'Bogotá D.C.'.)
        !street.text.toLowerCase().includes(where.toLowerCase())
      ) {
        out.location = { ...street, text: `${street.text}, ${where}` };
        used = true;
        continue;
      }
      if (
        !out.location &&
        looksLikePlace(where) &&
        (contactLine(line) || !placeBelow(index)) &&
        !headlineTail(index, pieces, where) &&
        !schoolAbovePlace(index, where) &&
        !underPersonalDetail(index)
      ) {
        place.push(line);
        if (looksLikeStreet(where) || place.length > 1) {
          // An address's fields set apart by dashes, as moderncv prints them ('2417 N Kedzie Blvd, Apt 3F – Chicago,
          // IL 60647 – USA'): parted by commas, as written in a line of text. (Babel in Spanish eats the space before
          // each dash: '3º B– 41011 Sevilla– España'.)
          const text = looksLikeStreet(where) ? where.replace(/(?<=\S)\s*[–—]\s+/gu, ', ') : where;
          out.location = { text, lines: [line.id], confidence: 0.75 };
        } else out.location = { text: where, lines: [line.id], confidence: 0.8 };
        used = true;
        continue;
      }
      leftover += 1;
      left.push(raw);
    }
    // A headline beside the town of an address begun above it, a Word table's cells side by side ('Traffic signal
    // engineer' | 'Columbus, OH 43201' under the name | '2214 Summit Street'): the town goes to the address.
    const besideTown =
      line.parts.length === 2 && left.length === 2 && looksLikePlace(left[1]!) && !looksLikePlace(left[0]!);
    if (used) out.used.add(line.id);
    else if (
      leftover &&
      !out.headline &&
      index < 6 &&
      out.name &&
      !out.used.has(line.id) &&
      (line.parts.length === 1 || besideTown)
    ) {
      // (The headline beside a town is one cell of its line; else the line, or two where it wrapped.)
      const found = besideTown
        ? mayBeHeadline(left[0]!, out.name.text)
          ? { text: left[0]!, lines: [line.id] }
          : undefined
        : headlineFrom(all, index, out.name.text);
      if (found) {
        out.headline = { ...found, confidence: 0.8 };
        if (besideTown) headlineBesideTown = true;
        else found.lines.forEach((id) => out.used.add(id));
      }
    }
  });
  // A line made of several (a headline wrapped at the column's edge): all of them read.
  for (const line of all) if (out.used.has(line.id)) line.joined?.forEach((id) => out.used.add(id));
  joinAddress(all, out);
  // (A value's colon left on it where the label's cell wrapped, 'Postcode en' / 'woonplaats' beside ': 6511 HH
  // Nijmegen', belongs to the label.)
  if (out.location) out.location.text = out.location.text.replace(/,\s*[:：]\s*/gu, ', ');
  // An address over lines ('2150 S 1300 E' / 'Salt Lake City' / 'United States') is read whole after the headline was
  // chosen: none of its lines is a headline.
  if (!headlineBesideTown && out.headline?.lines.some((id) => out.location?.lines.includes(id))) delete out.headline;
  if (!out.location) placeAmongDetails(all, out);
  return out;
}
