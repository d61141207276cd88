import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { isKnownCity } from '../src/import-reader/cities';
import { isContractKind } from '../src/import-reader/lexicon';
import type { SourceLine } from '../src/import-reader/types';
import { page } from './pdf-page';

// Corpus round 53: a French student's alternance CV typed in Word in two-column tables (fr-word-alternance) and a
// Hindi बायोडाटा whose employers Word numbered (hi-word-biodata).

/** Word's lines, as the .docx reader gives them: no place on a page, one part a cell. */
let id = 0;
const line = (cells: string[], opts: { bullet?: boolean; bold?: boolean } = {}): SourceLine => {
  const parts = cells.map((text, i) => ({
    text,
    x: i * 100,
    right: i * 100 + 90,
    size: 11,
    bold: opts.bold ?? false,
    italic: false,
  }));
  return {
    id: id++,
    text: cells.join(' '),
    parts,
    box: { page: 0, x: 0, y: id * 14, w: 500, h: 14 },
    size: 11,
    bold: opts.bold ?? false,
    italic: false,
    bullet: opts.bullet ?? false,
    region: 'table',
  };
};

describe("a French student's alternance CV", () => {
  it('knows how a job was held, with a remark in brackets', () => {
    for (const kind of [
      'Stage de 6 mois',
      'CDD',
      'Job étudiant (12 h/sem.)',
      'Alternance',
      'Werkstudent',
      'Internship',
    ])
      expect([kind, isContractKind(kind)]).toEqual([kind, true]);
    for (const title of ['Marketing Intern', 'Stagiaire en communication', 'Serveuse'])
      expect(isContractKind(title)).toBe(false);
  });

  it('knows the towns after a French employer, a district of Lyon with its number', () => {
    expect(isKnownCity('Villeurbanne')).toBe(true);
    expect(isKnownCity('Lyon 7e')).toBe(true);
    expect(isKnownCity('Paris 11ème')).toBe(true);
    expect(isKnownCity('Maison Ardent')).toBe(false);
  });

  it("reads a contract's kind a table's row order set after the job's first item as no job", () => {
    id = 0;
    const { resume } = readResume([
      line(['Léa MARCHAND'], { bold: true }),
      line(['Expériences professionnelles'], { bold: true }),
      line(['Mars – août 2023', 'Assistante marketing digital – Maison Ardent, Villeurbanne']),
      line(['Animation des réseaux sociaux de la marque'], { bullet: true }),
      line(['Stage de 6 mois']),
      line(['Création et envoi des newsletters sous Brevo'], { bullet: true }),
      line(['Juin – août 2022', 'Serveuse – Café Le Chevreul, Lyon 7e']),
      line(['Service en salle et en terrasse'], { bullet: true }),
      line(['Job étudiant (12 h/sem.)']),
      line(['Tenue de la caisse'], { bullet: true }),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.bullets.length])).toEqual([
      ['Assistante marketing digital', 'Maison Ardent', 'Villeurbanne', 2],
      ['Serveuse', 'Café Le Chevreul', 'Lyon 7e', 2],
    ]);
  });

  it("reads a contract's kind under the dates in the header as neither title nor employer", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Léa MARCHAND', 47, 60, 16, 'Calibri-Bold'],
          ['Expériences professionnelles', 43, 100, 12, 'Calibri-Bold'],
          ['Mars – août 2023', 47, 120, 10, 'Calibri-Bold'],
          ['Stage de 6 mois', 47, 133, 10, 'Calibri-Italic'],
          ['Assistante marketing digital – Maison Ardent, Villeurbanne', 155, 120],
          ['• Création et envoi des newsletters sous Brevo', 169, 146],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Assistante marketing digital', 'Maison Ardent'],
    ]);
  });

  it("takes the French bac's mention as its grade, not as part of the degree", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Léa MARCHAND', 47, 60, 16, 'Calibri-Bold'],
          ['Formation', 43, 100, 12, 'Calibri-Bold'],
          ['2020', 47, 120],
          ['Baccalauréat général, mention Bien – Lycée Ampère, Lyon', 155, 120, 10, 'Calibri-Bold'],
        ]),
      ),
    );
    expect(resume.education.map((e) => [e.degree, e.school, e.score])).toEqual([
      ['Baccalauréat général', 'Lycée Ampère', 'mention Bien'],
    ]);
  });
});

describe('a Hindi बायोडाटा whose employers Word numbered', () => {
  it("reads each numbered employer in bold as its job's first line, its district and town as the place", () => {
    id = 0;
    const { resume } = readResume([
      line(['अंकित कुमार वर्मा'], { bold: true }),
      line(['कार्य अनुभव'], { bold: true }),
      line(['श्री बालाजी एग्रो फूड्स प्रा. लि., जयपुर'], { bullet: true, bold: true }),
      line(['पद:', 'लेखाकार (Accountant)']),
      line(['अवधि:', 'जुलाई 2019 – वर्तमान']),
      line(['कार्य विवरण:']),
      line(['GSTR-1 एवं GSTR-3B मासिक रिटर्न तैयार करना'], { bullet: true }),
      line(['शर्मा ट्रेडिंग कंपनी, सांगानेर, जयपुर'], { bullet: true, bold: true }),
      line(['पद:', 'डाटा एंट्री ऑपरेटर']),
      line(['अवधि:', '2013 - 2016']),
      line(['कार्य विवरण:']),
      line(['बिल एवं चालान की कंप्यूटर में एंट्री'], { bullet: true }),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.bullets])).toEqual([
      [
        'लेखाकार (Accountant)',
        'श्री बालाजी एग्रो फूड्स प्रा. लि.',
        'जयपुर',
        '2019-07',
        ['GSTR-1 एवं GSTR-3B मासिक रिटर्न तैयार करना'],
      ],
      ['डाटा एंट्री ऑपरेटर', 'शर्मा ट्रेडिंग कंपनी', 'सांगानेर, जयपुर', '2013', ['बिल एवं चालान की कंप्यूटर में एंट्री']],
    ]);
  });
});
