// A Thai accountant's เรซูเม่ typed in a Thai Word in Bangkok (A4 with Word's 'Moderate' margins, 2.54 cm at the top
// and bottom and 1.91 cm at the sides), as Word stores Thai: the document's complex-script language th-TH, Thai and
// Latin words in the same runs. Its author set everything in TH Sarabun New 16 pt (the Thai government's font, for
// Thai and Latin alike), which Debian has not: here Noto Sans Thai stands in for its Thai and Noto Sans for its Latin,
// at 11 pt, the size TH Sarabun New's small letters look at 16 pt. What it has:
// - a borderless table at the top: the name in large bold type without its honorific, the name in Latin capitals
//   under it ('PIMCHANOK SRISAWAT'), 'ตำแหน่งงานที่ต้องการ : Senior Accountant / Accounting Supervisor' (the jobs
//   applied for, not a job held) and 'เงินเดือนที่ต้องการ : 55,000 บาท (หรือตามโครงสร้างบริษัท)', beside a 1-inch
//   photo on a blue backdrop;
// - headings in bold dark blue over a rule (ข้อมูลส่วนตัว, เป้าหมายในการทำงาน, ประวัติการศึกษา, ประสบการณ์ทำงาน,
//   ทักษะ, ภาษา, การฝึกอบรมและใบอนุญาต, บุคคลอ้างอิง);
// - ข้อมูลส่วนตัว as 'Label<TAB>: value' lines with the colons lined up by a tab stop and a space before each colon
//   as Thais type it: a birth date in the Buddhist Era ('14 กุมภาพันธ์ 2535 (อายุ 33 ปี)'), 'เชื้อชาติ : ไทย<TAB>
//   สัญชาติ : ไทย<TAB>ศาสนา : พุทธ' on one line, 'สถานภาพ : โสด', a Bangkok address with ซอย, ถนน, แขวง and เขต and
//   'กรุงเทพฯ' with its abbreviation mark, 'โทรศัพท์ : 089-245-7613', 'E-mail', 'Line ID';
// - Thai with no spaces between words and spaces between phrases: LibreOffice breaks its lines by a dictionary, so a
//   wrapped item's lines meet with no space between them ('…ภายใน 5 วัน' / 'ทำการ'); the เป้าหมายในการทำงาน paragraph
//   set in Word's Thai distributed alignment (w:jc thaiDistribute);
// - ประวัติการศึกษา newest first beside a date column ('พ.ศ. 2561 – 2563'): the degree in bold ('ปริญญาโท
//   บริหารธุรกิจมหาบัณฑิต (MBA) สาขาการเงิน', 'ปริญญาตรี บัญชีบัณฑิต สาขาการบัญชี', 'มัธยมศึกษาตอนปลาย
//   แผนการเรียนวิทย์-คณิต') over the school, then 'เกรดเฉลี่ย 3.42 (เกียรตินิยมอันดับ 2)' (none for the high school);
// - ประสบการณ์ทำงาน newest first: the company in bold ('บริษัท สยามรีเทล โฮลดิ้ง จำกัด (มหาชน)', 'บริษัท … จำกัด')
//   with its dates flush right in the Buddhist Era as Thais type them, abbreviated months and an en dash in one
//   ('มิ.ย. 2563 – ปัจจุบัน'), a hyphen in the next ('ก.ค. 2559 - พ.ค. 2563'), the oldest pasted from an older
//   resume with the months written out ('มิถุนายน 2557 – มิถุนายน 2559'); then 'ตำแหน่ง : Title' (an English title,
//   a Thai one, and 'ผู้ช่วยผู้สอบบัญชี (Audit Assistant)'), a 'ประเภทธุรกิจ :' line (not an item) under the first,
//   'หน้าที่รับผิดชอบ :' over Word's default list mark (U+F0B7 in Symbol), items mixing Thai and Latin ('SAP', 'TFRS',
//   'ภ.ง.ด.53', 'e-Filing'), the first job's last item carried over to page 2;
// - ทักษะ as 'Label<TAB>: list' lines split by commas, one item with commas inside brackets ('Microsoft Excel (Pivot
//   Table, VLOOKUP)'); ภาษา as 'Label : level' lines (spoken languages, not skills); การฝึกอบรมและใบอนุญาต dated by
//   Buddhist Era years in the date column (a course and a registration, not schools);
// - บุคคลอ้างอิง with another phone ('โทร. 081-734-2290'), then the certification 'ข้าพเจ้าขอรับรองว่า…' and
//   'ลงชื่อ ………' over the name with its honorific in brackets ('(นางสาวพิมพ์ชนก ศรีสวัสดิ์)') on the right half.
// The dates expected are Gregorian: a Buddhist Era year is the Gregorian one plus 543, month for month.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'th',
  name: 'พิมพ์ชนก ศรีสวัสดิ์',
  email: 'pimchanok.srisawat92@gmail.com',
  phone: '089-245-7613',
  location: '99/45 ซอยลาดพร้าว 101 ถนนลาดพร้าว แขวงคลองจั่น เขตบางกะปิ กรุงเทพฯ 10240',
  jobs: [
    {
      title: 'Senior Accountant',
      company: 'บริษัท สยามรีเทล โฮลดิ้ง จำกัด (มหาชน)',
      start: '2020-06',
      end: 'present',
      bullets: [
        'ปิดงบการเงินรายเดือน รายไตรมาส และรายปี ของบริษัทและบริษัทย่อย 5 แห่ง ให้แล้วเสร็จภายใน 5 วันทำการ',
        'จัดทำงบการเงินรวมตามมาตรฐานการรายงานทางการเงิน (TFRS) เพื่อนำส่งตลาดหลักทรัพย์แห่งประเทศไทย',
        'ตรวจสอบและกระทบยอดบัญชีแยกประเภท เงินฝากธนาคาร และบัญชีระหว่างกันในระบบ SAP',
        'ประสานงานกับผู้สอบบัญชีภายนอกในการตรวจสอบและสอบทานงบการเงินรายไตรมาส',
        'ควบคุมดูแลและให้คำแนะนำพนักงานบัญชี 4 คน',
      ],
    },
    {
      title: 'นักบัญชี',
      company: 'บริษัท ไทยเจริญ ฟู้ดส์ จำกัด',
      start: '2016-07',
      end: '2020-05',
      bullets: [
        'บันทึกบัญชีรายรับ-รายจ่าย และตั้งหนี้เจ้าหนี้การค้าในระบบ Express',
        'จัดทำและยื่นแบบ ภ.ง.ด.1, ภ.ง.ด.3, ภ.ง.ด.53 และ ภ.พ.30 ผ่านระบบ e-Filing ของกรมสรรพากร',
        'จัดทำรายงานต้นทุนการผลิตและวิเคราะห์ผลต่างประจำเดือนเสนอผู้บริหาร',
        'ควบคุมการตรวจนับสินค้าคงเหลือประจำปีร่วมกับฝ่ายคลังสินค้า',
      ],
    },
    {
      title: 'ผู้ช่วยผู้สอบบัญชี (Audit Assistant)',
      company: 'บริษัท เอส.พี. ออดิท จำกัด',
      start: '2014-06',
      end: '2016-06',
      bullets: [
        'ตรวจสอบบัญชีและงบการเงินของลูกค้ากลุ่ม SMEs ในธุรกิจการผลิต การค้า และการบริการ',
        'จัดทำกระดาษทำการ (Working Paper) และสรุปประเด็นที่ตรวจพบเสนอผู้สอบบัญชีรับอนุญาต',
        'เข้าร่วมตรวจนับสินค้าคงเหลือและเงินสดย่อย ณ วันสิ้นงวดบัญชี',
      ],
    },
  ],
  schools: [
    {
      school: 'มหาวิทยาลัยธรรมศาสตร์',
      degree: 'ปริญญาโท บริหารธุรกิจมหาบัณฑิต (MBA) สาขาการเงิน',
      start: '2018',
      end: '2020',
    },
    { school: 'จุฬาลงกรณ์มหาวิทยาลัย', degree: 'ปริญญาตรี บัญชีบัณฑิต สาขาการบัญชี', start: '2010', end: '2014' },
    { school: 'โรงเรียนสตรีวิทยา', degree: 'มัธยมศึกษาตอนปลาย แผนการเรียนวิทย์-คณิต', start: '2007', end: '2010' },
  ],
  // The lists after the labels of ทักษะ; ภาษา is apart.
  skills: [
    'การปิดงบการเงิน',
    'งบการเงินรวม',
    'ภาษีอากร',
    'TFRS',
    'SAP (FI/CO)',
    'Express',
    'Winspeed',
    'Microsoft Excel (Pivot Table, VLOOKUP)',
    'Power BI',
    'Microsoft Word',
    'PowerPoint',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [siamRetail, thaiCharoen, spAudit] = expected.jobs as [Job, Job, Job];
const [thammasat, chula, satriwit] = expected.schools as [School, School, School];

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4 with Word's 'Moderate' margins. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1440, bottom: 1440, left: 1080, right: 1080, header: 708, footer: 708 },
};
const WIDTH = A4.size.width - 2 * 1080;

/** TH Sarabun New as Debian has it: Noto Sans Thai for the Thai letters, Noto Sans for the Latin ones. */
const FONT = { ascii: 'Noto Sans', hAnsi: 'Noto Sans', cs: 'Noto Sans Thai' };
const NAVY = '1F3864';

/** The colons of the personal data's labels: a left tab stop at 3.5 cm. */
const LABEL = 1985;
/** The years of the education and training lines: a left tab stop at 3.75 cm. */
const YEARS = 2126;
/** The colons of the skills' and languages' labels: a left tab stop at 4.25 cm. */
const SKILL_LABEL = 2410;

const t = (text: string, o: IRunOptions = {}) => new TextRun({ ...o, text });
const bold = (text: string, o: IRunOptions = {}) => t(text, { ...o, bold: true });

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: TextRun[], options: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after: 0 }, ...options, children });

/** A heading in bold dark blue over a rule. */
const heading = (text: string) =>
  p([bold(text, { size: sz(26), color: NAVY })], {
    spacing: { before: 180, after: 80 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: NAVY, space: 1 } },
  });

/** 'Label<TAB>: value' with the colon on a tab stop and a hanging indent, so a long value wraps under itself. */
const labelLine = (label: string, value: string, at = LABEL, after = 20) =>
  p([t(`${label}\t: ${value}`)], {
    tabStops: [{ type: TabStopType.LEFT, position: at }],
    indent: { left: at, hanging: at },
    spacing: { after },
  });

/** 'years<TAB>text' lines: the first one carries the years, the others only the tab. */
const yearLines = (years: string, lines: TextRun[][], after = 80) =>
  lines.map((runs, i) =>
    p([t(i === 0 ? years : ''), t('\t'), ...runs], {
      tabStops: [{ type: TabStopType.LEFT, position: YEARS }],
      indent: { left: YEARS, hanging: YEARS },
      keepNext: i < lines.length - 1,
      spacing: { after: i === lines.length - 1 ? after : 0 },
    }),
  );

/** Word's bullet at its default indents (0.63 cm, hanging 0.63 cm). */
const item = (text: string, last = false) =>
  p([t(text)], {
    numbering: { reference: 'bullets', level: 0 },
    indent: { left: 720, hanging: 360 },
    spacing: { after: last ? 100 : 0 },
  });

/** A job: the company in bold with its dates flush right, 'ตำแหน่ง :' and the rest under it, then the items. */
const job = (j: Job, dates: string, business?: string) => [
  p([bold(j.company), t('\t'), bold(dates)], {
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    keepNext: true,
  }),
  p([bold('ตำแหน่ง : '), t(j.title)], { keepNext: true }),
  ...(business ? [p([bold('ประเภทธุรกิจ : '), t(business)], { keepNext: true })] : []),
  p([bold('หน้าที่รับผิดชอบ :')], { keepNext: true }),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

/** The school's three lines: the degree in bold, the school, the grade. */
const school = (years: string, s: School, grade?: string, after = 80) =>
  yearLines(years, [[bold(s.degree!)], [t(s.school)], ...(grade ? [[t(grade)]] : [])], after);

// A 1-inch photo: a woman's head and shoulders, her hair to the shoulders, in a dark suit over a white blouse, on
// the blue backdrop of a Bangkok photo studio.
const photo = png(96, 120, (x, y) => {
  const head = ((x - 48) / 19) ** 2 + ((y - 48) / 24) ** 2 <= 1;
  const hair = ((x - 48) / 25) ** 2 + ((y - 50) / 32) ** 2 <= 1 && (y < 34 || Math.abs(x - 48) > 17);
  const shoulders = y > 76 && ((x - 48) / 46) ** 2 + ((y - 130) / 56) ** 2 <= 1;
  const blouse = y > 78 && Math.abs(x - 48) < 10 - (y - 78) / 6;
  if (hair && y < 86) return [30, 24, 22];
  if (head) return [224, 184, 150];
  if (blouse && shoulders) return [246, 246, 246];
  if (shoulders) return [34, 38, 50];
  return [40, 110, 200];
});

/** The name, the jobs applied for and the pay asked beside the photo, in a borderless table. */
function top() {
  const PHOTO = 1700;
  const TEXT = WIDTH - PHOTO;
  const cell = (width: number, children: Paragraph[], align = VerticalAlign.CENTER) =>
    new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, verticalAlign: align, children });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [TEXT, PHOTO],
    rows: [
      new TableRow({
        children: [
          cell(TEXT, [
            p([bold(expected.name, { size: sz(40), color: NAVY })]),
            p([t('PIMCHANOK SRISAWAT', { size: sz(22), color: '595959', characterSpacing: 30 })], {
              spacing: { after: 160 },
            }),
            p([bold('ตำแหน่งงานที่ต้องการ : '), t('Senior Accountant / Accounting Supervisor')]),
            p([bold('เงินเดือนที่ต้องการ : '), t('55,000 บาท (หรือตามโครงสร้างบริษัท)')]),
          ]),
          cell(
            PHOTO,
            [
              p([new ImageRun({ type: 'png', data: photo, transformation: { width: 96, height: 120 } })], {
                alignment: AlignmentType.RIGHT,
              }),
            ],
            VerticalAlign.TOP,
          ),
        ],
      }),
    ],
  });
}

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Pimchanok',
    lastModifiedBy: 'Pimchanok',
    title: 'เรซูเม่',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(22), language: { value: 'en-US', bidirectional: 'th-TH' } },
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
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: A4 },
        children: [
          top(),

          heading('ข้อมูลส่วนตัว'),
          labelLine('วัน/เดือน/ปีเกิด', '14 กุมภาพันธ์ 2535 (อายุ 33 ปี)'),
          p([t('เชื้อชาติ\t: ไทย\tสัญชาติ : ไทย\tศาสนา : พุทธ')], {
            tabStops: [
              { type: TabStopType.LEFT, position: LABEL },
              { type: TabStopType.LEFT, position: LABEL + 1418 },
              { type: TabStopType.LEFT, position: LABEL + 3402 },
            ],
            spacing: { after: 20 },
          }),
          labelLine('สถานภาพ', 'โสด'),
          labelLine('ที่อยู่', expected.location!),
          labelLine('โทรศัพท์', expected.phone!),
          labelLine('E-mail', expected.email!),
          labelLine('Line ID', 'pim.acc'),

          heading('เป้าหมายในการทำงาน'),
          p(
            [
              t(
                'ต้องการร่วมงานกับองค์กรที่มั่นคงในตำแหน่งงานด้านบัญชี เพื่อนำประสบการณ์ด้านการปิดงบการเงินและ' +
                  'การจัดทำงบการเงินรวมกว่า 10 ปี มาพัฒนาระบบงานบัญชีให้ถูกต้อง รวดเร็ว และเป็นไปตามมาตรฐาน',
              ),
            ],
            { alignment: AlignmentType.THAI_DISTRIBUTE },
          ),

          heading('ประวัติการศึกษา'),
          ...school('พ.ศ. 2561 – 2563', thammasat, 'เกรดเฉลี่ย 3.65'),
          ...school('พ.ศ. 2553 – 2557', chula, 'เกรดเฉลี่ย 3.42 (เกียรตินิยมอันดับ 2)'),
          ...school('พ.ศ. 2550 – 2553', satriwit, undefined, 0),

          heading('ประสบการณ์ทำงาน'),
          ...job(siamRetail, 'มิ.ย. 2563 – ปัจจุบัน', 'ค้าปลีกสินค้าอุปโภคบริโภค'),
          ...job(thaiCharoen, 'ก.ค. 2559 - พ.ค. 2563'),
          ...job(spAudit, 'มิถุนายน 2557 – มิถุนายน 2559'),

          heading('ทักษะ'),
          labelLine('ด้านบัญชีและภาษี', expected.skills.slice(0, 4).join(', '), SKILL_LABEL),
          labelLine('โปรแกรมบัญชี', expected.skills.slice(4, 7).join(', '), SKILL_LABEL),
          labelLine('คอมพิวเตอร์', expected.skills.slice(7).join(', '), SKILL_LABEL),

          heading('ภาษา'),
          labelLine('ภาษาไทย', 'ภาษาแม่', SKILL_LABEL),
          labelLine('ภาษาอังกฤษ', 'พูด อ่าน เขียน ได้ดี (TOEIC 785 คะแนน)', SKILL_LABEL),

          heading('การฝึกอบรมและใบอนุญาต'),
          ...yearLines('พ.ศ. 2566', [[t('อบรมหลักสูตร TFRS 16 สัญญาเช่า – สภาวิชาชีพบัญชี ในพระบรมราชูปถัมภ์')]], 20),
          ...yearLines('พ.ศ. 2564', [[t('ขึ้นทะเบียนเป็นผู้ทำบัญชี กรมพัฒนาธุรกิจการค้า กระทรวงพาณิชย์')]], 0),

          heading('บุคคลอ้างอิง'),
          p([t('คุณวราภรณ์ ทองดี')]),
          p([t(`ผู้จัดการฝ่ายบัญชีและการเงิน ${thaiCharoen.company}`)]),
          p([t('โทร. 081-734-2290')]),

          p([t('ข้าพเจ้าขอรับรองว่าข้อความข้างต้นเป็นความจริงทุกประการ')], {
            indent: { firstLine: 720 },
            spacing: { before: 240, after: 360 },
            keepNext: true,
          }),
          p([t('ลงชื่อ ......................................................')], {
            alignment: AlignmentType.CENTER,
            indent: { left: WIDTH / 2 },
            keepNext: true,
          }),
          p([t('(นางสาวพิมพ์ชนก ศรีสวัสดิ์)')], { alignment: AlignmentType.CENTER, indent: { left: WIDTH / 2 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
