import { describe, expect, it } from 'vitest';
import {
  arabicLigaturesInOrder,
  cleanText,
  detectLanguage,
  findDates,
  findPhone,
  headingKind,
  pdfLines,
  readResume,
  unspace,
} from '../src/import-reader';
import { measuredPage, page } from './pdf-page';

describe('dates in the resume languages', () => {
  it.each([
    ['Mar 2021 – Present', '2021-03', ''],
    ['März 2021 – heute', '2021-03', ''],
    ['seit 03/2020', '2020-03', ''],
    ['sept. 2019 – aujourd’hui', '2019-09', ''],
    ['Marzo 2019 – Actualidad', '2019-03', ''],
    ['abril de 2018 - febrero de 2021 (2 años 11 meses)', '2018-04', '2021-02'],
    // The present and 'since' as whole phrases, in the languages' own words.
    ['enero de 2019 a la actualidad', '2019-01', ''],
    ['Marzo 2018 - a la fecha', '2018-03', ''],
    ['jun. 2017 - actualmente', '2017-06', ''],
    ['desde 2019 hasta 2021', '2019', '2021'],
    ['03.2019 – bis dato', '2019-03', ''],
    ['janvier 2019 - à ce jour', '2019-01', ''],
    ['da marzo 2019 ad oggi', '2019-03', ''],
    ['janeiro de 2019 até hoje', '2019-01', ''],
    ['Mar 2021 - Present · 3 yrs 10 mos', '2021-03', ''],
    ['janv. 2017 – août 2019', '2017-01', '2019-08'],
    ['03/2019 – present', '2019-03', ''],
    ['2019–Present', '2019', ''],
    // India's and Latin America's ways to say 'still there', and a range left open by its dash.
    ['January 2019 - Till date', '2019-01', ''],
    ['Jan 2019 – till now', '2019-01', ''],
    ['2019 - to date', '2019', ''],
    ['Sep. 2019 – Pres.', '2019-09', ''],
    ['ene. 2019 - act.', '2019-01', ''],
    ['2019–', '2019', ''],
    ['2021年3月～現在', '2021-03', ''],
    ['2021년 3월 ~ 현재', '2021-03', ''],
    ['مارس 2019 – حتى الآن', '2019-03', ''],
    ['марта 2021 — н.в.', '2021-03', ''],
    ['2010 – 2014', '2010', '2014'],
    ['June 2012', '', '2012-06'],
    ['fev/2016 – fev/2019', '2016-02', '2019-02'],
    // Whole dates: day first (Europass, '01.03.2019'), month first only when the day says so; ISO.
    ['[ 01/03/2019 – Obecnie ]', '2019-03', ''],
    ['01.03.2019 – 28.02.2021', '2019-03', '2021-02'],
    ['12/25/2019 - 01/15/2020', '2019-12', '2020-01'],
    ['2019-03-15 – 2021-02-01', '2019-03', '2021-02'],
    // A Japanese date with its day, and a word right after it, as Japanese is written.
    ['2019年4月1日～2021年3月31日', '2019-04', '2021-03'],
    ['2019年4月入社', '', '2019-04'],
    // Chinese '至' (to) with no space; Greek months in the nominative; Persian digits; Thai Buddhist-era years.
    ['2019年3月至今', '2019-03', ''],
    ['2019.03至2021.06', '2019-03', '2021-06'],
    ['Μάρτιος 2019 – Σήμερα', '2019-03', ''],
    ['مارس ۲۰۱۹ – اکنون', '2019-03', ''],
    ['มีนาคม 2562 – ปัจจุบัน', '2019-03', ''],
    ['mar/2019 – atual', '2019-03', ''],
    // Words between the dates outside ASCII ('à', 'по'): whole words all the same.
    ['De 2016 à 2021', '2016', '2021'],
    ['2018 по 2020', '2018', '2020'],
  ])('%s', (text, start, end) => {
    expect(findDates(text)).toMatchObject({ start, end, asWritten: false });
  });

  it('takes a duration after the dates as theirs (LinkedIn), so it is never read as a company', () => {
    expect(findDates('abril de 2018 - febrero de 2021 (2 años 11 meses)')?.text).toBe(
      'abril de 2018 - febrero de 2021 (2 años 11 meses)',
    );
    expect(findDates('Mar 2021 - Present · 3 yrs 10 mos')?.text).toBe('Mar 2021 - Present · 3 yrs 10 mos');
    expect(findDates('Jan 2019 – Dec 2020 (Acme Corp)')?.text).toBe('Jan 2019 – Dec 2020');
  });

  it('keeps dates a range of months cannot say as written, and invents none', () => {
    expect(findDates('Summer 2013, 2014')).toMatchObject({
      text: 'Summer 2013, 2014',
      start: '',
      end: '',
      asWritten: true,
    });
    expect(findDates('Research Assistant   Fall 2016 – Spring 2018')).toMatchObject({
      text: 'Fall 2016 – Spring 2018',
      asWritten: true,
    });
    expect(findDates('Bachelor of Arts   Expected Graduation: June 2016')).toMatchObject({
      text: 'Expected Graduation: June 2016',
      asWritten: true,
    });
  });

  it("keeps a season of seasonal work as written, with the season said again in brackets ('Zafra 2017 (temporada)')", () => {
    expect(findDates('Hotel Altamar Punta del Este   Zafra 2017 (temporada)')).toMatchObject({
      text: 'Zafra 2017 (temporada)',
      start: '',
      end: '',
      asWritten: true,
    });
    expect(findDates('Temporada 2018 – 2019')).toMatchObject({ text: 'Temporada 2018 – 2019', asWritten: true });
    expect(findDates('Servicekraft, Saison 2019')).toMatchObject({ text: 'Saison 2019', asWritten: true });
    // (A remark in brackets that is no season is not the dates'.)
    expect(findDates('Summer 2013 (Acme Corp)')?.text).toBe('Summer 2013');
  });

  it('does not take a date of birth or an ID for a range', () => {
    expect(findDates('07.09.1991 in Mönchengladbach')?.text).not.toBe('09.1991');
    expect(findDates('Employee ID 00482917')).toBeUndefined();
  });
});

describe('phone numbers', () => {
  it('keeps a phone whole, with its country code and brackets', () => {
    expect(findPhone('San Francisco, CA | +1 (415) 555-0142 | ted@example.com')).toBe('+1 (415) 555-0142');
    expect(findPhone('Tel.: +49 170 1234567')).toBe('+49 170 1234567');
    expect(findPhone('0171 9876543')).toBe('0171 9876543');
  });

  it("reads Word's soft hyphen and U+2010 as the one dash the person typed", () => {
    expect(findPhone(cleanText('(909) 555-\u00ad\u20105555'))).toBe('(909) 555-5555');
  });

  it('never takes an ID number, a date or a page number for a phone', () => {
    expect(findPhone('Employee ID 00482917')).toBeUndefined();
    expect(findPhone('DNI: 48392017-K')).toBeUndefined();
    expect(findPhone('Fecha de nacimiento: 14/05/1993')).toBeUndefined();
    expect(findPhone('2016 – 2019')).toBeUndefined();
    expect(findPhone('Page 2 of 3')).toBeUndefined();
  });
});

describe('headings in the resume languages', () => {
  it.each([
    ['Berufserfahrung', 'experience', 'de'],
    ['Expérience professionnelle', 'experience', 'fr'],
    ['EXPERIENCIA', 'experience', 'es'],
    ['EDUCACIÓN', 'education', 'es'],
    ['DATOS PERSONALES', 'contact', 'es'],
    ['職歴', 'experience', 'ja'],
    ['الخبرة', 'experience', 'ar'],
    ['Опыт работы', 'experience', 'ru'],
    ['경력', 'experience', 'ko'],
    ['Kinh nghiệm làm việc', 'experience', 'vi'],
    ['Pendidikan', 'education', 'id'],
    ['İş Deneyimi', 'experience', 'tr'],
    // Letter-spaced, read back without its word spaces.
    ['EXPERIENCIALABORAL', 'experience', 'es'],
    ['WORKEXPERIENCE', 'experience', 'en'],
    // A languages table's row labels.
    ['Lingua madre', 'languages', 'it'],
    ['Mother tongue(s)', 'languages', 'en'],
  ])('%s', (text, kind, language) => {
    const match = headingKind(text);
    expect(match?.kind).toBe(kind);
    expect(match?.languages).toContain(language);
  });

  it('does not take a sentence for a heading', () => {
    expect(headingKind('I have experience leading teams of engineers across three countries')).toBeUndefined();
    expect(headingKind('Workexperiences')).toBeUndefined();
  });
});

describe('text as the person wrote it', () => {
  it('removes soft hyphens, expands ligatures and unifies hyphen variants, keeping en and em dashes', () => {
    expect(cleanText('e\ufb03cient work\u00adflow co\u2011founder 2019 – 2021 — lead')).toBe(
      'efficient workflow co-founder 2019 – 2021 — lead',
    );
  });

  it("reads TeX's T1 codes from fonts without a Unicode map: dashes, quotes, ligatures, textcomp's bullet", () => {
    // pdfLaTeX's bitmap (Type 3) T1 fonts, as readers give them: by code.
    expect(cleanText('2015\u00152016 \u0010Cita\u0011 e\u001ecient \u0088 Madrid')).toBe(
      '2015–2016 “Cita” efficient • Madrid',
    );
    expect(cleanText('Line\tone')).toBe('Line one');
  });

  it('keeps an Arabic mark on its letter when the PDF stores its isolated form', () => {
    // U+FE71 (fathatan on a tatweel) is, once NFKC, a space and the mark: 'فرقاً', not 'فرقا ً'.
    expect(cleanText('قدت فرقا\ufe70 هندسية')).toBe('قدت فرقاً هندسية');
  });

  it("reads the letters of T1's upper half in a TeX PDF's bitmap fonts, and only there", () => {
    const lines = (creator: string, font: string) =>
      pdfLines(
        page([
          [
            '\u008Aukasz \u009B\u00F3\u00AAkiewski, Wroc\u00AAaw, P\u00B0\u00EDli\u00B2, Stra\u00FFe \u0088 Go',
            54,
            60,
            10,
            font,
          ],
        ]).map((p) => ({ ...p, creator })),
      )[0]!.text;
    expect(lines('LaTeX with hyperref', 'Type3')).toBe('Łukasz Żółkiewski, Wrocław, Příliš, Straße • Go');
    // A font with a name, or a PDF no TeX made, says what its codes are: Latin-1's ª stays.
    expect(lines('LaTeX with hyperref', 'LMRoman10-Regular')).toContain('Wrocªaw');
    expect(lines('Writer', 'Type3')).toContain('Wrocªaw');
  });

  it("takes Word's second-level list mark 'o', set apart before its text, as a list mark, and the word 'o' as a word", () => {
    const lines = pdfLines(
      page([
        ['o', 72, 100, 10, 'CourierNewPSMT'],
        ['Cut the monthly close from eight working days to five', 90, 100],
        ['o projeto reduziu o tempo de fecho em três dias', 54, 114],
      ]),
    );
    expect(lines.map((l) => [l.bullet, l.text])).toEqual([
      [true, 'Cut the monthly close from eight working days to five'],
      [false, 'o projeto reduziu o tempo de fecho em três dias'],
    ]);
  });

  it('closes up letter-spaced headings, not words', () => {
    expect(unspace('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(unspace('C O N TA C T')).toBe('CONTACT');
    expect(unspace('Led a team of five')).toBe('Led a team of five');
  });

  it('puts back an Arabic ligature read backwards, and only in orders no word has', () => {
    expect(arabicLigaturesInOrder('من 12 يومًا إىل 7 أيام')).toBe('من 12 يومًا إلى 7 أيام');
    expect(arabicLigaturesInOrder('اإلدارة واألمن االتصاالت')).toBe('الإدارة والأمن الاتصالات');
    // Alef then lam is the article and many words: as read.
    expect(arabicLigaturesInOrder('الخبرة سالم على')).toBe('الخبرة سالم على');
  });

  it('closes up letter-spaced Chinese and Japanese, not names written with a space', () => {
    expect(unspace('张 伟')).toBe('张伟');
    expect(unspace('工 作 经 历')).toBe('工作经历');
    expect(unspace('山田 花子')).toBe('山田 花子');
  });

  it('reads a CJK compatibility radical as the character it stands for', () => {
    expect(cleanText('2019年4\u2f49')).toBe('2019年4月');
  });
});

describe('lines from a PDF page', () => {
  it('drops icon glyphs before contact details and joins table cells on one baseline', () => {
    const lines = pdfLines(
      page([
        ['\uf095', 20, 100, 9, 'FontAwesome7Free-Solid'],
        ['503-555-0126', 34, 100, 9],
        ['03/2019 – present', 60, 140],
        ['Senior Analyst, Bayview', 170, 140, 10, 'Helvetica-Bold'],
      ]),
    );
    expect(lines.map((l) => l.parts.map((p) => p.text))).toEqual([
      ['503-555-0126'],
      ['03/2019 – present', 'Senior Analyst, Bayview'],
    ]);
    expect(lines[0]!.icon).toBe(true);
  });

  it('reads right-to-left glyphs drawn one by one in visual order back in reading order', () => {
    // 'أحمد' drawn right to left as the PDF's glyphs, left to right in the file.
    const lines = pdfLines(
      page([
        ['د', 100, 50],
        ['م', 106, 50],
        ['ح', 112, 50],
        ['أ', 118, 50],
      ]),
    );
    expect(lines[0]!.text).toBe('أحمد');
  });

  it('reads the full stop drawn left of a number that ends a right-to-left sentence last', () => {
    // Chromium's print of '… ב־40%.': the stop and the number are one item in the Latin font, the stop on its left.
    const [line] = pdfLines(
      measuredPage([
        { text: '.40%', x: 255.59, y: 331.5, width: 25.46, fontSize: 10, font: 'Inter-Regular' },
        { text: 'ב־', x: 281.05, y: 331.5, width: 8.96, fontSize: 10, font: 'NotoSansHebrew-Regular' },
        { text: ' ', x: 290.01, y: 331.5, width: 2.6, fontSize: 10, font: 'NotoSansHebrew-Regular' },
        { text: 'הטעינה', x: 292.61, y: 331.5, width: 30.2, fontSize: 10, font: 'NotoSansHebrew-Regular' },
      ]),
    );
    expect(line!.text).toBe('הטעינה ב־40%.');
  });

  it('keeps a word whole whose vowel marks are drawn as items of their own', () => {
    // Chromium's print of 'مُهَنْدِسَة برمجيات' in Amiri, as pdf.js gives it: each mark a zero-width item.
    const drawn: [string, number, number][] = [
      ['م', 546.11, 3.8],
      ['ه', 544.64, 1.47],
      ['ُ', 545.19, 0],
      ['ن', 542.2, 2.44],
      ['َ', 542.97, 0],
      ['د', 537.5, 4.71],
      ['ْ', 541.21, 0],
      ['س', 531.82, 5.68],
      ['ِ', 537.33, 0],
      ['َ', 532.28, 0],
      ['ة', 528.03, 3.79],
      [' ', 525.22, 3.75],
      ['برمجيات', 500.44, 24.78],
    ];
    const [line] = pdfLines(
      measuredPage(drawn.map(([text, x, width]) => ({ text, x, y: 252, width, fontSize: 9, font: 'Amiri-Regular' }))),
    );
    expect(line!.text.replace(/\p{M}/gu, '')).toBe('مهندسة برمجيات');
  });

  it("parts the texts on each side of a tab's dot leader, each keeping its own type", () => {
    // LibreOffice's PDF of a Word line 'Certifications<TAB>CFA Level II Candidate' whose tab has a dot leader.
    const [line] = pdfLines(
      measuredPage([
        { text: 'Certifications', x: 54, y: 700, width: 64, fontSize: 11, font: 'LiberationSerif-Bold' },
        { text: '.......................', x: 118, y: 700, width: 66, fontSize: 11, font: 'LiberationSerif' },
        { text: 'CFA Level II Candidate', x: 184, y: 700, width: 106, fontSize: 11, font: 'LiberationSerif' },
      ]),
    );
    expect(line!.parts.map((p) => [p.text, p.bold])).toEqual([
      ['Certifications', true],
      ['CFA Level II Candidate', false],
    ]);
  });

  it('keeps the space drawn between two words set closer than a word gap', () => {
    // A name in two weights at 30 pt ('Claire' light, 'Donovan' bold): 2.5 pt apart, with the space item between.
    const [name] = pdfLines(
      measuredPage([
        { text: 'Claire', x: 192.76, y: 66.75, width: 78.35, fontSize: 30, font: 'LiberationSans' },
        { text: ' ', x: 271.12, y: 66.75, width: 3.36, fontSize: 30, font: 'LiberationSans' },
        { text: 'Donovan', x: 273.63, y: 66.75, width: 128.33, fontSize: 30, font: 'LiberationSans-Bold' },
      ]),
    );
    expect(name!.text).toBe('Claire Donovan');
  });

  it('puts lines a browser paints after the headings around them back where they stand', () => {
    // A timeline's entries are positioned boxes: painted after both section headings, between which they stand.
    const lines = pdfLines(
      page([
        ['EXPERIENCIA', 221, 102, 10.5, 'DejaVuSans-Bold'],
        ['FORMACIÓN', 221, 305, 10.5, 'DejaVuSans-Bold'],
        ['2020 - PRESENTE', 236, 120, 8],
        ['Diseñadora gráfica sénior', 236, 130, 9, 'DejaVuSans-Bold'],
        ['2012 - 2016', 236, 322, 8],
        ['Grado en Bellas Artes', 236, 333, 9, 'DejaVuSans-Bold'],
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'EXPERIENCIA',
      '2020 - PRESENTE',
      'Diseñadora gráfica sénior',
      'FORMACIÓN',
      '2012 - 2016',
      'Grado en Bellas Artes',
    ]);
    expect(lines.map((l) => l.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('joins a row drawn a cell at a time: the right cell’s lines to the left cell’s they stand beside', () => {
    // A flex row: company over position on the left, then dates over place flush right, drawn in that order.
    const lines = pdfLines(
      page([
        ['Bolt Logistics', 45, 173, 9.5, 'Helvetica-Bold'],
        ['Senior Backend Engineer', 45, 183, 9.5],
        ['Feb 2021 - Present', 466, 173, 9.5, 'Helvetica-Bold'],
        ['Austin, TX', 506, 183, 9.5],
        ['Own the routing and dispatch services.', 45, 196, 9.5],
      ]),
    );
    expect(lines.map((l) => l.parts.map((p) => p.text))).toEqual([
      ['Bolt Logistics', 'Feb 2021 - Present'],
      ['Senior Backend Engineer', 'Austin, TX'],
      ['Own the routing and dispatch services.'],
    ]);
  });

  it('joins no two sections a grid sets side by side, each drawn under its heading', () => {
    const rows: Array<[string, number, number, number?, string?]> = [
      ['Ausbildung', 54, 100, 12, 'Helvetica-Bold'],
      ['TU München', 54, 114],
      ['B.Sc. Informatik', 54, 126],
      ['Kenntnisse', 300, 100, 12, 'Helvetica-Bold'],
      ['Python, SQL', 300, 114],
      ['Docker', 300, 126],
    ];
    expect(pdfLines(page(rows)).map((l) => l.text)).toEqual(rows.map(([t]) => t));
  });

  it('joins no sidebar to the main column it shares a first baseline with', () => {
    const rows: Array<[string, number, number, number?]> = [
      ['Contact', 20, 40, 12],
      ['www.linkedin.com/in/marcus', 20, 58, 9],
      ['(LinkedIn)', 20, 70, 9],
      ['Marcus Oyelaran', 200, 40, 25],
      ['Staff Software Engineer at Zillow', 200, 66, 11],
    ];
    expect(pdfLines(page(rows)).map((l) => l.text)).toEqual(rows.map(([t]) => t));
  });

  it('keeps the drawing order of a floating box beside the lines it stands next to', () => {
    // A text box of contact details drawn after the name, then the profile beside and under it: no room was left
    // between the box's lines, so nothing moves.
    const rows: Array<[string, number, number]> = [
      ['Abigail Okonkwo-Hart', 54, 60],
      ['CONTACT', 400, 70],
      ['(312) 555-0199', 400, 82],
      ['SKILLS', 400, 94],
      ['HubSpot · Google Ads', 400, 106],
      ['Marketing manager who likes the unglamorous parts: clean lists and honest attribution.', 54, 100],
    ];
    expect(pdfLines(page(rows)).map((l) => l.text)).toEqual(rows.map(([t]) => t));
  });

  it('reads small capitals as one text, not a change of size', () => {
    // 'B.F.A. in Visual Communication Design' in small capitals, as Chromium draws them: the lower case as capitals
    // at seven tenths of the size.
    const [degree] = pdfLines(
      measuredPage([
        { text: 'B.F.A.', x: 45, y: 300, width: 22.66, fontSize: 8.5, font: 'LiberationSans' },
        { text: 'IN', x: 70.02, y: 300, width: 6, fontSize: 6, font: 'LiberationSans' },
        { text: 'VISUAL COMMUNICATION DESIGN', x: 78.38, y: 300, width: 105.8, fontSize: 6, font: 'LiberationSans' },
      ]),
    );
    expect(degree!.parts.map((p) => p.text)).toEqual(['B.F.A. IN VISUAL COMMUNICATION DESIGN']);
  });
});

describe("words TeX hyphenated at a line's end", () => {
  const lines = (creator: string, first: string, second: string) =>
    pdfLines(
      page([
        [first, 54, 100, 10],
        [second, 54, 112, 10],
      ]).map((p) => ({ ...p, creator })),
    ).map((l) => l.text);

  it('puts a hyphenated word back together in a TeX-made PDF, on the line it starts', () => {
    expect(
      lines('LaTeX with hyperref', 'con Python, reduciendo considera-', 'blemente el tiempo de preparación'),
    ).toEqual(['con Python, reduciendo considerablemente', 'el tiempo de preparación']);
    // The next line was that word alone: it goes.
    expect(lines('TeX', 'a shared manage-', 'ment.')).toEqual(['a shared management.']);
  });

  it('keeps the hyphen a person typed: a compound, capitals, a capital after it, or a PDF not made by TeX', () => {
    expect(lines('LaTeX with hyperref', 'led a cross-', 'functional team')).toEqual([
      'led a cross-',
      'functional team',
    ]);
    expect(lines('LaTeX with hyperref', 'eine SAP-', 'basierte Lösung')).toEqual(['eine SAP-', 'basierte Lösung']);
    expect(lines('LaTeX with hyperref', 'Betreuung der Junior-', 'Entwickler')).toEqual([
      'Betreuung der Junior-',
      'Entwickler',
    ]);
    expect(lines('Writer', 'reduciendo considera-', 'blemente el tiempo')).toEqual([
      'reduciendo considera-',
      'blemente el tiempo',
    ]);
  });
});

describe('a resume read from lines', () => {
  it('keeps a drawn list item that ends on a year in its job (a year in a sentence is no entry date)', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Camille Martin', 20, 60, 22],
          ['EXPÉRIENCES PROFESSIONNELLES', 20, 110, 11, 'Helvetica-Bold'],
          ['Depuis mars 2021', 20, 130, 9],
          ['Cheffe de projet — Fondation de France', 20, 144, 10, 'Helvetica-Bold'],
          ['Pilotage des campagnes annuelles de collecte, 4 M€ de dons en 2023', 34, 158, 10],
          ['Encadrement de deux chargés de communication', 34, 172, 10],
        ]),
      ),
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.bullets])).toEqual([
      [
        'Cheffe de projet',
        'Fondation de France',
        '2021-03',
        [
          'Pilotage des campagnes annuelles de collecte, 4 M€ de dons en 2023',
          'Encadrement de deux chargés de communication',
        ],
      ],
    ]);
  });

  it('reads labels of contact fields in every script (no ASCII word boundary after Cyrillic or CJK)', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Иванова Мария Сергеевна', 20, 60, 18],
          ['Проживает: Москва', 20, 84, 9],
          ['ОПЫТ РАБОТЫ', 20, 120, 11, 'Helvetica-Bold'],
          ['Маркетолог, ООО «Ромашка»', 20, 140, 10, 'Helvetica-Bold'],
          ['2019 – 2021', 460, 140, 10],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Москва');
    const ja = readResume(
      pdfLines(
        page([
          ['山田 花子', 20, 60, 18],
          ['住所：東京都渋谷区', 20, 84, 9],
          ['職務経歴', 20, 120, 11, 'Helvetica-Bold'],
        ]),
      ),
    ).resume;
    expect(ja.profile.location).toBe('東京都渋谷区');
  });

  it('reads a date column whose range wraps and a duration under it, a count after a heading, tag cells', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Иванова Мария', 20, 60, 18],
          ['Проживает: Москва', 20, 84, 9],
          ['Опыт работы — 9 лет 2 месяца', 20, 120, 11],
          ['Март 2019 —', 20, 140, 9],
          ['по настоящее время', 20, 152, 9],
          ['5 лет 9 месяцев', 20, 164, 9],
          ['ООО «Ромашка»', 120, 176, 9, 'Helvetica-Bold'],
          ['Москва, romashka.example.ru', 120, 188, 9],
          ['Руководитель отдела маркетинга', 120, 200, 9, 'Helvetica-Bold'],
          ['Запуск нового сайта компании', 132, 212, 9],
          ['Образование', 20, 240, 11],
          ['2014', 20, 260, 9, 'Helvetica-Bold'],
          ['Московский государственный университет, Москва', 120, 260, 9, 'Helvetica-Bold'],
          ['Факультет журналистики', 120, 272, 9],
          ['Ключевые навыки', 20, 300, 11],
          ['Знание языков', 20, 320, 9],
          ['Русский — Родной', 120, 320, 9],
          ['Английский — C1', 120, 332, 9],
          ['Навыки', 20, 350, 9],
          ['SMM', 120, 350, 9],
          ['Google Analytics', 200, 350, 9],
        ]),
      ),
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets])).toEqual([
      ['Руководитель отдела маркетинга', 'ООО «Ромашка»', '2019-03', '', ['Запуск нового сайта компании']],
    ]);
    // Moscow is the person's own place: the city the site adds after the school's name is not part of it.
    expect(resume.education.map((e) => [e.school, e.endDate])).toEqual([
      ['Московский государственный университет', '2014'],
    ]);
    expect(resume.skills.core).toEqual(['SMM', 'Google Analytics']);
    expect(resume.skills.languages).toEqual(['Русский — Родной', 'Английский — C1']);
  });

  it('reads the new Europass layout: long contact labels, kinds in brackets, bracketed dates, a CEFR grid', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Anna Kowalska', 20, 60, 20],
          ['Numer telefonu: (+48) 601 234 567 (Komórka)', 20, 84, 9],
          ['Adres: ul. Długa 15, 31-147, Kraków, Polska (Dom)', 20, 96, 9],
          ['DOŚWIADCZENIE ZAWODOWE', 20, 130, 10.5, 'Helvetica-Bold'],
          ['[ 01/03/2019 – Obecnie ] Specjalistka ds. rekrutacji', 20, 150, 10],
          ['Comarch S.A.', 20, 162, 9],
          ['Prowadzenie procesów rekrutacyjnych', 34, 176, 9],
          ['UMIEJĘTNOŚCI JĘZYKOWE', 20, 210, 10.5, 'Helvetica-Bold'],
          ['Język(i) ojczysty(-e): polski', 20, 230, 9],
          ['Inny(-e) język(i):', 20, 242, 9],
          ['angielski', 20, 254, 9],
          ['ROZUMIENIE ZE SŁUCHU C1', 20, 266, 8],
          ['CZYTANIE C1', 200, 266, 8],
          ['PISANIE B2', 300, 266, 8],
        ]),
      ),
    );
    expect(resume.profile).toMatchObject({
      phone: '(+48) 601 234 567',
      location: 'ul. Długa 15, 31-147, Kraków, Polska',
    });
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Specjalistka ds. rekrutacji', 'Comarch S.A.', '2019-03', ''],
    ]);
    expect(resume.skills.languages).toEqual(['polski', 'angielski (C1, B2)']);
    // The label over the other languages is read, not left for review.
    expect(resume.custom.flatMap((c) => c.bullets)).not.toContain('Inny(-e) język(i):');
  });

  it("reads the Spanish Europass: 'EDUCACIÓN Y FORMACIÓN', '(Domicilio)', a long row of fields no sentence", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Marta Sánchez Gil', 20, 60, 20],
          ['Dirección: Calle Mayor 12, 28013, Madrid, España (Domicilio)', 20, 84, 9],
          ['EDUCACIÓN Y FORMACIÓN', 20, 130, 10.5, 'Helvetica-Bold'],
          ['[ 01/10/2016 – 30/06/2017 ] Máster en Gestión Sanitaria', 20, 150, 10],
          ['Universidad Complutense de Madrid', 20, 162, 9],
          ['Ciudad: Sevilla | País: España | Nota final: 8,4 | Nivel en el MECU: Nivel 6 del MECU', 20, 174, 8.5],
          ['Campo(s) de estudio: Salud y bienestar', 20, 186, 9],
          ['[ 01/09/2008 – 30/06/2012 ] Grado en Enfermería', 20, 210, 10],
          ['Universidad de Sevilla', 20, 222, 9],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Calle Mayor 12, 28013, Madrid, España');
    expect(resume.education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad Complutense de Madrid', 'Máster en Gestión Sanitaria', '2016-10', '2017-06'],
      ['Universidad de Sevilla', 'Grado en Enfermería', '2008-09', '2012-06'],
    ]);
  });

  it('takes the job sought after its label as the headline, and no other labelled detail', () => {
    const zh = readResume(
      pdfLines(
        page([
          ['张 伟', 200, 60, 22],
          ['电话：138-0013-8000 | 邮箱：zhangwei@example.cn | 现居：上海', 100, 84, 10],
          ['求职意向：高级Java开发工程师', 160, 98, 10],
          ['工作经历', 20, 130, 12, 'Helvetica-Bold'],
        ]),
      ),
    ).resume;
    expect(zh.profile).toMatchObject({ fullName: '张伟', location: '上海', headline: '高级Java开发工程师' });
    const ru = readResume(
      pdfLines(
        page([
          ['Иванова Мария', 20, 60, 18],
          ['Гражданство: Россия', 20, 84, 9],
          ['Опыт работы', 20, 120, 11, 'Helvetica-Bold'],
        ]),
      ),
    ).resume;
    expect(ru.profile.headline).toBe('');
  });

  it("reads Word's Symbol bullets, a year on a tab stop after a school's name, Spanish universities and tools", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Valentina Rojas', 20, 60, 18],
          ['EXPERIENCIA LABORAL', 20, 110, 12, 'Calibri-Bold'],
          ['BancoEstado — Santiago', 20, 130, 10.5, 'Calibri-Bold'],
          ['Enero 2020 – Actualidad', 420, 130, 10.5, 'Calibri-Bold'],
          ['Analista de Riesgo Senior', 20, 144, 10.5, 'Calibri-Italic'],
          ['\uf0b7', 25, 158, 10.5, 'Symbol'],
          ['Mantuve los tableros de seguimiento de cartera en Power BI para las áreas comercial y de', 38, 158, 10.5],
          ['cobranza', 38, 172, 10.5],
          ['FORMACIÓN ACADÉMICA', 20, 200, 12, 'Calibri-Bold'],
          ['Ingeniería Comercial, Universidad de Chile', 20, 220, 10.5, 'Calibri-Bold'],
          ['2010 – 2015', 500, 220, 10.5],
          ['Diplomado en Data Science, Pontificia Universidad Católica de Chile', 20, 234, 10.5, 'Calibri-Bold'],
          ['2019', 530, 234, 10.5],
          ['HERRAMIENTAS', 20, 260, 12, 'Calibri-Bold'],
          ['Excel avanzado, SQL, Power BI', 20, 280, 10.5],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([
      'Mantuve los tableros de seguimiento de cartera en Power BI para las áreas comercial y de cobranza',
    ]);
    expect(resume.education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad de Chile', 'Ingeniería Comercial', '2010', '2015'],
      ['Pontificia Universidad Católica de Chile', 'Diplomado en Data Science', '', '2019'],
    ]);
    expect(resume.skills.core).toEqual(['Excel avanzado', 'SQL', 'Power BI']);
  });

  it("keeps a skill with a word and a colon whole ('Bilingual: English and Spanish'), not a group's label", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Marisol Ortega', 40, 40, 20, 'Helvetica-Bold'],
          ['marisol@example.com', 40, 62],
          ['Skills', 40, 100, 14, 'Helvetica-Bold'],
          ['• OSHA 30 certified', 50, 120],
          ['• Bilingual: English and Spanish', 300, 120],
          ['• Tools: Excel', 50, 134],
        ]),
      ),
    );
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual(
      expect.arrayContaining(['OSHA 30 certified', 'Bilingual: English and Spanish', 'Excel']),
    );
    expect([...resume.skills.core, ...resume.skills.tools]).not.toContain('English and Spanish');
  });

  it('knows a Turkish job title by its possessive ending ("Kategori Yöneticisi", "Satın Alma Uzmanı")', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Elif Yılmaz', 20, 60, 20],
          ['İŞ DENEYİMİ', 20, 110, 11, 'Helvetica-Bold'],
          ['Trendyol', 20, 130, 10, 'Helvetica-Bold'],
          ['Mart 2019 - Halen', 460, 130, 10],
          ['Kategori Yöneticisi', 20, 144, 10, 'Helvetica-Oblique'],
          ['•', 24, 158, 10],
          ['Kampanya takvimini yeniden kurguladım', 34, 158, 10],
        ]),
      ),
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Kategori Yöneticisi', 'Trendyol', '2019-03'],
    ]);
  });

  it('reads roles held at one employer (promotions) as jobs there, each title whole', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Dana Whitfield', 20, 60, 22],
          ['EXPERIENCE', 20, 110, 11, 'Helvetica-Bold'],
          ['ACME INSURANCE', 20, 130, 10, 'Helvetica-Bold'],
          ['Columbus, OH', 480, 130, 10, 'Helvetica-Bold'],
          ['Director, Claims Operations', 20, 144, 10, 'Helvetica-BoldOblique'],
          ['Mar 2020 – Present', 460, 144, 10],
          ['•', 24, 158, 10],
          ['Lead 240 adjusters across three centers', 34, 158, 10],
          ['Senior Manager, Claims Operations', 20, 172, 10, 'Helvetica-BoldOblique'],
          ['Jan 2017 – Feb 2020', 460, 172, 10],
          ['•', 24, 186, 10],
          ['Built the workforce planning model', 34, 186, 10],
          ['Claims Analyst', 20, 200, 10, 'Helvetica-BoldOblique'],
          ['Jun 2014 – Dec 2016', 460, 200, 10],
          ['•', 24, 214, 10],
          ['Automated the reserve reports', 34, 214, 10],
          ['Product Manager, Globex Corporation', 20, 234, 10, 'Helvetica-Bold'],
          ['2011 – 2014', 460, 234, 10],
          ['•', 24, 248, 10],
          ['Launched two products', 34, 248, 10],
        ]),
      ),
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Director, Claims Operations', 'ACME INSURANCE', 'Columbus, OH', '2020-03', ''],
      ['Senior Manager, Claims Operations', 'ACME INSURANCE', 'Columbus, OH', '2017-01', '2020-02'],
      ['Claims Analyst', 'ACME INSURANCE', 'Columbus, OH', '2014-06', '2016-12'],
      // Set unlike the roles: a job of its own, 'Title, Company' as usual.
      ['Product Manager', 'Globex Corporation', '', '2011', '2014'],
    ]);
  });

  it("reads a LinkedIn profile's PDF: sidebar, wrapped heading and link, headline, roles under one company", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Contactar', 20, 40, 12, 'Helvetica-Bold'],
          ['+34 612 345 678 (Mobile)', 20, 58, 9],
          ['www.linkedin.com/in/lucia-', 20, 72, 9],
          ['fernandez-garcia (LinkedIn)', 20, 84, 9],
          ['Aptitudes', 20, 110, 12, 'Helvetica-Bold'],
          ['principales', 20, 124, 12, 'Helvetica-Bold'],
          ['SQL', 20, 140, 9],
          ['Languages', 20, 170, 12, 'Helvetica-Bold'],
          ['Español (Native or', 20, 186, 9],
          ['Bilingual)', 20, 198, 9],
          ['Lucía Fernández', 200, 40, 25],
          ['Analista de datos sénior en Telefónica | SQL · Power BI · Python', 200, 66, 11],
          ['Madrid, Comunidad de Madrid, España', 200, 80, 10],
          ['Experiencia', 200, 120, 15],
          ['Telefónica', 200, 140, 11.5],
          ['6 años 9 meses', 200, 154, 10],
          ['Analista de datos sénior', 200, 168, 10.5, 'Helvetica-Bold'],
          ['marzo de 2021 - actualidad (3 años 10 meses)', 200, 182, 10],
          ['Madrid, Comunidad de Madrid, España', 200, 196, 10],
          ['• Diseñé el cuadro de mando de bajas', 200, 208, 10],
          ['Analista de datos', 200, 220, 10.5, 'Helvetica-Bold'],
          ['abril de 2018 - febrero de 2021 (2 años 11 meses)', 200, 234, 10],
          ['Madrid, Comunidad de Madrid, España', 200, 248, 10],
          ['• Automaticé 25 informes mensuales', 200, 260, 10],
          ['BBVA', 200, 280, 11.5],
          ['Analista de riesgos', 200, 294, 10.5, 'Helvetica-Bold'],
          ['septiembre de 2015 - marzo de 2018 (2 años 7 meses)', 200, 308, 10],
          ['Bilbao, País Vasco, España', 200, 322, 10],
          ['• Mantuve los modelos de puntuación', 200, 334, 10],
        ]),
      ),
    );
    expect(resume.profile).toMatchObject({
      fullName: 'Lucía Fernández',
      headline: 'Analista de datos sénior en Telefónica | SQL · Power BI · Python',
      location: 'Madrid, Comunidad de Madrid, España',
      phone: '+34 612 345 678',
      linkedin: 'www.linkedin.com/in/lucia-fernandez-garcia',
    });
    expect(resume.skills.core).toEqual(['SQL']);
    expect(resume.skills.languages).toEqual(['Español (Native or Bilingual)']);
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Analista de datos sénior', 'Telefónica', '2021-03', ''],
      ['Analista de datos', 'Telefónica', '2018-04', '2021-02'],
      ['Analista de riesgos', 'BBVA', '2015-09', '2018-03'],
    ]);
    // Each job's place whole, region and country too.
    expect(resume.experience.map((e) => e.location)).toEqual([
      'Madrid, Comunidad de Madrid, España',
      'Madrid, Comunidad de Madrid, España',
      'Bilbao, País Vasco, España',
    ]);
  });

  it("reads LinkedIn's wrapped headline, its area as the place, a link over three lines, roles without descriptions", () => {
    const { resume, unused } = readResume(
      pdfLines(
        page([
          ['Contact', 20, 40, 12, 'Helvetica-Bold'],
          ['www.linkedin.com/in/marcus-', 20, 58, 9],
          ['oyelaran-4b2a1917', 20, 70, 9],
          ['(LinkedIn)', 20, 82, 9],
          ['Marcus Oyelaran', 200, 40, 25],
          ['Staff Software Engineer at Zillow | Distributed systems, platform and developer', 200, 66, 11],
          ['productivity', 200, 80, 11],
          ['Greater Seattle Area', 200, 96, 10],
          ['Experience', 200, 130, 15],
          ['Zillow', 200, 150, 11.5],
          ['Staff Software Engineer', 200, 164, 10.5, 'Helvetica-Bold'],
          ['March 2021 - Present (3 years 10 months)', 200, 178, 10],
          ['- Led the move of 140 services to EKS with no customer-facing downtime at all', 200, 192, 10],
          ['Senior Software Engineer', 200, 212, 10.5, 'Helvetica-Bold'],
          ['November 2019 - March 2021 (1 year 5 months)', 200, 226, 10],
          ['Seattle, Washington, United States', 200, 240, 10],
          ['Avalara', 200, 264, 11.5],
          ['Software Engineer', 200, 278, 10.5, 'Helvetica-Bold'],
          ['July 2013 - May 2016 (2 years 11 months)', 200, 292, 10],
        ]),
      ),
    );
    expect(resume.profile).toMatchObject({
      headline: 'Staff Software Engineer at Zillow | Distributed systems, platform and developer productivity',
      location: 'Greater Seattle Area',
      linkedin: 'www.linkedin.com/in/marcus-oyelaran-4b2a1917',
    });
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Staff Software Engineer', 'Zillow', '2021-03', ''],
      ['Senior Software Engineer', 'Zillow', '2019-11', '2021-03'],
      ['Software Engineer', 'Avalara', '2013-07', '2016-05'],
    ]);
    expect(unused).toEqual([]);
  });

  it("reads moderncv's casual style: dates over several lines flush right in the margin, contact at the page's foot", () => {
    const { resume, unused } = readResume(
      pdfLines(
        page([
          ['Javier Morales Ruiz', 150, 60, 28],
          ['Ingeniero de Software', 300, 90, 14],
          ['Experiencia profesional', 100, 140, 14],
          ['Mar. 2020–', 46, 160, 9],
          ['Desarrollador backend sénior, Cabify, Madrid', 100, 160, 10, 'Helvetica-Bold'],
          ['Actualidad', 45, 172, 9],
          ['Equipo de pagos y facturación.', 100, 172, 10],
          ['{', 100, 186, 10],
          ['Migré el servicio de cobros de Ruby a Go', 110, 186, 10],
          ['Sept.', 70, 204, 9],
          ['Desarrollador de software, Indra Sistemas, Alcobendas', 100, 204, 10, 'Helvetica-Bold'],
          ['2016–Feb.', 52, 216, 9],
          ['{', 100, 216, 10],
          ['Mantuve el sistema de venta de billetes', 110, 216, 10],
          ['2020', 70, 228, 9],
          ['{', 100, 228, 10],
          ['Automaticé las pruebas de regresión', 110, 228, 10],
          ['Calle de Alcalá 120 – 28009 Madrid – España', 150, 700, 9],
          ['+34 655 201 334 • javier.morales@example.es', 150, 712, 9],
        ]),
      ),
    );
    expect(resume.profile).toMatchObject({
      phone: '+34 655 201 334',
      email: 'javier.morales@example.es',
      location: 'Calle de Alcalá 120, 28009 Madrid, España',
    });
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets.length])).toEqual([
      ['Desarrollador backend sénior', 'Cabify', '2020-03', '', 1],
      ['Desarrollador de software', 'Indra Sistemas', '2016-09', '2020-02', 2],
    ]);
    expect(resume.experience[0]!.summary).toBe('Equipo de pagos y facturación.');
    expect(unused).toEqual([]);
  });

  it("sorts a 'Skills & Interests' section's labelled lines: skills, spoken languages, interests, a licence apart", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Daniel Okonkwo', 200, 40, 16, 'Times-Bold'],
          ['SKILLS & INTERESTS', 230, 100, 11, 'Times-Bold'],
          ['Technical:', 54, 116, 11, 'Times-Bold'],
          ['Excel, Python, Stata', 110, 116, 11, 'Times-Roman'],
          ['Language:', 54, 130, 11, 'Times-Bold'],
          ['Fluent in Yoruba; conversational French', 110, 130, 11, 'Times-Roman'],
          ['Interests:', 54, 144, 11, 'Times-Bold'],
          ['Afrobeat drumming, chess', 110, 144, 11, 'Times-Roman'],
          ["Driver's license:", 54, 158, 11, 'Times-Bold'],
          ['Class B', 150, 158, 11, 'Times-Roman'],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual(['Excel', 'Python', 'Stata']);
    expect(resume.skills.languages).toEqual(['Fluent in Yoruba', 'conversational French']);
    expect(resume.custom.map((c) => [c.label, c.bullets])).toEqual([
      ['Interests', ['Afrobeat drumming', 'chess']],
      ["Driver's license", ['Class B']],
    ]);
  });

  it('joins a wrapped line that starts with a capital (a German noun) when the list spaces its items apart', () => {
    const bullets = (itemPitch: number, rest = 'Einkauf') => {
      const y = (n: number) => 200 + n;
      const { resume } = readResume(
        pdfLines(
          page([
            ['Lena Hoffmann', 60, 60, 22],
            ['BERUFSERFAHRUNG', 60, 120, 12, 'Helvetica-Bold'],
            ['09/2017 – 03/2021', 60, y(0), 9.5],
            ['Controllerin', 150, y(0), 9.5, 'Helvetica-Bold'],
            ['MAN Truck & Bus SE, München', 150, y(10.5), 9.5],
            ['Verantwortung für das Monatsreporting von vier Werken mit', 162, y(24), 9.5],
            ['1.200 Beschäftigten', 162, y(34.5), 9.5],
            ['Budgetplanung und Abweichungsanalysen für den Bereich', 162, y(34.5 + itemPitch), 9.5],
            [rest, 162, y(45 + itemPitch), 9.5],
            ['Mitarbeit bei der Umstellung auf SAP S/4HANA', 162, y(45 + 2 * itemPitch), 9.5],
          ]),
        ),
      );
      return resume.experience[0]!.bullets;
    };
    expect(bullets(12)).toEqual([
      'Verantwortung für das Monatsreporting von vier Werken mit 1.200 Beschäftigten',
      'Budgetplanung und Abweichungsanalysen für den Bereich Einkauf',
      'Mitarbeit bei der Umstellung auf SAP S/4HANA',
    ]);
    // Items as close together as an item's lines: a line in capitals may start an item, and does.
    expect(bullets(10.5, 'Einkauf und Logistik der Werke')).toContain('Einkauf und Logistik der Werke');
    // Decided (round 89): but not a word or two alone under a line that ran to the edge, in a list of sentences: its
    // last words ('… en Java y Spring' / 'Boot').
    expect(bullets(10.5)).toContain('Budgetplanung und Abweichungsanalysen für den Bereich Einkauf');
  });

  it("reads entries by their labels ('Empresa:', 'Cargo:', 'Funciones:'), 'Logros:' inside a job no section", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['ANDRÉS GÓMEZ HERRERA', 54, 50, 16, 'Arial-Bold'],
          ['EXPERIENCIA LABORAL', 54, 90, 12, 'Arial-Bold'],
          ['Empresa:', 54, 110, 10.5, 'Arial-Bold'],
          ['Alpina S.A.', 102, 110, 10.5, 'Arial-Bold'],
          ['Cargo: Jefe de Planeación', 54, 124, 10.5],
          ['Fecha de ingreso: marzo de 2015', 54, 138, 10.5],
          ['Fecha de retiro: enero de 2019', 54, 152, 10.5],
          ['Jefe inmediato: Carlos Ruiz – Tel. 601 555 1234', 54, 166, 10.5],
          ['Funciones: Elaborar el plan maestro de producción', 54, 180, 10.5],
          ['Logros:', 54, 194, 10.5, 'Arial-Bold'],
          ['Reduje el inventario de producto terminado en 18 % sin afectar el nivel de servicio, con', 54, 208, 10.5],
          ['revisiones semanales', 54, 221, 10.5],
          ['Lideré la implementación de S&OP', 54, 235, 10.5],
          ['Empresa: Colombina S.A.', 54, 263, 10.5],
          ['Cargo: Analista', 54, 277, 10.5],
          ['Período: Julio de 2014 – Febrero de 2015', 54, 291, 10.5],
          ['FORMACIÓN ACADÉMICA', 54, 330, 12, 'Arial-Bold'],
          ['Título: Ingeniero Industrial', 54, 350, 10.5],
          ['Institución: Pontificia Universidad Javeriana', 54, 364, 10.5],
          ['Año de grado: 2014', 54, 378, 10.5],
          ['IDIOMAS', 54, 410, 12, 'Arial-Bold'],
          ['Español: nativo. Inglés: B2 (intermedio alto)', 54, 430, 10.5],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Jefe de Planeación', 'Alpina S.A.', '2015-03', '2019-01'],
      ['Analista', 'Colombina S.A.', '2014-07', '2015-02'],
    ]);
    expect(resume.experience[0]!.bullets).toEqual([
      'Elaborar el plan maestro de producción',
      'Reduje el inventario de producto terminado en 18 % sin afectar el nivel de servicio, con revisiones semanales',
      'Lideré la implementación de S&OP',
    ]);
    // A detail with a label of its own stays with its job, as written.
    expect(resume.experience[0]!.summary).toBe('Jefe inmediato: Carlos Ruiz – Tel. 601 555 1234');
    expect(resume.education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['Pontificia Universidad Javeriana', 'Ingeniero Industrial', '2014'],
    ]);
    expect(resume.skills.languages).toEqual(['Español (nativo)', 'Inglés (B2, intermedio alto)']);
    expect(resume.custom).toEqual([]);
  });

  it('joins the wrapped rest of an item typed with its mark and a tab, which goes back to the margin', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['JORDAN ELLIS', 54, 50, 20, 'Calibri-Bold'],
          ['EXPERIENCE', 54, 90, 12, 'Calibri-Bold'],
          ['Midwest Regional Bank, Chicago, IL', 54, 110, 11, 'Calibri-Bold'],
          ['June 2019 – Present', 370, 110, 11],
          ['Senior Financial Analyst', 54, 124, 11, 'Calibri-Italic'],
          ['•', 54, 138, 11],
          ['Built the forecasting model used by the treasury team for quarterly', 90, 138, 11],
          ['liquidity planning across 42 branches, cutting the cycle to four days', 54, 151, 11],
          ['•', 54, 165, 11],
          ['Present monthly variance analysis to the CFO.', 90, 165, 11],
          ['Harbor Logistics Inc.', 54, 190, 11, 'Calibri-Bold'],
          ['August 2016 – May 2019', 353, 190, 11],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.company, j.bullets])).toEqual([
      [
        'Midwest Regional Bank',
        [
          'Built the forecasting model used by the treasury team for quarterly liquidity planning across 42 branches, cutting the cycle to four days',
          'Present monthly variance analysis to the CFO.',
        ],
      ],
      ['Harbor Logistics Inc.', []],
    ]);
  });

  it("reads 'Title at Company, City' entries beside a sidebar whose headings are set like them", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Priya Raman', 34, 41, 24, 'Arial-Bold'],
          ['Employment History', 34, 154, 12, 'Arial-Bold'],
          ['Shift Lead at Starbucks, San Francisco', 34, 174, 10.5, 'Arial-Bold'],
          ['AUGUST 2017 — APRIL 2021', 34, 188, 8],
          ['Opened and closed the store, counted the tills and wrote the shift reports', 47, 200, 9.5],
          ['Coached new baristas on drink standards and the point-of-sale system', 47, 212, 9.5],
          ['Barista at Philz Coffee, Berkeley', 34, 224, 10.5, 'Arial-Bold'],
          ['JUNE 2015 — JULY 2017', 34, 238, 8],
          ['Made up to 400 drinks a day during the morning rush, and the pastry orders', 47, 250, 9.5],
          ['Education', 34, 270, 12, 'Arial-Bold'],
          ['Bachelor of Arts in Business Administration, San Francisco State', 34, 290, 10.5, 'Arial-Bold'],
          ['University, San Francisco', 34, 302, 10.5, 'Arial-Bold'],
          ['AUGUST 2011 — MAY 2015', 34, 316, 8],
          ['Details', 414, 80, 10.5, 'Arial-Bold'],
          ['(510) 555-0163', 414, 98, 9.5],
          ['Skills', 414, 200, 10.5, 'Arial-Bold'],
          ['Scheduling', 414, 218, 9.5],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Shift Lead', 'Starbucks', 'San Francisco', '2017-08'],
      ['Barista', 'Philz Coffee', 'Berkeley', '2015-06'],
    ]);
    expect(resume.education.map((e) => [e.school, e.degree, e.field])).toEqual([
      ['San Francisco State University', 'Bachelor of Arts', 'Business Administration'],
    ]);
    expect(resume.custom).toEqual([]);
  });

  it("leaves out the running head of the pages after the first ('Kevin O'Brien | Page 2') inside a job's list", () => {
    const [one] = page([
      ["KEVIN O'BRIEN", 54, 60, 20, 'Georgia-Bold'],
      ['EXPERIENCE', 54, 120, 12, 'Georgia-Bold'],
      ['Field Engineer', 54, 140, 12, 'Georgia-Bold'],
      ['June 2011 – May 2013', 420, 140, 12, 'Georgia-Bold'],
      ['Gilbane Building Company, Providence, RI', 54, 154, 12, 'Georgia-Italic'],
      ['•', 60, 170, 12],
      ['Inspected concrete pours and kept the daily reports', 78, 170, 12],
    ]);
    const [two] = page([
      ["Kevin O'Brien | Page 2", 54, 40, 9],
      ['•', 60, 80, 12],
      ['Tracked the delivery of structural steel against the schedule', 78, 80, 12],
    ]);
    const { resume } = readResume(pdfLines([one!, { ...two!, number: 2 }]));
    expect(resume.experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Field Engineer',
        [
          'Inspected concrete pours and kept the daily reports',
          'Tracked the delivery of structural steel against the schedule',
        ],
      ],
    ]);
    expect(resume.custom).toEqual([]);
  });

  it('reads a name over two lines, a phone after an icon and a job with its dates', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['ETHAN', 20, 60, 22],
          ['MARSHALL', 20, 86, 22, 'DejaVuSans-Bold'],
          ['\uf095', 20, 120, 9, 'FontAwesome7Free-Solid'],
          ['503-555-0126', 34, 120, 9],
          ['ethan@example.dev', 34, 134, 9],
          ['WORK HISTORY', 20, 170, 10, 'DejaVuSans-Bold'],
          ['Senior Software Engineer', 20, 190, 10, 'DejaVuSans-Bold'],
          ['04/2021 – Present', 400, 190, 9],
          ['Trailhead Outfitters', 20, 202, 9],
          ['•', 24, 216, 9],
          ['Rebuilt the storefront checkout in React', 34, 216, 9],
        ]),
      ),
    );
    expect(resume.profile).toMatchObject({
      fullName: 'ETHAN MARSHALL',
      phone: '503-555-0126',
      email: 'ethan@example.dev',
    });
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets])).toEqual([
      ['Senior Software Engineer', 'Trailhead Outfitters', '2021-04', '', ['Rebuilt the storefront checkout in React']],
    ]);
  });

  it('marks fields it is unsure of and keeps uncertain dates as written', () => {
    const { resume, marks } = readResume(
      pdfLines(
        page([
          ['Marisol Vega', 40, 60, 20, 'Arial-Bold'],
          ['marisol@example.edu', 40, 80],
          ['EXPERIENCE', 40, 110, 12, 'Arial-Bold'],
          ['YMCA of the East Valley', 40, 130, 10, 'Arial-Bold'],
          ['Summer 2013, 2014', 450, 130],
          ['Camp Counselor', 40, 143, 10, 'Arial-Italic'],
        ]),
      ),
    );
    const job = resume.experience[0]!;
    expect(job).toMatchObject({
      title: 'Camp Counselor',
      company: 'YMCA of the East Valley',
      startDate: '',
      endDate: '',
    });
    expect(job.datesText).toBe('Summer 2013, 2014');
    expect(marks.map((m) => m.key)).toContain(`experience.${job.id}.dates`);
  });

  it('reads headings and dates in German and sets the language', () => {
    const { resume, language } = readResume(
      pdfLines(
        page([
          ['Jonas Becker', 40, 60, 20, 'Arial-Bold'],
          ['Telefon: +49 170 1234567', 40, 80],
          ['Berufserfahrung', 40, 110, 12, 'Arial-Bold'],
          ['März 2021 – heute', 40, 130],
          ['Projektingenieur', 170, 130, 10, 'Arial-Bold'],
          ['Rheinwerk Anlagenbau GmbH, Köln', 170, 143],
          ['Ausbildung', 40, 180, 12, 'Arial-Bold'],
          ['2010 – 2013', 40, 200],
          ['B.Eng. Elektrotechnik', 170, 200, 10, 'Arial-Bold'],
          ['Hochschule Niederrhein', 170, 213],
        ]),
      ),
    );
    expect(language).toBe('de');
    expect(resume.profile.phone).toBe('+49 170 1234567');
    expect(resume.experience[0]).toMatchObject({
      title: 'Projektingenieur',
      company: 'Rheinwerk Anlagenbau GmbH',
      location: 'Köln',
      startDate: '2021-03',
      endDate: '',
    });
    expect(resume.education[0]).toMatchObject({ school: 'Hochschule Niederrhein', startDate: '2010', endDate: '2013' });
  });
});

describe('the resume language', () => {
  it.each([
    ['職務経歴 株式会社クラウドブリッジ カスタマーサクセス', 'ja'],
    ['الخبرة العملية مدير مالي في شركة النيل', 'ar'],
    ['Опыт работы руководитель отдела продаж', 'ru'],
    ['Досвід роботи керівник відділу, інженер з якості', 'uk'],
    ['工作经历 项目经理 负责产品设计', 'zh-Hans'],
    ['工作經歷 專案經理 負責產品設計', 'zh-Hant'],
  ])('%s', (text, language) => expect(detectLanguage(text, new Map())).toBe(language));
});

describe('the month names table', () => {
  it("holds every month name this runtime's Intl gives for the resume languages", async () => {
    const { monthNamesFromIntl } = await import('../src/import-reader/dates');
    const table = (await import('../src/import-reader/dates')).monthNames();
    const missing = [...monthNamesFromIntl()].filter(([name, m]) => table.get(name) !== m);
    expect(missing).toEqual([]);
  });
});
