import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { labelled } from '../src/import-reader/contact';
import { unspace } from '../src/import-reader/text';
import { listItems } from '../src/import-reader/skill-lists';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 38: an online builder's 'Download as Word' (en-word-builder-export) and a Spanish functional CV typed
// in Word (es-word-funcional).

const N = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const MARK = '\uF0B7';

const line = (text: string) =>
  ({
    id: 0,
    text,
    parts: [{ text, x: 72, right: 400, bold: false, italic: false, size: 10 }],
    box: { page: 1, x: 72, y: 100, w: 328, h: 12 },
    size: 10,
    bold: false,
    italic: false,
    bullet: false,
  }) as Parameters<typeof listItems>[0];

describe("an online builder's Word export", () => {
  it("reads a place after its label with no colon, as builders set their bold labels ('Address Austin, TX 78745')", () => {
    expect(labelled('Address Austin, TX 78745')).toEqual({ kind: 'place', value: 'Austin, TX 78745' });
    // (A word that is no label before a place stays as it is.)
    expect(labelled('Remote Austin, TX')).toBeUndefined();
  });

  it("joins an item's rest that starts with a figure and a year to the item ending mid-sentence ('… above' / '92% …')", () => {
    const page: Row[] = [
      ['Keisha Whitfield', 30, 43, 228, 28, B],
      ['EXPERIENCE', 30, 440, 80, 11, B],
      ['Customer Success Manager', 225, 460, 160, 10, B],
      ['2018-06 - 2021-02', 135, 460, 80, 10, N],
      ['Zendesk, Austin, TX', 225, 474, 100, 10, 'NotoSans-Italic'],
      [MARK, 207, 490, 4.5, 10, 'OpenSymbol'],
      ['Ran monthly health checks and usage reviews; kept logo retention above', 225, 490, 343, 10, N],
      ['92% through the 2020 downturn', 225, 504, 153, 10, N],
      [MARK, 207, 520, 4.5, 10, 'OpenSymbol'],
      ['Wrote 30+ help center articles with the support team', 225, 520, 300, 10, N],
    ];
    const { experience } = readResume(pdfLines(measuredRows(page))).resume;
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Customer Success Manager',
        'Zendesk',
        '2018-06',
        '2021-02',
        [
          'Ran monthly health checks and usage reviews; kept logo retention above 92% through the 2020 downturn',
          'Wrote 30+ help center articles with the support team',
        ],
      ],
    ]);
  });
});

describe('a Spanish functional CV', () => {
  it("keeps a program and its level named as a level as one skill, as written ('Salesforce: nivel avanzado')", () => {
    expect(listItems(line('Salesforce: nivel avanzado')).items).toEqual(['Salesforce: nivel avanzado']);
    expect(listItems(line('Google Analytics 4 y Google Ads: nivel avanzado')).items).toEqual([
      'Google Analytics 4 y Google Ads: nivel avanzado',
    ]);
    expect(listItems(line('Microsoft Office: nivel avanzado (Excel: tablas dinámicas y macros)')).items).toEqual([
      'Microsoft Office: nivel avanzado (Excel: tablas dinámicas y macros)',
    ]);
  });

  it('reads key skills written as achievements as a section of their own, not as skills', () => {
    const items: Array<[string, number]> = [
      ['Aumento de la facturación de exportación de 3,2 a 5,8 millones de euros', 160],
      ['en cuatro años, con la apertura de seis nuevos mercados.', 174],
      ['Captación de 45 nuevas cuentas de distribución y una tasa de renovación', 192],
      ['de contratos del 92%.', 206],
      ['Reducción del coste por lead un 35% con campañas en Google Ads y', 224],
      ['LinkedIn Ads.', 238],
      ['Dirección de un equipo de 7 personas (4 comerciales y 3 técnicos de', 256],
      ['marketing).', 270],
    ];
    const page: Row[] = [
      ['Andrea Climent Bosch', 85, 60, 220, 18, B],
      ['COMPETENCIAS CLAVE', 85, 120, 150, 12, B],
      ['Gestión comercial', 85, 142, 100, 11, B],
      ...items.flatMap(([text, y], i): Row[] =>
        i % 2
          ? [[text, 121, y, 300, 11, N]]
          : [
              [MARK, 103, y, 4.5, 11, 'OpenSymbol'],
              [text, 121, y, 340, 11, N],
            ],
      ),
      ['INFORMÁTICA', 85, 300, 100, 12, B],
      ['Salesforce: nivel avanzado', 85, 320, 150, 11, N],
      ['SQL: nivel básico', 85, 334, 90, 11, N],
    ];
    const { skills, custom } = readResume(pdfLines(measuredRows(page))).resume;
    expect(skills.core).toEqual(['Salesforce: nivel avanzado', 'SQL: nivel básico']);
    expect(custom.map((c) => [c.label, c.bullets.length])).toEqual([['COMPETENCIAS CLAVE', 5]]);
  });
});

// Corpus round 39: a hand-written HTML page printed with Chrome's headers and footers (en-html-chrome-headers).
describe('a letter-spaced capital heading', () => {
  it("reads letters kerned together in threes as spaced too ('E D U CAT I O N'), and leaves words alone", () => {
    expect(unspace('E D U CAT I O N')).toBe('EDUCATION');
    expect(unspace('S U M M A RY')).toBe('SUMMARY');
    expect(unspace('I am a cat')).toBe('I am a cat');
    expect(unspace('A B CAT DOG')).toBe('A B CAT DOG');
  });
});
