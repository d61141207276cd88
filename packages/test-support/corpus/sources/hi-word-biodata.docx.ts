// A Hindi बायोडाटा typed in Word (Word 2016 on Windows, the Hindi Inscript keyboard) by an accountant in Jaipur, the
// kind typed at a cyber café or from a neighbour's copy and handed in at a firm or sent on WhatsApp: A4 with Word's
// margins of 2.54 cm, everything set in Mangal (the Windows Devanagari font), the title in Kokila. Debian has neither:
// here Noto Sans Devanagari stands in for Mangal's Devanagari and Noto Sans for its Latin letters (the English words
// typed with the keyboard switched: 'Tally ERP 9', 'MS Excel', 'GSTR-1'), Noto Serif Devanagari for Kokila. The runs
// carry the language as Word writes it for a Hindi keyboard (w:lang en-IN with w:bidi hi-IN). What it has:
// - 'बायोडाटा' centred, bold and underlined, at the top;
// - the name in bold over the bold labels 'पता :' (the address over two lines by Shift+Enter and a tab, 'सांगानेर,' /
//   'जयपुर (राजस्थान) – 302029'), 'मोबाइल : +91 98290 47316' and 'ई-मेल : …', the labels lined up on one tab stop,
//   a rule under them;
// - headings in bold and underlined, Hindi as Indians write it (उद्देश्य, शैक्षणिक योग्यता, अतिरिक्त योग्यता,
//   कौशल, कार्य अनुभव, भाषा ज्ञान, व्यक्तिगत विवरण, घोषणा);
// - उद्देश्य as the stock sentence;
// - शैक्षणिक योग्यता as a bordered table with a bold, shaded header row (क्र.सं. | परीक्षा | बोर्ड / विश्वविद्यालय |
//   उत्तीर्ण वर्ष | श्रेणी / प्रतिशत): 'बी.कॉम.', '12वीं (वाणिज्य)', '10वीं', one year a row, 'प्रथम श्रेणी (64.50%)';
// - अतिरिक्त योग्यता: a state computer course with its year ('RS-CIT (वर्धमान महावीर खुला विश्वविद्यालय, कोटा) –
//   2010'), no school and no skill;
// - कौशल as items marked with Wingdings' diamond (U+F076), Hindi and English mixed ('बैंक समाधान (Bank
//   Reconciliation)', 'MS Excel (VLOOKUP, Pivot Table)');
// - कार्य अनुभव with '(कुल अनुभव : 11 वर्ष से अधिक)' under it, then each employer as an item of Word's automatic
//   numbering ('1.', '2.', '3.', what Word makes of a typed '1. ') in bold with its town after a comma ('शर्मा
//   ट्रेडिंग कंपनी, सांगानेर, जयपुर' with two places), then 'पद :', 'अवधि :' and 'कार्य विवरण :' on one tab stop,
//   'अवधि' written 'जुलाई 2019 – वर्तमान', 'अप्रैल 2016 – जून 2019' and '2013 - 2016' (years only, hyphen-minus);
//   the duties as items with Wingdings' arrow (U+F0D8), English words inside ('GSTR-1 एवं GSTR-3B', 'ITR-3');
//   one title with its English in brackets ('लेखाकार (Accountant)');
// - भाषा ज्ञान as 'Language : पढ़ना, लिखना, बोलना' lines (spoken languages, not skills);
// - व्यक्तिगत विवरण as 'Label<TAB>: value' lines (पिता का नाम with 'श्री', जन्म तिथि '05-07-1991', लिंग, वैवाहिक
//   स्थिति, राष्ट्रीयता, धर्म, शौक);
// - घोषणा as the stock sentence ending in a danda (।), then 'दिनांक : ……' and 'स्थान : जयपुर' with 'हस्ताक्षर' and
//   '(अंकित कुमार वर्मा)' on a right tab stop.
// The nukta letters (ज़, ड़, ढ़) are typed as the Inscript keyboard types them: the letter, then U+093C.
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
  TabStopType,
  TextRun,
  UnderlineType,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

const ADDRESS = ['प्लॉट नं. 45, शिव कॉलोनी, टोंक रोड, सांगानेर,', 'जयपुर (राजस्थान) – 302029'];

export const expected: Expected = {
  language: 'hi',
  name: 'अंकित कुमार वर्मा',
  email: 'ankitverma.jpr@example.com',
  phone: '+91 98290 47316',
  // The corpus joins an address's lines with commas (see README).
  location: 'प्लॉट नं. 45, शिव कॉलोनी, टोंक रोड, सांगानेर, जयपुर (राजस्थान) – 302029',
  jobs: [
    {
      title: 'लेखाकार (Accountant)',
      company: 'श्री बालाजी एग्रो फूड्स प्रा. लि.',
      start: '2019-07',
      end: 'present',
      bullets: [
        'Tally ERP 9 में खरीद, बिक्री, भुगतान एवं प्राप्ति वाउचर की दैनिक प्रविष्टि करना',
        'GSTR-1 एवं GSTR-3B मासिक रिटर्न तैयार कर GST पोर्टल पर फाइल करना',
        'हर माह बैंक समाधान विवरण (Bank Reconciliation Statement) तैयार करना',
        'TDS की गणना, चालान जमा करना एवं त्रैमासिक रिटर्न में CA को सहयोग देना',
        'MS Excel में देनदारों एवं लेनदारों की आयु-वार रिपोर्ट बनाकर प्रबंधक को प्रस्तुत करना',
      ],
    },
    {
      title: 'सहायक लेखाकार',
      company: 'अग्रवाल एंड एसोसिएट्स (चार्टर्ड एकाउंटेंट्स)',
      start: '2016-04',
      end: '2019-06',
      bullets: [
        '40 से अधिक ग्राहकों (व्यापारी एवं लघु उद्योग) के खातों का रखरखाव',
        'आयकर रिटर्न (ITR-3, ITR-4) एवं GST पंजीकरण के दस्तावेज़ तैयार करने में सहायता',
        'ऑडिट के दौरान वाउचिंग एवं लेजर मिलान का कार्य',
      ],
    },
    {
      title: 'डाटा एंट्री ऑपरेटर',
      company: 'शर्मा ट्रेडिंग कंपनी',
      start: '2013',
      end: '2016',
      bullets: ['बिल, चालान एवं स्टॉक रजिस्टर की कंप्यूटर में एंट्री', 'हिंदी एवं अंग्रेज़ी में व्यापारिक पत्राचार टाइप करना'],
    },
  ],
  schools: [
    { school: 'राजस्थान विश्वविद्यालय', degree: 'बी.कॉम.', end: '2012' },
    { school: 'माध्यमिक शिक्षा बोर्ड राजस्थान', degree: '12वीं (वाणिज्य)', end: '2009' },
    { school: 'माध्यमिक शिक्षा बोर्ड राजस्थान', degree: '10वीं', end: '2007' },
  ],
  skills: [
    'Tally ERP 9',
    'MS Excel (VLOOKUP, Pivot Table)',
    'MS Word',
    'GST रिटर्न फाइलिंग',
    'TDS गणना एवं रिटर्न',
    'बैंक समाधान (Bank Reconciliation)',
    'हिंदी एवं अंग्रेज़ी टाइपिंग',
  ],
};

/** The sizes typed in the Word document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4 with Word's margins of 2.54 cm, and the text width between them. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1440;
const WIDTH = PAGE.width - 2 * MARGIN;

/** Mangal, as Debian sets it: its Devanagari in Noto Sans Devanagari, its Latin letters in Noto Sans. */
const MANGAL = { ascii: 'Noto Sans', hAnsi: 'Noto Sans', cs: 'Noto Sans Devanagari' };
/** Kokila, the title's font, set in Noto Serif Devanagari. */
const KOKILA = { ascii: 'Noto Serif', hAnsi: 'Noto Serif', cs: 'Noto Serif Devanagari' };

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
type Runs = string | IRunOptions | Array<string | IRunOptions>;

const toRuns = (runs: Runs) =>
  (Array.isArray(runs) ? runs : [runs]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r));

const p = (runs: Runs, options: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after: 0, line: 264 }, ...options, children: toRuns(runs) });

const bold = (text: string): IRunOptions => ({ text, bold: true });

/** A heading: bold and underlined, a size larger than the text. */
const heading = (text: string) =>
  p(
    { text, bold: true, underline: { type: UnderlineType.SINGLE }, size: sz(24) },
    { spacing: { before: 240, after: 80, line: 264 }, keepNext: true },
  );

/** 'Label<TAB>: value', the colons lined up on one left tab stop, as the details and each job's lines are typed. */
const labelled = (label: string, value: Runs, tab: number, options: ParagraphOptions = {}) =>
  p([label, '\t: ', ...(Array.isArray(value) ? value : [value])], {
    tabStops: [{ type: TabStopType.LEFT, position: tab }],
    spacing: { after: 20, line: 264 },
    ...options,
  });

/** An item on one of the lists: 'arrows' (Wingdings U+F0D8) for duties, 'diamonds' (Wingdings U+F076) for the rest. */
const item = (text: string, list: 'arrows' | 'diamonds') =>
  p(text, { numbering: { reference: list, level: 0 }, spacing: { after: 20, line: 264 } });

const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };

function educationTable() {
  const widths = [900, 2000, 3300, 1400, WIDTH - 900 - 2000 - 3300 - 1400];
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      borders: GRID,
      margins: { top: 40, bottom: 40, left: 100, right: 100 },
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' } } : {}),
      children: [p(header ? bold(text) : text, { alignment: AlignmentType.CENTER })],
    });
  const [bcom, twelfth, tenth] = expected.schools as Array<(typeof expected.schools)[0]>;
  const rows = [
    ['क्र.सं.', 'परीक्षा', 'बोर्ड / विश्वविद्यालय', 'उत्तीर्ण वर्ष', 'श्रेणी / प्रतिशत'],
    ['1.', bcom!.degree!, bcom!.school, bcom!.end!, 'द्वितीय श्रेणी (58.20%)'],
    ['2.', twelfth!.degree!, twelfth!.school, twelfth!.end!, 'प्रथम श्रेणी (64.50%)'],
    ['3.', tenth!.degree!, tenth!.school, tenth!.end!, 'प्रथम श्रेणी (61.83%)'],
  ];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map(
      (r, row) => new TableRow({ tableHeader: row === 0, children: r.map((text, i) => cell(text, i, row === 0)) }),
    ),
  });
}

const JOB_TAB = 1900;

/** An employer as Word's automatic numbering made it ('1. ' typed), in bold with its town after a comma. */
const employer = (text: string) =>
  p(bold(text), {
    numbering: { reference: 'employers', level: 0 },
    spacing: { before: 160, after: 40, line: 264 },
    keepNext: true,
  });

const job = (j: (typeof expected.jobs)[0], where: string, period: string) => [
  employer(`${j.company}, ${where}`),
  labelled('पद', bold(j.title), JOB_TAB, { indent: { left: 360 }, keepNext: true }),
  labelled('अवधि', period, JOB_TAB, { indent: { left: 360 }, keepNext: true }),
  labelled('कार्य विवरण', '', JOB_TAB, { indent: { left: 360 }, keepNext: true }),
  ...j.bullets.map((b) => item(b, 'arrows')),
];

const DETAIL_TAB = 2600;
const CONTACT_TAB = 1100;

const level = (text: string, left: number) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left, hanging: 360 } }, run: { font: 'Wingdings' } },
});

const [balaji, agrawal, sharma] = expected.jobs as Array<(typeof expected.jobs)[0]>;

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Ankit',
    lastModifiedBy: 'Cyber Cafe',
    title: 'बायोडाटा',
    styles: {
      default: {
        document: {
          run: { font: MANGAL, size: sz(22), language: { value: 'en-IN', bidirectional: 'hi-IN' } },
        },
      },
    },
    numbering: {
      config: [
        { reference: 'arrows', levels: [level('\uf0d8', 1080)] },
        { reference: 'diamonds', levels: [level('\uf076', 720)] },
        {
          reference: 'employers',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { bold: true } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: { size: PAGE, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } },
        },
        children: [
          p(
            {
              text: 'बायोडाटा',
              bold: true,
              underline: { type: UnderlineType.SINGLE },
              size: sz(36),
              font: KOKILA,
            },
            { alignment: AlignmentType.CENTER, spacing: { after: 200 } },
          ),
          p({ text: expected.name, bold: true, size: sz(30) }, { spacing: { after: 60 } }),
          new Paragraph({
            tabStops: [{ type: TabStopType.LEFT, position: CONTACT_TAB }],
            spacing: { after: 20, line: 264 },
            children: [
              new TextRun(bold('पता')),
              new TextRun(`\t: ${ADDRESS[0]}`),
              // The second line typed after Shift+Enter and a tab and two spaces, to stand under the first.
              new TextRun({ text: `\t  ${ADDRESS[1]}`, break: 1 }),
            ],
          }),
          p([bold('मोबाइल'), `\t: ${expected.phone}`], {
            tabStops: [{ type: TabStopType.LEFT, position: CONTACT_TAB }],
            spacing: { after: 20, line: 264 },
          }),
          new Paragraph({
            tabStops: [{ type: TabStopType.LEFT, position: CONTACT_TAB }],
            spacing: { after: 120, line: 264 },
            border: { bottom: { style: BorderStyle.THICK_THIN_SMALL_GAP, size: 12, color: '000000', space: 4 } },
            children: [new TextRun(bold('ई-मेल')), new TextRun(`\t: ${expected.email}`)],
          }),

          heading('उद्देश्य'),
          p(
            'एक प्रतिष्ठित संस्था में लेखाकार के पद पर कार्य करना, जहाँ मैं अपने ज्ञान एवं अनुभव का उपयोग ' +
              'संस्था की प्रगति के लिए कर सकूँ तथा निरंतर नई चीज़ें सीख सकूँ।',
            { alignment: AlignmentType.BOTH },
          ),

          heading('शैक्षणिक योग्यता'),
          educationTable(),

          heading('अतिरिक्त योग्यता'),
          item('RS-CIT (वर्धमान महावीर खुला विश्वविद्यालय, कोटा) – 2010', 'diamonds'),

          heading('कौशल'),
          ...expected.skills.map((s) => item(s, 'diamonds')),

          heading('कार्य अनुभव'),
          p('(कुल अनुभव : 11 वर्ष से अधिक)', { spacing: { after: 40, line: 264 } }),
          ...job(balaji!, 'जयपुर', 'जुलाई 2019 – वर्तमान'),
          ...job(agrawal!, 'जयपुर', 'अप्रैल 2016 – जून 2019'),
          ...job(sharma!, 'सांगानेर, जयपुर', '2013 - 2016'),

          heading('भाषा ज्ञान'),
          labelled('हिंदी', 'पढ़ना, लिखना, बोलना', DETAIL_TAB),
          labelled('अंग्रेज़ी', 'पढ़ना, लिखना', DETAIL_TAB),

          heading('व्यक्तिगत विवरण'),
          labelled('पिता का नाम', 'श्री रमेश चंद्र वर्मा', DETAIL_TAB),
          labelled('जन्म तिथि', '05-07-1991', DETAIL_TAB),
          labelled('लिंग', 'पुरुष', DETAIL_TAB),
          labelled('वैवाहिक स्थिति', 'विवाहित', DETAIL_TAB),
          labelled('राष्ट्रीयता', 'भारतीय', DETAIL_TAB),
          labelled('धर्म', 'हिंदू', DETAIL_TAB),
          labelled('शौक', 'पुस्तकें पढ़ना, क्रिकेट देखना', DETAIL_TAB),

          heading('घोषणा'),
          p('मैं घोषणा करता हूँ कि उपरोक्त दी गई सभी जानकारी मेरी जानकारी एवं विश्वास के अनुसार पूर्णतः सत्य ' + 'एवं सही है।', {
            alignment: AlignmentType.BOTH,
            spacing: { after: 480, line: 264 },
          }),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
            spacing: { after: 60, line: 264 },
            keepNext: true,
            children: [new TextRun('दिनांक : ..................'), new TextRun('\tहस्ताक्षर')],
          }),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
            spacing: { after: 0, line: 264 },
            children: [new TextRun('स्थान : जयपुर'), new TextRun({ text: `\t(${expected.name})`, bold: true })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
