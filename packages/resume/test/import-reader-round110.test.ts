import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 107, continued: German Lebensläufe and a LaTeX CV's skills in columns.

describe("a German headline ending on the degree and its school's kind ('Projektleiterin Elektrotechnik · Dipl.-Ing. (FH)')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Katharina Brandstetter', 62, 72, 26],
        ['Projektleiterin Elektrotechnik · Dipl.-Ing. (FH)', 62, 108, 11],
        ['PERSÖNLICHE DATEN', 62, 201, 11.5, 'Helvetica-Bold'],
        ['Anschrift', 62, 223, 9.8],
        ['Leopoldstraße 118, 80804 München', 187, 223, 9.8],
        ['E-Mail', 62, 263, 9.8],
        ['k.brandstetter@web.de', 187, 263, 9.8],
      ]),
    ),
  );

  it('reads the address as the place, not the degree', () => {
    expect(resume.profile.location).toBe('Leopoldstraße 118, 80804 München');
  });
});

describe("a German phone with a slash after its area code ('Telefon:' | '0561 / 78 41 92')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Tabellarischer Lebenslauf', 203, 54, 17.2, 'Helvetica-Bold'],
        ['Persönliche Daten', 71, 100, 12, 'Helvetica-Bold'],
        ['Name:', 77, 121, 10.9],
        ['Katrin Vogelsang', 185, 121, 10.9],
        ['Telefon:', 77, 152, 10.9],
        ['0561 / 78 41 92', 185, 152, 10.9],
        ['Mobil:', 77, 167, 10.9],
        ['0176 / 38 27 41 05', 185, 167, 10.9],
        ['E-Mail:', 77, 183, 10.9],
        ['k.vogelsang@web.de', 185, 183, 10.9],
      ]),
    ),
  );

  it('reads the whole number', () => {
    expect(resume.profile.phone).toBe('0561 / 78 41 92');
  });
});

describe("a skills list in LaTeX's multicols, a cell's words drawn apart and hyphenated ('Stakeholder' | 'com-' / 'munication')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Daniel Okafor', 45, 60, 160, 25.9, 'TeXGyreHeros-Bold'],
        ['daniel.okafor@example.co.uk', 400, 60, 130, 9, 'TeXGyreHeros-Regular'],
        ['Skills', 45.4, 419.3, 31.2, 12, 'TeXGyreHeros-Bold'],
        ['•', 47.9, 451.2, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Python', 56.3, 451.2, 31, 10, 'TeXGyreHeros-Regular'],
        ['•', 47.9, 464.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['SQL', 56.3, 464.1, 19.9, 10, 'TeXGyreHeros-Regular'],
        ['•', 47.9, 477.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Scala', 56.3, 477.1, 24.9, 10, 'TeXGyreHeros-Regular'],
        ['•', 47.9, 490, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Apache Airflow', 56.3, 490, 66.6, 10, 'TeXGyreHeros-Regular'],
        ['•', 182.5, 451.2, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['dbt', 191, 451.2, 13.9, 10, 'TeXGyreHeros-Regular'],
        ['•', 182.5, 464.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Apache Kafka', 191, 464.1, 61.9, 10, 'TeXGyreHeros-Regular'],
        ['•', 182.5, 477.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Apache Spark', 191, 477.1, 62.6, 10, 'TeXGyreHeros-Regular'],
        ['•', 182.5, 490, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['BigQuery', 191, 490, 41.8, 10, 'TeXGyreHeros-Regular'],
        ['•', 317.1, 451.2, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Redshift', 325.6, 451.2, 36.7, 10, 'TeXGyreHeros-Regular'],
        ['•', 317.1, 464.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['PostgreSQL', 325.6, 464.1, 53.9, 10, 'TeXGyreHeros-Regular'],
        ['•', 317.1, 477.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Terraform', 325.6, 477.1, 42.6, 10, 'TeXGyreHeros-Regular'],
        ['•', 317.1, 490, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Docker', 325.6, 490, 31.4, 10, 'TeXGyreHeros-Regular'],
        ['•', 451.8, 451.2, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Kubernetes', 460.3, 451.2, 50.5, 10, 'TeXGyreHeros-Regular'],
        ['•', 451.8, 464.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['GitHub Actions', 460.3, 464.1, 66.3, 10, 'TeXGyreHeros-Regular'],
        ['•', 451.8, 477.1, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Data modelling', 460.3, 477.1, 66.4, 10, 'TeXGyreHeros-Regular'],
        ['•', 451.8, 490, 3.5, 10, 'TeXGyreHeros-Regular'],
        ['Stakeholder', 460.3, 490, 52.9, 10, 'TeXGyreHeros-Regular'],
        ['com-', 527.8, 490, 22.1, 10, 'TeXGyreHeros-Regular'],
        ['munication', 460.3, 502, 48.2, 10, 'TeXGyreHeros-Regular'],
      ]),
    ),
  );

  it('reads the cell as one skill', () => {
    expect(resume.skills.core.slice(-4)).toEqual(['Apache Airflow', 'BigQuery', 'Docker', 'Stakeholder communication']);
  });
});

describe("a minus sign LibreOffice draws after its line from a fallback font, in the gap left for it ('(−35 % pro Jahr)')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Jonas Albrecht', 62.5, 51.4, 149.3, 20, 'NotoSerif-Bold'],
        ['jonas.albrecht@posteo.de', 62.5, 66.9, 120, 9, 'NotoSerif-Regular'],
        ['BERUFSERFAHRUNG', 62.5, 218, 110, 12.5, 'NotoSerif-Bold'],
        ['Zalando SE', 62.5, 376, 59.2, 10.5, 'NotoSerif-Bold'],
        [', Berlin', 121.7, 376, 36.1, 10.5, 'NotoSerif-Regular'],
        ['Okt. 2016 – Feb. 2019', 428.8, 376, 104.2, 10.5, 'NotoSerif-Regular'],
        ['Data Engineer', 62.5, 390.3, 69.7, 10.5, 'NotoSerif-Italic'],
        ['\uf0b7', 62.5, 407.6, 4.3, 10.5, 'OpenSymbol'],
        [
          'Aufbau von ETL-Strecken für das Marketing-Attributionsmodell in Python und Spark',
          80.3,
          407.6,
          424.4,
          10.5,
          'NotoSerif-Regular',
        ],
        ['\uf0b7', 62.5, 423.4, 4.3, 10.5, 'OpenSymbol'],
        ['Betrieb des Redshift-Clusters inkl. Kostenoptimierung (', 80.3, 423.4, 273.9, 10.5, 'NotoSerif-Regular'],
        [' ', 354.2, 423.4, 8.9, 10.5, 'NotoSerif-Regular'],
        ['35 % pro Jahr)', 363.1, 423.4, 71.6, 10.5, 'NotoSerif-Regular'],
        ['−', 354.5, 423.4, 8.8, 10.5, 'DejaVuSerif'],
      ]),
    ),
  );

  it('keeps the sign in its place', () => {
    expect(resume.experience[0]!.bullets[1]).toMatch(
      /^Betrieb des Redshift-Clusters inkl\. Kostenoptimierung \([−-]35 % pro Jahr\)$/u,
    );
  });
});

describe("a school's mode of study after its comma ('IHK Würzburg-Schweinfurt, berufsbegleitend')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Sabine Hofmann', 62, 50, 20, 'Helvetica-Bold'],
        ['sabine.hofmann@example.de', 62, 70, 10],
        ['AUSBILDUNG', 62, 300, 12, 'Helvetica-Bold'],
        ['09/2015 – 07/2017', 62, 322, 10],
        ['Geprüfte Bilanzbuchhalterin (IHK)', 180, 322, 10, 'Helvetica-Bold'],
        ['IHK Würzburg-Schweinfurt, berufsbegleitend', 180, 336, 10],
      ]),
    ),
  );

  it('reads the school without the mode', () => {
    expect(resume.education).toMatchObject([{ school: 'IHK Würzburg-Schweinfurt' }]);
  });
});

describe("a Notion page's skills table under its head row ('Kategoria' | 'Technologie', then a group and its tags a row)", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Michał Zieliński', 62, 60, 150, 24, 'NotoSans-Bold'],
        ['michal.zielinski@example.pl', 62, 90, 120, 9, 'NotoSans-Regular'],
        ['Umiejętności', 79.7, 250.3, 98.3, 15, 'NotoSans-Bold'],
        ['Kategoria', 68.8, 274.3, 42.4, 9.3, 'NotoSans-Regular'],
        ['Technologie', 159.5, 274.3, 52.7, 9.3, 'NotoSans-Regular'],
        ['Języki', 68.8, 296, 24.2, 9.3, 'NotoSans-Regular'],
        ['Java 17', 165.4, 296.8, 29.1, 8.8, 'NotoSans-Regular'],
        ['Kotlin', 206.4, 296.8, 23.9, 8.8, 'NotoSans-Regular'],
        ['SQL', 242.2, 296.8, 16.3, 8.8, 'NotoSans-Regular'],
        ['Frameworki', 68.8, 319.3, 51.6, 9.3, 'NotoSans-Regular'],
        ['Spring Boot', 165.4, 320, 48.8, 8.8, 'NotoSans-Regular'],
        ['Hibernate', 226.1, 320, 41.3, 8.8, 'NotoSans-Regular'],
        ['Infrastruktura', 68.8, 341.8, 61.3, 9.3, 'NotoSans-Regular'],
        ['PostgreSQL', 165.4, 343.3, 48.1, 8.8, 'NotoSans-Regular'],
        ['Kafka', 225.4, 343.3, 23, 8.8, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads the tags as the skills, neither the head nor the groups', () => {
    expect(resume.skills.core).toEqual(['Java 17', 'Kotlin', 'SQL', 'Spring Boot', 'Hibernate', 'PostgreSQL', 'Kafka']);
  });
});
