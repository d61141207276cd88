import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { readHeader } from '../src/import-reader/header';
import type { SourceLine } from '../src/import-reader/types';
import { measuredRows, page, type ItemRow } from './pdf-page';

// Corpus round 117's layouts, each drawn as the real PDF drew it (positions read from the file).

const read = (rows: ItemRow[], ...more: ItemRow[][]) => readResume(pdfLines(measuredRows(rows, ...more))).resume;

describe('schools listed by level (the Philippines, Mexico)', () => {
  it("reads a level set apart by a tab without its colon ('Tertiary' | school) as no degree, a level alone too", () => {
    const r = read([
      ['KRISTINE JOY M. DELA CRUZ', 54, 61, 236, 18, 'Calibri-Bold'],
      ['Email: kristinejoy.delacruz@example.com', 54, 109, 198, 10, 'Calibri'],
      ['EDUCATIONAL ATTAINMENT', 54, 630, 150, 11, 'Calibri-Bold'],
      ['Tertiary', 54, 657, 35, 10, 'Calibri-Bold'],
      ['Rizal Technological University', 139, 657, 142, 10, 'Calibri-Bold'],
      ['Bachelor of Science in Business Administration, Major in Marketing Management', 139, 670, 386, 10, 'Calibri'],
      ['Boni Avenue, Mandaluyong City', 139, 683, 157, 10, 'Calibri'],
      ['2014 – 2018', 139, 695, 55, 10, 'Calibri'],
      ['Secondary', 54, 713, 53, 10, 'Calibri-Bold'],
      ['Cainta Catholic College', 139, 713, 117, 10, 'Calibri-Bold'],
      ['A. Bonifacio Avenue, Cainta, Rizal', 139, 725, 165, 10, 'Calibri'],
      ['2010 – 2014', 139, 738, 55, 10, 'Calibri'],
    ]);
    expect(r.education).toMatchObject([
      {
        school: 'Rizal Technological University',
        degree: 'Bachelor of Science',
        field: 'Business Administration, Major in Marketing Management',
        startDate: '2014',
        endDate: '2018',
      },
      { school: 'Cainta Catholic College', degree: '', startDate: '2010', endDate: '2014' },
    ]);
  });

  it("drops a level's label the value repeats ('Licenciatura:' | 'Licenciatura en …') and keeps a name wrapped before its acronym whole", () => {
    const r = read([
      ['MARIANA LÓPEZ HERNÁNDEZ', 57, 60, 190, 16, 'Arial-Bold'],
      ['mariana.lopez@example.com', 57, 80, 130, 10.5, 'Arial'],
      ['ESCOLARIDAD', 62, 93, 81, 11, 'Arial-Bold'],
      ['Licenciatura:', 57, 112, 65, 10.5, 'Arial-Bold'],
      ['Licenciatura en Contaduría Pública', 137, 112, 176, 10.5, 'Arial-Bold'],
      ['Universidad de Guadalajara – Centro Universitario de Ciencias Económico', 137, 126, 347, 10.5, 'Arial'],
      ['Administrativas (CUCEA)', 137, 139, 118, 10.5, 'Arial'],
      ['2011 – 2015', 137, 152, 58, 10.5, 'Arial'],
      ['Bachillerato:', 57, 171, 63, 10.5, 'Arial-Bold'],
      ['Bachillerato General', 137, 171, 102, 10.5, 'Arial-Bold'],
      ['Escuela Preparatoria No. 7, Universidad de Guadalajara', 137, 185, 262, 10.5, 'Arial'],
      ['2008 – 2011', 137, 198, 58, 10.5, 'Arial'],
    ]);
    expect(r.education).toMatchObject([
      {
        school: 'Universidad de Guadalajara – Centro Universitario de Ciencias Económico Administrativas (CUCEA)',
        degree: 'Licenciatura en Contaduría Pública',
        startDate: '2011',
        endDate: '2015',
      },
      { degree: 'Bachillerato General', startDate: '2008', endDate: '2011' },
    ]);
  });

  it('reads the same in a Word document, whose rows keep their cells and no place on a page', () => {
    // A Word paragraph's tab-parted runs, as the .docx reader gives them: page 0, each run a cell.
    let id = 0;
    const para = (cells: string[], bold = false): SourceLine => ({
      id: id++,
      text: cells.join(' '),
      parts: cells.map((text, k) => ({
        text,
        x: k * 100,
        right: k * 100 + 90,
        bold: bold && k === 0,
        italic: false,
        size: 11,
      })),
      box: { page: 0, x: 0, y: id, w: 0, h: 0 },
      size: 11,
      bold: false,
      italic: false,
      bullet: false,
      region: 'body',
    });
    const lines = [
      para(['MARIANA LÓPEZ HERNÁNDEZ'], true),
      para(['mariana.lopez@example.com']),
      { ...para(['ESCOLARIDAD'], true), bold: true },
      para(['Licenciatura:', 'Licenciatura en Contaduría Pública'], true),
      para(['Universidad de Guadalajara – Centro Universitario de Ciencias Económico Administrativas (CUCEA)']),
      para(['2011 – 2015']),
      para(['Secondary', 'Cainta Catholic College'], true),
      para(['A. Bonifacio Avenue, Cainta, Rizal']),
      para(['2008 – 2011']),
    ];
    expect(readResume(lines).resume.education).toMatchObject([
      {
        school: 'Universidad de Guadalajara – Centro Universitario de Ciencias Económico Administrativas (CUCEA)',
        degree: 'Licenciatura en Contaduría Pública',
      },
      { school: 'Cainta Catholic College', degree: '', startDate: '2008', endDate: '2011' },
    ]);
  });

  it("reads a school's name wrapped before its acronym whole, under no label ('… Económico' / 'Administrativas (CUCEA)')", () => {
    const r = read([
      ['MARIANA LÓPEZ HERNÁNDEZ', 57, 60, 190, 16, 'Arial-Bold'],
      ['mariana.lopez@example.com', 57, 80, 130, 10.5, 'Arial'],
      ['FORMACIÓN ACADÉMICA', 57, 110, 120, 11, 'Arial-Bold'],
      ['Licenciatura en Contaduría Pública', 57, 130, 176, 10.5, 'Arial-Bold'],
      ['Universidad de Guadalajara – Centro Universitario de Ciencias Económico', 57, 144, 347, 10.5, 'Arial'],
      ['Administrativas (CUCEA)', 57, 157, 118, 10.5, 'Arial'],
      ['2011 – 2015', 57, 170, 58, 10.5, 'Arial'],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'Universidad de Guadalajara – Centro Universitario de Ciencias Económico Administrativas (CUCEA)',
      degree: 'Licenciatura en Contaduría Pública',
    });
  });

  it("reads a stay abroad under a school's dates as its detail, no school ('Erasmus en … (curso 2015-2016)')", () => {
    const r = read([
      ['Lucía Fernández Ortega', 221, 60, 200, 20, 'Lato-Bold'],
      ['lucia.fernandez@example.com', 221, 85, 140, 9, 'Lato'],
      ['FORMACIÓN ACADÉMICA', 221, 528, 167, 12, 'Lato-Bold'],
      ['Grado en Publicidad y Relaciones Públicas', 221, 596, 177, 9.5, 'Lato-Bold'],
      ['Universidad Complutense de Madrid', 221, 609, 143, 9.5, 'Lato-Italic'],
      ['09/2013 - 06/2017', 221, 622, 79, 9, 'Lato'],
      ['Erasmus en Université Lumière Lyon 2 (curso 2015-2016)', 221, 634, 228, 9, 'Lato'],
    ]);
    expect(r.education).toHaveLength(1);
    expect(r.education[0]).toMatchObject({
      school: 'Universidad Complutense de Madrid',
      degree: 'Grado en Publicidad y Relaciones Públicas',
      startDate: '2013-09',
      endDate: '2017-06',
    });
    expect(r.education[0]!.details.join(' ')).toContain('Erasmus');
  });
});

describe('headings', () => {
  it("takes a school's name set as a sidebar's sub-headings are for the school, under Education (Deedy)", () => {
    const r = read([
      ['Kevin Zhou', 203, 18, 205, 39.9, 'Lato-Hai'],
      ['kevin.zhou@example.com | 412.555.0186', 79, 59, 250, 11, 'Lato'],
      ['EDUCATION', 35, 92, 91, 15.9, 'Raleway'],
      ['CARNEGIE MELLON UNIVERSITY', 35, 113, 176, 12, 'Raleway-Bold'],
      ['B.S. in Computer Science', 35, 127, 127, 11, 'Lato'],
      ['Aug 2020 - May 2024 | Pittsburgh, PA', 35, 140, 173, 10, 'Lato'],
      ['Cum. GPA: 3.86 / 4.0', 35, 152, 101, 10, 'Lato'],
      ['LYNBROOK HIGH SCHOOL', 35, 170, 147, 12, 'Raleway-Bold'],
      ['Grad. May 2020 | San Jose, CA', 35, 183, 149, 10, 'Lato'],
      ['SKILLS', 35, 215, 60, 15.9, 'Raleway'],
      ['PROGRAMMING', 35, 235, 90, 12, 'Raleway-Bold'],
      ['Java • Python • C • TypeScript', 35, 249, 150, 10, 'Lato'],
      ['TOOLS', 35, 267, 40, 12, 'Raleway-Bold'],
      ['Git • Docker • PostgreSQL', 35, 281, 130, 10, 'Lato'],
    ]);
    expect(r.education).toMatchObject([
      { school: 'CARNEGIE MELLON UNIVERSITY', degree: 'B.S.', field: 'Computer Science', endDate: '2024-05' },
      { school: 'LYNBROOK HIGH SCHOOL', degree: '', endDate: '2020-05' },
    ]);
  });

  it('reads the text beside headings all drawn before it in a gutter under the heading it stands beside', () => {
    const r = read([
      ['Inês Carvalho Moreira', 188, 60, 200, 20, 'Lato-Bold'],
      ['ines.moreira@example.com', 188, 90, 120, 9.8, 'Lato'],
      ['EXPERIÊNCIA PROFISSIONAL', 70, 284, 82, 10.5, 'Lato-Bold'],
      ['HABILITAÇÕES LITERÁRIAS', 70, 709, 82, 10.5, 'Lato-Bold'],
      ['set. 2019 – presente', 188, 284, 80, 8.8, 'Lato'],
      ['Diretora de Obra', 188, 297, 83, 11, 'Lato-Bold'],
      ['Construtora Douro Norte, S.A. · Vila Nova de Gaia', 188, 313, 215, 9.8, 'Lato'],
      ['fev. 2016 – ago. 2019', 188, 390, 83, 8.8, 'Lato'],
      ['Engenheira de Produção', 188, 403, 110, 11, 'Lato-Bold'],
      ['GeoPlano – Gabinete de Projetos, Lda. · Porto', 188, 419, 200, 9.8, 'Lato'],
      ['2010 – 2015', 188, 709, 50, 8.8, 'Lato'],
      ['Mestrado Integrado em Engenharia Civil', 188, 722, 196, 11, 'Lato-Bold'],
      ['Faculdade de Engenharia da Universidade do Porto (FEUP)', 188, 737, 253, 9.8, 'Lato-Bold'],
    ]);
    expect(r.experience).toMatchObject([
      { title: 'Diretora de Obra', company: 'Construtora Douro Norte, S.A.', startDate: '2019-09' },
      { title: 'Engenheira de Produção', company: 'GeoPlano – Gabinete de Projetos, Lda.', endDate: '2019-08' },
    ]);
    expect(r.education).toMatchObject([{ degree: 'Mestrado Integrado em Engenharia Civil' }]);
  });

  it('reads the text under headings all drawn before it, right to left, under the heading above it (Bayt)', () => {
    const r = read([
      ['ليلى سامي الحسن', 274.5, 56, 190.4, 21, 'Cairo-Bold'],
      ['layla.alhassan@example.com', 200, 110, 130, 9.6, 'Cairo'],
      ['الخبرة العملية', 306, 286, 77, 11.5, 'Cairo-Bold'],
      ['التعليم', 344, 720, 39, 11.5, 'Cairo-Bold'],
      ['تم إنشاء هذه السيرة الذاتية عبر Bayt.com', 254, 835, 129, 7.8, 'Cairo'],
      ['مديرة التسويق الرقمي', 258, 316, 103, 10.8, 'Cairo-Bold'],
      ['Desert Bloom Hospitality | دبي، الإمارات', 177, 334, 184, 9.6, 'Cairo'],
      ['يناير 2020 - حتى الآن', 286, 348, 75, 8.8, 'Cairo'],
      ['منسقة تسويق', 300, 500, 61, 10.8, 'Cairo-Bold'],
      ['Al Noor Trading LLC | عمّان، الأردن', 190, 518, 171, 9.6, 'Cairo'],
      ['يوليو 2015 - فبراير 2017', 270, 532, 91, 8.8, 'Cairo'],
      ['بكالوريوس إدارة الأعمال - تخصص تسويق', 168, 750, 193, 10.8, 'Cairo-Bold'],
      ['الجامعة الأردنية | عمّان، الأردن', 237, 767, 125, 9.6, 'Cairo'],
      ['سبتمبر 2011 - يونيو 2015', 268, 782, 93, 8.8, 'Cairo'],
    ]);
    expect(r.experience).toMatchObject([
      { title: 'مديرة التسويق الرقمي', company: 'Desert Bloom Hospitality', startDate: '2020-01' },
      { title: 'منسقة تسويق', company: 'Al Noor Trading LLC', endDate: '2017-02' },
    ]);
    expect(r.education).toMatchObject([{ school: 'الجامعة الأردنية', degree: 'بكالوريوس إدارة الأعمال' }]);
    // The builder's credit at the page's foot is the page's: no school, nothing to review.
    expect(JSON.stringify(r)).not.toContain('Bayt.com');
  });

  it("reads a school at the next page's top, drawn after a sidebar and the next heading, under the heading set in a little from its text", () => {
    const r = read(
      [
        ['Giulia Ferrante', 243.8, 60, 150, 22, 'Montserrat-Bold'],
        ['giulia.ferrante@example.com', 25.5, 120, 120, 8.4, 'Montserrat'],
        ['ESPERIENZA LAVORATIVA', 250.8, 233, 163.1, 11.5, 'Montserrat-Bold'],
        ['03/2019 – Attuale', 243.8, 258, 72, 8.4, 'Montserrat'],
        ['Demand & Supply Planner', 243.8, 272, 136.3, 10.5, 'Montserrat-Bold'],
        ['Latteria Brianza S.p.A. – Monza (MB)', 243.8, 286, 149.3, 9.3, 'Montserrat-Italic'],
        ['ISTRUZIONE E FORMAZIONE', 250.8, 697, 182.1, 11.5, 'Montserrat-Bold'],
        ['09/2014 – 12/2016', 243.8, 722, 73.1, 8.4, 'Montserrat'],
        ['Laurea Magistrale in Ingegneria Gestionale', 243.8, 737, 227.3, 10.5, 'Montserrat-Bold'],
        ['Politecnico di Milano', 243.8, 749, 85.6, 9.3, 'Montserrat-Italic'],
      ],
      [
        ['I N T E R E S S I', 25.5, 47, 60.1, 10, 'Montserrat-Bold'],
        ['Trekking in montagna,', 25.5, 72, 98.1, 9.3, 'Montserrat'],
        ['volontariato con il Banco Alimentare.', 25.5, 86, 140, 9.3, 'Montserrat'],
        ['CERTIFICAZIONI', 250.8, 161, 105.6, 11.5, 'Montserrat-Bold'],
        ['09/2010 – 07/2014', 243.8, 46, 73.1, 8.4, 'Montserrat'],
        ['Laurea Triennale in Ingegneria Gestionale', 243.8, 60, 220.4, 10.5, 'Montserrat-Bold'],
        ['Università degli Studi di Bergamo', 243.8, 74, 137.9, 9.3, 'Montserrat-Italic'],
        ['2021', 243.8, 185, 19.2, 8.4, 'Montserrat'],
        ['Lean Six Sigma Green Belt', 243.8, 199, 136, 10.5, 'Montserrat-Bold'],
      ],
    );
    expect(r.education.map((e) => e.school)).toEqual(['Politecnico di Milano', 'Università degli Studi di Bergamo']);
  });

  it("keeps a heading set over two lines in a margin apart from that ('RESEARCH' over 'EXPERIENCE', res.cls)", () => {
    const r = read([
      ['Katherine L. Moreau', 230, 60, 150, 14, 'CMR10'],
      ['kmoreau@example.com', 400, 90, 100, 10, 'CMR10'],
      ['RESEARCH', 54, 178, 46, 10, 'CMR10'],
      ['EXPERIENCE', 54, 190, 54, 10, 'CMR10'],
      ['Massachusetts Institute of Technology, Cambridge, MA', 148, 178, 231, 10, 'CMR10'],
      ['June 2021 – present', 479, 178, 79, 10, 'CMR10'],
      ['Postdoctoral Researcher, Department of Chemical Engineering', 148, 190, 252, 10, 'CMTI10'],
      ['• Built a kinetic model in Python and COMSOL that predicts methane conversion.', 163, 203, 380, 10, 'CMR10'],
    ]);
    expect(r.experience).toHaveLength(1);
    expect(r.experience[0]).toMatchObject({
      company: 'Massachusetts Institute of Technology',
      title: 'Postdoctoral Researcher, Department of Chemical Engineering',
      startDate: '2021-06',
    });
  });
});

describe('skills and contact', () => {
  it("takes a bold group name in capitals over a row of plain items for no skill ('TÉCNICAS' | 'AutoCAD' | 'Revit')", () => {
    const r = read([
      ['Inês Moreira', 188, 60, 120, 20, 'Lato-Bold'],
      ['COMPETÊNCIAS', 62, 126, 90, 10.5, 'Lato-Bold'],
      ['TÉCNICAS', 188, 126, 47, 9, 'Lato-Bold'],
      ['AutoCAD', 188, 143, 41, 9.8, 'Lato'],
      ['Revit (BIM)', 383, 143, 48, 9.8, 'Lato'],
      ['MS Project', 188, 161, 47, 9.8, 'Lato'],
      ['Primavera P6', 383, 161, 57, 9.8, 'Lato'],
      ['PESSOAIS', 188, 202, 45, 9, 'Lato-Bold'],
      ['Liderança de equipas', 195, 220, 83, 9, 'Lato'],
      ['Comunicação', 296, 220, 53, 9, 'Lato'],
    ]);
    const skills = [...r.skills.core, ...r.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toEqual(expect.arrayContaining(['AutoCAD', 'Revit (BIM)', 'MS Project', 'Primavera P6']));
    expect(skills).not.toContain('TÉCNICAS');
    expect(skills).not.toContain('PESSOAIS');
  });

  it("takes a name in bold over a plain list for the list's group, not a skill ('Methods' over 'A/B testing · …')", () => {
    const r = read([
      ['Priya Raman', 190, 50, 120, 20, 'Inter-Bold'],
      ['SKILLS', 16, 200, 40, 10, 'Inter-Bold'],
      ['Python', 16, 218, 28, 9, 'Inter'],
      ['SQL', 16, 238, 17, 9, 'Inter'],
      ['Methods', 16, 358, 36, 9, 'Inter-Bold'],
      ['A/B testing · Causal inference · Forecasting · NLP', 16, 370, 160, 9, 'Inter'],
    ]);
    const skills = [...r.skills.core, ...r.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toEqual(expect.arrayContaining(['A/B testing', 'Causal inference', 'Forecasting', 'NLP']));
    expect(skills).not.toContain('Methods');
  });

  it("takes the sentence under a strength's name for no skill (Enhancv's 'Strengths')", () => {
    const r = read([
      ['Jasmine Alvarez', 40, 50, 150, 22, 'Rubik-Bold'],
      [
        'Produced competitive battlecards and a win/loss program based on 60+ buyer interviews',
        38,
        474,
        330,
        8.5,
        'Rubik',
      ],
      ['STRENGTHS', 396, 385, 69, 11.6, 'Rubik-Bold'],
      ['Customer Empathy', 412.5, 408, 70, 8.3, 'Rubik-Bold'],
      ['I sit in on a sales or support call every week so', 412.5, 419, 170.8, 8.5, 'Rubik'],
      ['messaging starts from real words.', 412.5, 431, 123.8, 8.5, 'Rubik'],
      ['Cross-functional Leadership', 412.5, 452, 102.6, 8.3, 'Rubik-Bold'],
      ['Comfortable aligning product, sales and CS', 412.5, 464, 158.8, 8.5, 'Rubik'],
      ['leaders around one launch plan.', 412.5, 476, 117.6, 8.5, 'Rubik'],
      ['Storytelling with Data', 412.5, 496, 80.1, 8.3, 'Rubik-Bold'],
      ['Turn win/loss and usage data into narratives', 412.5, 508, 163.5, 8.5, 'Rubik'],
      ['executives act on.', 412.5, 520, 70, 8.5, 'Rubik'],
    ]);
    const skills = [...r.skills.core, ...r.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toEqual(['Customer Empathy', 'Cross-functional Leadership', 'Storytelling with Data']);
  });

  it('reads an e-mail whole over a web address under it', () => {
    const r = read([
      ['Marcus Whitfield', 57, 100, 94, 12.1, 'OpenSans-Bold'],
      ['Denver, CO', 40, 144, 36, 6.9, 'OpenSans'],
      ['(720) 555-0143', 40, 160, 48, 6.9, 'OpenSans'],
      ['marcus.whitfield@example.com', 40, 176, 96, 6.9, 'OpenSans'],
      ['mwhitfield.example.com', 40, 192, 74, 6.9, 'OpenSans'],
    ]);
    expect(r.profile).toMatchObject({ email: 'marcus.whitfield@example.com', location: 'Denver, CO' });
  });

  it("reads the address and the first phone beside a photo's empty frame ('2x2' / 'ID Picture'), the frame none", () => {
    // The header's lines as the Word document's PDF gave them: the frame, a text box, its own lines between the others.
    const at = (id: number, text: string, x: number, y: number, w: number, bold = false): SourceLine => ({
      id,
      text,
      parts: [{ text, x, right: x + w, bold, italic: false, size: 10 }],
      box: { page: 1, x, y, w, h: 11.5 },
      size: 10,
      bold,
      italic: false,
      bullet: false,
    });
    const out = readHeader(
      [
        { ...at(0, 'KRISTINE JOY M. DELA CRUZ', 54, 61, 236, true), size: 18 },
        at(1, 'Blk 7 Lot 14, Mabuhay Homes, Brgy. San Isidro, Cainta, Rizal', 54, 84, 283),
        at(2, '2x2', 485, 85, 16),
        at(3, 'Mobile No.: 0917 482 3156 / 0999 215 6604', 54, 96, 201),
        at(4, 'ID Picture', 470, 98, 46),
        at(5, 'Email: kristinejoy.delacruz@example.com', 54, 109, 198),
      ],
      [],
    );
    expect(out.location?.text).toBe('Blk 7 Lot 14, Mabuhay Homes, Brgy. San Isidro, Cainta, Rizal');
    expect(out.phone?.text).toBe('0917 482 3156');
  });

  it("reads a Portuguese postcode's town on the next line after a space ('…, 4050-174' / 'Porto')", () => {
    const r = read([
      ['Inês Carvalho Moreira', 188, 45, 200, 20, 'Lato-Bold'],
      ['+351 912 345 678', 188, 90, 70, 9, 'Lato'],
      ['ines.moreira@example.com', 330, 90, 110, 9, 'Lato'],
      ['Rua de Cedofeita 312, 3.º Esq., 4050-174', 188, 104, 160, 9, 'Lato'],
      ['Porto', 188, 116, 22, 9, 'Lato'],
    ]);
    expect(r.profile.location).toBe('Rua de Cedofeita 312, 3.º Esq., 4050-174 Porto');
  });

  it("reads a grid of two labels and their values a row as personal details, '学历' among them no heading", () => {
    const cjk = (text: string, x: number, y: number, w: number, font = 'NotoSansCJKsc'): ItemRow => [
      text,
      x,
      y,
      w,
      9.1,
      font,
    ];
    const r = read([
      ['个人简历', 34, 29, 106, 22, 'NotoSansCJKsc-Bold'],
      ['基本信息', 57, 78, 46, 11.5, 'NotoSansCJKsc-Bold'],
      // (Each label justified across its cell, as the page's table sets it: '学 … 历'.)
      cjk('姓名', 41.6, 105, 41.7),
      cjk('张晓雯', 98.3, 105, 28),
      cjk('性别', 215.6, 105, 41.7),
      cjk('女', 272.3, 105, 9.1),
      cjk('籍贯', 41.6, 144, 41.7),
      cjk('湖北武汉', 98.3, 144, 36.4),
      cjk('政治面貌', 215.6, 144, 41.7),
      cjk('共青团员', 272.3, 144, 36.4),
      cjk('学历', 41.6, 164, 41.7),
      cjk('本科', 98.3, 164, 18.2),
      cjk('工作年限', 215.6, 164, 41.7),
      cjk('5年', 272.3, 164, 14.1),
      cjk('手机', 41.6, 183, 41.7),
      cjk('138-0213-4567', 98.3, 183, 62),
      cjk('邮箱', 215.6, 183, 41.7),
      cjk('zhangxiaowen@example.com', 272.3, 183, 127),
      cjk('现居地', 41.6, 203, 41.7),
      cjk('上海市浦东新区', 98.3, 203, 64),
      ['工作经历', 57, 279, 46, 11.5, 'NotoSansCJKsc-Bold'],
      ['2019.07 - 至今', 34, 302, 78, 9.1, 'NotoSansCJKsc-Bold'],
      ['上海澜悦文化传播有限公司', 141, 302, 110, 9.1, 'NotoSansCJKsc-Bold'],
      ['新媒体运营主管', 480, 302, 64, 9.1, 'NotoSansCJKsc-Bold'],
      ...[
        '1. 负责公司微信公众号、小红书、抖音三个平台的内容规划与日常运营；',
        '2. 制定月度选题与投放计划，跟踪核心数据并输出周报；',
        '3. 对接品牌客户需求，策划并执行线上线下联动活动20余场；',
      ].map((t, k): ItemRow => [t, 34, 318 + k * 14, t.length * 9, 9, 'NotoSansCJKsc']),
    ]);
    expect(r.profile).toMatchObject({
      fullName: '张晓雯',
      phone: '138-0213-4567',
      email: 'zhangxiaowen@example.com',
      location: '上海市浦东新区',
    });
    expect(r.education).toEqual([]);
  });
});

describe('right to left', () => {
  it('reads Latin skills parted by Arabic commas in an Arabic line in the order written, each a skill (XeLaTeX)', () => {
    const naskh = 'NotoNaskhArabic-Regular';
    const r = read([
      ['ﻋﺒﺪاﻟﺮﺣﻤﻦ ﺳﻌﺪ اﻟﻐﺎﻣﺪي', 171.4, 63, 252.4, 23.9, 'NotoNaskhArabic-Bold'],
      ['a.alghamdi@example.com', 80.7, 107, 124, 10.5, 'LMRoman10-Regular'],
      ['اﻟﻤﻬﺎرات', 496.4, 635, 45, 12, 'NotoNaskhArabic-Bold'],
      ['ﺍﻟﻤﺘﻘﺪﻡ', 186.6, 654, 29.5, 11.4, naskh],
      ['Excel', 218.6, 654, 25.8, 11.4, 'LMRoman10-Regular'],
      ['،', 246.9, 654, 2.4, 11.4, naskh],
      ['Power BI', 249.4, 654, 45.8, 11.4, 'LMRoman10-Regular'],
      ['،', 297.7, 654, 2.4, 11.4, naskh],
      ['Oracle Financials', 300.2, 654, 86.3, 11.4, 'LMRoman10-Regular'],
      ['،', 388.9, 654, 2.4, 11.4, naskh],
      ['SAP S/4HANA', 391.4, 654, 69, 11.4, 'LMRoman10-Regular'],
      ['ﺍﻟﻤﻬﺎﺭﺍﺕ ﺍﻟﺘﻘﻨﻴﺔ:', 472.3, 654, 68.7, 11.4, 'NotoNaskhArabic-Bold'],
      ['ﺍﻟﻤﻌﺎﻳﻴﺮ ﺍﻟﺪﻭﻟﻴﺔ ﻟﻠﺘﻘﺎﺭﻳﺮ ﺍﻟﻤﺎﻟﻴﺔ، ﺍﻟﺰﻛﺎﺓ ﻭﺿﺮﻳﺒﺔ ﺍﻟﻘﻴﻤﺔ ﺍﻟﻤﻀﺎﻓﺔ، ﺇﻋﺪﺍﺩ ﺍﻟﻤﻮﺍﺯﻧﺎﺕ', 130, 670, 330, 11.4, naskh],
      ['ﺍﻟﻤﻬﺎﺭﺍﺕ ﺍﻟﻤﻬﻨﻴﺔ:', 472.3, 670, 69.1, 11.4, 'NotoNaskhArabic-Bold'],
    ]);
    const skills = [...r.skills.core, ...r.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toEqual([
      'SAP S/4HANA',
      'Oracle Financials',
      'Power BI',
      'Excel المتقدم',
      'المعايير الدولية للتقارير المالية',
      'الزكاة وضريبة القيمة المضافة',
      'إعداد الموازنات',
    ]);
  });
});

describe('jobs', () => {
  it("keeps a title's area after its dash where bars part the fields ('Department Manager – Home & Living' | employer)", () => {
    const r = readResume(
      pdfLines(
        page([
          ['Jessica Nguyen', 200, 50, 20, 'Arial-Bold'],
          ['EMPLOYMENT HISTORY', 200, 120, 11, 'Arial-Bold'],
          ['Department Manager – Home & Living | Target Australia | Jun 2011 – Jan 2015', 200, 140, 10, 'Arial-Bold'],
          ['• Led a team of 14 across homewares and furniture.', 210, 155, 10],
          ['Software Engineer – Stripe | San Francisco, CA | Mar 2019 – Present', 200, 180, 10, 'Arial-Bold'],
          ['• Built the payouts ledger.', 210, 195, 10],
        ]),
      ),
    ).resume;
    expect(r.experience).toMatchObject([
      { title: 'Department Manager – Home & Living', company: 'Target Australia' },
      { title: 'Software Engineer', company: 'Stripe' },
    ]);
  });
});

describe('lists', () => {
  it("reads items drawn without marks, each closed by its semicolon, one an item ('учёт …;' / 'расчёт НДС …;')", () => {
    const r = read([
      ['Ольга Смирнова', 45, 50, 150, 20, 'Arial-Bold'],
      ['Опыт работы', 45, 150, 80, 13, 'Arial-Bold'],
      ['февраль 2019 —', 45, 174, 80, 9.2, 'Arial'],
      ['настоящее время', 45, 186, 80, 9.2, 'Arial'],
      ['АО «Техностройкомплект»', 184, 174, 140, 11, 'Arial-Bold'],
      ['Заместитель главного бухгалтера', 184, 192, 186, 11, 'Arial-Bold'],
      ['Обязанности:', 184, 211, 62, 9.8, 'Arial'],
      ['учёт основных средств, материалов и затрат на строительство объектов;', 198, 227, 335, 9.8, 'Arial'],
      ['расчёт НДС, подготовка деклараций и пояснений по требованиям ИФНС;', 198, 242, 335, 9.8, 'Arial'],
      ['сверки с контрагентами, контроль дебиторской задолженности;', 198, 257, 290, 9.8, 'Arial'],
      ['подготовка отчётности по МСФО для материнской компании.', 198, 273, 279, 9.8, 'Arial'],
    ]);
    expect(r.experience[0]!.bullets).toEqual([
      'учёт основных средств, материалов и затрат на строительство объектов;',
      'расчёт НДС, подготовка деклараций и пояснений по требованиям ИФНС;',
      'сверки с контрагентами, контроль дебиторской задолженности;',
      'подготовка отчётности по МСФО для материнской компании.',
    ]);
  });

  it("keeps a job's technologies after its items, parted by middle dots, for no next job", () => {
    const r = readResume(
      pdfLines(
        page([
          ['Eleanor Briggs', 40, 45, 25, 'Inter-Bold'],
          ['EXPERIENCE', 40, 228, 10, 'Inter-Bold'],
          ['Senior Software Engineer', 40, 254, 10.3, 'Inter-Bold'],
          ['Sep 2020 – Present', 302, 254, 8.4],
          ['Northwind Payments Ltd · Manchester', 40, 268, 9],
          ['• Tech lead for the settlements team of five engineers.', 52, 285, 9.4],
          ['Go · Kafka · PostgreSQL · Kubernetes (EKS) · Terraform', 40, 300, 8.2],
          ['Software Engineer', 40, 323, 10.3, 'Inter-Bold'],
          ['Jan 2018 – Aug 2020', 297, 323, 8.4],
          ['Kestrel Digital · Leeds', 40, 337, 9],
        ]),
      ),
    ).resume;
    expect(r.experience).toMatchObject([
      { title: 'Senior Software Engineer', company: 'Northwind Payments Ltd' },
      { title: 'Software Engineer', company: 'Kestrel Digital' },
    ]);
    expect(r.experience[0]!.technologies).toContain('Kafka');
  });
});
