// A two-column Word resume: the contact details and skills in a text box, the body in a section set in two
// newspaper columns (w:cols), the name over two lines in large type.
import { Paragraph, SectionType, Textbox, TextRun } from 'docx';
import { bullet, para, ruled, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Abigail Okonkwo-Hart',
  email: 'abby.hart@example.net',
  phone: '(312) 555-0199',
  location: 'Chicago, IL',
  jobs: [
    {
      title: 'Marketing Manager',
      company: 'Lakeshore Credit Union',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Lead a team of four running campaigns for 180,000 members across email, paid social and branches',
        'Grew digital loan applications 38% in 2022 by rebuilding the auto-loan landing pages',
        'Manage a $900K annual media budget and agency relationships',
      ],
    },
    {
      title: 'Digital Marketing Specialist',
      company: 'Harper & Lowe Publishing',
      start: '2016-05',
      end: '2019-12',
      bullets: [
        'Ran newsletter and paid search programs for 40+ new titles a year',
        'Introduced A/B testing for subject lines, lifting open rates from 18% to 26%',
      ],
    },
  ],
  schools: [{ school: 'DePaul University', degree: 'B.A. Communication', start: '2012', end: '2016' }],
  skills: ['HubSpot', 'Google Ads', 'Meta Ads Manager', 'GA4', 'Copywriting', 'Budget planning'],
};

export const build = () =>
  wordDocument([
    {
      children: [
        para({ text: 'Abigail', size: 52, bold: true, color: '7B2D26' }, { spacing: { after: 0 } }),
        para({ text: 'Okonkwo-Hart', size: 52, bold: true, color: '7B2D26' }, { spacing: { after: 120 } }),
        new Paragraph({
          children: [
            new Textbox({
              style: {
                width: '2.1in',
                height: '2.2in',
                position: 'absolute',
                marginLeft: '4.9in',
                marginTop: '-1.2in',
              },
              children: [
                para({ text: 'CONTACT', bold: true, size: 18 }),
                para('Chicago, IL', {}, { size: 18 }),
                para('(312) 555-0199', {}, { size: 18 }),
                para('abby.hart@example.net', {}, { size: 18 }),
                para({ text: 'SKILLS', bold: true, size: 18 }, { spacing: { before: 120 } }),
                para('HubSpot · Google Ads · Meta Ads Manager · GA4 · Copywriting · Budget planning', {}, { size: 18 }),
              ],
            }),
          ],
        }),
        para(
          'Marketing manager who likes the unglamorous parts: clean lists, honest attribution and landing pages that load fast.',
        ),
      ],
    },
    {
      properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 400 } },
      children: [
        ruled('WORK EXPERIENCE', 22),
        para({ text: 'Marketing Manager', bold: true }),
        para([{ text: 'Lakeshore Credit Union', italics: true }, '  |  Jan 2020 – Present']),
        ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
        para({ text: 'Digital Marketing Specialist', bold: true }),
        para([{ text: 'Harper & Lowe Publishing', italics: true }, '  |  May 2016 – Dec 2019']),
        ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
        ruled('EDUCATION', 22),
        para({ text: 'DePaul University', bold: true }),
        para('B.A. Communication, 2012 – 2016'),
        new Paragraph({ children: [new TextRun({ text: 'Minor in Spanish', italics: true })] }),
      ],
    },
  ]);
