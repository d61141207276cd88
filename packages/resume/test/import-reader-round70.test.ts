import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, LevelFormat } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { headingKind } from '../src/import-reader/headings';
import { cleanText } from '../src/import-reader/text';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 70: a Polish CV with its RODO clause (pl-word-rodo), a Chinese table résumé (zh-word-biaoge), a
// Deedy-style LaTeX résumé (en-latex-deedy-xe), a Greek, a Persian and a Thai job site's export (el-html-kariera,
// fa-html-jobinja, th-html-jobsdb).

const SANS = 'NotoSans-Regular';
const BOLD = 'NotoSans-Bold';

describe('a Persian job site export', () => {
  it('reads a phone in Persian digits, drawn group by group right to left, in the order it was typed', () => {
    const AR = 'NotoSansArabic-Regular';
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['الهام حسینی', 345, 56, 126, 21, 'NotoNaskhArabic-Bold'],
          ['اطلاعات تماس', 480, 160, 69, 11, 'NotoSansArabic-Bold'],
          ['تلفن همراه', 515, 216, 34, 8, AR],
          ['۶۷۸۹ ۳۴۵ ۰۹۱۲', 495, 229, 54, 9.5, AR],
        ]),
      ),
    ).resume;
    expect(resume.profile.phone).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
  });
});

describe('a Chinese table résumé', () => {
  it("keeps Chinese full-width punctuation as typed; in Latin text it is ASCII's", () => {
    expect(cleanText('熟练使用 Excel，熟悉 SQL；会使用禅道')).toBe('熟练使用 Excel，熟悉 SQL；会使用禅道');
    expect(cleanText('Ｅｘｃｅｌ，ＳＱＬ')).toBe('Excel,SQL');
  });

  const row = (y: number, ...cells: Array<[string, number, number]>): ItemRow[] =>
    cells.map(([text, x, w]): ItemRow => [text, x, y, w, 10.5, 'NotoSansCJKjp-Regular']);
  it('reads jobs from label cells without colons, a label spread over its cell and the items beside a tall label', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['个人简历', 236, 63, 124, 22, 'NotoSansCJKjp-Bold'],
          ...row(127, ['姓', 63, 10.5], ['名', 94, 10.5], ['李晓明', 163, 31.5]),
          ['工作经历', 63, 400, 42, 10.5, 'NotoSansCJKjp-Bold'],
          ...row(
            426,
            ['起止时间', 63, 42],
            ['2019.07-至今', 148, 62],
            ['公司名称', 253, 42],
            ['深圳市腾达科技有限公司', 368, 115],
          ),
          ...row(
            449,
            ['职', 63, 10.5],
            ['位', 94, 10.5],
            ['测试工程师', 153, 52],
            ['所在部门', 253, 42],
            ['质量保障部', 399, 53],
          ),
          ...row(490, ['工作内容', 63, 42]),
          ...row(472, ['1.负责公司财务 SaaS 产品的功能测试，参与需求评审；', 121, 270]),
          ...row(487, ['2.使用 Postman、JMeter 进行接口测试和性能测试。', 121, 250]),
          ['专业技能', 63, 540, 42, 10.5, 'NotoSansCJKjp-Bold'],
          ...row(560, ['Jenkins', 56, 38]),
        ]),
      ),
    ).resume;
    expect(resume.profile.fullName).toBe('李晓明');
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['测试工程师', '深圳市腾达科技有限公司', '2019-07', ''],
    ]);
    // (Each with its full stop as typed.)
    expect(resume.experience[0]!.bullets).toEqual([
      '负责公司财务 SaaS 产品的功能测试，参与需求评审；',
      '使用 Postman、JMeter 进行接口测试和性能测试。',
    ]);
  });

  it("reads a school's major courses in a label cell without its colon as a detail, no school", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['个人简历', 236, 63, 124, 22, 'NotoSansCJKjp-Bold'],
          ['教育背景', 63, 315, 42, 10.5, 'NotoSansCJKjp-Bold'],
          ...row(339, ['2012.09-2016.06', 72, 79], ['华南理工大学', 207, 63], ['会计学', 362, 32], ['本科', 487, 21]),
          ...row(383, ['主修课程', 63, 42], ['中级财务会计、成本会计、管理会计、审计学、税法', 121, 250]),
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => s.school)).toEqual(['华南理工大学']);
  });
});

describe('a Polish CV from Word', () => {
  const MARK = 'OpenSymbol';
  const twoItems = (y: number, a: string, aw: number, b: string, bw: number): ItemRow[] => [
    ['\uf0b7', 67.2, y, 4.5, 11, MARK],
    [a, 80.2, y, aw, 11, SANS],
    ['\uf0b7', 308.2, y, 4.5, 11, MARK],
    [b, 321.2, y, bw, 11, SANS],
  ];
  it('reads skills marked in two columns, the first no label of the second, and a driving licence among them as none', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Joanna Kaczmarek-Sołtys', 57, 61, 251, 20, BOLD],
          ['UMIEJĘTNOŚCI', 56.8, 96.6, 87.6, 11, BOLD],
          ...twoItems(118.8, 'SAP MM', 42.5, 'MS Excel (tabele przestawne, VBA)', 175.8),
          ...twoItems(148.8, 'znajomość Incoterms 2020', 138.6, 'prawo jazdy kat. B', 94),
        ]),
      ),
    ).resume;
    expect(resume.skills.core).toEqual(['SAP MM', 'MS Excel (tabele przestawne, VBA)', 'znajomość Incoterms 2020']);
    expect(resume.custom.map((c) => c.bullets)).toContainEqual(['prawo jazdy kat. B']);
  });

  it("reads a Word table row of list items, one a cell, as items ('• SAP MM' | '• MS Excel (…)')", async () => {
    const item = (text: string) =>
      new TableCell({
        width: { size: 4500, type: WidthType.DXA },
        children: [new Paragraph({ numbering: { reference: 'dots', level: 0 }, children: [new TextRun(text)] })],
      });
    const doc = new Document({
      numbering: {
        config: [{ reference: 'dots', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•' }] }],
      },
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Joanna Kaczmarek', bold: true, size: 40 })] }),
            new Paragraph({ children: [new TextRun({ text: 'UMIEJĘTNOŚCI', bold: true })] }),
            new Table({
              rows: [
                new TableRow({ children: [item('SAP MM'), item('MS Excel (tabele przestawne, VBA)')] }),
                new TableRow({ children: [item('Power BI'), item('WMS Manhattan SCALE')] }),
              ],
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.skills.core).toEqual([
      'SAP MM',
      'MS Excel (tabele przestawne, VBA)',
      'Power BI',
      'WMS Manhattan SCALE',
    ]);
  });
});

describe('a Greek and a Thai job site export, a Deedy-style résumé', () => {
  it("reads 'Περιοχή:' as the location, beside a birth date", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Αλέξανδρος Καραγιάννης', 45, 87, 255, 20, BOLD],
          ['ΠΡΟΣΩΠΙΚΑ ΣΤΟΙΧΕΙΑ', 45, 150, 150, 12, BOLD],
          ['Τηλέφωνο: 694 123 4567', 45, 173, 110, 9.5, SANS],
          ['Email: a.karagiannis@example.com', 304, 173, 158, 9.5, SANS],
          ['Περιοχή: Αθήνα, Αττική', 45, 189, 105, 9.5, SANS],
          ['Ημερομηνία γέννησης: 22/04/1988', 304, 189, 156, 9.5, SANS],
        ]),
      ),
    ).resume;
    expect(resume.profile.location).toBe('Αθήνα, Αττική');
  });

  const TH = 'NotoSansThai-Regular';
  it("reads 'โทร:' as a phone, a Thai item wrapped before a year as the item's end, and Thai headings as headings", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['กมลวรรณ ใจดี', 124, 80, 129, 21, 'NotoSansThai-Bold'],
          ['ข้อมูลส่วนตัว', 45, 165, 70, 12, 'NotoSansThai-Bold'],
          ['โทร: 081-234-5678', 45, 188, 79, 9.5, TH],
          ['ประวัติการทำงาน', 45, 340, 85, 12, 'NotoSansThai-Bold'],
          ['เจ้าหน้าที่การตลาดดิจิทัล', 45, 362, 105, 10.5, 'NotoSansThai-Bold'],
          ['บริษัท สยามรีเทล จำกัด (มหาชน)', 45, 377, 121, 9.5, TH],
          ['มี.ค. 2562 - ปัจจุบัน', 45, 392, 80, 9, TH],
          ['- วิเคราะห์ผลแคมเปญด้วย Google Analytics 4 และจัดทำรายงานสรุปผลรายสัปดาห์', 45, 475.5, 418, 9.5, TH],
          [
            '- ดูแลคอนเทนต์บนเว็บไซต์ เพจ Facebook ของบริษัท เพิ่มจำนวนผู้ติดตามจาก 80,000 เป็น 350,000 คน',
            45,
            490.5,
            504,
            9.5,
            TH,
          ],
          ['ภายในปี 2566', 45, 505.5, 54, 9.5, TH],
          ['ใบอนุญาตและใบรับรอง', 45, 560, 115, 12, 'NotoSansThai-Bold'],
          ['Google Ads Search Certification', 45, 589, 165, 10.5, 'NotoSansThai-Bold'],
          ['Google · ออกให้ ต.ค. 2566', 45, 604, 102, 9, TH],
        ]),
      ),
    ).resume;
    expect(resume.profile.phone).toBe('081-234-5678');
    expect(resume.experience.map((j) => [j.title, j.startDate])).toEqual([['เจ้าหน้าที่การตลาดดิจิทัล', '2019-03']]);
    expect(resume.experience[0]!.bullets.at(-1)).toMatch(/350,000 คน ?ภายในปี 2566$/u);
    expect(resume.education).toEqual([]);
    expect(headingKind('สรุปเกี่ยวกับตัวฉัน')).toMatchObject({ kind: 'summary', cover: 1 });
  });

  it("reads a school's name in capitals wrapped after 'OF' as the school, no heading", () => {
    const TG = 'TeXGyreHeros-Regular';
    const TGB = 'TeXGyreHeros-Bold';
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Lucía Castellanos', 178, 15, 256, 37.9, 'LMSans17-Regular'],
          ['EDUCATION', 35, 95, 80, 14.9, TG],
          ['GEORGIA INSTITUTE OF', 35, 114, 130, 10.5, TGB],
          ['TECHNOLOGY', 35, 126, 74, 10.5, TGB],
          ['B.S. in Computer Science', 35, 139, 120, 10.5, TG],
          ['Expected May 2025 | Atlanta, GA', 35, 151, 132, 9, TG],
          ['GPA: 3.87 / 4.0', 35, 184, 61, 9, TG],
          ['COURSEWORK', 35, 270, 90, 14.9, TG],
          ['GRADUATE', 35, 290, 60, 10.5, TGB],
          ['Advanced Operating Systems', 35, 308, 134, 10.2, TG],
          ['UNDERGRADUATE', 35, 331, 95, 10.5, TGB],
          ['Computer Networking', 35, 349, 98, 10.2, TG],
          ['SKILLS', 35, 440, 50, 14.9, TG],
          ['PROGRAMMING', 35, 462, 80, 10.5, TGB],
          ['Over 5000 lines:', 35, 481, 66, 9, TG],
          ['Python • C++ • Go', 35, 493, 80, 10.2, TG],
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => [s.school, s.degree, s.field])).toEqual([
      ['GEORGIA INSTITUTE OF TECHNOLOGY', 'B.S.', 'Computer Science'],
    ]);
  });
});
