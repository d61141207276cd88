// A Vietnamese CV typed in Word by an import-export specialist in Ho Chi Minh City (not a job site's export): A4 with
// the margins of Vietnamese office documents (2 cm top and bottom, 3 cm left, 2 cm right), Times New Roman 12 pt set
// in Liberation Serif, the text's language vi-VN, the Vietnamese letters precomposed as Unikey types them. What it has:
// - a borderless table with a 3x4 ID photo on a blue backdrop beside the name typed in capitals ('LÊ THỊ NGỌC TRÂM')
//   and 'Vị trí ứng tuyển: Trưởng nhóm Xuất nhập khẩu' (the position applied for, not one held);
// - bold dark blue capital headings over a rule (THÔNG TIN CÁ NHÂN, MỤC TIÊU NGHỀ NGHIỆP, KINH NGHIỆM LÀM VIỆC, HỌC
//   VẤN, KỸ NĂNG, NGOẠI NGỮ, CHỨNG CHỈ, SỞ THÍCH, NGƯỜI THAM KHẢO);
// - THÔNG TIN CÁ NHÂN as 'Label:<TAB>value' lines on a tab stop at 4.5 cm (Ngày sinh '05/12/1994', Giới tính,
//   'Tình trạng hôn nhân', 'Điện thoại' '0909 123 456', Email, 'Địa chỉ' with 'Phường 17, Quận Bình Thạnh, TP. Hồ
//   Chí Minh' wrapping under the hanging indent);
// - MỤC TIÊU NGHỀ NGHIỆP as a justified paragraph;
// - each job as 'Công ty …<TAB>dates' in bold with the dates flush right, written two ways by the same hand
//   ('03/2020 – nay', 'Tháng 6/2017 – Tháng 2/2020'), 'Công ty Cổ phần …' and 'Công ty TNHH …'; 'Vị trí: Title',
//   'Mô tả công việc:' over a Word list marked '-' (AutoFormat's list from a typed '- '), a 'Thành tích:' list in the
//   first job; the second job's list broken by the page's end; the oldest job's items typed '- ' in plain
//   paragraphs, one wrapping back to the left margin;
// - HỌC VẤN as 'Trường Đại học Kinh tế TP.HCM<TAB>2012 – 2016' over 'Chuyên ngành: Kinh doanh quốc tế', 'Hệ: Chính
//   quy' and 'Tốt nghiệp loại Khá (điểm trung bình 7,46/10)';
// - KỸ NĂNG as '-' list items (with lists inside brackets); NGOẠI NGỮ 'Tiếng Anh: TOEIC 750 …' (a spoken language,
//   not a skill); CHỨNG CHỈ dated in brackets (not schools); SỞ THÍCH on one line;
// - NGƯỜI THAM KHẢO with the former boss's phone, then the pledge 'Tôi xin cam đoan …', and on the right 'TP. Hồ Chí
//   Minh, ngày 10 tháng 3 năm 2025', 'Người viết' and the name in mixed case as the signature.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { NO_BORDERS, png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'vi',
  name: 'LÊ THỊ NGỌC TRÂM',
  email: 'ngoctram.le94@example.com',
  phone: '0909 123 456',
  location: '215/3 Xô Viết Nghệ Tĩnh, Phường 17, Quận Bình Thạnh, TP. Hồ Chí Minh',
  jobs: [
    {
      title: 'Chuyên viên Xuất nhập khẩu',
      company: 'Công ty Cổ phần Nông sản Xuất khẩu Phương Nam',
      start: '2020-03',
      end: 'present',
      // 'Mô tả công việc:' then 'Thành tích:'.
      bullets: [
        'Phụ trách toàn bộ quy trình xuất khẩu hạt điều và hồ tiêu sang thị trường EU, Mỹ và Trung Đông, trung bình 35 – 40 container/tháng',
        'Kiểm tra hợp đồng, L/C và lập bộ chứng từ xuất khẩu (Invoice, Packing List, C/O, Bill of Lading, giấy chứng nhận kiểm dịch thực vật)',
        'Khai báo hải quan điện tử trên phần mềm ECUS5 VNACCS, làm việc với Chi cục Hải quan cửa khẩu cảng Sài Gòn khu vực I',
        'Đàm phán giá cước và lịch tàu với các hãng tàu, forwarder; theo dõi lô hàng đến khi giao cho khách hàng',
        'Giảm 12% chi phí vận chuyển năm 2022 nhờ ký hợp đồng cước dài hạn với 3 hãng tàu',
        'Đạt danh hiệu Nhân viên xuất sắc năm 2021 và 2023',
      ],
    },
    {
      title: 'Nhân viên Chứng từ',
      company: 'Công ty TNHH Giao nhận Vận tải Sao Việt',
      start: '2017-06',
      end: '2020-02',
      bullets: [
        'Nhận booking, theo dõi lịch tàu và cập nhật tình trạng lô hàng cho khách hàng hằng ngày',
        'Làm chứng từ hàng xuất nhập FCL/LCL: Bill of Lading, Manifest, Arrival Notice, D/O',
        'Phối hợp với bộ phận hiện trường làm thủ tục thông quan tại cảng Cát Lái và ICD Phước Long',
        'Lưu trữ hồ sơ và đối chiếu công nợ với khách hàng vào cuối tháng',
      ],
    },
    {
      title: 'Nhân viên Kinh doanh (Sales Logistics)',
      company: 'Công ty TNHH Logistics Đông Á',
      start: '2016-08',
      end: '2017-05',
      bullets: [
        'Tìm kiếm khách hàng mới qua điện thoại, email và các trang thương mại điện tử B2B',
        'Báo giá cước vận chuyển đường biển và đường hàng không cho khách hàng xuất nhập khẩu tại TP.HCM và Bình Dương',
        'Chăm sóc khoảng 30 khách hàng thường xuyên của công ty',
      ],
    },
  ],
  // The major is what the CV says of the degree (a bachelor's, left unsaid).
  schools: [{ school: 'Trường Đại học Kinh tế TP.HCM', degree: 'Kinh doanh quốc tế', start: '2012', end: '2016' }],
  // KỸ NĂNG's items as typed; NGOẠI NGỮ is apart.
  skills: [
    'Nghiệp vụ xuất nhập khẩu, Incoterms 2020',
    'Khai báo hải quan điện tử (ECUS5 VNACCS)',
    'Thanh toán quốc tế (L/C, T/T, D/P)',
    'Tin học văn phòng (Word, Excel, PowerPoint)',
    'Kỹ năng đàm phán và giao tiếp',
    'Kỹ năng làm việc nhóm',
  ],
};

type Job = (typeof expected.jobs)[number];
const [phuongNam, saoViet, dongA] = expected.jobs as [Job, Job, Job];
const school = expected.schools[0]!;

/** A4 with the margins of Vietnamese office documents: 2 cm top and bottom, 3 cm left, 2 cm right. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1134, bottom: 1134, left: 1701, right: 1134, header: 709, footer: 709 },
};
const WIDTH = PAGE.size.width - PAGE.margin.left - PAGE.margin.right;
/** The values of THÔNG TIN CÁ NHÂN: a left tab stop at 4.5 cm. */
const VALUE = 2552;
const BLUE = '1F4E79';
const VI = { value: 'vi-VN' };

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The ảnh thẻ 3x4: long black hair, a white blouse, on the blue backdrop of a photo studio.
const photo = png(113, 151, (x, y) => {
  const head = ((x - 56) / 22) ** 2 + ((y - 60) / 28) ** 2 <= 1;
  const hair =
    (((x - 56) / 30) ** 2 + ((y - 62) / 36) ** 2 <= 1 && y < 48) ||
    (Math.abs(x - 56) > 18 && Math.abs(x - 56) < 31 && y > 40 && y < 118);
  const shoulders = y > 96 && ((x - 56) / 52) ** 2 + ((y - 162) / 66) ** 2 <= 1;
  if (hair) return [24, 20, 20];
  if (head) return [228, 190, 160];
  if (shoulders) return [248, 248, 246];
  return [66, 133, 214];
});

type Part = string | { text: string; bold?: boolean; italics?: boolean };
const runs = (parts: Part[]) => parts.map((x) => new TextRun(typeof x === 'string' ? { text: x } : x));

const line = (parts: Part[], options: { after?: number; keepNext?: boolean; indent?: number } = {}) =>
  new Paragraph({
    spacing: { after: options.after ?? 40 },
    keepNext: options.keepNext,
    indent: options.indent ? { left: options.indent } : undefined,
    children: runs(parts),
  });

/** A section heading: bold dark blue capitals over a rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, color: BLUE, size: sz(28) })],
  });

/** 'Label:<TAB>value', the value wrapping under itself. */
const info = (label: string, value: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: VALUE }],
    indent: { left: VALUE, hanging: VALUE },
    spacing: { after: 40 },
    children: [new TextRun({ text: `${label}:`, bold: true }), new TextRun(`\t${value}`)],
  });

/** A '-' item of Word's list (AutoFormat's list from a typed '- '). */
const item = (text: string, last = false) =>
  new Paragraph({
    numbering: { reference: 'dash', level: 0 },
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: last ? 120 : 20 },
    children: [new TextRun(text)],
  });

/** An item typed '- ' at the start of an ordinary paragraph: it wraps back to the left margin. */
const typed = (text: string, last = false) =>
  new Paragraph({ spacing: { after: last ? 120 : 20 }, children: [new TextRun(`- ${text}`)] });

/** 'Company<TAB>dates' in bold, the dates flush right. */
const companyLine = (company: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 60, after: 40 },
    keepNext: true,
    children: [new TextRun({ text: company, bold: true }), new TextRun({ text: `\t${dates}`, bold: true })],
  });

const job = (dates: string, j: Job, listed = j.bullets.length, achievements = 0) => [
  companyLine(j.company, dates),
  line([{ text: 'Vị trí: ', bold: true, italics: true }, j.title], { keepNext: true }),
  line([{ text: 'Mô tả công việc:', bold: true, italics: true }], { keepNext: true }),
  ...j.bullets.slice(0, listed).map((b, i) => item(b, i === listed - 1 && !achievements)),
  ...(achievements
    ? [
        line([{ text: 'Thành tích:', bold: true, italics: true }], { keepNext: true }),
        ...j.bullets.slice(listed).map((b, i) => item(b, i === achievements - 1)),
      ]
    : []),
];

const cell = (width: number, children: Paragraph[], verticalAlign: VerticalAlign = VerticalAlign.TOP) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, verticalAlign, children });

const PHOTO = 2268;
const top = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [PHOTO, WIDTH - PHOTO],
  rows: [
    new TableRow({
      children: [
        cell(PHOTO, [
          new Paragraph({
            children: [new ImageRun({ type: 'png', data: photo, transformation: { width: 113, height: 151 } })],
          }),
        ]),
        cell(
          WIDTH - PHOTO,
          [
            new Paragraph({
              spacing: { after: 160 },
              children: [new TextRun({ text: expected.name, bold: true, color: BLUE, size: sz(40) })],
            }),
            new Paragraph({
              children: [
                new TextRun({ text: 'Vị trí ứng tuyển: ', size: sz(28) }),
                new TextRun({ text: 'Trưởng nhóm Xuất nhập khẩu', bold: true, size: sz(28) }),
              ],
            }),
          ],
          VerticalAlign.CENTER,
        ),
      ],
    }),
  ],
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Tram Le',
    lastModifiedBy: 'Tram Le',
    title: 'CV Le Thi Ngoc Tram',
    styles: {
      default: {
        document: {
          run: { font: 'Times New Roman', size: sz(24), language: VI },
          paragraph: { spacing: { after: 40, line: 240, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'dash',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '-',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Times New Roman' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          top,
          heading('THÔNG TIN CÁ NHÂN'),
          info('Ngày sinh', '05/12/1994'),
          info('Giới tính', 'Nữ'),
          info('Tình trạng hôn nhân', 'Độc thân'),
          info('Điện thoại', expected.phone!),
          info('Email', expected.email!),
          info('Địa chỉ', expected.location!),
          heading('MỤC TIÊU NGHỀ NGHIỆP'),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            children: [
              new TextRun(
                'Với hơn 8 năm kinh nghiệm trong lĩnh vực xuất nhập khẩu và logistics, tôi mong muốn được làm việc ' +
                  'trong một môi trường chuyên nghiệp, năng động để phát huy tối đa năng lực của bản thân. Mục tiêu ' +
                  'trong 2 – 3 năm tới là trở thành Trưởng nhóm, sau đó là Trưởng phòng Xuất nhập khẩu, góp phần ' +
                  'vào sự phát triển bền vững của công ty.',
              ),
            ],
          }),
          heading('KINH NGHIỆM LÀM VIỆC'),
          ...job('03/2020 – nay', phuongNam, 4, 2),
          ...job('Tháng 6/2017 – Tháng 2/2020', saoViet),
          companyLine(dongA.company, 'Tháng 8/2016 – Tháng 5/2017'),
          line([{ text: 'Vị trí: ', bold: true, italics: true }, dongA.title], { keepNext: true }),
          line([{ text: 'Mô tả công việc:', bold: true, italics: true }], { keepNext: true }),
          ...dongA.bullets.map((b, i) => typed(b, i === dongA.bullets.length - 1)),
          heading('HỌC VẤN'),
          companyLine(school.school, `${school.start} – ${school.end}`),
          line([`Chuyên ngành: ${school.degree}`]),
          line(['Hệ: Chính quy']),
          line(['Tốt nghiệp loại Khá (điểm trung bình 7,46/10)']),
          heading('KỸ NĂNG'),
          ...expected.skills.map((s, i) => item(s, i === expected.skills.length - 1)),
          heading('NGOẠI NGỮ'),
          line([
            { text: 'Tiếng Anh: ', bold: true },
            'TOEIC 750 (IIG Việt Nam, 2022) – giao tiếp tốt, đọc hiểu và soạn thảo email, hợp đồng thương mại',
          ]),
          heading('CHỨNG CHỈ'),
          line(['- Chứng chỉ nghiệp vụ khai hải quan – Tổng cục Hải quan (2018)']),
          line(['- Chứng chỉ Nghiệp vụ Xuất nhập khẩu – Trường Đại học Ngoại thương Cơ sở II (2016)']),
          line(['- Chứng chỉ Ứng dụng Công nghệ thông tin cơ bản (2015)']),
          heading('SỞ THÍCH'),
          line(['Đọc sách, du lịch, chơi cầu lông.']),
          heading('NGƯỜI THAM KHẢO'),
          line([{ text: 'Ông Phạm Quốc Dũng', bold: true }, ' – Trưởng phòng Xuất nhập khẩu'], { keepNext: true }),
          line(['Công ty Cổ phần Nông sản Xuất khẩu Phương Nam'], { keepNext: true }),
          line(['Điện thoại: 0903 812 467']),
          new Paragraph({
            spacing: { before: 240, after: 120 },
            keepNext: true,
            children: [new TextRun({ text: 'Tôi xin cam đoan những thông tin trên là đúng sự thật.', italics: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            indent: { left: 3969 },
            keepNext: true,
            children: [new TextRun({ text: 'TP. Hồ Chí Minh, ngày 10 tháng 3 năm 2025', italics: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            indent: { left: 3969 },
            keepNext: true,
            spacing: { after: 840 },
            children: [new TextRun({ text: 'Người viết', bold: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            indent: { left: 3969 },
            children: [new TextRun({ text: 'Lê Thị Ngọc Trâm', bold: true })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
