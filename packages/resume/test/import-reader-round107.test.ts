import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 106, continued: europasscv in Italian and a Deedy-like CV, from pdfLaTeX.

describe("europasscv's degree with its EQF level flush right over the university ('Livello 7 QEQ')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['INFORMAZIONI PERSONALI', 58.1, 107.8, 119.1, 9, 'NimbusSanL-Regu'],
        ['Giulia Ferretti', 187.1, 107.8, 85.7, 14.4, 'NimbusSanL-Regu'],
        ['giulia.ferretti@libero.it', 201.8, 167.6, 95.8, 10, 'NimbusSanL-Regu'],
        ['ISTRUZIONE E FORMAZIONE', 52.5, 509, 124.7, 9, 'NimbusSanL-Regu'],
        ['2013 – 2015', 127.3, 527.4, 49.9, 9, 'NimbusSanL-Regu'],
        ['Laurea Magistrale in Ingegneria Meccanica', 187.1, 527.4, 228.6, 12, 'NimbusSanL-Regu'],
        ['Livello 7 QEQ', 501.4, 527.4, 55.1, 9, 'NimbusSanL-Regu'],
        ['Alma Mater Studiorum – Università di Bologna', 187.1, 542, 183.8, 9, 'NimbusSanL-Regu'],
        ['Voto finale 110/110 e lode.', 187.1, 556.5, 113.2, 9, 'NimbusSanL-Regu'],
        ['Tesi sull’ottimizzazione dei parametri di fresatura di leghe di', 309, 556.5, 250.9, 9, 'NimbusSanL-Regu'],
        ['alluminio.', 187.1, 567.8, 37.5, 9, 'NimbusSanL-Regu'],
        ['2009 – 2013', 127.3, 596.1, 49.9, 9, 'NimbusSanL-Regu'],
        ['Laurea in Ingegneria Meccanica', 187.1, 596.1, 170.3, 12, 'NimbusSanL-Regu'],
        ['Livello 6 QEQ', 501.4, 596.1, 55.1, 9, 'NimbusSanL-Regu'],
        ['Alma Mater Studiorum – Università di Bologna', 187.1, 610.7, 183.8, 9, 'NimbusSanL-Regu'],
      ]),
    ),
  );

  it('reads the university whole, the level as a detail', () => {
    expect(resume.education).toMatchObject([
      {
        school: 'Alma Mater Studiorum – Università di Bologna',
        degree: 'Laurea Magistrale in Ingegneria Meccanica',
        details: expect.arrayContaining(['Livello 7 QEQ']),
      },
      { school: 'Alma Mater Studiorum – Università di Bologna', degree: 'Laurea in Ingegneria Meccanica' },
    ]);
  });
});

describe("europasscv's digital competence grid over its caption ('Competenze digitali - Scheda per l’autovalutazione')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Curriculum vitae', 193.8, 66.4, 72.1, 10, 'NimbusSanL-Regu'],
          ['INFORMAZIONI PERSONALI', 58.1, 107.8, 119.1, 9, 'NimbusSanL-Regu'],
          ['Giulia Ferretti', 187.1, 107.8, 85.7, 14.4, 'NimbusSanL-Regu'],
          ['Via Saragozza 48, 40123 Bologna (Italia)', 201.8, 127.7, 181.5, 10, 'NimbusSanL-Regu'],
          ['+39 347 123 4567', 201.8, 147.6, 80.6, 10, 'NimbusSanL-Regu'],
          ['giulia.ferretti@libero.it', 201.8, 167.6, 95.8, 10, 'NimbusSanL-Regu'],
          ['COMPETENZE PERSONALI', 61.1, 634.2, 116.1, 9, 'NimbusSanL-Regu'],
          ['Lingua madre', 122.4, 651.6, 54.8, 9, 'NimbusSanL-Regu'],
          ['Italiano', 187.1, 651.6, 28.9, 9, 'NimbusSanL-Regu'],
          ['Altre lingue', 132.3, 684.7, 44.9, 9, 'NimbusSanL-Regu'],
          ['COMPRENSIONE', 206, 684.7, 73.7, 9, 'NimbusSanL-Regu'],
          ['PARLATO', 354.5, 684.7, 39.3, 9, 'NimbusSanL-Regu'],
          ['PRODUZIONE SCRITTA', 455.1, 684.7, 99.4, 9, 'NimbusSanL-Regu'],
          ['Ascolto', 200, 702.2, 29.4, 9, 'NimbusSanL-Regu'],
          ['Lettura', 257.2, 702.2, 27.8, 9, 'NimbusSanL-Regu'],
          ['Interazione', 314.6, 702.2, 44.3, 9, 'NimbusSanL-Regu'],
          ['Produzione orale', 377.8, 702.2, 67.7, 9, 'NimbusSanL-Regu'],
          ['Inglese', 148.3, 718.4, 28.9, 9, 'NimbusSanL-Regu'],
          ['C1', 209.4, 718.4, 11.5, 9, 'NimbusSanL-Regu'],
          ['C1', 265.3, 718.4, 11.5, 9, 'NimbusSanL-Regu'],
          ['B2', 330.7, 718.4, 11, 9, 'NimbusSanL-Regu'],
          ['B2', 405.3, 718.4, 11, 9, 'NimbusSanL-Regu'],
          ['C1', 498.2, 718.4, 11.5, 9, 'NimbusSanL-Regu'],
          ['IELTS Academic 7.5', 333.1, 732.5, 80.7, 9, 'NimbusSanL-Regu'],
          ['Tedesco', 143.9, 748.2, 33.3, 9, 'NimbusSanL-Regu'],
          ['A2', 209.6, 748.9, 11, 9, 'NimbusSanL-Regu'],
          ['A2', 265.5, 748.9, 11, 9, 'NimbusSanL-Regu'],
          ['A2', 330.7, 748.9, 11, 9, 'NimbusSanL-Regu'],
          ['A2', 405.3, 748.9, 11, 9, 'NimbusSanL-Regu'],
          ['A1', 498.5, 748.9, 11, 9, 'NimbusSanL-Regu'],
          [
            'Livelli: A1 e A2: Utente base – B1 e B2: Utente autonomo – C1 e C2: Utente avanzato',
            187.1,
            763.9,
            305,
            8,
            'NimbusSanL-Regu',
          ],
          ['Quadro Comune Europeo di Riferimento delle Lingue', 187.1, 774.1, 187.6, 8, 'NimbusSanL-Regu'],
        ],
        [
          ['Curriculum vitae', 193.8, 66.4, 72.1, 10, 'NimbusSanL-Regu'],
          ['Giulia Ferretti', 497.6, 65.3, 59.5, 10, 'NimbusSanL-Regu'],
          ['Competenze comunicative', 72, 103.9, 105.2, 9, 'NimbusSanL-Regu'],
          [
            'Ottime capacità di comunicazione acquisite come referente tra produzione, qualità e fornitori.',
            187.1,
            103.9,
            367.8,
            9,
            'NimbusSanL-Regu',
          ],
          ['Competenze professionali', 73.9, 128.9, 103.3, 9, 'NimbusSanL-Regu'],
          ['– Lean Manufacturing', 187.1, 128.9, 89, 9, 'NimbusSanL-Regu'],
          ['– SMED', 187.1, 139.7, 35.9, 9, 'NimbusSanL-Regu'],
          ['– FMEA di processo', 187.1, 150.4, 83.2, 9, 'NimbusSanL-Regu'],
          ['– Gestione della commessa', 187.1, 161.2, 113.1, 9, 'NimbusSanL-Regu'],
          ['Competenze digitali', 98.6, 191.2, 78.6, 9, 'NimbusSanL-Regu'],
          ['AUTOVALUTAZIONE', 331.4, 191.2, 84.1, 9, 'NimbusSanL-Regu'],
          ['Elaborazione', 197.7, 208.8, 52.2, 9, 'NimbusSanL-Regu'],
          ['delle informazioni', 189, 219.5, 69.7, 9, 'NimbusSanL-Regu'],
          ['Comunicazione', 267.8, 214.2, 61.7, 9, 'NimbusSanL-Regu'],
          ['Creazione di', 348.3, 208.8, 50.3, 9, 'NimbusSanL-Regu'],
          ['contenuti', 355.3, 219.5, 36.3, 9, 'NimbusSanL-Regu'],
          ['Sicurezza', 428.6, 214.2, 39.4, 9, 'NimbusSanL-Regu'],
          ['Risoluzione di', 495.2, 208.8, 55.8, 9, 'NimbusSanL-Regu'],
          ['problemi', 506, 219.5, 34.2, 9, 'NimbusSanL-Regu'],
          ['Utente avanzato', 191.4, 237.1, 64.9, 9, 'NimbusSanL-Regu'],
          ['Utente avanzato', 266.2, 237.1, 64.9, 9, 'NimbusSanL-Regu'],
          ['Utente autonomo', 339.1, 237.1, 68.8, 9, 'NimbusSanL-Regu'],
          ['Utente autonomo', 413.9, 237.1, 68.8, 9, 'NimbusSanL-Regu'],
          ['Utente avanzato', 490.7, 237.1, 64.9, 9, 'NimbusSanL-Regu'],
          ['Competenze digitali - Scheda per l’autovalutazione', 187.1, 251.8, 179, 8, 'NimbusSanL-Regu'],
          ['– SolidWorks, CATIA V5', 187.1, 264, 98.8, 9, 'NimbusSanL-Regu'],
          ['– ANSYS Mechanical', 187.1, 274.7, 88.2, 9, 'NimbusSanL-Regu'],
          ['– MATLAB, Minitab', 187.1, 285.5, 78.5, 9, 'NimbusSanL-Regu'],
          ['– SAP PP', 187.1, 296.3, 42.4, 9, 'NimbusSanL-Regu'],
        ],
      ),
    ),
  );

  it('reads the tools named after it as the skills, and none of the grid', () => {
    expect(resume.skills.core).toEqual(['SolidWorks', 'CATIA V5', 'ANSYS Mechanical', 'MATLAB', 'Minitab', 'SAP PP']);
  });
});

const deedy = readResume(
  pdfLines(
    measuredRows([
      ['Eleanor', 156.2, 58, 136.5, 35.9, 'NimbusSanL-Regu'],
      ['Hartley', 305.4, 58, 134.7, 35.9, 'NimbusSanL-Bold'],
      ['eleanor.hartley@outlook.co.uk | +44 7700 900312 | London, UK', 128.8, 79, 250, 9, 'NimbusSanL-Regu'],
      ['E', 41.1, 100.7, 8, 12, 'NimbusSanL-Regu'],
      ['D U C A T I O N', 52.1, 100.7, 69.7, 9.6, 'NimbusSanL-Regu'],
      ['University of Edinburgh', 39.6, 116.2, 112.4, 10, 'NimbusSanL-Bold'],
      ['MSc Artificial Intelligence', 39.6, 127.2, 100, 9, 'NimbusSanL-Regu'],
      ['2017 – 2018 | Distinction', 39.6, 138.1, 98.5, 9, 'NimbusSanL-Regu'],
      ['S', 41.1, 242.7, 8, 12, 'NimbusSanL-Regu'],
      ['K I L L S', 52.1, 242.7, 38, 9.6, 'NimbusSanL-Regu'],
      ['Programming', 39.6, 258.3, 64.6, 10, 'NimbusSanL-Bold'],
      ['Python • SQL • R', 39.6, 282.2, 68.6, 9, 'NimbusSanL-Regu'],
      ['ML & Data', 39.6, 318.1, 48.7, 10, 'NimbusSanL-Bold'],
      ['PyTorch • scikit-learn •', 39.6, 329, 89.1, 9, 'NimbusSanL-Regu'],
      ['XGBoost • Spark', 39.3, 340, 73.2, 9, 'NimbusSanL-Regu'],
      ['L', 41.1, 398.8, 6.7, 12, 'NimbusSanL-Regu'],
      ['A N G U A G E S', 50.7, 398.8, 74.4, 9.6, 'NimbusSanL-Regu'],
      ['English (native)', 39.6, 412, 60, 9, 'NimbusSanL-Regu'],
      ['E', 226.9, 100.7, 8, 12, 'NimbusSanL-Regu'],
      ['X P E R I E N C E', 237.9, 100.7, 79.1, 9.6, 'NimbusSanL-Regu'],
      ['Halden & Moor Insurance', 225.4, 197.8, 108.1, 9, 'NimbusSanL-Bold'],
      ['| Data Scientist', 336, 197.8, 60.1, 9, 'NimbusSanL-Regu'],
      ['Sep 2020 – Aug 2021 | Manchester', 225.4, 208.8, 140.6, 9, 'NimbusSanL-Regu'],
      ['• Built a gradient-boosted claims-fraud model.', 227.1, 221.7, 180, 9, 'NimbusSanL-Regu'],
      ['| Graduate Data Scientist', 225.4, 255.6, 99.9, 9, 'NimbusSanL-Regu'],
      ['2018 – 2020 | Leeds', 225.4, 266.5, 90, 9, 'NimbusSanL-Regu'],
      ['• Rotated through pricing, marketing and claims analytics teams.', 227.1, 279.5, 260, 9, 'NimbusSanL-Regu'],
      ['P', 226.9, 335.3, 8.6, 12, 'NimbusSanL-Regu'],
      ['R O J E C T S', 238.5, 335.3, 64.1, 9.6, 'NimbusSanL-Regu'],
      ['tube-crowding | Open source', 225.4, 348.2, 110, 9, 'NimbusSanL-Regu'],
    ]),
  ),
).resume;

describe("Deedy's sidebar: a skills group's name in bold, set as the next groups' ('Programming', then 'ML & Data')", () => {
  it('reads every group as skills and the school under its heading', () => {
    expect(deedy.skills.core).toEqual(['Python', 'SQL', 'R', 'PyTorch', 'scikit-learn', 'XGBoost', 'Spark']);
    expect(deedy.education).toMatchObject([
      { school: 'University of Edinburgh', degree: 'MSc Artificial Intelligence' },
    ]);
    expect(deedy.custom).toEqual([]);
  });
});

describe("a role whose employer's cell is left blank ('| Graduate Data Scientist' under the employer's role)", () => {
  it('reads the employer above as its own, and its own place', () => {
    expect(deedy.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Data Scientist', 'Halden & Moor Insurance', 'Manchester'],
      ['Graduate Data Scientist', 'Halden & Moor Insurance', 'Leeds'],
    ]);
  });
});
