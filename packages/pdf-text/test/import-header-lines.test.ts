import { describe, expect, it } from 'vitest';
import { fromDocx } from '@resumey/resume/import/docx';
import { CORPUS, corpusBytes } from '@resumey/test-support/import-corpus';
import { fromPdf } from '../src/import';

// The header's lines, read from whole files of the corpus. The headline is the line under the name that says what the
// person does; what else stands there must not become it: the document's title, a label, the name again, the photo's
// box, particulars, an identity number, a site's credit, a summary's first line. Addresses and links wrap in narrow
// cells and columns, labels too.

const read = async (name: string) => {
  const f = CORPUS.find((c) => c.file === name)!;
  const result = name.endsWith('.pdf') ? await fromPdf(corpusBytes(f)) : await fromDocx(corpusBytes(f));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
};

const none: Array<[file: string, stands: string]> = [
  ['zh-word-jianli.pdf', "the document's title, '个人简历'"],
  ['zh-word-tw-minguo.pdf', "the document's title, '履歷表'"],
  ['ar-word-egypt.pdf', "the document's title, 'سيرة ذاتية'"],
  ['tr-word-ozgecmis.pdf', "the document's title with Turkish's dotted capital, 'ÖZGEÇMİŞ'"],
  ['ja-html-doda.pdf', "the document's title letter-spaced, '職 務 経 歴 書'"],
  ['it-word-europeo.pdf', "Europass's title letter-spaced over three lines, 'FORMATO E U R O P E O'"],
  ['de-word-deckblatt.pdf', "a cover page's 'BEWERBUNG' / 'als Projektmanagerin …'"],
  ['fa-word-rezome.pdf', "the invocation a Persian resume opens with, 'به نام خدا'"],
  ['ko-word-iryeokseo.pdf', "the name's label letter-spaced, '성 명'"],
  ['nl-word-cv.docx', "a postcode's and town's label, 'Postcode en woonplaats'"],
  ['es-word-hoja-de-vida.pdf', "a label alone, 'Lugar de nacimiento:'"],
  ['ja-word-rirekisho.pdf', "the photo's box and its instructions, '写真をはる位置', '1.縦 36~40mm'"],
  ['pt-word-br-tabela.pdf', "particulars, 'Brasileira, solteira, 29 anos'"],
  ['fr-word-alternance.pdf', "particulars, '21 ans – Permis B, véhiculée'"],
  ['es-word-uruguay.pdf', "an identity number, 'C.I. 4.567.890-1'"],
  ['es-word-guatemala.pdf', 'the name again in capitals'],
  ['en-word-twopage.docx', "a running head, 'Kevin O'Brien | Page'"],
  ['en-html-indeed.pdf', "Indeed's 'Authorized to work in the US for any employer'"],
  ['en-latex-banking-uk.pdf', "an icon's LinkedIn handle, 'in harriet-ashworth'"],
  ['en-html-kickresume.pdf', "a summary's first line, wrapped after 'and'"],
  ['en-html-portfolio-site.pdf', "a summary's lines, '… in London. For ten' / 'years I have …'"],
  ['zh-html-boss.pdf', "particulars, '男 | 29岁 | 本科 | 工作6年', and the heading '个人优势' under them"],
  ['rewrapped/es-word-ecuador-cursos.pdf', "a number alone, '1712345678'"],
  ['th-word-be-years.pdf', "the name in Latin letters, 'Nattawut Wongprasert', and the heading 'ข้อมูลโดยย่อ' under it"],
  ['en-word-uk-cv.pdf', "the heading UK CVs open with, 'Personal Profile'"],
  ['en-word-teacher.pdf', "a heading in the singular, 'CERTIFICATION'"],
  ['en-word-singapore.pdf', "Singapore's heading of particulars, 'PERSONAL PARTICULARS'"],
  ['en-word-senior.pdf', "the letters after the name on a line of their own, 'MBA, PMP'"],
];

describe('the headline', () => {
  it.each(none)(
    'is none in %s, where the line under the name is %s',
    async (file) => {
      expect((await read(file)).profile.headline).toBe('');
    },
    30_000,
  );

  it.each([
    ['es-latex-minipage.pdf', 'Ingeniera Industrial', "after the photo's box, 'FOTO'"],
    [
      'es-html-computrabajo.pdf',
      'Analista Contable Senior | NIIF | SAP FI',
      "after the site's name and the avatar's 'KH'",
    ],
    ['th-word-resume.pdf', 'Senior Accountant / Accounting Supervisor', "after its label, 'ตำแหน่งงานที่ต้องการ :'"],
    ['uk-html-workua.pdf', 'Менеджер з продажу', "without the pay wanted after it, '25 000 грн'"],
    ['he-html-alljobs.pdf', 'ראש צוות Backend', "after the builder's credit, 'נוצר בעזרת KorotPro'"],
    [
      'en-html-naukri.pdf',
      'Senior Software Engineer at Kaveri Fintech Solutions Pvt. Ltd.',
      "with an abbreviation's stop in it, no sentence",
    ],
    [
      'pt-html-linkedin.pdf',
      'Analista de Dados Sênior na Gralha Azul Pagamentos | Power BI | SQL | Python | Estatística aplicada a crédito, varejo e agronegócio',
      "LinkedIn's, long and parted by bars, after a remark in brackets, '(Mobile)'",
    ],
    [
      'ar-html-linkedin.pdf',
      'مديرة تحليلات البيانات في Emirates NBD | Power BI | SQL | تحويل البيانات إلى قرارات تدعم نمو الأعمال',
      'centred over two lines, right to left',
    ],
    [
      'rewrapped/en-html-notion.pdf',
      'Senior Product Designer · design systems, editor tools and the unglamorous parts of handoff',
      'wrapped after a word that goes on',
    ],
  ])(
    'in %s is %s, %s',
    async (file, headline) => {
      expect((await read(file)).profile.headline).toBe(headline);
    },
    30_000,
  );

  it("reads the section under a heading that stood where the headline would: 'Personal Profile', 'CERTIFICATION'", async () => {
    expect((await read('en-word-uk-cv.pdf')).summary).toMatch(/^A hard-working and results-driven retail operations/);
    expect((await read('en-word-teacher.pdf')).certifications).toContain(
      'Texas Educator Certificate: Mathematics 7–12 (valid through 2029)',
    );
  }, 30_000);

  it("leaves the job site's heading of strengths to the summary ('个人优势')", async () => {
    const resume = await read('zh-html-boss.pdf');
    expect(resume.summary).toContain('6年互联网从业经验');
  }, 30_000);
});

describe('a LinkedIn address broken at the end of a line', () => {
  it.each([
    ['ar-html-linkedin.pdf', 'www.linkedin.com/in/reem-abdulla-alkaabi-4b2a17190', 'in a column set flush right'],
    ['id-word-ats.pdf', 'linkedin.com/in/putri-ayu-lestari', 'at the end of a centred contact line'],
    ['rewrapped/es-word-lateral.pdf', 'linkedin.com/in/mjcevallos', "or mid-word, its last letter alone, 's'"],
  ])(
    'is read whole in %s: %s, %s',
    async (file, linkedin) => {
      expect((await read(file)).profile.linkedin).toBe(linkedin);
    },
    30_000,
  );
});

describe('an address over lines', () => {
  it.each([
    [
      'nl-word-cv.pdf',
      'Lange Nieuwstraat 42, 3512 AB Utrecht',
      "its town beside a label wrapped in its cell, 'Postcode en' / 'woonplaats'",
    ],
    [
      'rewrapped/id-word-riwayat-hidup.pdf',
      'Jl. Tubagus Ismail Dalam No. 12, RT 03/RW 05, Kel. Sekeloa, Kec. Coblong, Bandung 40134',
      "under a label wrapped beside its value ('Tempat, Tanggal' / 'Lahir'), its town after an abbreviation, 'Kec.'",
    ],
    [
      'rewrapped/tr-word-ozgecmis.pdf',
      'Atatürk Mah. Ertuğrul Gazi Sok. No: 14 D: 7, 34758 Ataşehir / İstanbul',
      "its flat's number after 'D:', a line further in",
    ],
    ['es-word-espana.pdf', 'C/ Licenciado Poza, 38, 4º izda., 48011 Bilbao (Bizkaia)', "its postcode after 'izda.'"],
    [
      'rewrapped/es-word-lateral.pdf',
      'Av. República de El Salvador N35-126 y Portugal, Quito',
      "a street's name wrapped after its article, 'de El' / 'Salvador'",
    ],
    ['rewrapped/ko-html-wanted.pdf', '', "none: a summary's sentence under '간단 소개글' is no place"],
  ])(
    'in %s is %s, %s',
    async (file, location) => {
      expect((await read(file)).profile.location).toBe(location);
    },
    30_000,
  );
});
