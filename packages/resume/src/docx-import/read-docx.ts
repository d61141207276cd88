import mammoth from 'mammoth';

/**
 * A .docx file's body as the import's rules need it: one block per paragraph (a table row is one block, its
 * cells the parts), with the style that tells headings, entries and bullets apart. Read with mammoth's document
 * model (its `transformDocument` hook) rather than its HTML: the model keeps run sizes, bold and italic per run,
 * each link's target and table cells, and needs no HTML parser in Node or a worker.
 */

export type BlockKind = 'title' | 'heading1' | 'heading2' | 'heading3' | 'paragraph' | 'bullet';

export interface DocBlock {
  kind: BlockKind;
  /** Plain text; a table row's cells and tab-separated runs joined with ' | '. */
  text: string;
  /** The cells or tab-separated runs ('Engineer', 'Mar 2021 – Present'). */
  parts: string[];
  /** The text with bold and italic runs as **bold** and *italic* markup, when only some runs are styled. */
  marked: string;
  /** Every run is bold / italic (the line's own style, not emphasis in it). */
  bold: boolean;
  italic: boolean;
  /** The largest run size in points, when the document sets one. */
  fontSize: number | null;
  links: Array<{ text: string; href: string }>;
  /** An empty paragraph (Word's usual spacing) came before this one. */
  spaced: boolean;
}

// mammoth's document model (lib/documents.js); its types are not published, so only what is read is named.
interface MNode {
  type: string;
  children?: MNode[];
  value?: string;
  styleName?: string | null;
  numbering?: unknown;
  isBold?: boolean;
  isItalic?: boolean;
  fontSize?: number | null;
  href?: string;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  size: number | null;
  href?: string;
}

const KIND_BY_STYLE: Array<[RegExp, BlockKind]> = [
  [/^title$/i, 'title'],
  [/^heading\s*1$/i, 'heading1'],
  [/^heading\s*2$/i, 'heading2'],
  [/^heading\s*[3-6]$/i, 'heading3'],
  [/list/i, 'bullet'],
];

/** The runs of a paragraph, in order, with tabs and line breaks as '\t' (both separate fields in resumes). */
function runsOf(node: MNode, out: Run[], style: Omit<Run, 'text'>): Run[] {
  for (const child of node.children ?? []) {
    if (child.type === 'text') out.push({ ...style, text: child.value ?? '' });
    else if (child.type === 'tab' || child.type === 'break') out.push({ ...style, text: '\t' });
    else if (child.type === 'run') {
      runsOf(child, out, { ...style, bold: !!child.isBold, italic: !!child.isItalic, size: child.fontSize ?? null });
    } else if (child.type === 'hyperlink') runsOf(child, out, { ...style, href: child.href });
    else runsOf(child, out, style);
  }
  return out;
}

const clean = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();

function blockOf(runs: Run[], kind: BlockKind, spaced: boolean): DocBlock | undefined {
  const visible = runs.filter((r) => r.text.trim() !== '' && r.text !== '\t');
  if (!visible.length) return undefined;
  const plain = runs.map((r) => r.text).join('');
  const parts = plain.split('\t').map(clean).filter(Boolean);
  const bold = visible.every((r) => r.bold);
  const italic = visible.every((r) => r.italic);
  const marked = clean(
    runs
      .map((r) => {
        if (r.text === '\t' || r.text.trim() === '') return r.text;
        const lead = r.text.match(/^\s*/)![0];
        const tail = r.text.match(/\s*$/)![0];
        let core = r.text.trim();
        if (r.bold && !bold) core = `**${core}**`;
        if (r.italic && !italic) core = `*${core}*`;
        return `${lead}${core}${tail}`;
      })
      .join('')
      .replace(/\*\*\s*\*\*/g, ' ')
      .replace(/\t/g, ' | '),
  );
  const links = new Map<string, string>();
  for (const r of runs) if (r.href) links.set(r.href, `${links.get(r.href) ?? ''}${r.text}`);
  const sizes = visible.map((r) => r.size).filter((s): s is number => s !== null);
  return {
    kind,
    text: parts.join(' | '),
    parts,
    marked,
    bold,
    italic,
    fontSize: sizes.length ? Math.max(...sizes) : null,
    links: [...links].map(([href, text]) => ({ href, text: clean(text) })),
    spaced,
  };
}

const kindOf = (p: MNode): BlockKind =>
  p.numbering ? 'bullet' : (KIND_BY_STYLE.find(([re]) => re.test(p.styleName ?? ''))?.[1] ?? 'paragraph');

/** Walks the body in reading order; a table row becomes one block whose parts are its cells' texts. */
function walk(node: MNode, out: DocBlock[], state: { spaced: boolean }) {
  for (const child of node.children ?? []) {
    if (child.type === 'paragraph') {
      const block = blockOf(runsOf(child, [], { bold: false, italic: false, size: null }), kindOf(child), state.spaced);
      state.spaced = !block;
      if (block) out.push(block);
    } else if (child.type === 'tableRow') {
      const cells: DocBlock[][] = (child.children ?? []).map((cell) => walk(cell, [], { spaced: false }));
      // A row of single-line cells is one line of fields ('Engineer | Acme | 2021'); richer cells stay blocks.
      if (cells.every((c) => c.length <= 1) && cells.some((c) => c.length)) {
        const row = cells.flatMap((c) => c);
        const first = row[0]!;
        out.push({
          ...first,
          text: row.map((b) => b.text).join(' | '),
          parts: row.flatMap((b) => b.parts),
          marked: row.map((b) => b.marked).join(' | '),
          bold: row.every((b) => b.bold),
          italic: row.every((b) => b.italic),
          links: row.flatMap((b) => b.links),
          spaced: state.spaced,
        });
      } else out.push(...cells.flat());
      state.spaced = false;
    } else walk(child, out, state);
  }
  return out;
}

/** The document's blocks. Throws when mammoth cannot read the file (not a Word document, damaged). */
export async function readDocxBlocks(bytes: Uint8Array): Promise<DocBlock[]> {
  const blocks: DocBlock[] = [];
  const copy = bytes.slice().buffer;
  // mammoth's Node build reads `buffer`, its browser build (picked by the bundler) `arrayBuffer`.
  const input = { buffer: copy, arrayBuffer: copy } as unknown as { arrayBuffer: ArrayBuffer };
  await mammoth.convertToHtml(input, {
    transformDocument: (doc: MNode) => {
      walk(doc, blocks, { spaced: false });
      return doc;
    },
    // Images are not read at all: the import does not use them and decoding them costs time.
    convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
  });
  return blocks;
}
