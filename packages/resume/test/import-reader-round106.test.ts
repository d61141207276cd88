import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 106: resumes in French, Italian, Swedish and British English, from Word, LaTeX and builders' pages.

describe("Word's small capitals spaced apart, read back with spaces where kerning left gaps ('E XPÉ RIE NCE PROFESSIONNE LLE')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Julien Moreau', 241.5, 45.2, 112.4, 18, 'LiberationSerif-Bold'],
        [
          '5 allée des Tilleuls, 44300 Nantes • 07 81 23 56 04 • julien.moreau44@gmail.com',
          128,
          58.4,
          339.3,
          10,
          'LiberationSerif',
        ],
        ['E', 56.8, 186.7, 8.7, 13, 'LiberationSerif-Bold'],
        ['XPÉ RIE NCE', 66.5, 186.7, 69.1, 10.4, 'LiberationSerif-Bold'],
        ['PROFESSIONNE LLE', 141, 186.7, 115.5, 10.4, 'LiberationSerif-Bold'],
        ['Lead DevOps', 56.8, 207.3, 63.8, 11, 'LiberationSerif-Bold'],
        ['depuis janvier 2022', 451.9, 207.3, 86.7, 11, 'LiberationSerif'],
        ['Sopra Steria – Nantes', 56.8, 219.9, 96.8, 11, 'LiberationSerif-Italic'],
        ['\uf0b7', 74.8, 235.6, 4.5, 11, 'OpenSymbol'],
        ['Migration de 120 applications de Jenkins vers GitLab CI', 92.8, 235.6, 250, 11, 'LiberationSerif'],
      ]),
    ),
  );

  it('reads the heading and the job under it', () => {
    expect(resume.experience).toMatchObject([{ title: 'Lead DevOps', company: 'Sopra Steria', startDate: '2022-01' }]);
  });
});

describe("the new Europass's title in capitals under its dates and place ('01/03/2018 – ACTUEL Toulouse, France')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Julien Mercier', 124.8, 51.8, 117.9, 17, 'NotoSans-Bold'],
        ['Adresse e-mail :', 124.8, 102.8, 70.6, 9, 'NotoSans-Bold'],
        ['julien.mercier93@orange.fr', 197.8, 102.8, 115.9, 9, 'NotoSans-Regular'],
        ['EXPÉRIENCE PROFESSIONNELLE', 39.8, 168, 163.9, 10, 'NotoSans-Bold'],
        ['01/03/2018 – ACTUEL', 39.8, 191.3, 81.4, 8, 'NotoSans-Bold'],
        ['Toulouse, France', 123.3, 191.3, 63.1, 8, 'NotoSans-Regular'],
        ['INGÉNIEUR LOGICIEL EMBARQUÉ', 39.8, 205.5, 164.2, 10, 'NotoSans-Bold'],
        ['AEROTEC SYSTÈMES', 39.8, 220.5, 84.2, 9, 'NotoSans-Regular'],
        ['Développement en C du logiciel de commande de vol (DO-178C)', 53.9, 235.5, 260, 9, 'NotoSans-Regular'],
        ['01/09/2015 – 28/02/2018', 39.8, 288.8, 94.5, 8, 'NotoSans-Bold'],
        ['Blagnac, France', 136.3, 288.8, 59.2, 8, 'NotoSans-Regular'],
        ['DÉVELOPPEUR C/C++', 39.8, 303, 101.7, 10, 'NotoSans-Bold'],
        ['LUMERIS ÉLECTRONIQUE', 39.8, 317.3, 106.9, 9, 'NotoSans-Regular'],
        ['ÉDUCATION ET FORMATION', 39.8, 449.3, 143.2, 10, 'NotoSans-Bold'],
        ['01/09/2012 – 30/09/2015', 39.8, 472.5, 94.5, 8, 'NotoSans-Bold'],
        ['Toulouse, France', 136.3, 472.5, 63.1, 8, 'NotoSans-Regular'],
        ["DIPLÔME D'INGÉNIEUR – SYSTÈMES EMBARQUÉS", 39.8, 487.5, 239.1, 10, 'NotoSans-Bold'],
        ['INP-ENSEEIHT', 39.8, 501.8, 59.8, 9, 'NotoSans-Regular'],
        ['01/09/2010 – 30/06/2012', 39.8, 525.8, 94.5, 8, 'NotoSans-Bold'],
        ['Toulouse, France', 136.3, 525.8, 63.1, 8, 'NotoSans-Regular'],
        ['CLASSES PRÉPARATOIRES AUX GRANDES ÉCOLES (MP)', 39.8, 540, 260.6, 10, 'NotoSans-Bold'],
        ['Lycée Pierre-de-Fermat', 39.8, 554.3, 97.9, 9, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads each title as a job, not as a section of its own', () => {
    expect(resume.experience).toMatchObject([
      { title: 'INGÉNIEUR LOGICIEL EMBARQUÉ', company: 'AEROTEC SYSTÈMES', location: 'Toulouse, France' },
      { title: 'DÉVELOPPEUR C/C++', company: 'LUMERIS ÉLECTRONIQUE', startDate: '2015-09', endDate: '2018-02' },
    ]);
    expect(resume.custom).toEqual([]);
  });

  it('reads a grande école by its initials and the classes préparatoires as what was studied', () => {
    expect(resume.education).toMatchObject([
      { school: 'INP-ENSEEIHT', degree: "DIPLÔME D'INGÉNIEUR", field: 'SYSTÈMES EMBARQUÉS' },
      { school: 'Lycée Pierre-de-Fermat', degree: 'CLASSES PRÉPARATOIRES AUX GRANDES ÉCOLES (MP)' },
    ]);
  });
});

describe("a season's work in Swedish beside its title ('Somrar 2014–2015' | 'Vårdbiträde (sommarvikariat)')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Elin Lindqvist', 153, 50, 28],
        ['elin.lindqvist@telia.com', 247, 102, 8.6],
        ['Arbetslivserfarenhet', 40, 247, 13],
        ['aug. 2019 – nu', 40, 270, 9.8, 'Helvetica-Bold'],
        ['Sjuksköterska', 125, 270, 9.8, 'Helvetica-Bold'],
        ['Älvstrandens sjukhus, Göteborg', 125, 285, 9, 'Helvetica-Oblique'],
        ['Triagering enligt RETTS av ca 60 patienter per pass', 136, 299, 9],
        ['Somrar 2014–2015', 40, 430, 9.8, 'Helvetica-Bold'],
        ['Vårdbiträde (sommarvikariat)', 125, 430, 9.8, 'Helvetica-Bold'],
        ['Solängens äldreboende, Kungälv', 125, 444, 9, 'Helvetica-Oblique'],
      ]),
    ),
  );

  it('keeps the dates as written and the employers under the titles', () => {
    expect(resume.experience[1]).toMatchObject({
      title: 'Vårdbiträde (sommarvikariat)',
      datesText: 'Somrar 2014–2015',
    });
    // (Its dates read as none, the column beside them would start where the dates do: the employer's line, set in
    // from there, read as an item.)
    expect(resume.experience[0]).toMatchObject({ title: 'Sjuksköterska', company: 'Älvstrandens sjukhus' });
  });
});

describe("a British employer over its roles, set larger ('Arup, Leeds' over 'Senior Structural Engineer' | dates)", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['THOMAS WHITFIELD', 57, 40, 18, 'Helvetica-Bold'],
        ['tom.whitfield@btinternet.com', 57, 62, 9.5],
        ['EMPLOYMENT HISTORY', 57, 192, 12, 'Helvetica-Bold'],
        ['Arup, Leeds', 57, 213, 11.5],
        ['Senior Structural Engineer', 57, 231, 10.5, 'Helvetica-BoldOblique'],
        ['Sept 2019 – Present', 443, 231, 10.5, 'Helvetica-Oblique'],
        ['• Lead engineer for the refurbishment of a listed mill', 75, 247, 10.5],
        ['Structural Engineer', 57, 311, 10.5, 'Helvetica-BoldOblique'],
        ['Jul 2016 – Aug 2019', 442, 311, 10.5, 'Helvetica-Oblique'],
        ['• Station canopy and footbridge designs for Network Rail', 75, 327, 10.5],
        ['WSP, Manchester', 57, 365, 11.5],
        ['Graduate Engineer', 57, 383, 10.5, 'Helvetica-BoldOblique'],
        ['Sept 2014 – Jun 2016', 437, 383, 10.5, 'Helvetica-Oblique'],
        ['• Design of reinforced concrete basements', 75, 399, 10.5],
      ]),
    ),
  );

  it('reads the employer of each role', () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Senior Structural Engineer', 'Arup'],
      ['Structural Engineer', 'Arup'],
      ['Graduate Engineer', 'WSP'],
    ]);
  });
});
