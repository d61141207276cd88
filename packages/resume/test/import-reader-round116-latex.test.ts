import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { cjkItems, measuredRows, page } from './pdf-page';

// Corpus round 116: LaTeX classes' layouts (moderncv fancy and casual, curve, a hand-made AltaCV) and a Hebrew Word
// CV's school, read as the person wrote them.

const read = (rows: Parameters<typeof page>[0]) => readResume(pdfLines(page(rows))).resume;

describe('LaTeX layouts', () => {
  it('joins a bold degree whose phrase goes on in bold on the next line, and keeps its field after the dash', () => {
    // moderncv fancy: '**Master MIAGE – Systèmes d’information et aide**' over '**à la décision**, Université …'.
    const resume = read([
      ['Camille Martin', 183, 60, 20, 'LMRoman-Bold'],
      ['Formation', 101, 200, 14.3],
      ['Master MIAGE – Systèmes d’information et aide', 183.5, 230, 10.9, 'LMRoman-Bold'],
      ['à la décision,', 183.5, 243.6, 10.9, 'LMRoman-Bold'],
      ['Université Claude Bernard Lyon 1, Villeurbanne,', 262.5, 243.6, 10.9],
      ['mention Bien.', 183.5, 257.1, 10.9],
      // (Its dates drawn after its lines, flush right on its first.)
      ['2014 – 2016', 470.9, 230, 10.9],
    ]);
    expect(resume.education[0]).toMatchObject({
      school: 'Université Claude Bernard Lyon 1',
      degree: 'Master MIAGE – Systèmes d’information et aide à la décision',
      startDate: '2014',
      endDate: '2016',
    });
  });

  it("leaves the place and date signed at a section's end out of its entries ('München, im März 2025')", () => {
    const resume = read([
      ['Lena Hoffmann', 40, 50, 22, 'Helvetica-Bold'],
      ['AUSBILDUNG', 40, 100, 12, 'Helvetica-Bold'],
      ['M.Sc. Informatik', 40, 120, 10, 'Helvetica-Bold'],
      ['Technische Universität München', 40, 133, 10],
      ['10/2014 – 09/2016', 40, 146, 9],
      ['München, im März 2025', 40, 180, 10],
    ]);
    expect(resume.education).toHaveLength(1);
    expect(resume.education[0]?.school).toBe('Technische Universität München');
  });

  it("reads rows of a label and its list in two columns as labelled lists, a lone item's row too (curve's)", () => {
    const resume = read([
      ['Giulia Bianchi', 57, 50, 20, 'Helvetica-Bold'],
      ['Competenze', 57, 700, 14, 'Helvetica-Bold'],
      ['Informatiche', 142, 722, 12],
      ['Gestionali', 57, 742, 10.9],
      ['SAP MM/PP, SAP S/4HANA, Microsoft Dynamics 365', 138, 742, 10.9],
      ['Analisi dati', 57, 755, 10.9],
      ['Excel avanzato, Power BI, Python, SQL', 138, 755, 10.9],
      ['Altro', 57, 769, 10.9],
      ['Lean Six Sigma Green Belt', 138, 769, 10.9],
    ]);
    expect(resume.skills.core).toEqual([
      'SAP MM/PP',
      'SAP S/4HANA',
      'Microsoft Dynamics 365',
      'Excel avanzato',
      'Power BI',
      'Python',
      'SQL',
      'Lean Six Sigma Green Belt',
    ]);
  });

  it("reads moderncv's labels set flush right against their lists as labels ('Data & cloud' | …)", () => {
    const resume = read([
      ['Daan Jansen', 90, 50, 20, 'Helvetica-Bold'],
      ['Vaardigheden', 90, 80, 14, 'Helvetica-Bold'],
      ['Programmeertalen', 92.3, 99, 10],
      ['Python, SQL, Scala', 182.3, 99, 10],
      ['Data & cloud', 112.3, 115, 10],
      ['Apache Airflow, Kafka, dbt', 182.3, 115, 10],
      ['Tools', 147.3, 131, 10],
      ['Docker, Git', 182.3, 131, 10],
    ]);
    expect(resume.skills.core).toEqual(['Python', 'SQL', 'Scala', 'Apache Airflow', 'Kafka', 'dbt', 'Docker', 'Git']);
  });

  it("reads a school's short name and its name in full after a dash as one ('הטכניון - מכון טכנולוגי לישראל')", () => {
    const resume = read([
      ['יונתן כהן', 259, 44, 20, 'Arial-Bold'],
      ['השכלה', 502, 90, 13, 'Arial-Bold'],
      ['2013 – 2017', 60, 112, 11],
      ['הטכניון - מכון טכנולוגי לישראל', 380, 112, 11, 'Arial-Bold'],
      ['תואר ראשון (B.Sc.) בהנדסת תוכנה', 375, 126, 11],
    ]);
    expect(resume.education[0]?.school).toBe('הטכניון - מכון טכנולוגי לישראל');
  });
});

describe("a Japanese job site's 職務経歴書", () => {
  const item = cjkItems('NotoSansCJKjp-Regular', 9.6);
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        item('佐藤 健太', 478, 108),
        item('■職務経歴', 64, 247, 10.5, 'NotoSansCJKjp-Bold'),
        item('◆', 48, 276, 9.6, 'NotoSansCJKjp-Bold'),
        item('株式会社マネーフォワード（2020年4月～現在）', 58, 276, 9.6, 'NotoSansCJKjp-Bold'),
        item('事業内容：クラウド型バックオフィスサービスの開発・提供', 48, 293, 8.6),
        item('雇用形態：正社員', 48, 307, 8.6),
        item('期間', 75, 330, 9),
        item('業務内容', 250, 330, 9),
        item('環境・規模', 470, 330, 9),
        item('2020年4月～', 54, 354, 9),
        item('現在', 54, 368, 9),
        item('【職種】バックエンドエンジニア', 125, 353, 9.6, 'NotoSansCJKjp-Bold'),
        item('【所属】MFクラウド事業本部 請求書チーム', 125, 368),
        item('【業務内容】', 125, 388, 9.6, 'NotoSansCJKjp-Bold'),
        item('・クラウド請求書サービスのAPI設計・開発', 125, 404),
        item('・新卒・中途入社メンバー3名のメンターを担当', 125, 419),
        item('・請求書発行APIの平均応答時間を45％短縮', 125, 435),
        // (The 環境・規模 cell drawn after the items, beside them.)
        item('言語：Go、Ruby、', 440, 353, 8.4),
        item('TypeScript', 440, 366, 8.4),
        item('規模：チーム8名', 440, 380, 8.4),
        item('■活かせる経験・知識・技術', 64, 500, 10.5, 'NotoSansCJKjp-Bold'),
        item('・Go、Java、TypeScriptによるWebアプリケーション開発（計9年）', 48, 523),
      ]),
    ),
  );

  it('reads the employer marked with its span, the title after its bracketed label and the items, the table beside them no job', () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['バックエンドエンジニア', '株式会社マネーフォワード', '2020-04', ''],
    ]);
    expect(resume.experience[0]!.bullets).toHaveLength(3);
  });

  it("reads a skill phrase that names its means ('…によるWebアプリケーション開発') as one skill", () => {
    expect(resume.skills.core).toEqual(['Go、Java、TypeScriptによるWebアプリケーション開発(計9年)']);
  });
});
