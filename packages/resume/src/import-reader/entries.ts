import { findDates, isOnlyDates, type FoundDates } from './dates';
import { looksLikePlace } from './contact';
import { AT, companyScore, degreeScore, schoolScore, titleScore } from './lexicon';
import { boxOfBoth, joinContinued, onePart } from './join-lines';
import type { SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';
import { drawnBullets } from './drawn-bullets';
import { entryDates } from './entry-dates';
import { numberedItems, sentencesAsItems, withoutNumber } from './plain-items';

/** One job, school or project: the lines that name it, its bullets and its paragraphs. */
export interface Entry {
  header: SourceLine[];
  bullets: Array<{ text: string; lines: number[] }>;
  paragraphs: SourceLine[];
}

export interface Piece {
  text: string;
  line: number;
  bold: boolean;
  italic: boolean;
  order: number;
}

const sentence = (l: SourceLine) => {
  // Fields set apart by bars ('Ciudad: Sevilla | País: España | Nota final: 8,4 | …') are no sentence, however long.
  if (/\s[|｜]\s.*\s[|｜]\s/u.test(l.text)) return false;
  const words = l.text.split(/\s+/).length;
  // A short one too when it ends on a full word and a stop ('Equipo de pagos y facturación.'), as no company's name
  // does ('Acme Holdings Inc.', 'Transportes Levante S.L.').
  return words > 14 || (/[.!?。]$/.test(l.text) && words > 6) || (/\p{Ll}{4,}[.!?]$/u.test(l.text) && words >= 4);
};

/**
 * A line that is the wrapped rest of the one above it (a school's or degree's name in a narrow side column): one
 * part each, from the same edge in the same size and style, a line's spacing below, its first word too long to
 * have fitted on the line above, neither dated nor a label ('Abschlussnote: 1,7'). Joined into the line above.
 */
export function joinWrappedLines(
  lines: readonly SourceLine[],
  right = Math.max(...lines.map((l) => l.box.x + l.box.w)),
): SourceLine[] {
  return joinContinued(
    lines,
    (prev, line) =>
      prev.parts.length === 1 &&
      line.parts.length === 1 &&
      !prev.bullet &&
      !line.bullet &&
      line.box.page === prev.box.page &&
      line.box.page > 0 &&
      Math.abs(line.box.x - prev.box.x) < 2 &&
      Math.abs(line.size - prev.size) < 0.3 &&
      line.bold === prev.bold &&
      line.italic === prev.italic &&
      line.box.y > prev.box.y &&
      line.box.y - prev.box.y < line.size * 1.6 &&
      // The next line's first word would not have fitted after the line above: it wrapped.
      prev.box.x + prev.box.w + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > right &&
      !/^[^:,]{1,30}:/.test(line.text) &&
      !findDates(prev.text) &&
      !findDates(line.text),
    (prev, line) => ({ ...onePart(prev, joinWrapped(prev.text, line.text)), box: boxOfBoth(prev, line) }),
  );
}

/** A detail after its label: 'Nota media: 8,1', 'Proyecto final: …', 'Campo(s) de estudio: Salud'. */
const LABELLED_DETAIL = /^[^:：\d]{2,40}[:：]\s*\S/u;

/** How a line is set: bold, italic, size (to half a point). */
const styleOf = (l: SourceLine) => `${l.bold}|${l.italic}|${Math.round(l.size * 2) / 2}`;

/**
 * A section's lines as entries. A list item's wrapped lines (set further in, at the item's size, close under it)
 * join it. An entry's header is the run of lines before its items; after items, or once the header has its dates
 * and another line dated or styled like its first comes, a new entry starts.
 */
export function splitEntries(lines: readonly SourceLine[]): Entry[] {
  const numbered = numberedItems(lines);
  const drawn = drawnBullets(lines, numbered);
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));
  const left = Math.min(...lines.map((l) => l.box.x));
  // An item typed with its mark and a tab wraps back to the margin, left of its text, once it has filled its line.
  const backToMargin = (item: SourceLine, line: SourceLine) =>
    line.parts[0]!.x >= left - 2 &&
    item.box.x + item.box.w > right - line.size * 4 &&
    !/[.;:!?]$/.test(item.text) &&
    line.italic === item.italic;
  const isBullet = (l: SourceLine) => l.bullet || drawn.has(l.id) || numbered.has(l.id);
  const entries: Entry[] = [];
  /** How the entries' first lines so far are set. */
  const firstStyles = new Set<string>();
  let entry: Entry | undefined;
  let last: { line: SourceLine; index: number } | undefined;
  let prev: SourceLine | undefined;
  for (const line of lines) {
    const gap = prev && prev.box.page === line.box.page ? line.box.y - prev.box.y : Infinity;
    if (isBullet(line)) {
      entry ??= { header: [], bullets: [], paragraphs: [] };
      if (!entries.includes(entry)) entries.push(entry);
      entry.bullets.push({ text: numbered.has(line.id) ? withoutNumber(line.text) : line.text, lines: [line.id] });
      last = { line, index: entry.bullets.length - 1 };
    } else if (
      last &&
      entry &&
      line.box.page !== 0 &&
      !line.bold &&
      Math.abs(line.size - last.line.size) < 0.6 &&
      (line.parts[0]!.x > last.line.box.x - 2 || backToMargin(last.line, line)) &&
      line.parts[0]!.x <= last.line.parts[0]!.x + line.size * 2 &&
      gap > 0 &&
      gap < line.size * 1.9 &&
      !entryDates(line)
    ) {
      // The wrapped rest of the list item above.
      const b = entry.bullets[last.index]!;
      b.text = joinWrapped(b.text, line.text);
      b.lines.push(line.id);
      last = { line: { ...last.line, box: line.box }, index: last.index };
    } else {
      last = undefined;
      const dated = !!entryDates(line);
      const headerDated = entry?.header.some((h) => findDates(h.text)) ?? false;
      const first = entry?.header[0];
      // A header under its dates as a line of their own (a date column's cell read before its row's text: 'Март
      // 2019 — по настоящее время' over company, city, industry, title): it runs to the next dates or items,
      // however its lines are set.
      const underDates = !!first && isOnlyDates(first.text);
      const startsNew =
        !entry ||
        entry.bullets.length > 0 ||
        (entry.paragraphs.length > 0 && !sentence(line)) ||
        (dated && headerDated) ||
        // Entries without items one after another: a line set like the entry's first, or like an entry's first
        // before it (a role without a description under its company, then the next company), once its header is
        // dated.
        (!underDates &&
          headerDated &&
          first &&
          entry.header.length >= 2 &&
          (styleOf(line) === styleOf(first) || firstStyles.has(styleOf(line))) &&
          entry.header.at(-1) !== first) ||
        // A header runs four lines at most (six under dates), not counting labelled details ('Nota media: 8,1').
        (entry.header.filter((h) => !LABELLED_DETAIL.test(h.text)).length >= (underDates ? 6 : 4) &&
          !sentence(line) &&
          !LABELLED_DETAIL.test(line.text)) ||
        (!!line.spaced && entry.header.length > 0 && headerDated);
      if (startsNew && !(entry && sentence(line) && entry.header.length > 0 && entry.bullets.length === 0)) {
        entry = { header: [], bullets: [], paragraphs: [] };
        entries.push(entry);
        if (!sentence(line)) firstStyles.add(styleOf(line));
      }
      if (sentence(line) && entry!.header.length > 0) entry!.paragraphs.push(line);
      else entry!.header.push(line);
    }
    prev = line;
  }
  for (const e of entries) {
    const items = e.bullets.length ? undefined : sentencesAsItems(e.paragraphs, right);
    if (items) [e.bullets, e.paragraphs] = [items, []];
  }
  return entries.filter((e) => e.header.length || e.bullets.length);
}

const DELIMITER = /\s+[|·•—｜]\s+|\s+[–-]\s+|\s*[|｜]\s*|\t/u;

/** An entry's header as pieces: its parts cut at delimiters, with its dates taken out. */
export function piecesOf(header: readonly SourceLine[]): { pieces: Piece[]; dates?: FoundDates & { line: number } } {
  const pieces: Piece[] = [];
  let dates: (FoundDates & { line: number }) | undefined;
  let order = 0;
  for (const line of header) {
    for (const part of line.parts) {
      let text = part.text;
      const d = dates ? undefined : findDates(text);
      if (d) {
        dates = { ...d, line: line.id };
        text = `${text.slice(0, d.index)} | ${text.slice(d.index + d.text.length)}`;
      }
      for (const raw of text.split(DELIMITER)) {
        // What a date leaves around it goes too: '[ 01/03/2019 – Obecnie ] Title' (Europass) leaves '] Title'.
        const t = raw.replace(/^[\s,;:|·•–—()[\]-]+|[\s,;:|·•–—([\]-]+$/gu, '').trim();
        if (t && /\p{L}/u.test(t))
          pieces.push({ text: t, line: line.id, bold: part.bold, italic: part.italic, order: order++ });
      }
    }
  }
  return { pieces, dates };
}

/** Words after a school's name that say what became of it ('卒業' graduated, '入学' enrolled). */
const SCHOOL_TAIL = /\s*(?:卒業|入学|修了|中退|졸업|입학)$/u;

export interface Assigned {
  first: Piece | undefined;
  second: Piece | undefined;
  place: Piece | undefined;
  /** How sure the assignment of first and second is: the words agreed, or only their order did. */
  confidence: number;
}

const COUNTRIES =
  /^(?:usa|us|uk|united states|united kingdom|canada|australia|germany|deutschland|österreich|schweiz|switzerland|france|españa|spain|méxico|mexico|italia|italy|portugal|brasil|brazil|nederland|netherlands|sverige|sweden|polska|poland|türkiye|india|japan|china|egypt|مصر)$/iu;
/** 'Dallas, TX', 'Leeds', 'Madrid, España': the end of a piece that names a place. */
const PLACE_TAIL = (segments: string[]) => {
  const last = segments.at(-1)!;
  if (
    segments.length >= 2 &&
    /^[\p{Lu}]{2}(?:\s+\d{5})?$/u.test(last) &&
    /^[\p{Lu}][\p{L}\p{M}.' -]+$/u.test(segments.at(-2)!)
  )
    return 2;
  // 'Transportes Levante S.L., Valencia', 'Rheinwerk Anlagenbau GmbH, Köln': a company's town after it.
  if (
    segments.length === 2 &&
    companyScore(segments[0]!) &&
    !companyScore(last) &&
    /^[\p{Lu}][\p{L}\p{M}.'-]+(?:[ -][\p{Lu}][\p{L}\p{M}.'-]+)?$/u.test(last)
  )
    return 1;
  if (segments.length >= 2 && COUNTRIES.test(last))
    return /^[\p{Lu}][\p{L}\p{M}.' -]+$/u.test(segments.at(-2)!) && segments.length >= 3 ? 2 : 1;
  return 0;
};
const SUFFIX = /^(?:inc|llc|ltd|llp|gmbh|ag|s\.?[al]\.?|corp|co|plc)\.?$/i;

/** After 'Title at': 'Blue Bottle Coffee, Oakland' is the employer and its town; 'Acme, Inc.' is one name. */
function employerAndPlace(text: string): [string, string?] {
  const m = text.match(/^(.+?),\s+([^,]+(?:,\s*[\p{Lu}]{2})?)$/u);
  if (!m || SUFFIX.test(m[2]!) || companyScore(m[2]!)) return [text];
  const place = m[2]!;
  return looksLikePlace(place) || /^(?:[\p{Lu}][\p{L}\p{M}.'-]+\s?){1,3}(?:,\s*[\p{Lu}]{2})?$/u.test(place)
    ? [m[1]!, place]
    : [text];
}

/**
 * A piece cut at its commas where the words say it holds several fields: 'Title, Company, City' when the header
 * has nothing else to name them ('Senior Engineer, Northwind Payments, Leeds'), and a place at its end
 * ('Parkland Health, Dallas, TX'). 'Golden Gate Logistics, Inc.' stays whole.
 */
function cutPieces(pieces: Piece[], school: boolean): Piece[] {
  const out: Piece[] = [];
  const alone = pieces.length === 1;
  for (const p of pieces) {
    const at = p.text.split(AT);
    // 'Barista at Philz Coffee, Berkeley': English 'at' joins a title to its employer whatever the title's words; the
    // other languages' joiners ('en', 'w') are words of titles too ('Ingeniero en Sistemas'), so the title must say so.
    if (
      alone &&
      !school &&
      at.length === 2 &&
      // A title before its joiner is one phrase: 'Consultora, Accenture, Madrid, Contrato en prácticas' is a list.
      !at[0]!.includes(',') &&
      (titleScore(at[0]!) || /\s(?:at|@)\s/u.test(p.text)) &&
      at[1]!.length > 1
    ) {
      const [company, place] = employerAndPlace(at[1]!.trim());
      out.push({ ...p, text: at[0]!.trim() }, { ...p, text: company, order: p.order + 0.1 });
      if (place) out.push({ ...p, text: place, order: p.order + 0.9, place: true } as Piece);
      continue;
    }
    // 'Deloitte S.L. (Madrid)': a company's town in brackets after it.
    const bracket = p.text.match(/^(.+?)\s*\(([\p{Lu}][\p{L}\p{M}.' -]+(?:,\s*[\p{Lu}][\p{L}\p{M}.' -]+)?)\)$/u);
    if (
      bracket &&
      !school &&
      /\p{Ll}/u.test(bracket[2]!) &&
      !titleScore(bracket[2]!) &&
      !companyScore(bracket[2]!) &&
      (companyScore(bracket[1]!) || COUNTRIES.test(bracket[2]!) || looksLikePlace(bracket[2]!))
    ) {
      out.push({ ...p, text: bracket[1]! }, { ...p, text: bracket[2]!, order: p.order + 0.9, place: true } as Piece);
      continue;
    }
    let segments = p.text.split(/,\s+/).filter(Boolean);
    // A company's legal form after its comma belongs to it.
    segments = segments.reduce<string[]>(
      (acc, seg) => (SUFFIX.test(seg) && acc.length ? [...acc.slice(0, -1), `${acc.at(-1)}, ${seg}`] : [...acc, seg]),
      [],
    );
    if (segments.length === 1) {
      out.push(p);
      continue;
    }
    const tail = PLACE_TAIL(segments);
    // A line that is only a place, town first ('Madrid, Comunidad de Madrid, España', LinkedIn's, under a company
    // and a title of their own): one place.
    const placeOnly =
      tail > 0 &&
      pieces.filter((q) => q.line === p.line).length === 1 &&
      pieces.filter((q) => q.line !== p.line).length >= 2 &&
      segments.every((seg) => /^[\p{Lu}][\p{L}\p{M}.' -]*$/u.test(seg) && !companyScore(seg) && !titleScore(seg));
    if (placeOnly) {
      out.push({ ...p, order: p.order + 0.9, place: true } as Piece);
      continue;
    }
    const head = segments.slice(0, segments.length - tail);
    const place = segments.slice(segments.length - tail).join(', ');
    // Cut at its commas when it is the header's only piece, or a school's piece whose words name the school and
    // the degree apart ('Licenciatura en …, Universitat de Barcelona, Barcelona, Nota media: 8,1'). A job's title
    // may hold a comma and a word of a company's ('Peer Tutor, Writing Center').
    const both =
      school &&
      head.some((seg) => schoolScore(seg) && !degreeScore(seg)) &&
      head.some((seg) => degreeScore(seg) && !schoolScore(seg));
    const parts = alone || both ? head : [head.join(', ')];
    parts.forEach((text, i) => out.push({ ...p, text, order: p.order + i * 0.1 }));
    if (place) out.push({ ...p, text: place, order: p.order + 0.9, place: true } as Piece);
  }
  return out;
}

/**
 * Which pieces of a header are the title and the company (or the school and the degree): the one whose words
 * say so, else the first two in order; a place is a piece that reads as one ('Austin, TX', 'Köln').
 */
export function assign(pieces: Piece[], school: boolean): Assigned {
  const all = cutPieces(pieces, school);
  const isA = school ? schoolScore : titleScore;
  const isB = school ? degreeScore : companyScore;
  const place = (p: Piece, i: number) =>
    (p as { place?: boolean }).place === true ||
    (i > 0 &&
      (looksLikePlace(p.text) || /^[\p{Lu}][\p{L}\p{M}.-]+(?:,\s*[\p{Lu}]{2})?$/u.test(p.text)) &&
      !isA(p.text) &&
      !isB(p.text));
  const named = all.filter((p, i) => !((p as { place?: boolean }).place || (i >= 2 && place(p, i))));
  let a = school
    ? (named.find((p) => isA(p.text) && !isB(p.text)) ?? named.find((p) => isA(p.text)))
    : named.find((p) => isA(p.text) && !isB(p.text));
  let b = named.find((p) => p !== a && isB(p.text) && !(school ? false : isA(p.text)));
  let confidence = 0.9;
  if (!a && !b) {
    [a, b] = [named[0], named[1]];
    confidence = 0.6;
  } else if (!a) a = named.find((p) => p !== b);
  else if (!b) {
    const title = a;
    b = named.find((p) => p !== title && !(p.order > title.order + 1 && place(p, 1)));
  }
  const rest = all.filter((p) => p !== a && p !== b);
  const where = rest.find((p, i) => place(p, i + 1));
  if (a) a = { ...a, text: a.text.replace(SCHOOL_TAIL, '') };
  return { first: a, second: b, place: where, confidence };
}
