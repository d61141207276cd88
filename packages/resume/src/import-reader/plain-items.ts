import type { Entry } from './entries';
import type { SourceLine } from './types';
import { findDates } from './dates';
import { joinWrapped } from '../wrapped-text';
import { ENDS_MID_PHRASE } from './lexicon';
import { listedWithoutStops } from './line-gaps';

/**
 * The first words of an item written without a mark: a verb in the past ('Automated the weekly report', 'Gestioné
 * la cartera') or the nouns items start with ('Gestión de pedidos', 'Mise en place du'). No title or company starts
 * so (a base form would: 'Support Engineer', 'Lead Designer', 'Design Lead').
 */
const ACTION_START = new RegExp(
  `^(?:${[
    'achieved|administered|advised|analy[sz]ed|answered|assembled|assisted|audited|automated|built|calculated|cleaned',
    'coached|collaborated|compiled|completed|conducted|configured|contributed|coordinated|created|cut|decreased',
    'delivered|deployed|designed|developed|directed|drafted|drove|edited|established|evaluated|executed|expanded',
    'facilitated|generated|grew|greeted|guided|handled|helped|hired|identified|implemented|improved|increased',
    'installed|introduced|launched|led|maintained|managed|mentored|migrated|monitored|negotiated|onboarded|operated',
    'optimi[sz]ed|organi[sz]ed|oversaw|owned|partnered|performed|planned|prepared|presented|processed|produced',
    'programmed|provided|published|raised|ran|rebuilt|recruited|redesigned|reduced|refactored|replaced|reported',
    'researched|resolved|restocked|reviewed|saved|scheduled|secured|served|set up|shipped|sold|spearheaded|started',
    'stocked|streamlined|supervised|supported|taught|tested|tracked|trained|translated|tutored|upgraded|wrote',
    'gestioné|desarrollé|coordiné|lideré|diseñé|implementé|creé|atendí|elaboré|realicé|dirigí|supervisé|organicé',
    'mejoré|reduje|aumenté|preparé|impartí|participé|colaboré|redacté|analicé|automaticé|logré',
    '(?:gestión|desarrollo|elaboración|atención|coordinación|gestion|développement|suivi|mise en place|rédaction)\\s+(?:de|del|des|du|al)',
  ].join('|')})(?![\\p{L}])|^(?:gestion|développement|suivi|mise en place|rédaction)\\s+d['’]`,
  'iu',
);

/** A line that reads as an item typed without a mark: it starts as items do and is set as body text. */
export const itemWithoutMark = (l: SourceLine): boolean =>
  !l.bold && /^\p{Lu}/u.test(l.text) && l.text.split(/\s+/).length >= 3 && ACTION_START.test(l.text);

/** A list item numbered or lettered by hand: '1. Built…', '2) Automated…', 'a) Led…', '1、参与…'. */
const NUMBER = /^(?:(\d{1,2})(?:[.)]\s+|[、．]\s*)|([a-z])\)\s+)(?=\S)/u;

/** Marks that close or part a phrase: no line starts with one, in Chinese, Japanese or any language. */
export const NO_LINE_START = /^[,，、。;；:：)）」』】]/u;

/**
 * A line's text from its parts, a space between them but before a part that starts with a mark no line starts with
 * ('…(橙卡会员)' | ',设计权益…', drawn in another face).
 */
/** A text that opens more brackets than it closes: 'Sage 300 (Payroll,', '… del PDT 621 (IGV'. */
export const unclosed = (text: string): boolean =>
  (text.match(/\(/gu)?.length ?? 0) > (text.match(/\)/gu)?.length ?? 0);

export const partsText = (parts: ReadonlyArray<{ text: string }>): string =>
  parts.map((p, k) => (k > 0 && !NO_LINE_START.test(p.text) ? ` ${p.text}` : p.text)).join('');

/** An item's number: 'b)' is the second. */
const numberOf = (text: string): number => {
  const m = text.match(NUMBER);
  return m ? (m[1] ? Number(m[1]) : m[2]!.charCodeAt(0) - 96) : NaN;
};

/**
 * The lines of a section that are items of a list numbered by hand: lines that start '1.', '2.'… (or 'a)', 'b)'…) in
 * order, from the first.
 * A line that starts '1. Platz beim Hackathon' alone is no list.
 */
export function numberedItems(lines: readonly SourceLine[]): Set<number> {
  const out = new Set<number>();
  let next = 1;
  let run: number[] = [];
  const close = () => {
    if (run.length >= 2) run.forEach((id) => out.add(id));
    run = [];
    next = 1;
  };
  for (const line of lines) {
    const n = numberOf(line.text);
    if (n === next) {
      run.push(line.id);
      next += 1;
    } else if (n === 1) {
      close();
      run.push(line.id);
      next = 2;
    }
  }
  close();
  return out;
}

export const withoutNumber = (text: string): string => text.replace(NUMBER, '');

/** A line with the number it was typed with taken off ('1. SAP WM' -> 'SAP WM'). */
export function unnumbered<T extends SourceLine>(l: T): T {
  const [first, ...rest] = l.parts;
  const parts = /^\d{1,2}[.)]$/.test(first!.text) ? rest : [{ ...first!, text: withoutNumber(first!.text) }, ...rest];
  return { ...l, parts, text: partsText(parts) };
}

/** The lines with the numbers of a list numbered by hand taken off; the others as they are. */
export function withoutNumbers<T extends SourceLine>(lines: readonly T[]): T[] {
  const numbered = numberedItems(lines);
  return lines.map((l) => (numbered.has(l.id) ? unnumbered(l) : l));
}

/**
 * Entries numbered by hand, each over its marked items ('1. Analista de Riesgos – Banco de Crédito del Perú (2018 –
 * 2022)' in bold, then '• Elaboración de …'): of a numbered list, the lines dated or in bold that marked items follow
 * are the entries' headers, not items.
 */
export function numberedHeaders(lines: readonly SourceLine[], numbered: ReadonlySet<number>): Set<number> {
  const heads = lines.filter(
    (l, i) => numbered.has(l.id) && !l.bullet && (l.bold || !!findDates(l.text)) && !!lines[i + 1]?.bullet,
  );
  const all = lines.filter((l) => numbered.has(l.id));
  return new Set(heads.length === all.length ? heads.map((l) => l.id) : []);
}

/** Hangul syllables and Chinese or Japanese characters, set about an em wide. */
const WIDE = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A capital, or a letter of a script that has none (Korean's '웹 접근성 …'): where a sentence may start. */
const STARTS_SENTENCE = /^[\p{Lu}\p{Lo}]/u;
/** A capital: a script without them (Korean, Chinese) wraps a line at any word, so none says an item starts. */
const CAPITAL_START = /^\p{Lu}/u;

/**
 * About how wide a word and the space before it are set: capitals (and '&', 'W', 'm') near three quarters of an em,
 * other letters and digits about half ('S&OP' would not have fitted where 'and' would).
 */
const wordWidth = (word: string, size: number): number =>
  (0.28 + [...word].reduce((w, c) => w + (WIDE.test(c) ? 1 : /[\p{Lu}&@%Wm]/u.test(c) ? 0.72 : 0.5), 0)) * size;

/**
 * An entry's unmarked lines that are items, not a paragraph: each sentence ends its line and the next starts a line
 * of its own though its first word would have fitted after it (the person pressed Enter), two or more of them.
 * A sentence wrapped over lines is one item. In a Word document, whose paragraphs are whole, two or more short
 * paragraphs are items. Turned into the entry's items; undefined when they read as prose.
 */
export function sentencesAsItems(paragraphs: readonly SourceLine[], right: number): Entry['bullets'] | undefined {
  if (paragraphs.length < 2) return undefined;
  // Word's paragraphs are whole: two or more short ones under an entry are items typed one a line.
  if (paragraphs.every((l) => l.box.page === 0))
    return paragraphs.every((l) => l.text.split(/\s+/).length <= 40)
      ? paragraphs.map((l) => ({ text: l.text, lines: [l.id] }))
      : undefined;
  // Items that each start with a bold label, one a line ('Negotiation: contracts with…' over 'Cost: reduced…').
  const led = (l: SourceLine) => !!l.parts[0]?.lead;
  if (led(paragraphs[0]!) && paragraphs.filter(led).length >= 2) {
    const labelled: Entry['bullets'] = [];
    for (const line of paragraphs) {
      const last = labelled.at(-1);
      if (led(line) || !last) labelled.push({ text: line.text, lines: [line.id] });
      else [last.text, last.lines] = [joinWrapped(last.text, line.text), [...last.lines, line.id]];
    }
    return labelled;
  }
  // (Where they are typed one a line without stops, a line that ran to the edge ends its item too.)
  const listed = listedWithoutStops(
    paragraphs,
    (above, line) =>
      STARTS_SENTENCE.test(line.text) &&
      right - (above.end ?? above.box.x + above.box.w) >= wordWidth(line.text.split(/\s+/)[0]!, line.size),
  );
  const items: Entry['bullets'] = [];
  let open: { text: string; lines: number[]; last: SourceLine; pitch?: number } | undefined;
  for (const line of paragraphs) {
    const first = line.text.split(/\s+/)[0]!;
    // Whether its first word would have fitted on the line above: a paragraph's next line would have gone on there.
    // (From where its last line ends, when wrapped lines were joined into it: '… (Java 8,' / 'Spring, Oracle)'.)
    const fitted =
      !!open &&
      (right - (open.last.end ?? open.last.box.x + open.last.box.w) >= wordWidth(first, line.size) ||
        (listed && CAPITAL_START.test(line.text) && !ENDS_MID_PHRASE.test(open.last.text)));
    // (A line that starts with a capital its first word would have fitted before is a new item, in any language:
    // 'Продаж засобів … областей' over 'Щотижневі виїзди до клієнтів …'.)
    if (
      open &&
      !/[.!?;]$/.test(open.last.text) &&
      !(fitted && (itemWithoutMark(line) || STARTS_SENTENCE.test(line.text)))
    ) {
      open.text = joinWrapped(open.text, line.text);
      open.lines.push(line.id);
      if (line.box.page === open.last.box.page && !open.last.joined) open.pitch = line.box.y - open.last.box.y;
      open.last = line;
      continue;
    }
    if (open) {
      // (Nor after a paragraph's space, wrapped sentences set apart as paragraphs are: prose, not items typed one a
      // line.)
      // (Its last line's top, where wrapped lines were joined into one: its box's bottom less a line.)
      // (Or a paragraph's space after a sentence, wider than its own lines stand apart: 'Ran the front office …
      // billing' / 'coordinators.' 15.7 pt apart, then 'Handled payroll …' 20.8 pt under it. Items typed one a
      // paragraph end on no stop: '… с 20 до 6' / 'часов', then 'Написал сервис …'.)
      const gap = line.box.y - (open.last.box.y + open.last.box.h - line.box.h);
      const spaced =
        (open.lines.length > 1 || !!open.last.joined) &&
        line.box.page === open.last.box.page &&
        (gap > line.size * 2.2 || (!!open.pitch && gap > open.pitch * 1.1 && /[.!?]$/u.test(open.last.text)));
      if (!STARTS_SENTENCE.test(line.text) || !fitted || spaced) return undefined;
      items.push({ text: open.text, lines: open.lines });
    }
    open = { text: line.text, lines: [line.id], last: line };
  }
  if (open) items.push({ text: open.text, lines: open.lines });
  return items.length >= 2 ? items : undefined;
}
