// Small helpers over the `docx` package for the corpus's Word documents: what a person does in Word by hand (bold
// lines, tab stops, bulleted lists, borders under headings, tables, text boxes, headers and footers).
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ISectionOptions,
  type ParagraphChild,
} from 'docx';
import { deflateSync } from 'node:zlib';

export type Run = string | IRunOptions;
const run = (r: Run, base: IRunOptions = {}) =>
  new TextRun(typeof r === 'string' ? { ...base, text: r } : { ...base, ...r });

/** Twips: 1 inch = 1440. The text width of a Letter page with 0.75 in margins. */
export const TEXT_WIDTH = 12240 - 2 * 1080;

export function para(
  runs: Run | Run[],
  options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
  base: IRunOptions = {},
) {
  const list = Array.isArray(runs) ? runs : [runs];
  return new Paragraph({
    spacing: { after: 60 },
    ...options,
    children: list.map((r) => run(r, base)) as ParagraphChild[],
  });
}

/** A line with text at the left margin and more flush right on a right tab stop ('Company<TAB>City, ST'). */
export function tabbed(left: Run | Run[], right: Run | Run[], base: IRunOptions = {}, width = TEXT_WIDTH) {
  const l = Array.isArray(left) ? left : [left];
  const r = Array.isArray(right) ? right : [right];
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: width }],
    spacing: { after: 20 },
    children: [...l.map((x) => run(x, base)), new TextRun({ ...base, text: '\t' }), ...r.map((x) => run(x, base))],
  });
}

/** A section heading as typed by hand: bold capitals with a rule under it. */
export function ruled(text: string, size = 24) {
  return new Paragraph({
    spacing: { before: 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '444444', space: 1 } },
    children: [new TextRun({ text, bold: true, size })],
  });
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
/** A table cell's borders, none drawn. */
export const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };

export const bullet = (runs: Run | Run[], base: IRunOptions = {}) =>
  para(runs, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: 20 } }, base);

/** Skills as bulleted items two (or `columns`) to a row of a borderless table, the way Word's résumé templates list them. */
export function skillTable(skills: readonly string[], columns = 2) {
  const width = Math.floor(TEXT_WIDTH / columns);
  const rows: TableRow[] = [];
  for (let i = 0; i < skills.length; i += columns)
    rows.push(
      new TableRow({
        children: skills.slice(i, i + columns).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: width, type: WidthType.DXA },
              children: [bullet(s)],
            }),
        ),
      }),
    );
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => width),
    rows,
  });
}

/** 'Label: value' pairs two to a row of a borderless table (a template's personal details), the label styled by `label`. */
export function pairTable(pairs: ReadonlyArray<[string, string]>, label: IRunOptions) {
  const half = TEXT_WIDTH / 2;
  const rows: TableRow[] = [];
  for (let i = 0; i < pairs.length; i += 2)
    rows.push(
      new TableRow({
        children: pairs.slice(i, i + 2).map(
          ([name, value]) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: half, type: WidthType.DXA },
              children: [para([{ ...label, text: `${name}: ` }, value], { spacing: { after: 40 } })],
            }),
        ),
      }),
    );
  return new Table({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, columnWidths: [half, half], rows });
}

/** A list item one level in: Word's default second-level mark, 'o' in Courier New. */
export const subBullet = (runs: Run | Run[], base: IRunOptions = {}) =>
  para(runs, { numbering: { reference: 'bullets', level: 1 }, spacing: { after: 20 } }, base);

export function pageFooter(label = 'Page') {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ text: `${label} `, size: 16 }),
          new TextRun({ children: [PageNumber.CURRENT], size: 16 }),
          new TextRun({ text: ' of ', size: 16 }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16 }),
        ],
      }),
    ],
  });
}

export const pageHeader = (children: Paragraph[]) => new Header({ children });

/**
 * The list mark: a typed '•' by default; Word's own default is U+F0B7 in the Symbol font (a private-use code point,
 * which is what a PDF of it says unless the maker maps it).
 */
export interface BulletMark {
  text: string;
  font?: string;
}

/**
 * How much larger than written the documents' own type is set: build.ts builds each document a second time a tenth
 * larger (files/rewrapped), so its lines break at other places.
 */
export const wordVariant = { scale: 1 };

export async function wordDocument(
  sections: ISectionOptions[],
  font = 'Liberation Sans',
  size = 21,
  mark: BulletMark = { text: '•' },
): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Microsoft Office User',
    styles: { default: { document: { run: { font, size: Math.round(size * wordVariant.scale) } } } },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: mark.text,
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 360, hanging: 260 } },
                ...(mark.font ? { run: { font: mark.font } } : {}),
              },
            },
            {
              level: 1,
              format: LevelFormat.BULLET,
              text: 'o',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 1080, hanging: 360 } }, run: { font: 'Courier New' } },
            },
          ],
        },
      ],
    },
    sections: sections.map((s) => ({
      ...s,
      properties: {
        ...s.properties,
        page: {
          size: { width: 12240, height: 15840 },
          margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 },
          ...s.properties?.page,
        },
      },
    })),
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The expected fields of a corpus file (see ../score.ts). */
export interface ExpectedJob {
  title: string;
  company: string;
  start?: string;
  end?: string;
  datesAsWritten?: string;
  bullets: string[];
}
export interface Expected {
  language: string;
  name: string;
  email?: string;
  phone?: string;
  location?: string;
  jobs: ExpectedJob[];
  schools: Array<{ school: string; degree?: string; start?: string; end?: string; datesAsWritten?: string }>;
  skills: string[];
}

// The pictures sources place (a passport photo, an icon, a scanned signature): PNGs drawn pixel by pixel, so no
// image file is needed.
function crc32(bytes: Uint8Array) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A PNG of width × height RGB pixels, each given by `pixel`. */
export function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 'RRGGBB' colour as the RGB triple `png` takes. */
export const hex = (c: string): [number, number, number] => [
  parseInt(c.slice(0, 2), 16),
  parseInt(c.slice(2, 4), 16),
  parseInt(c.slice(4, 6), 16),
];
