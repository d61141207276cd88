import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { findDates } from '../src/import-reader/dates';
import { columnOf, headRow } from '../src/import-reader/head-row';
import { colonsOnLabels } from '../src/import-reader/label-colons';
import { degreeScore, schoolScore } from '../src/import-reader/lexicon';
import { cleanText } from '../src/import-reader/text';
import type { SourceLine, SourcePart } from '../src/import-reader/types';
import { joinWrapped } from '../src/wrapped-text';
import { measuredRows, page } from './pdf-page';

// Corpus round 53: a Hindi बायोडाटा typed in Word (hi-word-biodata) and a Thai resume typed in Word with
// Buddhist-era dates (th-word-resume).

const part = (text: string, x: number): SourcePart => ({
  text,
  x,
  right: x + text.length * 5,
  size: 10,
  bold: false,
  italic: false,
});

describe('a Hindi बायोडाटा', () => {
  it("reads a word whose vowel sign is drawn apart ('क' | 'ा' | 'र्य') whole, the gap after it measured from its end", () => {
    // LibreOffice's bold heading 'कार्य अनुभव', as pdf.js gives it with the ActualText read.
    const bold = 'NotoSansDevanagari-Bold';
    const [line] = pdfLines(
      measuredRows([
        ['क', 72.1, 596, 9.88, 12, bold],
        ['ा', 82, 596, 3.53, 12, bold],
        ['र्य', 85.5, 596, 7.62, 12, bold],
        [' ', 93.12, 596, 3.08, 12, bold],
        ['अनुभव', 96.2, 596, 34.06, 12, bold],
      ]),
    );
    expect(line!.text).toBe('कार्य अनुभव');
  });

  it("reads a table of exams under its head row, the row's serial number a column of its own", () => {
    const cells = ['क्र.सं.', 'परीक्षा', 'बोर्ड / विश्वविद्यालय', 'उत्तीर्ण वर्ष', 'श्रेणी / प्रतिशत'];
    expect(cells.map(columnOf)).toEqual(['serial', 'degree', 'board', 'year', 'score']);
    expect(columnOf('S. No.')).toBe('serial');
    const line = { parts: cells.map((c, i) => part(c, 72 + i * 90)) } as SourceLine;
    expect(headRow(line, false)).toEqual(['serial', 'degree', 'board', 'year', 'score']);
  });

  it("reads 'परीक्षा / डिग्री' (exam or degree) as the degree's column", () => {
    const cells = ['परीक्षा / डिग्री', 'बोर्ड / विश्वविद्यालय', 'वर्ष', 'प्रतिशत'];
    expect(cells.map(columnOf)).toEqual(['degree', 'board', 'year', 'score']);
    expect(columnOf('डिग्री / परीक्षा')).toBe('degree');
  });

  it("gives a label the colon typed at the start of its value's cell ('पद' | ': लेखाकार')", () => {
    expect(colonsOnLabels([part('पद', 90), part(': लेखाकार (Accountant)', 167)]).map((p) => p.text)).toEqual([
      'पद:',
      'लेखाकार (Accountant)',
    ]);
    // (A value's own colon after a longer text is no label's.)
    expect(
      colonsOnLabels([part('Languages spoken at home and abroad', 90), part(': none', 300)]).map((p) => p.text),
    ).toEqual(['Languages spoken at home and abroad', ': none']);
  });

  it("reads its headings, the job's labels and its phone label", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['अंकित कुमार वर्मा', 72, 60, 16, 'NotoSansDevanagari-Bold'],
          ['मोबाइल : +91 98290 47316', 72, 80],
          ['शैक्षणिक योग्यता', 72, 110, 12, 'NotoSansDevanagari-Bold'],
          ['बी.कॉम., राजस्थान विश्वविद्यालय, 2012', 72, 130],
          ['कार्य अनुभव', 72, 160, 12, 'NotoSansDevanagari-Bold'],
          ['कंपनी : शर्मा ट्रेडिंग कंपनी', 90, 180],
          ['पद : डाटा एंट्री ऑपरेटर', 90, 195],
          ['अवधि : 2013 - 2016', 90, 210],
          ['कार्य विवरण :', 90, 225],
          ['• बिल एवं चालान की कंप्यूटर में एंट्री', 110, 240],
          ['भाषा ज्ञान', 72, 270, 12, 'NotoSansDevanagari-Bold'],
          ['हिंदी, अंग्रेज़ी', 72, 290],
        ]),
      ),
    );
    expect(resume.profile.phone).toBe('+91 98290 47316');
    expect(resume.education.map((e) => [e.degree, e.school])).toEqual([['बी.कॉम.', 'राजस्थान विश्वविद्यालय']]);
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      ['डाटा एंट्री ऑपरेटर', 'शर्मा ट्रेडिंग कंपनी', '2013', '2016', ['बिल एवं चालान की कंप्यूटर में एंट्री']],
    ]);
    expect(resume.skills.languages).toEqual(['हिंदी', 'अंग्रेज़ी']);
  });

  it("reads an organisation's town after its comma, which no capital tells ('…आजीविका मिशन, बाराबंकी')", () => {
    const bold = 'NotoSansDevanagari-Bold';
    const { resume } = readResume(
      pdfLines(
        page([
          ['प्रियंका श्रीवास्तव', 72, 60, 16, bold],
          ['कार्य अनुभव', 72, 100, 12, bold],
          ['ब्लॉक समन्वयक', 72, 120, 10, bold],
          ['फ़रवरी 2016 – जून 2019', 420, 120],
          ['उत्तर प्रदेश राज्य ग्रामीण आजीविका मिशन, बाराबंकी', 72, 134],
          ['• समूह सदस्यों को बहीखाता एवं बैंक लिंकेज पर प्रशिक्षण देना', 80, 148],
          ['फील्ड अन्वेषक', 72, 172, 10, bold],
          ['अगस्त 2014 – जनवरी 2016', 420, 172],
          ['सामाजिक शोध एवं विकास संस्थान, सीतापुर', 72, 186],
          ['• राष्ट्रीय स्वास्थ्य मिशन पर आधारित घरेलू सर्वेक्षण', 80, 200],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['ब्लॉक समन्वयक', 'उत्तर प्रदेश राज्य ग्रामीण आजीविका मिशन', 'बाराबंकी'],
      ['फील्ड अन्वेषक', 'सामाजिक शोध एवं विकास संस्थान', 'सीतापुर'],
    ]);
    expect(resume.experience[1]!.bullets).toEqual(['राष्ट्रीय स्वास्थ्य मिशन पर आधारित घरेलू सर्वेक्षण']);
  });
});

describe('a Thai resume', () => {
  it('keeps sara am one letter, as typed, however the text came', () => {
    // (NFKC writes it as nikhahit and the long a; a PDF gives the long a twice, or before the nikhahit.)
    expect(cleanText('ตำแหน่ง')).toBe('ตำแหน่ง');
    expect(cleanText('ตําาแหน่ง')).toBe('ตำแหน่ง');
    expect(cleanText('จาํากัด')).toBe('จำกัด');
    expect(cleanText('ตําแหน่ง')).toBe('ตำแหน่ง');
  });

  it("reads the long a a bold face gives as '«' between Thai letters, and leaves French quotes alone", () => {
    expect(cleanText('ประวัติก«รศึกษ«')).toBe('ประวัติการศึกษา');
    expect(cleanText('« Bonjour »')).toBe('« Bonjour »');
  });

  it('joins a line wrapped between two Thai words without a space', () => {
    expect(joinWrapped('ให้แล้วเสร็จภายใน 5 วัน', 'ทำการ')).toBe('ให้แล้วเสร็จภายใน 5 วันทำการ');
    expect(joinWrapped('ระบบ SAP', 'และ Excel')).toBe('ระบบ SAP และ Excel');
  });

  it("reads a Buddhist-era range with its era's mark as the dates, the years Gregorian", () => {
    const found = findDates('พ.ศ. 2561 – 2563');
    expect([found?.index, found?.text, found?.start, found?.end]).toEqual([0, 'พ.ศ. 2561 – 2563', '2018', '2020']);
    expect(findDates('มิ.ย. 2563 – ปัจจุบัน')?.start).toBe('2020-06');
  });

  it('tells a school (โรงเรียน) from the level studied there (มัธยมศึกษาตอนปลาย)', () => {
    expect(schoolScore('โรงเรียนสตรีวิทยา')).toBe(1);
    expect(degreeScore('มัธยมศึกษาตอนปลาย แผนการเรียนวิทย์-คณิต')).toBe(1);
  });

  it("keeps a public company's '(มหาชน)' in its name, and reads the title after its label", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['พิมพ์ชนก ศรีสวัสดิ์', 60, 60, 16, 'NotoSansThai-Bold'],
          ['ประสบการณ์ทำงาน', 54, 100, 12, 'NotoSansThai-Bold'],
          ['บริษัท สยามรีเทล โฮลดิ้ง จำกัด (มหาชน)', 54, 120, 10, 'NotoSansThai-Bold'],
          ['มิ.ย. 2563 – ปัจจุบัน', 449, 120, 10, 'NotoSansThai-Bold'],
          ['ตำแหน่ง : Senior Accountant', 54, 135],
          ['หน้าที่รับผิดชอบ :', 54, 150, 10, 'NotoSansThai-Bold'],
          ['• ปิดงบการเงินรายเดือนของบริษัทและบริษัทย่อย', 90, 165],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate])).toEqual([
      ['บริษัท สยามรีเทล โฮลดิ้ง จำกัด (มหาชน)', 'Senior Accountant', '2020-06'],
    ]);
  });
});
