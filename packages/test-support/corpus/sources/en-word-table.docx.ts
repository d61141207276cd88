// A resume laid out in a Word table, as many templates do: the name and contact details in the page header
// (Word's header part, repeated on every page), dates in a narrow left column, each job's title, company and
// bullets in the right one; an employee number in the header that is not a phone.
import { BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, pageHeader, para, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Theodore Nakamura',
  email: 'ted.nakamura@example.com',
  phone: '+1 (415) 555-0142',
  location: 'San Francisco, CA',
  jobs: [
    {
      title: 'Senior Financial Analyst',
      company: 'Bayview Medical Group',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Own the $48M operating budget for 14 outpatient clinics and present monthly variance reports to the CFO',
        'Built a Power BI model that replaced 30 spreadsheets and cut the month-end close from 9 to 6 days',
        'Partnered with clinic managers on staffing forecasts, saving $1.2M in overtime in FY2022',
      ],
    },
    {
      title: 'Financial Analyst',
      company: 'Golden Gate Logistics, Inc.',
      start: '2016-07',
      end: '2019-02',
      bullets: [
        'Prepared quarterly forecasts for a 220-truck fleet and reconciled fuel card spending',
        'Automated accounts-receivable aging reports in Excel VBA',
      ],
    },
    {
      title: 'Staff Accountant',
      company: 'Moss & Adams LLP',
      start: '2014-09',
      end: '2016-06',
      bullets: ['Performed audit fieldwork for nonprofit and healthcare clients', 'Drafted financial statement notes'],
    },
  ],
  schools: [
    {
      school: 'San Francisco State University',
      degree: 'B.S. Business Administration, Accounting',
      start: '2010',
      end: '2014',
    },
  ],
  skills: ['Financial modeling', 'Budgeting & forecasting', 'Excel (VBA, Power Query)', 'Power BI', 'NetSuite', 'SQL'],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const LEFT = 2200;

const row = (left: Paragraph[], right: Paragraph[]) =>
  new TableRow({
    children: [
      new TableCell({ borders, width: { size: LEFT, type: WidthType.DXA }, children: left }),
      new TableCell({ borders, width: { size: TEXT_WIDTH - LEFT, type: WidthType.DXA }, children: right }),
    ],
  });
const label = (text: string) =>
  new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text, bold: true, color: '1F4E79', size: 22 })] });

export const build = () =>
  wordDocument([
    {
      headers: {
        default: pageHeader([
          para({ text: 'THEODORE NAKAMURA', bold: true, size: 36, color: '1F4E79' }),
          para(
            'San Francisco, CA  |  +1 (415) 555-0142  |  ted.nakamura@example.com  |  Employee ID 00482917',
            {},
            { size: 18 },
          ),
        ]),
      },
      children: [
        new Table({
          width: { size: TEXT_WIDTH, type: WidthType.DXA },
          columnWidths: [LEFT, TEXT_WIDTH - LEFT],
          rows: [
            row(
              [label('Summary')],
              [
                para(
                  'CPA-track financial analyst with eight years in healthcare and logistics finance, comfortable turning messy data into decisions.',
                  { spacing: { before: 160 } },
                ),
              ],
            ),
            row([label('Experience')], [para('')]),
            row(
              [para('03/2019 – present')],
              [
                para([{ text: 'Senior Financial Analyst', bold: true }, ', Bayview Medical Group']),
                ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
              ],
            ),
            row(
              [para('07/2016 – 02/2019')],
              [
                para([{ text: 'Financial Analyst', bold: true }, ', Golden Gate Logistics, Inc.']),
                ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
              ],
            ),
            row(
              [para('09/2014 – 06/2016')],
              [
                para([{ text: 'Staff Accountant', bold: true }, ', Moss & Adams LLP']),
                ...expected.jobs[2]!.bullets.map((b) => bullet(b)),
              ],
            ),
            row([label('Education')], [para('')]),
            row(
              [para('2010 – 2014')],
              [
                para([{ text: 'San Francisco State University', bold: true }]),
                para('B.S. Business Administration, Accounting'),
              ],
            ),
            row(
              [label('Skills')],
              [
                para('Financial modeling; Budgeting & forecasting; Excel (VBA, Power Query); Power BI; NetSuite; SQL', {
                  spacing: { before: 160 },
                }),
              ],
            ),
          ],
        }),
      ],
    },
  ]);
