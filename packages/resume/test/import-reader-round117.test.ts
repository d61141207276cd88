import { describe, expect, it } from 'vitest';
import { cleanText, findDates, findPhone, headingKind } from '../src/import-reader';
import { PHOTO_BOX } from '../src/import-reader/headline-text';
import { exchangeStay } from '../src/import-reader/entry-lines';
import { techList } from '../src/import-reader/tech-lines';
import { namesSpoken } from '../src/import-reader/skill-lists';
import { schoolScore, titleScore } from '../src/import-reader/lexicon';
import { detectLanguage } from '../src/import-reader/language';
import { acronymRest } from '../src/import-reader/label-column';
import type { SourceLine } from '../src/import-reader/types';

// Corpus round 117: Word documents (a Filipino, an Indian, a Mexican, a Vietnamese CV), LaTeX, Typst and pandoc
// resumes (Deedy, moderncv banking, an Arabic and a Korean XeLaTeX one), builders' pages printed by Chromium,
// wkhtmltopdf and WeasyPrint (Bayt in Arabic, a Portuguese and an Italian builder, SuperJob, Zhaopin), and the words
// they asked for.

const line = (text: string): SourceLine => ({
  id: 0,
  text,
  parts: [{ text, x: 100, right: 300, bold: false, italic: false, size: 10 }],
  box: { page: 1, x: 100, y: 100, w: 200, h: 11 },
  size: 10,
  bold: false,
  italic: false,
  bullet: false,
});

describe("this round's words", () => {
  it("reads the first of two phones parted by a spaced slash ('0917 482 3156 / 0999 215 6604')", () => {
    expect(findPhone('Mobile No.: 0917 482 3156 / 0999 215 6604')).toBe('0917 482 3156');
    expect(findPhone('+63 917 482 3156')).toBe('+63 917 482 3156');
  });

  it("knows a photo's empty frame by its size or its words ('2x2', 'ID Picture', 'Ảnh 3x4', 'Pas foto 3x4')", () => {
    for (const t of ['2x2', 'ID Picture', '2x2 ID Picture', 'Ảnh 3x4', 'Ảnh', 'Pas foto 3x4', '3 x 4'])
      expect(PHOTO_BOX.test(t), t).toBe(true);
    for (const t of ['Rizal', '2x2 matrix multiplication', 'Picture editing']) expect(PHOTO_BOX.test(t), t).toBe(false);
  });

  it("takes a stay abroad during the studies for a detail ('Erasmus en …', 'Exchange semester at …')", () => {
    expect(exchangeStay(line('Erasmus en Université Lumière Lyon 2 (curso 2015-2016)'))).toBe(true);
    expect(exchangeStay(line('Exchange semester at National University of Singapore (Spring 2016)'))).toBe(true);
    expect(exchangeStay(line('Auslandssemester an der Universidad de Sevilla'))).toBe(true);
    expect(exchangeStay(line('Universidad Complutense de Madrid'))).toBe(false);
  });

  it("reads no range into a score after a year ('2017 — 95.2%'), but a year's last digits ('2019–21')", () => {
    expect(findDates('Delhi Public School, New Delhi, 2017 — 95.2%')).toMatchObject({ start: '', end: '2017' });
    expect(findDates('Class XII, 2017 - 92% aggregate')).toMatchObject({ start: '', end: '2017' });
    expect(findDates('MBA, 2019–21')).toMatchObject({ start: '2019', end: '2021' });
  });

  it("knows India's institutes named before their town ('IIT Roorkee', 'BITS Pilani', 'NIT Trichy')", () => {
    for (const t of ['IIT Roorkee', 'BITS Pilani', 'NIT Trichy', 'IIM Ahmedabad']) expect(schoolScore(t), t).toBe(1);
    expect(schoolScore('BITS and bytes')).toBe(0);
  });

  it("reads 'Grad. May 2020' as the month the studies ended, the word with it", () => {
    expect(findDates('Grad. May 2020 | San Jose, CA')).toMatchObject({
      text: 'Grad. May 2020',
      start: '',
      end: '2020-05',
    });
  });

  it("names Vietnamese, Indonesian and Thai spoken languages and the tests that rate them ('Tiếng Anh', 'TOEIC 650')", () => {
    expect(namesSpoken('Tiếng Anh giao tiếp cơ bản')).toBe(true);
    expect(namesSpoken('TOEIC 650')).toBe(true);
    expect(namesSpoken('Bahasa Inggris (aktif)')).toBe(true);
    expect(namesSpoken('ภาษาอังกฤษ ดีมาก')).toBe(true);
    expect(namesSpoken('MISA SME.NET')).toBe(false);
  });

  it("knows Korean ranks for titles ('선임 연구원'), not a research institute's name ('한국과학기술연구원')", () => {
    expect(titleScore('선임 연구원')).toBeGreaterThan(0);
    expect(titleScore('한국과학기술연구원(KIST)')).toBe(0);
  });

  it("tells Portugal's Portuguese from Brazil's by the words each writes ('equipas', 'controlo' / 'equipe')", () => {
    const pt =
      'Experiência Profissional. Coordenação de equipas de produção. Controlo de custos e planeamento de obra.';
    const br =
      'Experiência Profissional. Coordenação da equipe de vendas da empresa, com foco em resultados e no controle de custos e do estoque.';
    expect(detectLanguage(pt, new Map())).toBe('pt-PT');
    expect(detectLanguage(br, new Map())).toBe('pt-BR');
  });

  it("reads a job's technologies parted by middle dots, four or more; a job's header so parted is none", () => {
    expect(techList('Go · Kafka · PostgreSQL · Kubernetes (EKS) · Terraform')).toEqual([
      'Go',
      'Kafka',
      'PostgreSQL',
      'Kubernetes (EKS)',
      'Terraform',
    ]);
    expect(techList('Senior Software Engineer · Northwind Payments Ltd · Manchester · Remote')).toBeUndefined();
    expect(techList('Python · SQL · Excel')).toBeUndefined();
  });

  it("knows a name's last words by its acronym after them ('… Ciencias Económico' / 'Administrativas (CUCEA)')", () => {
    const above = 'Universidad de Guadalajara – Centro Universitario de Ciencias Económico';
    expect(acronymRest(above, 'Administrativas (CUCEA)')).toBe(true);
    expect(acronymRest('Universidad Nacional Autónoma de', 'México (UNAM)')).toBe(true);
    expect(acronymRest(above, 'Titulado (CUCEA)')).toBe(false);
    expect(acronymRest('Universidad de Guadalajara', 'Centro Universitario (CUCEA)')).toBe(false);
  });

  it.each([
    ['Competenze trasversali', 'skills'],
    ['Competencias transversales', 'skills'],
    ['Compétences transversales', 'skills'],
    ['Competências transversais', 'skills'],
  ])('%s heads %s', (text, kind) => {
    expect(headingKind(text)).toMatchObject({ kind, cover: 1 });
  });
});

describe('Arabic as XeTeX writes it', () => {
  it("puts a mark read after the word's space back before it ('محاسبا ًيغطي')", () => {
    expect(cleanText('محاسبا ًيغطي 85 فرعا ًفي المملكة')).toBe('محاسباً يغطي 85 فرعاً في المملكة');
    expect(cleanText('فرقا ً')).toBe('فرقاً');
  });

  it('reads the lam-alef ligature XeTeX maps to lam and U+061D as lam and alef', () => {
    expect(cleanText('وإغل\u061dق جميع المل\u061dحظات')).toBe('وإغلاق جميع الملاحظات');
    expect(cleanText('عميل \u061dًمن المنشآت')).toBe('عميلاً من المنشآت');
  });

  it("reads guillemets around Arabic words as typed ('«فاتورة»'), German ones as they are ('»Text«')", () => {
    expect(cleanText('الفوترة الإلكترونية »فاتورة« بالتنسيق')).toBe('الفوترة الإلكترونية «فاتورة» بالتنسيق');
    expect(cleanText('Roman »Der Prozess« von Kafka')).toBe('Roman »Der Prozess« von Kafka');
  });
});
