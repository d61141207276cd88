import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { BULLET_MARK } from '../import-reader/pdf-lines';
import { cleanText, isIcon } from '../import-reader/text';
import type { SourceLine, SourcePart } from '../import-reader/types';

/**
 * A .docx file read from its XML (issue #39 item 4) as the lines the import's reader takes: each paragraph a line,
 * in the order Word lays them out. The page header's paragraphs come first (names and contact details are often
 * there), then the body: a table row is one line whose parts are its cells' first paragraphs, the cells' other
 * paragraphs follow one after another; a text box's paragraphs follow the paragraph it is anchored in (Word's
 * mc:AlternateContent read once, not also its VML fallback); sections set in columns (w:cols) flow column after
 * column, as the text does. Footers come last. Each line's box is its paragraph's place: page 0, y its index.
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

type El = Element;
const kids = (el: El): El[] => {
  const out: El[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as El);
  return out;
};
const local = (el: El) => el.localName ?? el.nodeName.replace(/^.*:/, '');
const child = (el: El | undefined, name: string) => (el ? kids(el).find((k) => local(k) === name) : undefined);
const attr = (el: El | undefined, name: string) => el?.getAttributeNS(W, name) || el?.getAttribute(`w:${name}`) || '';
const on = (el: El | undefined) => !!el && !/^(?:0|false|off)$/i.test(attr(el, 'val'));

interface Style {
  name: string;
  bold: boolean;
  italic: boolean;
  caps: boolean;
  size: number | null;
  list: boolean;
}

function readStyles(xml: string | undefined): Map<string, Style> {
  const styles = new Map<string, Style>();
  if (!xml) return styles;
  const all = Array.from(parse(xml).getElementsByTagNameNS(W, 'style'));
  for (const s of all) {
    const rPr = child(s, 'rPr');
    const sz = attr(child(rPr, 'sz'), 'val');
    styles.set(attr(s, 'styleId'), {
      name: attr(child(s, 'name'), 'val'),
      bold: on(child(rPr, 'b')),
      italic: on(child(rPr, 'i')),
      caps: on(child(rPr, 'caps')),
      size: sz ? Number(sz) / 2 : null,
      list: !!child(child(s, 'pPr'), 'numPr'),
    });
  }
  return styles;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  size: number;
  icon: boolean;
  href?: string;
}

interface Context {
  styles: Map<string, Style>;
  links: Map<string, string>;
  defaultSize: number;
  out: SourceLine[];
  region: SourceLine['region'];
  spaced: boolean;
}

/** A paragraph's runs in order; tabs as '\t', line breaks as '\n' (both set fields apart); text boxes collected. */
function runsOf(p: El, ctx: Context, style: Style | undefined, boxes: El[]): Run[] {
  const runs: Run[] = [];
  const walk = (el: El, href?: string) => {
    for (const k of kids(el)) {
      const name = local(k);
      if (name === 'r') {
        const rPr = child(k, 'rPr');
        const rStyle = ctx.styles.get(attr(child(rPr, 'rStyle'), 'val'));
        const bold = child(rPr, 'b') ? on(child(rPr, 'b')) : (rStyle?.bold ?? style?.bold ?? false);
        const italic = child(rPr, 'i') ? on(child(rPr, 'i')) : (rStyle?.italic ?? style?.italic ?? false);
        const caps = child(rPr, 'caps') ? on(child(rPr, 'caps')) : (style?.caps ?? false);
        const sz = attr(child(rPr, 'sz'), 'val');
        const size = sz ? Number(sz) / 2 : (rStyle?.size ?? style?.size ?? ctx.defaultSize);
        const font = attr(child(rPr, 'rFonts'), 'ascii');
        for (const c of kids(k)) {
          const n = local(c);
          const base = { bold, italic, size, href, icon: isIcon('', font) };
          if (n === 't') {
            const text = c.textContent ?? '';
            // (A run of tabs or spaces typed as characters is no icon: it parts the text as Word's tabs do.)
            const icon = base.icon || (/\S/u.test(text) && isIcon(text, font));
            runs.push({ ...base, text: caps ? text.toUpperCase() : text, icon });
          } else if (n === 'tab') runs.push({ ...base, text: '\t' });
          else if (n === 'br' || n === 'cr') runs.push({ ...base, text: '\n' });
          else if (n === 'noBreakHyphen') runs.push({ ...base, text: '-' });
          else if (n === 'sym') runs.push({ ...base, text: '', icon: true });
          else if (n === 'AlternateContent') {
            // Word writes a text box twice: as DrawingML (mc:Choice) and as VML (mc:Fallback). Read it once.
            const choice = child(c, 'Choice') ?? child(c, 'Fallback');
            if (choice) boxes.push(...Array.from(choice.getElementsByTagNameNS(W, 'txbxContent')));
          } else if (n === 'drawing' || n === 'pict' || n === 'object') {
            boxes.push(...Array.from(c.getElementsByTagNameNS(W, 'txbxContent')));
          }
        }
      } else if (name === 'hyperlink') {
        const id = k.getAttributeNS(R, 'id') || k.getAttribute('r:id') || '';
        walk(k, ctx.links.get(id) ?? (attr(k, 'anchor') ? undefined : undefined));
      } else if (
        name === 'smartTag' ||
        name === 'ins' ||
        name === 'sdt' ||
        name === 'sdtContent' ||
        name === 'fldSimple'
      )
        walk(k, href);
      else if (name === 'AlternateContent') {
        const choice = child(k, 'Choice') ?? child(k, 'Fallback');
        if (choice) boxes.push(...Array.from(choice.getElementsByTagNameNS(W, 'txbxContent')));
      }
    }
  };
  walk(p);
  return runs;
}

function partsOf(runs: Run[]): SourcePart[] {
  const parts: SourcePart[] = [];
  let cur: Run[] = [];
  const flush = () => {
    const visible = cur.filter((r) => !r.icon && r.text.trim());
    // (A space typed as a run of its own, between a bold run and the next, still parts their words.)
    const text = cleanText(
      cur
        .filter((r) => !r.icon)
        .map((r) => r.text)
        .join(''),
    );
    if (text) {
      const letters = visible.filter((r) => /\p{L}/u.test(r.text));
      parts.push({
        text,
        x: parts.length,
        right: parts.length + 1,
        bold: letters.length > 0 && letters.every((r) => r.bold),
        italic: letters.length > 0 && letters.every((r) => r.italic),
        size: Math.max(...visible.map((r) => r.size)),
      });
    }
    cur = [];
  };
  for (const r of runs) {
    if (r.text === '\t' || r.text === '\n') flush();
    else if (!r.icon) {
      // Three spaces or more typed to push text along ('(412) 555-0139     name@example.net') part it as a tab does,
      // and a tab written as a character in the text rather than as Word's own tab.
      r.text.split(/[ \u00a0]{3,}|\t/).forEach((text, i) => {
        if (i > 0) flush();
        cur.push({ ...r, text });
      });
    }
  }
  flush();
  return parts;
}

function paragraphLine(
  p: El,
  ctx: Context,
  extraParts: SourcePart[][] = [],
  given?: Run[],
): { line?: SourceLine; boxes: El[] } {
  const pPr = child(p, 'pPr');
  const style = ctx.styles.get(attr(child(pPr, 'pStyle'), 'val'));
  const boxes: El[] = [];
  const runs = given ?? runsOf(p, ctx, style, boxes);
  let parts = [...partsOf(runs), ...extraParts.flat()];
  if (!parts.length) return { boxes };
  const name = style?.name ?? '';
  let bullet = !!child(pPr, 'numPr') || !!style?.list || /list (?:bullet|number|paragraph)/i.test(name);
  const mark = parts[0]!.text.match(/^(\S)(?:\s+|$)/u);
  if (mark && BULLET_MARK.test(mark[1]!) && (parts[0]!.text.length > 1 || parts.length > 1)) {
    bullet = true;
    const rest = parts[0]!.text.slice(mark[0].length).trim();
    parts = rest ? [{ ...parts[0]!, text: rest }, ...parts.slice(1)] : parts.slice(1);
    if (!parts.length) return { boxes };
  }
  const heading = /^(?:heading\s*1|title)$/i.test(name)
    ? 1
    : /^heading\s*2$/i.test(name)
      ? 2
      : /^heading\s*[3-6]$/i.test(name)
        ? 3
        : undefined;
  const letters = parts.filter((x) => /\p{L}/u.test(x.text));
  const hrefs = runs.filter((r) => r.href).map((r) => r.href!);
  const line: SourceLine & { links?: string[] } = {
    id: ctx.out.length,
    text: parts.map((x) => x.text).join(' '),
    parts,
    box: { page: 0, x: 0, y: ctx.out.length, w: 1, h: 1 },
    size: Math.max(...parts.map((x) => x.size)),
    bold: letters.length > 0 && letters.every((x) => x.bold),
    italic: letters.length > 0 && letters.every((x) => x.italic),
    bullet,
    styledHeading: heading,
    region: ctx.region,
    spaced: ctx.spaced,
  };
  if (hrefs.length) line.links = hrefs;
  return { line, boxes };
}

/**
 * A body paragraph as the lines it shows: one, or one per line break (Shift+Enter) in a paragraph that is no list
 * item, as a PDF of it reads ('- Prepared…' / '- Tracked…' typed in one paragraph are items of their own).
 */
function paragraphLines(p: El, ctx: Context): { lines: SourceLine[]; boxes: El[] } {
  const pPr = child(p, 'pPr');
  const style = ctx.styles.get(attr(child(pPr, 'pStyle'), 'val'));
  const boxes: El[] = [];
  const runs = runsOf(p, ctx, style, boxes);
  const list = !!child(pPr, 'numPr') || !!style?.list;
  const segments: Run[][] = [[]];
  for (const r of runs) {
    if (r.text === '\n' && !list) segments.push([]);
    else segments.at(-1)!.push(r);
  }
  const lines: SourceLine[] = [];
  for (const seg of segments) {
    const { line } = paragraphLine(p, ctx, [], seg);
    if (line) lines.push(line);
  }
  return { lines, boxes };
}

function emit(ctx: Context, line: SourceLine | undefined) {
  if (!line) {
    ctx.spaced = true;
    return;
  }
  line.id = ctx.out.length;
  line.box = { ...line.box, y: line.id };
  ctx.out.push(line);
  ctx.spaced = false;
}

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
      for (const tr of kids(el).filter((k) => local(k) === 'tr')) {
        const cells = kids(tr).filter((k) => local(k) === 'tc');
        // A table that lays out the page (Word's own resume templates: a sidebar cell beside the main one, each
        // with headings and paragraphs of its own) is read a cell at a time, as its columns are.
        const filled = cells.filter(
          (tc) => blocksOf(tc).filter((k) => local(k) === 'p' && (k.textContent ?? '').trim()).length >= 3,
        );
        if (filled.length >= 2) {
          for (const tc of cells) walkBlocks(tc, ctx);
          continue;
        }
        // The row's first line: each cell's first paragraph, side by side; then each cell's other paragraphs.
        const firsts: SourceLine[] = [];
        const rests: El[][] = [];
        for (const tc of cells) {
          const blocks = blocksOf(tc);
          const paras = blocks.filter((b) => local(b) === 'p');
          let firstLine: SourceLine | undefined;
          let i = 0;
          for (; i < paras.length && !firstLine; i++) firstLine = paragraphLine(paras[i]!, ctx).line;
          if (firstLine) firsts.push(firstLine);
          rests.push(blocks.filter((b) => local(b) === 'tbl' || paras.indexOf(b) >= i));
        }
        if (firsts.length) {
          const parts = firsts.flatMap((l) => l.parts);
          const letters = parts.filter((x) => /\p{L}/u.test(x.text));
          emit(ctx, {
            ...firsts[0]!,
            text: parts.map((x) => x.text).join(' '),
            parts: parts.map((x, i) => ({ ...x, x: i, right: i + 1 })),
            size: Math.max(...firsts.map((l) => l.size)),
            bold: letters.length > 0 && letters.every((x) => x.bold),
            italic: letters.length > 0 && letters.every((x) => x.italic),
            // A row whose only first line is a list item is one; a date cell beside a title is not.
            bullet: firsts.length === 1 && firsts[0]!.bullet,
          });
        }
        for (const rest of rests) for (const b of rest) walkBlock(b, ctx);
      }
      ctx.region = region;
    } else if (name === 'sdt' || name === 'sdtContent' || name === 'customXml') walkBlocks(el, ctx);
  }
}

/** Parsed strictly: a damaged part is an unreadable document, not a shorter one. */
const parse = (xml: string) =>
  new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (msg: string) => {
        throw new Error(msg);
      },
      fatalError: (msg: string) => {
        throw new Error(msg);
      },
    },
  }).parseFromString(xml, 'text/xml').documentElement as unknown as El;

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
  const normal = [...styles.values()].find((s) => /^normal$/i.test(s.name))?.size;
  const defaults = parse(text('word/styles.xml') ?? '<x/>');
  const docSz = defaults ? attr(Array.from(defaults.getElementsByTagNameNS(W, 'sz'))[0], 'val') : '';
  const ctx: Context = {
    styles,
    links,
    defaultSize: normal ?? (docSz ? Number(docSz) / 2 : 11),
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
