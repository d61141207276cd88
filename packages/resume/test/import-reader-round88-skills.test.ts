import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 88, skills: marked lists on a word processor's line grid, marks set close before their text, a grid
// whose cells all wrapped (en-word-wps-twocol, en-word-bold-template, es-word-mx-profesional, en-word-columns, in the
// probes' larger type).

const SANS = 'Arial';
const BOLD = 'Arial-Bold';

describe('a marked skills list on a word processor’s line grid, each line two of the grid’s', () => {
  // Items 33.5 pt apart, an item's wrapped lines 31.3 pt: no closer than its items stand.
  const rows: Array<[string, boolean]> = [
    ['Critical care nursing (ICU)', true],
    ['Patient assessment and', true],
    ['care planning', false],
    ['IV therapy and', true],
    ['medication', false],
    ['administration', false],
    ['Electronic health records', true],
    ['MS Office (Word, Excel,', true],
    ['PowerPoint)', false],
  ];
  let y = 174;
  const items = rows.flatMap(([text, marked], i): ItemRow[] => {
    y += i === 0 ? 0 : marked ? 33.5 : 31.3;
    return [
      ...(marked ? ([['•', 45, y, 4, 11.5, 'Symbol']] as ItemRow[]) : []),
      [text, 56, y, 5.6 * text.length, 11.5, SANS],
    ];
  });
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Marielle Pascual', 228, 63, 200, 24, BOLD],
        ['marielle.pascual@example.com', 228, 100, 150, 11.5, SANS],
        ['SKILLS', 45, 136, 50, 13, BOLD],
        ...items,
      ]),
    ),
  );

  it('reads each item whole', () => {
    expect(resume.skills.core).toEqual([
      'Critical care nursing (ICU)',
      'Patient assessment and care planning',
      'IV therapy and medication administration',
      'Electronic health records',
      'MS Office (Word, Excel, PowerPoint)',
    ]);
  });
});

describe('a skills list whose marks stand close before their text, its items wrapped under the text', () => {
  const FONT = 'NotoSans-Regular';
  const rows: Array<[string, number, boolean]> = [
    ['Microsoft 365 (Outlook,', 342.5, true],
    ['Word, Excel,', 359.6, false],
    ['PowerPoint)', 376.8, false],
    ['Calendar and travel', 395.9, true],
    ['management', 413.1, false],
    ['DocuSign', 432.2, true],
    ['QuickBooks Online', 451.3, true],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Jasmine Whitfield', 238, 70, 200, 24, BOLD],
        ['jwhitfield@example.com', 238, 100, 130, 11, SANS],
        ['SKILLS', 50.5, 316, 50, 13, BOLD],
        ...rows.flatMap(([text, y, marked]): ItemRow[] => [
          ...(marked
            ? ([
                ['•', 54.1, y, 4.5, 12, FONT],
                [' ', 58.6, y, 6.3, 12, FONT],
              ] as ItemRow[])
            : []),
          [text, 64.9, y, 5.9 * text.length, 12, FONT],
        ]),
      ]),
    ),
  );

  it('reads each item whole, its bracket closed lines down', () => {
    expect(resume.skills.core).toEqual([
      'Microsoft 365 (Outlook, Word, Excel, PowerPoint)',
      'Calendar and travel management',
      'DocuSign',
      'QuickBooks Online',
    ]);
  });
});

describe('a grid of marked skills whose every cell wrapped in one row', () => {
  const FONT = 'NotoSans-Regular';
  // LibreOffice draws a table's cells in turn, each cell's lines, its mark opening an element of its own.
  const cell = (x: number, y: number, lines: string[]): ItemRow[] => [
    ['', x - 18, y, 0, 13, 'OpenSymbol'],
    ['\uf0b7', x - 18, y, 5.3, 13, 'OpenSymbol'],
    [' ', x - 12.7, y, 12.7, 13, 'OpenSymbol'],
    ...lines.flatMap((text, i): ItemRow[] => [
      ...(i > 0 ? ([['', x, y + 19 * i, 0, 13, FONT]] as ItemRow[]) : []),
      [text, x, y + 19 * i, 6.4 * text.length, 13, FONT],
    ]),
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Rodrigo Garza', 54, 60, 160, 22, BOLD],
        ['rodrigo.garza@example.com', 54, 90, 150, 11, SANS],
        ['COMPETENCIAS', 54, 200, 100, 14.5, BOLD],
        ...cell(95.5, 227, ['Negociación con', 'proveedores']),
        ...cell(263.5, 227, ['Abastecimiento', 'estratégico']),
        ...cell(431.5, 227, ['Gestión de', 'contratos']),
        ...cell(95.5, 273, ['Análisis de gasto']),
        ...cell(263.5, 273, ['Planeación S&OP']),
        ...cell(431.5, 273, ['Liderazgo']),
      ]),
    ),
  );

  it('reads each cell whole', () => {
    expect(resume.skills.core).toEqual([
      'Negociación con proveedores',
      'Abastecimiento estratégico',
      'Gestión de contratos',
      'Análisis de gasto',
      'Planeación S&OP',
      'Liderazgo',
    ]);
  });
});

describe('a column of marked skills in title case, a name wrapped as far down as the items stand', () => {
  const rows: Array<[string, boolean]> = [
    ['Plant Operations', true],
    ['Lean Manufacturing &', true],
    ['5S', false],
    ['Continuous', true],
    ['Improvement', false],
    ['P&L Management', true],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Marcus T. Whitfield', 206, 33, 190, 20, BOLD],
        ['marcus.whitfield@example.com', 60, 60, 150, 10, SANS],
        ['AREAS OF EXPERTISE', 50, 253, 140, 12, BOLD],
        ...rows.flatMap(([text, marked], i): ItemRow[] => [
          ...(marked ? ([['•', 54, 276 + 18.4 * i, 5, 13, 'Symbol']] as ItemRow[]) : []),
          [text, 68, 276 + 18.4 * i, 7 * text.length, 13, SANS],
        ]),
        ['Capacity Planning', 244, 276, 120, 13, SANS],
      ]),
    ),
  );

  it('reads each name whole', () => {
    expect(resume.skills.core).toEqual(
      expect.arrayContaining(['Lean Manufacturing & 5S', 'Continuous Improvement', 'P&L Management']),
    );
    expect(resume.skills.core).not.toContain('Improvement');
  });
});
