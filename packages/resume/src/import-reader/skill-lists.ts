import { headingKind } from './headings';
import type { SourceLine } from './types';
import { CONJOINED } from './skill-phrases';
import { outsideBrackets } from './skill-wraps';
import { isLevel, onlyLevels, PROFICIENT, RATED, RATING } from './skill-levels';

// The lines of a skills or languages section as lists: items, their label, and whether they are spoken languages.

/**
 * Items of a list: 'a, b; c', tags set apart on a line, one a line; a label before them ('Tools:') left out. An item of
 * a list typed one skill a mark or a line (`oneAMark`) that says a few names as one phrase is one item, as written.
 */
export function listItems(line: SourceLine, oneAMark = false): { label: string; items: string[] } {
  const spoken = spokenPairs(line.text);
  if (spoken) return { label: '', items: spoken };
  // A separator drawn apart ('Core Java' | ',' | 'Spring Boot' | ',', chips in a row) ends the item before it.
  let parts = line.parts
    .map((p) => p.text)
    .reduce<string[]>(
      (out, p) =>
        /^[,;、،]$/u.test(p.trim()) && out.length ? [...out.slice(0, -1), out.at(-1) + p.trim()] : [...out, p],
      [],
    );
  let label = '';
  // A driving licence's or a typing speed's label, whatever follows it ('Führerschein' | 'Klasse B').
  const ownLabel =
    parts.length > 1 && [DRIVING_LICENCE, TYPING_SPEED].some((re) => re.test(parts[0]!.replace(/[:：]\s*$/, '')));
  // A label cell or a bold label before the list ('Platforms' | 'Kubernetes, ...', 'Computer: ...').
  if (
    parts.length > 1 &&
    !/[,;、،]$/u.test(parts[0]!) &&
    (line.parts[0]!.bold ||
      /:$/.test(parts[0]!) ||
      parts[0]!.split(/\s+/).length <= 2 ||
      // (Three words wrapped in a margin's cell and rejoined: 'Cloud y DevOps' | 'AWS (SQS, RDS, Lambda), …'.)
      (parts[0]!.split(/\s+/).length === 3 && line.joined !== undefined) ||
      // (Or a heading's whole words in a label cell: 'Capacidades y competencias técnicas' | 'HPLC, GC-MS, …'.)
      (headingKind(parts[0]!)?.cover ?? 0) >= 1 ||
      ownLabel) &&
    // Items marked in columns ('• Excel' | '• SQL'): the first is an item as the others are.
    !(line.bullet && /^[•·▪●■◦‣\uf0b7\uf0a7\uf06c\uf09f\uf071\uf0a8](?:\s|$)/u.test(parts[1]!)) &&
    // A list after it, or one language after a languages label ('Lingua madre' | 'Italiano'),
    // or tags in cells after a label that names a section ('Навыки' | 'SMM' | 'Google Analytics'), or a driving
    // licence's class after its label ('Führerschein' | 'Klasse B').
    (/[,;·•、،]/.test(outsideBrackets(parts.slice(1).join(' '))) ||
      (headingKind(parts[0]!)?.cover ?? 0) >= 1 ||
      ownLabel)
  ) {
    label = parts[0]!.replace(/[:：]\s*$/, '');
    // (The colon tabbed after the label, before the list: 'Paquetería<TAB><TAB>: Office, SAP'.)
    parts = parts.slice(1).map((p, i) => (i === 0 ? p.replace(/^[:：]\s*/u, '') : p));
  }
  const items: string[] = [];
  /** Items kept as written, label and all. */
  const whole = new Set<number>();
  /** The last part was a list of several items ('Excel, Word and PowerPoint'), not one skill. */
  let listed = false;
  /** Items that open a clause: a part's first, or one after a semicolon ('…; familiar with AWS'). */
  const opening = new Set<number>();
  for (const [i, cell] of parts.entries()) {
    let part = cell;
    if (oneAMark && !label && CONJOINED.test(outsideBrackets(part)) && !/[;；]/u.test(outsideBrackets(part))) {
      whole.add(items.length);
      items.push(part);
      continue;
    }
    // The second label of a row of two ('Gestión' | 'MS Project, Jira' | 'Ofimática' | 'Excel, Power BI'): no item.
    const after = parts[i + 1];
    if (
      label &&
      after &&
      /[,;·•、،]/.test(after) &&
      !/[,;·•、،]/.test(part) &&
      part.split(/\s+/).length <= 3 &&
      /^\p{Lu}/u.test(part)
    )
      continue;
    // A label with its list on the lines below ('Inny(-e) język(i):'): no item.
    if (/^[^:：,]{1,40}[:：]\s*$/u.test(part)) {
      label ||= part.replace(/[:：]\s*$/u, '').trim();
      continue;
    }
    // (A colon between digits is no label's: 'IATF 16949:2016', 'ISO 9001:2015'. A label may run to five words:
    // 'Análisis de datos y programación: R, Python'; a colon inside brackets is none's: 'Microsoft Office nivel
    // avanzado (Excel: tablas dinámicas, macros)'; brackets closed before it are the label's: 'Język(i)
    // ojczysty(-e): polski'.)
    const m = part.match(/^((?:[^:：,()]|\([^()]*\)){1,40})(?<!\d)[:：]\s*(.+)$/u);
    // 'MS Office: sehr gut', 'Salesforce: nivel avanzado (certificada)': a skill and how well, one item as written.
    const rated = part.match(RATED);
    if ((m && isLevel(m[2]!)) || (rated && isLevel(rated[1]!))) {
      items.push(part);
      listed = false;
      continue;
    }
    // (Or skills rated together after a dash, a line of their own: 'PDT 621, PDT PLAME, PLE y SIRE (SUNAT) – Avanzado'.)
    const group = parts.length === 1 ? part.match(/^(.+?)\s[–—-]\s(\S.*)$/u) : null;
    if (group && /[,、]/u.test(group[1]!) && isLevel(group[2]!)) {
      whole.add(items.length);
      items.push(part);
      listed = false;
      continue;
    }
    // One skill with a word before a colon ('• Bilingual: English and Spanish'), as a list item or a cell among
    // other skills' cells, unless that word names a group ('• Tools: Excel'): one item as written.
    const alone = line.bullet || (parts.length > 1 && !parts.some((p) => /[,;·•|、，；،؛]/.test(p)));
    if (m && alone && !/[,;·•|、，；،؛]/.test(m[2]!) && !headingKind(m[1]!)) {
      whole.add(items.length);
      items.push(part);
      listed = false;
      continue;
    }
    if (m) {
      label ||= m[1]!.trim();
      part = m[2]!;
    }
    part = stopsAsSeparators(part);
    // Split at separators outside brackets: 'Excel (VBA, Power Query); SQL' keeps its brackets whole. Spaced dashes
    // part items when there are two or more and nothing else does ('Excel – SQL – Tableau'); one is a skill and its
    // level ('Русский — Родной').
    const dashes = (part.match(/ [–—] /g)?.length ?? 0) >= 2 && !/[,;·•|、，；،؛]/.test(part);
    // So do spaced slashes ('Python / SQL / R'); one pairs two names as one skill ('SAP MM / SAP IBP').
    const slashes = (part.match(/ \/ /g)?.length ?? 0) >= 2;
    const spaced = (i: number, marks: string) => marks.includes(part[i]!) && part[i - 1] === ' ' && part[i + 1] === ' ';
    // A Japanese phrase with its object's particle lists nothing at its 、: 'POSデータ、ID-POSデータを用いた販売分析'
    // (data used for an analysis) is one skill; so is one with the means' ('Go、Java、TypeScriptによるWebアプリケーション
    // 開発', development in those languages).
    const phrase = /[\p{sc=Han}\p{sc=Katakana}ー]を[\p{sc=Han}\p{sc=Hiragana}]|[\p{L}\p{N}]による[\p{L}]/u.test(part);
    let depth = 0;
    let cur = '';
    const before = items.length;
    opening.add(before);
    for (let i = 0; i < part.length; i++) {
      const c = part[i]!;
      if ('(（[【'.includes(c)) depth += 1;
      if (')）]】'.includes(c)) depth = Math.max(0, depth - 1);
      const sep =
        depth === 0 &&
        ((/[,;·•|、，；،؛]/.test(c) && !(phrase && c === '、')) ||
          (slashes && spaced(i, '/')) ||
          (dashes && spaced(i, '–—')));
      if (sep) {
        items.push(cur);
        cur = '';
        if (/[;；؛]/u.test(c)) opening.add(items.length);
      } else cur += c;
    }
    items.push(cur);
    listed = items.length - before > 1;
  }
  const clean = items
    .map((s) =>
      s
        .replace(RATING, '')
        // (And a spaced slash the list's line ended on before it wrapped: 'Webflow / Principle /' over 'ProtoPie / …'.)
        .replace(/^[\s•·-]+|\s+\/$|[\s.]+$/gu, '')
        .trim(),
    )
    // A second label inside the line ('Programming: Python, R; Visualization: Tableau'): its items only.
    .map((s, i) => (i > 0 && !whole.has(i) ? s.replace(/^\p{Lu}[\p{L} &/-]{1,30}:\s+(?=\S)/u, '') : s))
    // Skills said in a sentence ('Proficient in Python, SQL and Tableau; familiar with AWS'): the skills only. (A tag
    // of its own is the skill as named: 'Manejo de personal'; so is one item that names one skill, 'Manejo de
    // Microsoft Office (Excel avanzado, Word, PowerPoint)', and one inside a list, where no sentence starts: '…,
    // facturación electrónica FEL, manejo de caja chica, liderazgo'.)
    .map((s, i, all) =>
      whole.has(i) || parts.length > 1 || all.length === 1 || !opening.has(i) ? s : s.replace(PROFICIENT, ''),
    )
    .filter((s) => /[\p{L}\d]/u.test(s));
  // ('Epic' | 'ACLS and PALS', one skill a cell: as written.)
  return { label, items: listed ? lastPair(clean) : clean };
}

/**
 * A list's last two items joined by a conjunction ('Excel, Word and PowerPoint', 'Excel, Word y PowerPoint'), apart,
 * when the list's items are single words, as such lists are; 'Investigación y desarrollo' (a lower-case word after
 * 'y') stays one.
 */
function lastPair(items: string[]): string[] {
  const last = items.at(-1);
  // The last item may be a name of a few words ('Salesforce et Power BI').
  const m = last?.match(
    /^(\S+)\s+(and|y|und|et|e|i|en|och|og|ve|и|і|та|oraz|és|ja|και|dan|và)\s+(\S+(?:\s+\S+){0,2})$/u,
  );
  if (!m || items.length < 2 || !items.slice(0, -1).every((i) => !/\s/.test(i))) return items;
  if (m[2] !== 'and' && !/^\p{Lu}/u.test(m[3]!)) return items;
  return [...items.slice(0, -1), m[1]!, m[3]!];
}

/** Names of languages and levels, in a few languages: 'Languages: Spanish (fluent)' lists languages, 'Languages: Go, Python' does not. */
const SPOKEN =
  /(?<![\p{L}\p{N}])(?:english|spanish|german|french|italian|portuguese|dutch|polish|swedish|turkish|russian|ukrainian|greek|arabic|hebrew|persian|hindi|chinese|mandarin|cantonese|japanese|korean|thai|vietnamese|indonesian|englisch|deutsch|spanisch|französisch|italienisch|inglés|español|alemán|francés|portugués|chino|mandarín|japonés|coreano|ruso|árabe|hebreo|neerlandés|holandés|catalán|euskera|gallego|valenciano|quechua|guaraní|aymara|anglais|allemand|espagnol|inglese|tedesco|italiano|francese|spagnolo|portoghese|français|portugais|italien|português|inglês|espanhol|alemão|francês|nederlands|engels|duits|frans|polski|angielski|niemiecki|native|fluent|bilingual|conversational|basic|muttersprache|fließend|verhandlungssicher|nativo|fluido|courant|русский|английский|немецкий|французский|испанский|итальянский|китайский|родной|свободно|свободный|продвинутый|разговорный|базовый|українська|англійська|німецька|рідна|вільно|ελληνικά|αγγλικά|γερμανικά|γαλλικά|ιταλικά|ισπανικά|μητρική|英语|英文|普通话|汉语|中文|粤语|日语|韩语|法语|德语|俄语|西班牙语|母语|英語|普通話|漢語|粵語|日語|韓語|日本語|中国語|韓国語|母国語|영어|한국어|일본어|중국어|모국어|tiếng (?:anh|việt|nhật|trung|hàn|pháp|đức)|bahasa (?:inggris|indonesia|mandarin|jepang|arab|jerman)|ภาษา(?:อังกฤษ|ไทย|จีน|ญี่ปุ่น)|ingilizce|almanca|fransızca|türkçe|engelska|svenska|toeic|toefl|ielts|jlpt|hsk|topik|delf|[abc][12])(?![\p{L}\p{N}])/iu;
/** Whether a text names a spoken language or how one is spoken ('Quechua', 'Englisch', 'fluent'). */
export const namesSpoken = (text: string): boolean => SPOKEN.test(text);

/** 'Español: nativo. Inglés: B2 (intermedio alto)': languages each with its level, as 'Español (nativo)'. */
function spokenPairs(text: string): string[] | undefined {
  const pairs = [...text.matchAll(/(\p{Lu}\p{Ll}+)\s*[:：]\s*([^.;:：]+?)\s*(?:[.;]\s*|$)/gu)];
  if (
    !pairs.length ||
    pairs
      .map((m) => m[0])
      .join('')
      .trim().length <
      text.trim().length - 1
  )
    return undefined;
  if (!pairs.every((m) => SPOKEN.test(m[1]!))) return undefined;
  return pairs.map((m) => `${m[1]} (${m[2]!.replace(/\s*\(([^)]*)\)/g, ', $1')})`);
}

/**
 * Names of skill groups set in bold over their lists in smaller type ('Backend' | 'Infrastructure' over the keyword
 * chips of each, as JSON Resume's themes print them), or a capital label over its list set in from it ('QUERY &
 * CODE' over 'SQL' | 'Python (pandas)', a builder's small capitals): no skills.
 */
export const groupNames = (line: SourceLine, next: SourceLine | undefined): boolean =>
  !!next &&
  (bolderOver(line, next) || capitalLabelOver(line, next) || boldOverList(line, next)) &&
  // ('Go' | 'PostgreSQL' over 'Advanced' | 'Intermediate': skills, each over its level.)
  !onlyLevels(listItems(next).items);

// (Or larger alone, in the body's weight, over a row of a label and its list: curve's sub-rubric 'Informatiche' in 12
// pt over 'Gestionali' | 'SAP MM/PP, …' in 10.9; not a skill over a footnote set small.)
const bolderOver = (line: SourceLine, next: SourceLine) =>
  (line.bold || (line.parts.length === 1 && next.parts.length >= 2 && /\p{L}{2}/u.test(next.parts[1]!.text))) &&
  !next.bold &&
  next.size < line.size - 0.5 &&
  line.parts.every((p) => p.text.split(/\s+/).length <= 3 && !/[:：]$/u.test(p.text));

// (Or in bold alone over a plain list: 'Methods' over 'A/B testing · Causal inference · …', a sidebar's.)
const boldOverList = (line: SourceLine, next: SourceLine) =>
  line.bold &&
  !next.bold &&
  line.parts.length === 1 &&
  line.text.split(/\s+/u).length <= 3 &&
  !/[:：,;·•|、]/u.test(line.text) &&
  // (A list of three or more: not the sentence under a strength's name, 'Comfortable aligning product, sales and CS'.)
  (next.text.match(/[,;·•|、]/gu)?.length ?? 0) >= 2;

// (Letters of a script without capitals make no capitals: 'تحسين محركات البحث (SEO)'.)
const capitals = (text: string) => /\p{Lu}.*\p{Lu}/u.test(text) && !/[\p{Ll}\p{Lo}]/u.test(text);
const capitalLabelOver = (line: SourceLine, next: SourceLine) =>
  line.parts.length === 1 &&
  line.text.split(/\s+/).length <= 4 &&
  capitals(line.text) &&
  !capitals(next.text) &&
  // (Set in from it, or in bold over a row of plain items: 'TÉCNICAS' over 'AutoCAD' | 'Revit (BIM)'.)
  (next.box.x > line.box.x + line.size * 0.5 || (line.bold && !next.bold && next.parts.length >= 2)) &&
  // (Not centred over it, as a sidebar centres every skill: 'SAP S/4HANA' over 'Power BI'.)
  Math.abs(line.box.x + line.box.w / 2 - (next.box.x + next.box.w / 2)) > 2 &&
  next.box.y - line.box.y < line.size * 3;

/** A driving licence among the skills ('Führerschein: Klasse B'): no skill, a section of its own. */
export const DRIVING_LICENCE =
  /^(?:führerschein|fahrerlaubnis|permiso de conducir|permiso\(s\) de conducción|permiso de conducción|driving licence\(s\)|carn[eé] de conducir|carnet de conducir|driving licen[cs]e|driver'?s licen[cs]e|permis de conduire|patente(?: di guida| o patenti)?|carta de condução|cnh|carteira de habilitação|rijbewijs|prawo jazdy|körkort|ehliyet|sürücü belgesi|водительские права|водительское удостоверение|การขับขี่|ใบขับขี่|ใบอนุญาตขับขี่)$/iu;

/** A typing speed's label ('ความเร็วในการพิมพ์' | 'ไทย 45 คำ/นาที', as Thai resumes give it): no skills list. */
export const TYPING_SPEED = /^(?:typing speed|ความเร็วในการพิมพ์|ความเร็วการพิมพ์|kecepatan mengetik|tốc độ đánh máy)$/iu;

/** A driving licence and its class as an item ('Prawo jazdy kat. B', 'Führerschein Klasse B'): the licence's name. */
export const drivingLicenceItem = (text: string): string | undefined => {
  const m = text.match(
    /^(.+?)\s+(?:kat\.?|kategorie|klasse|category|cat\.|categoria|categoría|clase|class|tipo)\s+[\p{Lu}\d+, ]{1,12}$/iu,
  );
  return m && DRIVING_LICENCE.test(m[1]!.trim()) ? m[1]!.trim() : undefined;
};

export const LANGUAGE_LABEL = (label: string, items: string[]) =>
  headingKind(label)?.kind === 'languages' && items.filter((i) => SPOKEN.test(i)).length >= items.length / 2;

/**
 * Skills written as short sentences, three or more ('Salesforce and Gainsight admin. SQL and Looker dashboards.
 * Renewal forecasting.', a template's paragraph filled in): each sentence one skill, its stop a separator.
 */
function stopsAsSeparators(text: string): string {
  const phrases = text.replace(/\.\s*$/u, '').split(/\.\s+(?=\p{Lu})/u);
  const short = phrases.length >= 3 && phrases.every((p) => p.split(/\s+/).length <= 6 && !/[,;]/.test(p));
  return short ? phrases.join('; ') : text;
}

/**
 * A skills heading over sentences, not skills: a functional resume's key skills ('COMPETENCIAS CLAVE') as groups of
 * achievements ('Aumento de la facturación de exportación de 3,2 a 5,8 millones de euros…'), three or more of them
 * ending with a full stop, most lines long. Read as a section of its own, in the person's words.
 */
export function readsAsAchievements(lines: readonly SourceLine[]): boolean {
  const words = (l: SourceLine) => l.text.split(/\s+/).length;
  const sentences = lines.filter((l) => /\p{Ll}[.)]?\.$/u.test(l.text) && !/[:：]/u.test(l.text));
  return sentences.length >= 3 && lines.filter((l) => words(l) >= 8).length * 2 >= lines.length;
}
