// A Malaysian digital marketer's resume filled in from one of the free English templates in WPS Office's gallery
// (A4, one page), the kind downloaded in Malaysia, the Philippines, India and Nigeria: the whole page is floating
// shapes and text boxes over an empty body, every one anchored in the document's first paragraph in the order the
// template's designer drew them, not the order they are read (as WPS writes them). What it has:
// - a dark rectangle down the left edge behind the text, a round photo placeholder (a grey silhouette in an ellipse
//   with a white outline) at its top;
// - the sidebar as three text boxes: CONTACT with small white icons inline before the phone ('+6012-555 0147', as
//   Malaysians write a mobile), the e-mail and the address (wrapping in the narrow box); SKILLS one a line with their
//   levels as bars that are separate rectangles placed beside the lines; LANGUAGES with a level word on a right tab
//   stop;
// - a header text box with the name in large letter-spaced type, the title in the accent colour and a short summary,
//   and an accent rule under it (another shape);
// - the body in two large text boxes, the Education box anchored before the Work Experience box above it: headings
//   in letter-spaced capitals over an accent border; each entry the template's 'Company Name | 2019.06 - Present' in
//   bold (dates with dots, hyphen-minus, 'Present'), over 'Position' in the accent colour, then items in a '●' list;
//   an industrial trainee's term overlapping the last semester; 'CGPA: 3.48 / 4.00' under a degree;
// - the template's fonts: Microsoft YaHei named in Chinese ('微软雅黑') for the headings and the name, Arial for the rest.
import {
  AlignmentType,
  BorderStyle,
  HorizontalPositionRelativeFrom,
  ImageRun,
  Paragraph,
  TabStopType,
  TextRun,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  type IRunOptions,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { png, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Chloe Tan Mei Ling',
  email: 'chloe.tanml@example.com',
  phone: '+6012-555 0147',
  location: 'No. 18, Jalan SS 2/24, 47300 Petaling Jaya, Selangor',
  jobs: [
    {
      title: 'Senior Digital Marketing Executive',
      company: 'Shopee Malaysia',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Plan and run paid campaigns on Google, Meta and TikTok for the 9.9, 11.11 and 12.12 mega sales with a monthly budget of RM 450,000',
        'Grew app installs from paid channels by 42% year on year while keeping the cost per install under RM 3.20 through weekly creative testing',
        'Coordinate with the regional team in Singapore on tracking, audience lists and the monthly performance report for senior management',
      ],
    },
    {
      title: 'Digital Marketing Executive',
      company: 'Watsons Malaysia',
      start: '2019-01',
      end: '2021-02',
      bullets: [
        'Managed the Facebook and Instagram pages with over 1.2 million followers, including the content calendar, boosted posts and replies to customer comments',
        'Launched the first Shopee and Lazada flagship store campaigns with the e-commerce team, reaching RM 1.8 million in sales during 11.11 in 2020',
        'Worked with 30+ beauty influencers and bloggers on product reviews and tracked the reach and sales of each post with UTM links',
      ],
    },
    {
      title: 'Social Media Executive',
      company: 'Nuffnang',
      start: '2017-08',
      end: '2018-12',
      bullets: [
        'Wrote and scheduled daily posts for six client brands in FMCG and telco, and prepared their monthly insight reports in Excel and PowerPoint',
        'Helped to organise the blog awards night for 400 guests, handling the guest list, the social media coverage and live updates on the night',
      ],
    },
    {
      title: 'Industrial Trainee (Brand Marketing)',
      company: 'Maxis Berhad',
      start: '2017-02',
      end: '2017-06',
      bullets: [
        'Assisted the brand team with the Hotlink prepaid campaign, including vendor quotations, roadshow logistics and weekly sales tracking for 40 dealer outlets',
        'Compiled a competitor pricing report on postpaid plans in the market that was used in the quarterly planning meeting',
      ],
    },
  ],
  schools: [
    {
      school: 'Universiti Malaya',
      degree: 'Bachelor of Business Administration (Marketing)',
      start: '2013-09',
      end: '2017-07',
    },
    {
      school: 'Taylor’s College',
      degree: 'Foundation in Business',
      start: '2012-04',
      end: '2013-04',
    },
  ],
  skills: ['Google Ads', 'Meta Ads Manager', 'SEO / SEM', 'Google Analytics', 'Canva', 'Microsoft Excel'],
};

// The page (A4) and the template's grid, in twips.
const PAGE = { width: 11906, height: 16838 };
const SIDEBAR = 4080;
const SIDE_X = 440;
const SIDE_W = SIDEBAR - 2 * SIDE_X;
const MAIN_X = SIDEBAR + 480;
const MAIN_W = PAGE.width - MAIN_X - 520;
const DARK = '2D4059';
const ACCENT = 'E8744A';
const GREY = '5B5B5B';
const PALE = 'C9D1DC';
/** The template's heading font, named as WPS names it. */
const YAHEI = '微软雅黑';

/** Twips to the pixels ShapeRun sizes shapes in, and to the EMUs floating positions take. */
const px = (twips: number) => Math.round(twips / 15);
const emu = (twips: number) => twips * 635;

// The photo placeholder: a grey head and shoulders on a paler grey.
const silhouette = png(160, 160, (x, y) => {
  const head = ((x - 80) / 30) ** 2 + ((y - 64) / 34) ** 2 <= 1;
  const shoulders = y > 104 && ((x - 80) / 70) ** 2 + ((y - 190) / 82) ** 2 <= 1;
  return head || shoulders ? [168, 174, 184] : [226, 229, 234];
});

// The contact icons: small white pictures on the sidebar's colour.
const icon = (inside: (x: number, y: number) => boolean) =>
  png(40, 40, (x, y) => (inside(x, y) ? [255, 255, 255] : [0x2d, 0x40, 0x59]));
const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
  x >= x0 && x <= x1 && y >= y0 && y <= y1;
const phoneIcon = icon(
  (x, y) => (inRect(x, y, 12, 4, 28, 36) && !inRect(x, y, 15, 9, 25, 29)) || Math.hypot(x - 20, y - 32) <= 1.5,
);
const mailIcon = icon((x, y) => {
  const frame = inRect(x, y, 4, 10, 36, 30) && !inRect(x, y, 6, 12, 34, 28);
  const flap = y >= 10 && y <= 22 && Math.abs(Math.abs(x - 20) - (22 - y) * 1.35) <= 1.4;
  return frame || flap;
});
const pinIcon = icon((x, y) => {
  const head = Math.hypot(x - 20, y - 15) <= 11 && Math.hypot(x - 20, y - 15) >= 4.5;
  const tip = y >= 15 && y <= 37 && Math.abs(x - 20) <= ((37 - y) / 22) * 10;
  return head || (tip && Math.hypot(x - 20, y - 15) >= 4.5);
});

/**
 * A floating shape placed on the page. `z` is its place in the order the template's shapes were drawn (and anchored):
 * WPS stacks them as Word does, each 1024 above the one before, and names them in Chinese ('文本框 12', '矩形 3').
 */
const floating = (x: number, y: number, z: number, behind = false) => ({
  horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, offset: emu(x) },
  verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: emu(y) },
  behindDocument: behind,
  allowOverlap: true,
  zIndex: 251659264 + 1024 * z,
  wrap: { type: TextWrappingType.NONE },
});

/** A text box as WPS draws one: no fill, no line, the default inner margins trimmed to nothing. */
const textBox = (z: number, x: number, y: number, width: number, height: number, children: Paragraph[]) =>
  new ShapeRun({
    type: 'rectangle',
    transformation: { width: px(width), height: px(height) },
    line: 'none',
    textOptions: { verticalAlignment: 'top', margins: { left: 0, right: 0, top: 0, bottom: 0 } },
    floating: floating(x, y, z),
    altText: { name: `文本框 ${z + 1}` },
    children,
  });

const rect = (z: number, x: number, y: number, width: number, height: number, fill: string, behind = false) =>
  new ShapeRun({
    type: 'rectangle',
    transformation: { width: px(width), height: px(height) },
    fill,
    line: 'none',
    floating: floating(x, y, z, behind),
    altText: { name: `矩形 ${z + 1}` },
  });

type Job = (typeof expected.jobs)[0];

export const build = () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
  const arial = (text: string, extra: IRunOptions = {}) => new TextRun({ text, font: 'Arial', size: sz(18), ...extra });
  const yahei = (text: string, extra: IRunOptions = {}) =>
    new TextRun({ text, font: { ascii: YAHEI, hAnsi: YAHEI, eastAsia: YAHEI }, ...extra });

  // The sidebar's lines have exact heights, so the skill bars drawn beside them line up.
  const LINE = 400;
  const sideHeading = (text: string) =>
    new Paragraph({
      spacing: { before: 0, after: 160, line: 440, lineRule: 'exact' },
      children: [yahei(text, { bold: true, size: sz(24), color: 'FFFFFF', characterSpacing: 40 })],
    });
  const white = (text: string) => arial(text, { color: 'FFFFFF' });
  const contactLine = (picture: Uint8Array, text: string) =>
    new Paragraph({
      spacing: { after: 100, line: 300, lineRule: 'auto' },
      indent: { left: 420, hanging: 420 },
      tabStops: [{ type: TabStopType.LEFT, position: 420 }],
      children: [
        new ImageRun({ type: 'png', data: picture, transformation: { width: 13, height: 13 } }),
        white('\t'),
        white(text),
      ],
    });
  const sideLine = (children: TextRun[]) =>
    new Paragraph({
      spacing: { after: 0, line: LINE, lineRule: 'exact' },
      tabStops: [{ type: TabStopType.RIGHT, position: SIDE_W }],
      children,
    });

  // The sidebar's boxes and the shapes in it.
  const CONTACT_Y = 3560;
  const contactBox = textBox(19, SIDE_X, CONTACT_Y, SIDE_W, 2400, [
    sideHeading('CONTACT'),
    contactLine(phoneIcon, expected.phone!),
    contactLine(mailIcon, expected.email!),
    contactLine(pinIcon, expected.location!),
  ]);

  const SKILLS_Y = 6380;
  const skillsHead = 440 + 160;
  const levels = [0.9, 0.85, 0.7, 0.8, 0.9, 0.75];
  const skillsBox = textBox(4, SIDE_X, SKILLS_Y, SIDE_W, skillsHead + LINE * expected.skills.length + 200, [
    sideHeading('SKILLS'),
    ...expected.skills.map((s) => sideLine([white(s)])),
  ]);
  // Each bar: a pale track with the level in the accent colour over it, beside the skill's line.
  const BAR_X = SIDE_X + 1980;
  const BAR_W = SIDE_W - 1980;
  const bars = levels.flatMap((level, i) => {
    const y = SKILLS_Y + skillsHead + i * LINE + 190;
    return [
      rect(5 + 2 * i, BAR_X, y, BAR_W, 90, PALE),
      rect(6 + 2 * i, BAR_X, y, Math.round(BAR_W * level), 90, ACCENT),
    ];
  });

  const LANG_Y = SKILLS_Y + skillsHead + LINE * expected.skills.length + 520;
  const languagesBox = textBox(20, SIDE_X, LANG_Y, SIDE_W, 2400, [
    sideHeading('LANGUAGES'),
    sideLine([white('Mandarin'), white('\tNative')]),
    sideLine([white('English'), white('\tFluent')]),
    sideLine([white('Bahasa Malaysia'), white('\tGood')]),
    sideLine([white('Cantonese'), white('\tBasic')]),
  ]);

  const PHOTO = 2200;
  const photo = new ShapeRun({
    type: 'ellipse',
    transformation: { width: px(PHOTO), height: px(PHOTO) },
    fill: { type: 'picture', image: { type: 'png', data: silhouette } },
    line: { color: 'FFFFFF', width: 3 },
    floating: floating((SIDEBAR - PHOTO) / 2, 760, 17),
    altText: { name: '椭圆 18' },
  });

  // The header: name, title and a summary, with the accent rule under the box.
  const headerBox = textBox(18, MAIN_X, 720, MAIN_W, 2500, [
    new Paragraph({
      spacing: { after: 40 },
      children: [yahei(expected.name, { bold: true, size: sz(56), color: DARK, characterSpacing: 30 })],
    }),
    new Paragraph({
      spacing: { after: 160 },
      children: [yahei('Senior Digital Marketing Executive', { size: sz(26), color: ACCENT, characterSpacing: 20 })],
    }),
    new Paragraph({
      alignment: AlignmentType.BOTH,
      spacing: { after: 0, line: 280, lineRule: 'auto' },
      children: [
        arial(
          'Digital marketer with 7 years in e-commerce, retail and agency work in Malaysia. Hands-on with paid ' +
            'social, search and marketplace campaigns, comfortable owning a monthly budget and reporting to ' +
            'regional teams.',
          { color: GREY },
        ),
      ],
    }),
  ]);
  const rule = rect(3, MAIN_X, 3400, MAIN_W, 30, ACCENT);

  // The body's boxes.
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 0, after: 140 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: ACCENT, space: 2 } },
      children: [yahei(text, { bold: true, size: sz(24), color: DARK, characterSpacing: 40 })],
    });
  const entryHead = (name: string, dates: string, first: boolean) =>
    new Paragraph({
      spacing: { before: first ? 0 : 180, after: 20 },
      keepNext: true,
      children: [arial(`${name} | ${dates}`, { bold: true, size: sz(20), color: DARK })],
    });
  const position = (text: string) =>
    new Paragraph({
      spacing: { after: 60 },
      keepNext: true,
      children: [arial(text, { size: sz(19), color: ACCENT })],
    });
  const item = (text: string) =>
    new Paragraph({
      numbering: { reference: 'bullets', level: 0 },
      alignment: AlignmentType.BOTH,
      spacing: { after: 30, line: 264, lineRule: 'auto' },
      children: [arial(text, { color: '333333' })],
    });
  const job = (j: Job, dates: string, first = false) => [
    entryHead(j.company, dates, first),
    position(j.title),
    ...j.bullets.map(item),
  ];

  const [shopee, watsons, nuffnang, maxis] = expected.jobs as [Job, Job, Job, Job];
  const WORK_Y = 3700;
  const workBox = textBox(2, MAIN_X, WORK_Y, MAIN_W, 9250, [
    heading('WORK EXPERIENCE'),
    ...job(shopee, '2021.03 - Present', true),
    ...job(watsons, '2019.01 - 2021.02'),
    ...job(nuffnang, '2017.08 - 2018.12'),
    ...job(maxis, '2017.02 - 2017.06'),
  ]);

  const [um, taylors] = expected.schools as [Expected['schools'][0], Expected['schools'][0]];
  const EDU_Y = 13000;
  const eduBox = textBox(1, MAIN_X, EDU_Y, MAIN_W, 2700, [
    heading('EDUCATION'),
    entryHead(um.school, '2013.09 - 2017.07', true),
    position(um.degree!),
    new Paragraph({ spacing: { after: 0 }, children: [arial('CGPA: 3.48 / 4.00', { color: '333333' })] }),
    entryHead(taylors.school, '2012.04 - 2013.04', false),
    position(taylors.degree!),
  ]);

  const sidebar = rect(0, 0, 0, SIDEBAR, PAGE.height, DARK, true);

  return wordDocument(
    [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: 720, bottom: 720, left: 720, right: 720, header: 0, footer: 0 },
          },
        },
        children: [
          // Every shape anchored in the first paragraph, in the order the template's designer drew them.
          new Paragraph({
            children: [sidebar, eduBox, workBox, rule, skillsBox, ...bars, photo, headerBox, contactBox, languagesBox],
          }),
          new Paragraph({ children: [] }),
        ],
      },
    ],
    'Arial',
    18,
    { text: '●' },
  );
};
