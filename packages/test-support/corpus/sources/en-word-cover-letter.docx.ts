// One Word document as many applicants upload it where a job site takes a single file: a cover letter on page 1, a
// hard page break (Ctrl+Enter, in a paragraph of its own), then the two-page resume, all typed in Word 2016 from a
// blank document (Letter, Word's 1 in margins; Calibri 11 typed, set here in Liberation Sans 10.5 so the lines fall
// about where Calibri's would). What it has:
// - the letter in block format: the sender's name in bold over a street address, 'City, ST ZIP', the phone and the
//   e-mail one a line (the 'No Spacing' style); the date 'March 3, 2025'; the hiring manager's name, title, company
//   and street address in another city ('Cleveland, OH 44114'); 'Dear Ms. Natarajan,'; four paragraphs in Word's
//   Normal style (8 pt after, lines 1.08 apart) that name the employer it writes to, the past employers and titles
//   in prose ('At Lumora Analytics, where I have worked since January 2021, …', 'first as an Implementation
//   Specialist and then as a Customer Success Manager'), the phone and e-mail again in the last sentence; 'Sincerely,',
//   three empty lines for a signature, the name without its middle initial, and 'Enclosure: Resume';
// - none of which is a field: the fields are the resume's only (the letter's recipient, her company's address and the
//   letter's date must not become a job, a school, a location or a date);
// - the resume: the name centred in 18 pt bold over one centred contact line 'City, ST | phone | e-mail | LinkedIn',
//   headings in bold capitals over a bottom border, SUMMARY as a paragraph, EXPERIENCE with each job as one line
//   '**Title** | Company | City, ST' with 'Mon YYYY – Present' flush right on a right tab stop at the margin, then
//   items of Word's default bulleted list (U+F0B7 in Symbol); two jobs at one employer (a promotion), listed as two;
//   EDUCATION in the jobs' shape ('**B.A. in Communications** | Penn State University | City, ST<TAB>May 2011'); SKILLS as two 'Label: list' lines.
import { AlignmentType, BorderStyle, PageBreak, Paragraph, TabStopType, TextRun, type IRunOptions } from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Danielle R. Kowalski',
  email: 'danielle.kowalski@example.com',
  phone: '(412) 555-0196',
  location: 'Pittsburgh, PA',
  jobs: [
    {
      title: 'Senior Customer Success Manager',
      company: 'Lumora Analytics',
      start: '2021-01',
      end: 'present',
      bullets: [
        'Manage a book of 38 enterprise accounts worth $7.4M in annual recurring revenue, mostly hospital systems and regional payers',
        'Rebuilt customer health scoring in Gainsight around product usage, support tickets and sponsor changes, which helped raise gross revenue retention from 88% to 94% in two years',
        'Lead quarterly executive business reviews with VPs of operations and finance at the company’s ten largest customers',
        'Closed $1.1M in expansion revenue in 2024 by working with account executives on add-on modules and new sites',
        'Wrote the team’s renewal risk process: a 120-day review of every renewal, escalation paths and save plans',
        'Partnered with product and support leaders on a customer advisory board of 12 health systems that meets twice a year',
        'Turned around three red accounts in 2023 with recovery plans and weekly check-ins; all three renewed for multiple years',
        'Mentor four Customer Success Managers and run onboarding for new hires on the team',
      ],
    },
    {
      title: 'Customer Success Manager',
      company: 'Fieldstone Software',
      start: '2017-06',
      end: '2020-12',
      bullets: [
        'Owned renewals and adoption for 70 mid-market manufacturing accounts, $3.2M in annual recurring revenue',
        'Kept logo retention at 95% or better for three straight years',
        'Built the renewal playbook and the email templates the team still uses',
        'Moved 25 accounts from on-premises installs to the cloud product with no lost customers',
        'Ran monthly customer webinars on new features, with 150 to 300 attendees each',
        'Set up the team’s first NPS survey and closed the loop with every detractor within two weeks',
        'Worked with sales on handoffs from signed contract to kickoff, cutting the wait for a first call from three weeks to five days',
      ],
    },
    {
      title: 'Implementation Specialist',
      company: 'Fieldstone Software',
      start: '2015-08',
      end: '2017-05',
      bullets: [
        'Onboarded more than 60 new customers, configuring workflows, user roles and data imports',
        'Cut average time to go-live from 14 weeks to 9 by writing standard project plans and kickoff decks',
        'Trained customer administrators on site and over video, and wrote 40 help center articles',
        'Logged product defects and feature requests in Jira and followed them through to release notes',
      ],
    },
    {
      title: 'Account Coordinator',
      company: 'Three Rivers Marketing Group',
      start: '2013-07',
      end: '2015-07',
      bullets: [
        'Coordinated print and digital campaigns for eight clients, from briefs to final proofs',
        'Tracked budgets and timelines for up to 15 projects at once in Basecamp and Excel',
        'Prepared monthly campaign reports and presented them on client calls',
      ],
    },
    {
      title: 'Customer Service Representative',
      company: 'Keystone Mutual',
      start: '2011-06',
      end: '2013-06',
      bullets: [
        'Answered 60 to 80 calls a day about auto and homeowners policies, billing and claims status',
        'Earned the center’s quality award in two quarters for call scores above 97%',
      ],
    },
  ],
  schools: [
    {
      school: 'Penn State University',
      degree: 'B.A. in Communications',
      end: '2011-05',
    },
  ],
  skills: [
    'Gainsight',
    'Salesforce',
    'Zendesk',
    'Jira',
    'Looker',
    'Microsoft Excel',
    'Renewals and expansion',
    'Executive business reviews',
    'Customer onboarding',
    'Health scoring',
    'Training and enablement',
  ],
};

/** Word's 1 in margins on Letter: 6.5 in of text. */
const WIDTH = 12240 - 2 * 1440;

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** Word 2016's Normal style: 8 pt after, lines 1.08 apart. */
const LINE = 259;

const text = (r: string | IRunOptions) => new TextRun(typeof r === 'string' ? { text: r } : r);

/** A paragraph in Word's Normal style. */
const normal = (runs: string | Array<string | IRunOptions>, after = 160) =>
  new Paragraph({ spacing: { after, line: LINE }, children: (Array.isArray(runs) ? runs : [runs]).map(text) });

/** A line in the 'No Spacing' style (the letter's address blocks). */
const tight = (runs: string | Array<string | IRunOptions>) =>
  new Paragraph({ spacing: { after: 0, line: 240 }, children: (Array.isArray(runs) ? runs : [runs]).map(text) });

/** An empty paragraph typed with Enter between the letter's blocks. */
const blank = () => new Paragraph({ spacing: { after: 0, line: 240 }, children: [] });

const letter = [
  tight([{ text: 'Danielle R. Kowalski', bold: true, size: sz(28) }]),
  tight('1847 Murray Avenue, Apt 2'),
  tight('Pittsburgh, PA 15217'),
  tight('(412) 555-0196'),
  tight('danielle.kowalski@example.com'),
  blank(),
  normal('March 3, 2025'),
  tight('Ms. Priya Natarajan'),
  tight('Director of Customer Experience'),
  tight('Corvalis Health Technologies'),
  tight('1300 East 9th Street, Suite 1100'),
  tight('Cleveland, OH 44114'),
  blank(),
  normal('Dear Ms. Natarajan,'),
  normal(
    'I am writing to apply for the Enterprise Customer Success Manager position at Corvalis Health Technologies that I saw on your careers page. I have spent nearly ten years in customer success and account management for business software companies, most recently as a Senior Customer Success Manager at Lumora Analytics, and I would welcome the chance to help Corvalis keep and grow its hospital and health system accounts.',
  ),
  normal(
    'At Lumora Analytics, where I have worked since January 2021, I manage 38 enterprise accounts worth $7.4 million in annual recurring revenue. I rebuilt our health scoring in Gainsight, which helped raise gross revenue retention from 88% to 94%, and I lead the executive business reviews with our ten largest customers. Many of them are hospital systems, so I know how long their buying cycles are and how much a smooth rollout matters to clinical staff.',
  ),
  normal(
    'Before Lumora, I spent more than five years at Fieldstone Software, first as an Implementation Specialist and then as a Customer Success Manager. I onboarded more than 60 customers, wrote the renewal playbook the team still uses, and moved 25 accounts to the cloud product without losing one. My earlier work as an Account Coordinator at Three Rivers Marketing Group and in customer service at Keystone Mutual taught me to keep many deadlines moving at once and to stay calm on a difficult call.',
  ),
  normal(
    'I would be glad to talk about how I could support your team in Cleveland. My resume is enclosed, and I can be reached at (412) 555-0196 or danielle.kowalski@example.com. Thank you for your time and consideration.',
  ),
  normal('Sincerely,', 0),
  blank(),
  blank(),
  blank(),
  normal('Danielle Kowalski'),
  normal('Enclosure: Resume', 0),
  // Ctrl+Enter: a hard page break in a paragraph of its own.
  new Paragraph({ spacing: { after: 0, line: LINE }, children: [new PageBreak()] }),
];

/** A heading: bold capitals over a bottom border (Home > Borders > Bottom Border). */
const heading = (title: string) =>
  new Paragraph({
    spacing: { before: 200, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text: title, bold: true, size: sz(24) })],
  });

/** An item of Word's default bulleted list. */
const item = (s: string) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: 20, line: LINE },
    children: [text(s)],
  });

/** '**Title** | Company | City, ST<TAB>dates' with the dates on a right tab stop at the margin. */
const entryLine = (title: string, company: string, place: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 160, after: 60, line: LINE },
    keepNext: true,
    children: [new TextRun({ text: title, bold: true }), new TextRun(` | ${company} | ${place}\t${dates}`)],
  });

type Job = (typeof expected.jobs)[number];
const job = (j: Job, place: string, dates: string) => [
  entryLine(j.title, j.company, place, dates),
  ...j.bullets.map(item),
];
const [lumora, fieldstone, fieldstoneImpl, threeRivers, keystone] = expected.jobs as [Job, Job, Job, Job, Job];

const resume = [
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 40, line: LINE },
    children: [new TextRun({ text: 'Danielle R. Kowalski', bold: true, size: sz(36) })],
  }),
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 120, line: LINE },
    children: [
      text('Pittsburgh, PA | (412) 555-0196 | danielle.kowalski@example.com | linkedin.com/in/daniellekowalski'),
    ],
  }),
  heading('SUMMARY'),
  normal(
    'Customer success manager with nearly ten years in B2B software, from implementation to owning enterprise renewals. Known for building health scores and renewal processes that keep customers, for clear executive business reviews, and for coaching newer team members. Comfortable with healthcare and manufacturing customers and their long buying cycles.',
    80,
  ),
  heading('EXPERIENCE'),
  ...job(lumora, 'Pittsburgh, PA', 'Jan 2021 – Present'),
  ...job(fieldstone, 'Pittsburgh, PA', 'Jun 2017 – Dec 2020'),
  ...job(fieldstoneImpl, 'Pittsburgh, PA', 'Aug 2015 – May 2017'),
  ...job(threeRivers, 'Pittsburgh, PA', 'Jul 2013 – Jul 2015'),
  ...job(keystone, 'Harrisburg, PA', 'Jun 2011 – Jun 2013'),
  heading('EDUCATION'),
  entryLine('B.A. in Communications', 'Penn State University', 'University Park, PA', 'May 2011'),
  heading('SKILLS'),
  normal([{ text: 'Tools: ', bold: true }, 'Gainsight, Salesforce, Zendesk, Jira, Looker, Microsoft Excel'], 60),
  normal(
    [
      { text: 'Strengths: ', bold: true },
      'Renewals and expansion, Executive business reviews, Customer onboarding, Health scoring, Training and enablement',
    ],
    0,
  ),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 720, footer: 720 } },
        },
        children: [...letter, ...resume],
      },
    ],
    'Liberation Sans',
    21,
    { text: '\uF0B7', font: 'Symbol' },
  );
