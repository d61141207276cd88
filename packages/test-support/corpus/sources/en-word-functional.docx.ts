// A functional (skills-based) resume, as career changers are told to write one: a summary, then 'Relevant Skills'
// with a bold skill group over list items each, then a 'Work History' of one line a job ('Title, Company, City<TAB>
// dates') without items, education, and a 'Technical Skills' line. The items under the groups are nobody's job.
import { Paragraph, TextRun } from 'docx';
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jordan Whitfield',
  email: 'jordan.whitfield@example.com',
  phone: '(720) 555-0164',
  location: 'Aurora, CO',
  jobs: [
    {
      title: 'Middle School Science Teacher',
      company: 'Aurora Public Schools',
      start: '2015-08',
      end: 'present',
      bullets: [],
    },
    {
      title: 'Summer Program Coordinator',
      company: 'Denver Museum of Nature & Science',
      start: '2017-06',
      end: '2019-08',
      bullets: [],
    },
    {
      title: 'Lab Assistant',
      company: 'University of Northern Colorado',
      start: '2013-01',
      end: '2015-05',
      bullets: [],
    },
  ],
  schools: [{ school: 'University of Northern Colorado', degree: 'B.A. in Biology', end: '2015' }],
  skills: ['Asana', 'Trello', 'Google Workspace', 'Excel', 'Canvas LMS', 'Articulate 360'],
};

const [teacher, museum, lab] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];
const group = (text: string) => para({ text, bold: true }, { spacing: { before: 120, after: 40 } });
const history = (title: string, rest: string, dates: string) => tabbed([{ text: title, bold: true }, rest], dates);

export const build = () =>
  wordDocument([
    {
      children: [
        new Paragraph({
          spacing: { after: 40 },
          children: [new TextRun({ text: 'JORDAN WHITFIELD', bold: true, size: 40 })],
        }),
        para('Aurora, CO | (720) 555-0164 | jordan.whitfield@example.com', { spacing: { after: 160 } }),
        ruled('SUMMARY'),
        para(
          'Science teacher of nine years moving into project management, with a record of running programs for hundreds of students on time and on budget.',
        ),
        ruled('RELEVANT SKILLS'),
        group('Project Management'),
        bullet(
          'Planned and ran a district-wide science fair for 600 students from 14 schools, with 40 volunteer judges',
        ),
        bullet('Managed a $25,000 grant for classroom lab equipment, from proposal to final report'),
        bullet('Coordinated schedules for 12 summer camp sessions and 30 staff'),
        group('Stakeholder Communication'),
        bullet('Presented program results to the school board and museum leadership twice a year'),
        bullet('Wrote weekly updates for 150 families in English and Spanish'),
        group('Data and Reporting'),
        bullet('Built an Excel tracker of student assessment results used by the whole science department'),
        ruled('WORK HISTORY'),
        history(teacher.title, `, ${teacher.company}, Aurora, CO`, 'Aug 2015 – Present'),
        history(museum.title, `, ${museum.company}, Denver, CO`, 'Jun 2017 – Aug 2019'),
        history(lab.title, `, ${lab.company}, Greeley, CO`, 'Jan 2013 – May 2015'),
        ruled('EDUCATION'),
        tabbed([{ text: 'B.A. in Biology', bold: true }, ', University of Northern Colorado'], '2015'),
        ruled('CERTIFICATIONS'),
        para('Google Project Management Certificate (2024)'),
        ruled('TECHNICAL SKILLS'),
        para(expected.skills.join(', ')),
      ],
    },
  ]);
