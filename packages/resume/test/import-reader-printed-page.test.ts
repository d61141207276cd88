import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// A page printed from Chrome with its headers and footers (corpus round 39, en-html-chrome-headers): the browser draws
// the date, the title and the file's address with the page's number before the page itself.

const N = 'NotoSans-Regular';
const R = 'Inter-Regular';
const B = 'Inter-Bold';
const S = 'Inter-SemiBold';
const M = 'Inter-Medium';

/** An entry of a grid: its dates broken after the dash in a narrow cell, level with its title and first item. */
const entry = (y: number, from: string, to: string, title: string, items: string[]): Row[] => [
  [from, 52, y, 48, 8.8, R],
  [to, 67.9, y + 12, 32, 8.8, R],
  [title, 113.7, y, 165, 9.5, S],
  ...items.map((item, k): Row => [item, 126.6, y + 16.5 + k * 13.5, 250, 9.5, R]),
];

describe('a page printed with the browser’s headers and footers', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['12/1/26, 9:41 PM', 24, 23.25, 63.05, 7.99, N],
        ['Resume – Tomás Lindqvist', 258.09, 23.25, 96.25, 7.99, N],
        ['1/2', 575.79, 774.75, 12.13, 7.99, N],
        ['file:///Users/tomas/resume/index.html', 24, 774.75, 160, 7.99, N],
        ['SKILLS', 429.8, 141.75, 40.39, 10, B],
        ['QUERY & CODE', 429.8, 159, 62.49, 7.5, S],
        ['SQL', 437.54, 175.5, 16.41, 8.29, M],
        ['Python (pandas)', 473.44, 175.5, 65.56, 8.29, M],
        ['BI & VISUALIZATION', 429.8, 213, 83.71, 7.5, S],
        ['Tableau', 437.54, 229.5, 31.36, 8.29, M],
        ['Power BI', 437.54, 249, 34.84, 8.29, M],
        ['Tomás Lindqvist', 43.5, 57, 167.15, 22.99, S],
        ['Operations Analyst', 43.5, 75, 100, 11.5, R],
        ['tomas.lindqvist@example.com', 43.5, 94.5, 128.77, 9, R],
        ['EXPERIENCE', 43.5, 230, 73.33, 10, B],
        ...entry(250, 'Mar 2021 –', 'Present', 'Operations Analyst — Larkfield Foods', [
          'Own the weekly fill-rate report read by 30 store managers',
          'Rebuilt the delivery data model in dbt',
        ]),
        ...entry(330, 'Jan 2018 –', 'Feb 2021', 'Reporting Analyst — Brennan Freight', [
          'Built the depot dashboards in Tableau',
        ]),
      ]),
    ),
  );

  it('reads each entry’s dates, drawn under the page’s foot that was drawn first, with its entry', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Operations Analyst', 'Larkfield Foods', '2021-03', '', 2],
      ['Reporting Analyst', 'Brennan Freight', '2018-01', '2021-02', 1],
    ]);
  });

  it('reads the capital labels over the skills set in from them as no skills', () => {
    expect(resume.skills.core).toEqual(['SQL', 'Python (pandas)', 'Tableau', 'Power BI']);
  });
});
