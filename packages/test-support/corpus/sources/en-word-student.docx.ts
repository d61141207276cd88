// A student's resume made in Word by hand: the name on top, an address and a phone typed with Word's
// auto-formatted dashes (a soft hyphen and U+2010 in '555-­‐5555'), bold headings with a rule, tab stops for
// places and dates, summer jobs and an expected graduation date, a footer with page numbers.
import { bullet, para, pageFooter, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Marisol Vega',
  email: 'marisol.vega@example.edu',
  phone: '(909) 555-5555',
  location: '555 La Verne Way, La Verne, CA 91750',
  jobs: [
    {
      title: 'Peer Tutor, Writing Center',
      company: 'University of La Verne',
      start: '2014-09',
      end: 'present',
      bullets: [
        'Meet with 8–10 undergraduate students a week to review essays, lab reports and personal statements',
        'Led two workshops on citation styles (APA and MLA) for first-year students',
        'Track session notes in WCOnline and flag recurring issues to the center’s director',
      ],
    },
    {
      title: 'Camp Counselor',
      company: 'YMCA of the East Valley',
      datesAsWritten: 'Summer 2013, 2014',
      bullets: [
        'Supervised a cabin of 12 campers aged 9–11 and planned daily activities',
        'Trained 4 junior counselors on safety procedures and conflict resolution',
      ],
    },
    {
      title: 'Cashier',
      company: 'Stater Bros. Markets',
      start: '2012-06',
      end: '2013-05',
      bullets: [
        'Handled cash and card transactions averaging $4,000 per shift with no register discrepancies',
        'Recognized as “Employee of the Month” in March 2013',
      ],
    },
  ],
  schools: [
    {
      school: 'University of La Verne',
      degree: 'Bachelor of Arts in Psychology',
      datesAsWritten: 'Expected Graduation: June 2016',
    },
    { school: 'Bonita High School', degree: 'High School Diploma', end: '2012-06' },
  ],
  skills: ['Microsoft Office', 'SPSS', 'WCOnline', 'CPR and First Aid certified'],
};

export const build = () =>
  wordDocument([
    {
      footers: { default: pageFooter() },
      children: [
        para({ text: 'Marisol Vega', bold: true, size: 40 }, { spacing: { after: 40 } }),
        para('555 La Verne Way, La Verne, CA 91750'),
        para(['(909) 555-\u00ad\u20105555', '   •   ', 'marisol.vega@example.edu']),
        ruled('OBJECTIVE'),
        para(
          'Psychology student seeking a part-time research assistant position where I can apply my statistics coursework and tutoring experience.',
        ),
        ruled('EDUCATION'),
        tabbed({ text: 'University of La Verne', bold: true }, 'La Verne, CA'),
        tabbed({ text: 'Bachelor of Arts in Psychology', italics: true }, 'Expected Graduation: June 2016'),
        bullet('GPA: 3.6/4.0; Dean’s List (Fall 2013, Spring 2014)'),
        bullet(
          'Relevant coursework: Research Methods, Statistics for the Behavioral Sciences, Developmental Psychology',
        ),
        tabbed({ text: 'Bonita High School', bold: true }, 'San Dimas, CA'),
        tabbed({ text: 'High School Diploma', italics: true }, 'June 2012'),
        ruled('EXPERIENCE'),
        tabbed({ text: 'University of La Verne', bold: true }, 'September 2014 – Present'),
        para({ text: 'Peer Tutor, Writing Center', italics: true }),
        ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
        tabbed({ text: 'YMCA of the East Valley', bold: true }, 'Summer 2013, 2014'),
        para({ text: 'Camp Counselor', italics: true }),
        ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
        tabbed({ text: 'Stater Bros. Markets', bold: true }, 'June 2012 – May 2013'),
        para({ text: 'Cashier', italics: true }),
        ...expected.jobs[2]!.bullets.map((b) => bullet(b)),
        ruled('SKILLS'),
        para([{ text: 'Computer: ', bold: true }, 'Microsoft Office, SPSS, WCOnline']),
        para([{ text: 'Languages: ', bold: true }, 'Spanish (fluent)']),
        para([{ text: 'Certifications: ', bold: true }, 'CPR and First Aid certified']),
        ruled('ACTIVITIES'),
        bullet('Psi Chi International Honor Society, member (2014 – present)'),
        bullet('Volunteer, Pomona Valley Hospital (40 hours)'),
      ],
    },
  ]);
