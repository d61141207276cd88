// A Thai accountant's one-page เรซูเม่ (ประวัติย่อ) typed in a Thai Word in Bangkok (A4 with its margins set to 2 cm all
// round), as Word stores Thai: the document's complex-script language th-TH, Thai and Latin words in the
// same runs. Its author set it in Angsana New 16 pt, the looped Thai face of older Thai Word documents whose Latin
// letters are Times-like, which Debian has not: here Noto Serif Thai stands in for its Thai and Liberation Serif for
// its Latin, at 10 pt. Every year in it is in the Buddhist Era, as Thais write them. What it has:
// - the name centred in large bold type without its honorific, the name in Latin letters under it ('Nattawut
//   Wongprasert'), then one centred contact line with 'โทร' and no colon before the phone ('โทร 081-234-5678 | e-mail |
//   กรุงเทพมหานคร', the place written out in full, not 'กรุงเทพฯ') over a rule;
// - headings in bold on a pale blue shaded band the width of the text (ข้อมูลโดยย่อ, ประวัติการทำงาน,
//   ประวัติการศึกษา, ทักษะ, ภาษา);
// - ข้อมูลโดยย่อ, a paragraph naming a Buddhist Era year that is no date of an entry ('… (CPA) ตั้งแต่ปี 2563') and
//   the years of experience;
// - ประวัติการทำงาน as a borderless table of two columns, newest first: a narrow date column whose ranges are written
//   in the Buddhist Era with abbreviated Thai months ('มิ.ย. 2562 – ปัจจุบัน', 'พ.ค. 2558 – พ.ค. 2562', 'มี.ค. 2557 –
//   พ.ค. 2557') and wrap after the dash ('มิ.ย. 2562 –' / 'ปัจจุบัน'); beside it the title in bold (Thai, one with
//   its English name in brackets: 'ผู้จัดการแผนกบัญชี (Accounting Manager)'), the company in dark blue under it
//   ('บริษัท … จำกัด (มหาชน)'), and Word's default list items (U+F0B7 in Symbol), Thai with no spaces between words
//   and Latin words among them ('SAP S/4HANA', 'TFRS', 'ภ.ง.ด.50', 'VAT'), one naming a Buddhist Era year ('… ในปี
//   2564'); the oldest entry a student's internship ('นักศึกษาฝึกงาน ฝ่ายบัญชีและการเงิน') of one summer;
// - ประวัติการศึกษา in the same table shape, the years alone after 'พ.ศ.' ('พ.ศ. 2554 – 2558'): the university in bold
//   ('จุฬาลงกรณ์มหาวิทยาลัย') over 'ปริญญาตรี บัญชีบัณฑิต (บช.บ.) สาขาการบัญชี' and a line with the honours and the
//   grade; a high school over its study plan;
// - ทักษะ as Word list items two to a row of a borderless table, one a cell;
// - ภาษา as 'Language – level' lines (spoken languages, not skills), one with a TOEIC score.
// The dates expected are Gregorian: a Buddhist Era year is the Gregorian one plus 543, month for month (มิ.ย. 2562 is
// 2019-06). Years written inside the text stay as written.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'th',
  name: 'ณัฐวุฒิ วงศ์ประเสริฐ',
  email: 'nattawut.wongprasert@gmail.com',
  phone: '081-234-5678',
  location: 'กรุงเทพมหานคร',
  jobs: [
    {
      title: 'ผู้จัดการแผนกบัญชี (Accounting Manager)',
      company: 'บริษัท ไทยพัฒนาอสังหาริมทรัพย์ จำกัด (มหาชน)',
      start: '2019-06',
      end: 'present',
      bullets: [
        'ควบคุมการปิดบัญชีรายเดือนของบริษัทและบริษัทย่อย 7 แห่ง ให้เสร็จภายใน 7 วันทำการ',
        'จัดทำงบการเงินรวมตามมาตรฐาน TFRS และรายงานนำส่งสำนักงาน ก.ล.ต. และตลาดหลักทรัพย์แห่งประเทศไทย',
        'นำระบบ SAP S/4HANA มาใช้แทนระบบบัญชีเดิมในปี 2564 ร่วมกับทีม IT และที่ปรึกษาภายนอก',
        'บริหารทีมนักบัญชี 9 คน และประสานงานกับผู้สอบบัญชีภายนอก',
      ],
    },
    {
      title: 'นักบัญชีอาวุโส',
      company: 'บริษัท สยามฟู้ดอินดัสตรี จำกัด (มหาชน)',
      start: '2015-05',
      end: '2019-05',
      bullets: [
        'บันทึกบัญชีและกระทบยอดบัญชีแยกประเภท เงินฝากธนาคาร และลูกหนี้-เจ้าหนี้การค้า',
        'จัดทำและยื่นแบบ ภ.ง.ด.50, ภ.ง.ด.51 และ ภ.พ.30 รวมถึงตรวจสอบใบกำกับภาษี (VAT)',
        'วิเคราะห์ต้นทุนการผลิตและผลต่างงบประมาณรายเดือนเสนอผู้บริหาร',
      ],
    },
    {
      title: 'นักศึกษาฝึกงาน ฝ่ายบัญชีและการเงิน',
      company: 'บริษัท เอเชียโลจิสติกส์ จำกัด (มหาชน)',
      start: '2014-03',
      end: '2014-05',
      bullets: ['ช่วยบันทึกใบสำคัญจ่ายและจัดเก็บเอกสารประกอบการลงบัญชี', 'ช่วยตรวจนับสินค้าคงเหลือและเงินสดย่อย ณ วันสิ้นไตรมาส'],
    },
  ],
  schools: [
    {
      school: 'จุฬาลงกรณ์มหาวิทยาลัย',
      degree: 'ปริญญาตรี บัญชีบัณฑิต (บช.บ.) สาขาการบัญชี',
      start: '2011',
      end: '2015',
    },
    {
      school: 'โรงเรียนเตรียมอุดมศึกษา',
      degree: 'มัธยมศึกษาตอนปลาย แผนการเรียนศิลป์-คำนวณ',
      start: '2008',
      end: '2011',
    },
  ],
  // The items of ทักษะ; ภาษา is apart.
  skills: [
    'การปิดบัญชีและงบการเงินรวม',
    'มาตรฐานการรายงานทางการเงิน (TFRS)',
    'ภาษีเงินได้นิติบุคคลและภาษีมูลค่าเพิ่ม',
    'การวิเคราะห์ต้นทุนและงบประมาณ',
    'SAP S/4HANA (FI/CO)',
    'Microsoft Excel (Power Query, Pivot Table)',
    'Power BI',
    'โปรแกรมบัญชี Express',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [thaiPattana, siamFood, asiaLogistics] = expected.jobs as [Job, Job, Job];
const [chula, triamUdom] = expected.schools as [School, School];

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4 with the margins set to 2 cm all round in Page Setup, to keep it to one page. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 708, footer: 708 },
};
const WIDTH = A4.size.width - 2 * 1134;

/** Angsana New as Debian has it: Noto Serif Thai for the Thai letters, Liberation Serif for the Latin ones. */
const FONT = { ascii: 'Liberation Serif', hAnsi: 'Liberation Serif', cs: 'Noto Serif Thai' };
const NAVY = '1F3864';

/** The date column of the entries' tables: 2.5 cm. */
const DATES = 1418;
const BODY = WIDTH - DATES;

const t = (text: string, o: IRunOptions = {}) => new TextRun({ ...o, text });
const bold = (text: string, o: IRunOptions = {}) => t(text, { ...o, bold: true });

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: TextRun[], options: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after: 0 }, ...options, children });

/** A heading in bold on a pale blue band. */
const heading = (text: string) =>
  p([bold(text, { size: sz(24), color: NAVY })], {
    spacing: { before: 160, after: 60 },
    keepNext: true,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DCE6F2' },
  });

/** Word's bulleted list, its indents pulled in to 0.63 cm (hanging 0.63 cm) to fit the table's cell. */
const item = (text: string, last = false) =>
  p([t(text)], {
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 80 : 0 },
  });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });

/** Entries as rows of a borderless table: the dates on the left, the entry beside them. */
const entries = (rows: Array<[string, Paragraph[]]>) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [DATES, BODY],
    rows: rows.map(
      ([dates, body]) => new TableRow({ cantSplit: true, children: [cell(DATES, [p([t(dates)])]), cell(BODY, body)] }),
    ),
  });

/** A job: the title in bold, the company in dark blue under it, then the items. */
const job = (dates: string, j: Job): [string, Paragraph[]] => [
  dates,
  [
    p([bold(j.title)]),
    p([t(j.company, { color: NAVY })], { spacing: { after: 40 } }),
    ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
  ],
];

/** A school: its name in bold over the degree and, for the university, the honours. */
const school = (years: string, s: School, grade?: string): [string, Paragraph[]] => [
  years,
  [
    p([bold(s.school)]),
    p([t(s.degree!)], { spacing: { after: grade ? 0 : 80 } }),
    ...(grade ? [p([t(grade)], { spacing: { after: 80 } })] : []),
  ],
];

/** The skills as list items two to a row of a borderless table. */
function skills() {
  const half = WIDTH / 2;
  const rows: TableRow[] = [];
  for (let i = 0; i < expected.skills.length; i += 2)
    rows.push(new TableRow({ children: expected.skills.slice(i, i + 2).map((s) => cell(half, [item(s)])) }));
  return new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [half, half], rows });
}

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Nattawut',
    lastModifiedBy: 'Nattawut',
    title: 'Resume - Nattawut',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(20), language: { value: 'en-US', bidirectional: 'th-TH' } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0b7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: A4 },
        children: [
          p([bold(expected.name, { size: sz(36) })], { alignment: AlignmentType.CENTER }),
          p([t('Nattawut Wongprasert', { size: sz(24), color: '595959' })], {
            alignment: AlignmentType.CENTER,
            spacing: { after: 80 },
          }),
          p([t(`โทร ${expected.phone}  |  ${expected.email}  |  ${expected.location}`)], {
            alignment: AlignmentType.CENTER,
            spacing: { after: 120 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 4 } },
          }),

          heading('ข้อมูลโดยย่อ'),
          p(
            [
              t(
                'นักบัญชีที่มีประสบการณ์ทำงานในบริษัทจดทะเบียนในตลาดหลักทรัพย์ฯ กว่า 9 ปี เชี่ยวชาญการปิดบัญชี ' +
                  'การจัดทำงบการเงินรวม และภาษีอากร เป็นผู้สอบบัญชีรับอนุญาต (CPA) ตั้งแต่ปี 2563',
              ),
            ],
            { alignment: AlignmentType.THAI_DISTRIBUTE },
          ),

          heading('ประวัติการทำงาน'),
          entries([
            job('มิ.ย. 2562 – ปัจจุบัน', thaiPattana),
            job('พ.ค. 2558 – พ.ค. 2562', siamFood),
            job('มี.ค. 2557 – พ.ค. 2557', asiaLogistics),
          ]),

          heading('ประวัติการศึกษา'),
          entries([
            school('พ.ศ. 2554 – 2558', chula, 'เกียรตินิยมอันดับ 2  เกรดเฉลี่ยสะสม 3.52'),
            school('พ.ศ. 2551 – 2554', triamUdom),
          ]),

          heading('ทักษะ'),
          skills(),

          heading('ภาษา'),
          p([t('ภาษาไทย – ภาษาแม่')]),
          p([t('ภาษาอังกฤษ – ดี (TOEIC 820 คะแนน)')]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
