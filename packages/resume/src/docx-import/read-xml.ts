import { strFromU8, unzipSync } from 'fflate';
import type { SourceLine } from '../import-reader/types';
import { findDates } from '../import-reader/dates';
import { colonsOnLabels } from '../import-reader/label-colons';
import { emit, isEmpty, paragraphHeight, paragraphLine, paragraphLines, styleOf, type Context } from './paragraphs';
import { placeRow } from './row-order';
import { defaultStyle, readStyles } from './styles';
import { attr, child, kids, local, parse, points, W, type El } from './xml';

/**
 * A .docx file read from its XML (issue #39 item 4) as the lines the import's reader takes: each paragraph a line,
 * in the order Word lays them out. The page header's paragraphs come first (names and contact details are often
 * there), then the body: a table row is one line whose parts are its cells' first paragraphs, then the cells' other
 * paragraphs, those of a narrow cell beside the paragraph of the wide one they stand level with (row-order.ts); a
 * text box's paragraphs follow the paragraph it is anchored in (Word's mc:AlternateContent read once, not also its
 * VML fallback); sections set in columns (w:cols) flow column after column, as the text does. Footers come last.
 * Each line's box is its paragraph's place: page 0, y its index.
 */

function walkBlocks(parent: El, ctx: Context) {
  for (const el of kids(parent)) walkBlock(el, ctx);
}

/**
 * A cell's paragraphs and tables, those inside content controls too (a template's 'Your Name' control around the
 * name's paragraph).
 */
const blocksOf = (el: El): El[] =>
  kids(el).flatMap((k) => {
    const name = local(k);
    if (name === 'p' || name === 'tbl') return [k];
    return name === 'sdt' || name === 'sdtContent' || name === 'customXml' ? blocksOf(k) : [];
  });

/** Lines side by side as one line, their parts in order; `cells`, the table cell each line stands in, when known. */
function joinLines(lines: SourceLine[], cells?: number[]): SourceLine {
  // A row of list items, one a cell ('• SAP MM' | '• MS Excel'): each cell's mark kept before its item, as a PDF
  // draws it, so no cell reads as the label of the next.
  const items = lines.length > 1 && lines.every((l) => l.bullet);
  const parts = colonsOnLabels(
    lines.flatMap((l, i) =>
      (items && i > 0 ? [{ ...l.parts[0]!, text: '•' }, ...l.parts] : l.parts).map((x) =>
        cells ? { ...x, cell: cells[i] } : x,
      ),
    ),
  );
  const letters = parts.filter((x) => /\p{L}/u.test(x.text));
  return {
    ...lines[0]!,
    text: parts.map((x) => x.text).join(' '),
    parts: parts.map((x, i) => ({ ...x, x: i, right: i + 1 })),
    size: Math.max(...lines.map((l) => l.size)),
    bold: letters.length > 0 && letters.every((x) => x.bold),
    italic: letters.length > 0 && letters.every((x) => x.italic),
    // A row whose only first line is a list item is one, and so is a row of them; a date cell beside a title is not.
    bullet: (lines.length === 1 && lines[0]!.bullet) || items,
  };
}

/** The longest paragraph a cell of fields holds ('Minneapolis, MN', 'June 2019 – Present'). */
const FIELD = 40;

/**
 * A cell of a few short fields, none a heading: a job's city over its roles' dates, not a sidebar ('CONTACT' over
 * a phone and an e-mail, or skills under their heading).
 */
function isFieldCell(texts: El[], ctx: Context): boolean {
  return (
    texts.length <= 5 &&
    texts.every((p) => {
      const text = (p.textContent ?? '').trim();
      const capitals = /\p{Lu}/u.test(text) && !/\p{Ll}|\d/u.test(text);
      return text.length <= FIELD && !capitals && !/heading|title/i.test(styleOf(p, ctx)?.name ?? '');
    })
  );
}

/** Word's default cell margins, left and right (0.08 in each). */
const CELL_MARGINS = 11.5;
/** The text width of Letter with 1 in margins, for a table that gives no widths. */
const TEXT_WIDTH = 468;

/** Each cell's text width in points: its own width, else the grid columns it spans. */
function cellWidths(cells: El[], grid: number[]): number[] {
  let column = 0;
  return cells.map((tc) => {
    const tcPr = child(tc, 'tcPr');
    const span = Number(attr(child(tcPr, 'gridSpan'), 'val')) || 1;
    const tcW = child(tcPr, 'tcW');
    const spanned = grid.slice(column, column + span).reduce((a, b) => a + b, 0);
    column += span;
    const own = attr(tcW, 'type') === 'dxa' ? points(tcW, 'w') : 0;
    return (own || spanned || TEXT_WIDTH / cells.length) - CELL_MARGINS;
  });
}

/**
 * A cell whose few short paragraphs read as one date range only together: a period typed on three lines
 * ('2019年4月' / '～' / '現在', as a 職務経歴書's '期間' column has it), or 'Jan 2019 –' / 'Present'. As one line,
 * as the range it is, beside the row's other first paragraphs; apart, its lines are read against the other cell's.
 */
function stackedRange(paras: El[], ctx: Context): SourceLine | undefined {
  const lines = paras.filter((p) => !isEmpty(p)).map((p) => paragraphLine(p, ctx).line);
  if (lines.length < 2 || lines.length > 4 || lines.some((l) => !l || l.bullet || l.text.length > 24)) return;
  const text = lines.map((l) => l!.text).join(' ');
  const found = findDates(text);
  if (!found?.start || found.index > 0 || found.text.trim() !== text.trim() || findDates(lines[0]!.text)?.start) return;
  const first = lines[0]!;
  return { ...first, text, parts: [{ ...first.parts[0]!, text }] };
}

const paragraphsOf = (tc: El) => blocksOf(tc).filter((b) => local(b) === 'p');

function walkRow(tr: El, grid: number[], ctx: Context) {
  const cells = kids(tr).filter((k) => local(k) === 'tc');
  // A table that lays out the page (Word's own resume templates: a sidebar cell beside the main one, each with
  // headings and paragraphs of its own) is read a cell at a time, as its columns are. A cell of short fields only
  // (a city over two roles' dates) is no column of its own: it stands beside the lines it belongs to.
  const texts = (tc: El) => blocksOf(tc).filter((k) => local(k) === 'p' && !isEmpty(k));
  const filled = cells.filter((tc) => texts(tc).length >= 3);
  const fields = filled.filter((tc) => isFieldCell(texts(tc), ctx));
  const periods = cells.map((tc) => stackedRange(paragraphsOf(tc), ctx));
  // (A cell that holds a period only is no column: a row of short items beside one is a role's.)
  if (filled.length >= 2 && filled.length - fields.length !== 1 && !periods.some(Boolean)) {
    for (const tc of cells) walkBlocks(tc, ctx);
    return;
  }
  // The row's first line: each cell's first paragraph, side by side; then each cell's other paragraphs.
  const widths = cellWidths(cells, grid);
  const firsts: SourceLine[] = [];
  /** The cell each of them stands in: empty cells have none. */
  const firstCells: number[] = [];
  const rests: El[][] = [];
  /** How far down each cell its first paragraph reaches, and that paragraph. */
  const starts: number[] = [];
  const lasts: Array<El | undefined> = [];
  cells.forEach((tc, c) => {
    const blocks = blocksOf(tc);
    const paras = blocks.filter((b) => local(b) === 'p');
    let firstLine = periods[c];
    let i = 0;
    let start = 0;
    if (firstLine) {
      start = paras.reduce((h, p, k) => h + paragraphHeight(p, ctx, widths[c]!, paras[k - 1]), 0);
      i = paras.length;
    }
    for (; i < paras.length && !firstLine; i++) {
      firstLine = paragraphLine(paras[i]!, ctx).line;
      start += paragraphHeight(paras[i]!, ctx, widths[c]!, paras[i - 1]);
    }
    if (firstLine) {
      firsts.push(firstLine);
      firstCells.push(c);
    }
    rests.push(blocks.filter((b) => local(b) === 'tbl' || paras.indexOf(b) >= i));
    starts.push(start);
    lasts.push(paras[i - 1]);
  });
  if (firsts.length) emit(ctx, joinLines(firsts, firstCells));
  // One cell going on (or a table inside one): its paragraphs in order, as before.
  const going = rests.filter((rest) => rest.some((b) => !isEmpty(b)));
  if (going.length < 2 || rests.some((rest) => rest.some((b) => local(b) === 'tbl'))) {
    for (const rest of rests) for (const b of rest) walkBlock(b, ctx);
    return;
  }
  const measured = rests.map((rest, c) =>
    rest.map((p, k) => ({
      item: p,
      lines: paragraphHeight(p, ctx, widths[c]!, k ? rest[k - 1] : lasts[c]),
      empty: isEmpty(p),
      list: !!child(child(p, 'pPr'), 'numPr') || !!styleOf(p, ctx)?.list,
    })),
  );
  for (const { item, before, after } of placeRow(measured, starts)) {
    if (!before.length && !after.length) walkBlock(item, ctx);
    else {
      const lines = [...before, item, ...after].flatMap((p) => paragraphLine(p, ctx).line ?? []);
      emit(ctx, joinLines(lines));
    }
  }
}

function walkBlock(el: El, ctx: Context) {
  {
    const name = local(el);
    if (name === 'p') {
      const { lines, boxes } = paragraphLines(el, ctx);
      lines.forEach((line) => emit(ctx, line));
      if (!lines.length) emit(ctx, undefined);
      const region = ctx.region;
      for (const box of boxes) {
        ctx.region = 'textbox';
        walkBlocks(box, ctx);
      }
      ctx.region = region;
    } else if (name === 'tbl') {
      const region = ctx.region;
      ctx.region = region === 'body' ? 'table' : region;
      const grid = kids(child(el, 'tblGrid') ?? el)
        .filter((k) => local(k) === 'gridCol')
        .map((g) => points(g, 'w'));
      for (const tr of kids(el).filter((k) => local(k) === 'tr')) walkRow(tr, grid, ctx);
      ctx.region = region;
    } else if (name === 'sdt' || name === 'sdtContent' || name === 'customXml') walkBlocks(el, ctx);
  }
}

/** The document's lines, and the link targets of its hyperlinks. Throws on a file that is not a Word document. */
export function readDocxLines(bytes: Uint8Array): SourceLine[] {
  const files = unzipSync(bytes, {
    filter: (f) =>
      /^word\/(?:document|styles|header\d*|footer\d*)\.xml$|^word\/_rels\/document\.xml\.rels$/.test(f.name),
  });
  const text = (name: string) => (files[name] ? strFromU8(files[name]!) : undefined);
  const document = text('word/document.xml');
  if (!document) throw new Error('not a Word document');
  const styles = readStyles(text('word/styles.xml'));
  const links = new Map<string, string>();
  const parts: Array<{ type: string; target: string }> = [];
  const rels = text('word/_rels/document.xml.rels');
  if (rels) {
    for (const r of Array.from(parse(rels).getElementsByTagName('Relationship'))) {
      const type = r.getAttribute('Type') ?? '';
      const target = r.getAttribute('Target') ?? '';
      if (/hyperlink$/.test(type)) links.set(r.getAttribute('Id') ?? '', target);
      else if (/\/(header|footer)$/.test(type)) parts.push({ type: RegExp.$1, target });
    }
  }
  const normalStyle = defaultStyle(styles);
  const normal = normalStyle?.size;
  const defaults = parse(text('word/styles.xml') ?? '<x/>');
  const docSz = defaults ? attr(Array.from(defaults.getElementsByTagNameNS(W, 'sz'))[0], 'val') : '';
  const ctx: Context = {
    styles,
    links,
    defaultSize: normal ?? (docSz ? Number(docSz) / 2 : 11),
    normal: normalStyle,
    out: [],
    region: 'header',
    spaced: false,
  };
  const seen = new Set<string>();
  const readPart = (kind: string, region: SourceLine['region']) => {
    for (const p of parts.filter((x) => x.type === kind)) {
      const xml = text(`word/${p.target.replace(/^\/?word\//, '')}`);
      if (!xml) continue;
      const root = parse(xml);
      const key = root.textContent ?? '';
      // First-page, default and even-page headers often repeat one another.
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.region = region;
      walkBlocks(root, ctx);
    }
  };
  readPart('header', 'header');
  ctx.region = 'body';
  const body = Array.from(parse(document).getElementsByTagNameNS(W, 'body'))[0];
  if (body) walkBlocks(body, ctx);
  readPart('footer', 'footer');
  return ctx.out;
}
