// A US hotel operations manager's two-page resume from a Word résumé template she filled in (Letter, 0.75 in margins;
// the template's Garamond 11, set here in Liberation Serif as the PDF's maker does without Garamond). What it has:
// - the name centred in large capitals typed with a space between every letter and three between the words, as
//   people do to look letter-spaced ('M A R I S O L   R E Y E S'), a thin rule under it (the paragraph's bottom
//   border), then one centred line 'City, ST | phone | e-mail';
// - headings in bold capitals, expanded by the template's character spacing, without rules;
// - AREAS OF EXPERTISE as three columns of short skills over three lines, typed with tabs, not a table: the
//   template's paragraph has no stops of its own, so she pressed Tab three times after some skills and four after
//   shorter ones until the next one lined up on Word's default 0.5 in stops (the columns at 0, 2.5 and 5 in; the
//   skills' widths keep the columns in place when the type is set larger or smaller);
// - PROFESSIONAL EXPERIENCE with each employer as 'Hotel Name | City, ST' in small caps (typed in mixed case, drawn in
//   capitals, a '&' in one), the employer's dates on a right tab stop, the title alone on the next line in bold italics,
//   a one-sentence scope paragraph (no item) and items in Word's default bulleted list (U+F0B7 in Symbol); at the first
//   hotel two titles (a promotion), each carrying its own dates in brackets after it ('Hotel Operations Manager
//   (January 2021 – Present)'), the employer line keeping the overall span ('March 2018 – Present'); Word breaks the
//   page before the last job's last item (in the rewrapped copy, its type a tenth larger, before the last employer);
// - EDUCATION & CERTIFICATIONS mixing a degree ('B.S. Hospitality Management, Florida International University, Miami,
//   FL<TAB>2011') with two certifications in the very same shape (CHA from AHLEI, ServSafe Food Protection Manager
//   from the National Restaurant Association), which are no schools;
// - AWARDS as plain lines, one naming a title that is no job ('Front Office Manager of the Year').
import { AlignmentType, BorderStyle, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { TEXT_WIDTH, para, tabbed, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

const AURELIA = 'Hotel Aurelia Brickell';
const HARBOURVIEW = 'Harbourview Grand Hotel & Marina';
const COURTYARD = 'Courtyard by Marriott Orlando Downtown';

export const expected: Expected = {
  language: 'en',
  name: 'Marisol Reyes',
  email: 'marisol.reyes@example.com',
  phone: '(305) 555-0148',
  location: 'Miami, FL',
  jobs: [
    {
      title: 'Hotel Operations Manager',
      company: AURELIA,
      start: '2021-01',
      end: 'present',
      bullets: [
        'Run daily operations of front office, housekeeping, engineering and valet with 6 department heads and 140 associates',
        'Raised the hotel’s guest satisfaction (Medallia) score from 82 to 91 in two years by rebuilding arrivals around mobile check-in and a lobby host',
        'Cut housekeeping labor cost per occupied room by 11% by moving to a stayover-on-request program and re-zoning room boards',
        'Partner with the revenue manager on daily pricing and group displacement; RevPAR index rose from 104 to 118 against the competitive set',
        'Led the hotel through two brand standards audits with scores of 96 and 98 and no repeat findings',
      ],
    },
    {
      title: 'Front Office Manager',
      company: AURELIA,
      start: '2018-03',
      end: '2020-12',
      bullets: [
        'Managed 28 guest service agents, night auditors and concierges across three shifts',
        'Moved the hotel from a legacy system to Opera Cloud PMS in 2019 and trained every front office associate before go-live',
        'Grew upsell revenue at check-in from $96K to $310K a year with an incentive program for agents',
        'Kept the hotel open through the 2020 shutdown with a skeleton team housing airline crews and hospital staff',
      ],
    },
    {
      title: 'Assistant Front Office Manager',
      company: HARBOURVIEW,
      start: '2014-07',
      end: '2018-02',
      bullets: [
        'Supervised front desk, bell staff and PBX for a 386-room waterfront resort with a 120-slip marina',
        'Handled group arrivals of up to 400 guests a day during the boat show and cruise season',
        'Lowered walked guests from 31 a year to 4 by tightening the overbooking model with the reservations manager',
        'Wrote the front office training manual still used for new hires',
        'Coordinated VIP and wedding room blocks with the sales and catering teams, including welcome amenities and late check-outs',
      ],
    },
    {
      title: 'Front Desk Supervisor',
      company: COURTYARD,
      start: '2011-06',
      end: '2014-06',
      bullets: [
        'Led a team of 12 front desk agents and night auditors in a 220-room select-service hotel',
        'Resolved guest complaints and service recovery, lifting the Marriott intent-to-recommend score by 7 points',
        'Ran the night audit and daily reconciliation of cash, credit card and city ledger accounts',
        'Trained new agents on Marriott’s FSPMS system and the Marriott Bonvoy elite recognition standards',
        'Named Associate of the Quarter twice (Q3 2012, Q1 2013)',
      ],
    },
  ],
  schools: [{ school: 'Florida International University', degree: 'B.S. Hospitality Management', end: '2011' }],
  skills: [
    'P&L Management',
    'Labor Cost Control',
    'Revenue Management',
    'Opera Cloud PMS',
    'Guest Satisfaction',
    'Staff Training',
    'Forecasting',
    'Group Sales',
    'Vendor Negotiation',
  ],
};

type Job = (typeof expected.jobs)[0];
const [manager, frontOffice, harbourview, courtyard] = expected.jobs as [Job, Job, Job, Job];

const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };
/** A size the template sets by hand, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const centred = (runs: Run | Run[], spacing: { before?: number; after?: number } = { after: 40 }) =>
  para(runs, { alignment: AlignmentType.CENTER, spacing });

/** The name typed letter by letter with spaces, three between the words, over a thin rule. */
const spaced = (name: string) =>
  name
    .toUpperCase()
    .split(' ')
    .map((word) => [...word].join(' '))
    .join('   ');

const nameLine = new Paragraph({
  alignment: AlignmentType.CENTER,
  spacing: { after: 80 },
  border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '000000', space: 4 } },
  children: [new TextRun({ text: spaced(expected.name), size: sz(48) })],
});

/** A heading of the template: bold capitals, the letters set 1 pt apart. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    children: [new TextRun({ text, bold: true, size: sz(24), characterSpacing: 20 })],
  });

/** A line of skills typed with Tab pressed `tabs[i]` times after the i-th one, up to Word's default stops. */
const skillLine = (skills: readonly string[], tabs: readonly number[]) =>
  new Paragraph({
    spacing: { after: 20 },
    children: skills.flatMap((s, i) => [
      new TextRun(s),
      ...Array.from({ length: tabs[i] ?? 0 }, () => new TextRun({ children: [new Tab()] })),
    ]),
  });

/** 'Hotel Name | City, ST' in small caps, the dates on the right tab stop. */
const employer = (company: string, city: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before: 60, after: 20 },
    keepNext: true,
    children: [
      new TextRun({ text: `${company} | ${city}`, smallCaps: true, size: sz(23) }),
      new TextRun({ children: [new Tab()] }),
      new TextRun(dates),
    ],
  });
const title = (text: string) =>
  para({ text, bold: true, italics: true }, { spacing: { before: 20, after: 20 }, keepNext: true });
const scope = (text: string) => para(text, { spacing: { after: 40 } });
const items = (job: Job) =>
  job.bullets.map((b) => para(b, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: 20 } }));
const gap = () => para('', { spacing: { after: 0 } });

/** A line of EDUCATION & CERTIFICATIONS: the name in bold, the issuer after a comma, the year on the right. */
const credential = (name: string, rest: string, year: string) => tabbed([{ text: name, bold: true }, rest], year);

const s = expected.skills;

export const build = () =>
  wordDocument(
    [
      {
        children: [
          nameLine,
          centred(`${expected.location} | ${expected.phone} | ${expected.email}`, { after: 60 }),
          heading('AREAS OF EXPERTISE'),
          skillLine(s.slice(0, 3), [3, 3]),
          skillLine(s.slice(3, 6), [3, 3]),
          skillLine(s.slice(6, 9), [4, 4]),
          heading('PROFESSIONAL EXPERIENCE'),
          employer(AURELIA, 'Miami, FL', 'March 2018 – Present'),
          title(`${manager.title} (January 2021 – Present)`),
          scope(
            'Oversee rooms and guest services for a 312-room lifestyle hotel with two restaurants, a rooftop pool ' +
              'and $41M in annual revenue, reporting to the General Manager.',
          ),
          ...items(manager),
          title(`${frontOffice.title} (March 2018 – December 2020)`),
          scope('Led the front office, reservations and concierge desk through the hotel’s first two years open.'),
          ...items(frontOffice),
          gap(),
          employer(HARBOURVIEW, 'Fort Lauderdale, FL', 'July 2014 – February 2018'),
          title(harbourview.title),
          scope('Second in charge of the front office of a full-service resort running at 84% average occupancy.'),
          ...items(harbourview),
          gap(),
          employer(COURTYARD, 'Orlando, FL', 'June 2011 – June 2014'),
          title(courtyard.title),
          scope('Ran the front desk on the evening and overnight shifts of a busy downtown business hotel.'),
          ...items(courtyard),
          heading('EDUCATION & CERTIFICATIONS'),
          credential('B.S. Hospitality Management', ', Florida International University, Miami, FL', '2011'),
          credential('Certified Hotel Administrator (CHA)', ', American Hotel & Lodging Educational Institute', '2022'),
          credential('ServSafe Food Protection Manager', ', National Restaurant Association', '2023'),
          heading('AWARDS'),
          para('General Manager’s Award for Leadership, Hotel Aurelia Brickell, 2022', { spacing: { after: 20 } }),
          para(
            'Front Office Manager of the Year, Stars of the Industry Awards, Florida Restaurant & Lodging ' +
              'Association, 2019',
          ),
        ],
      },
    ],
    'Liberation Serif',
    22,
    WORD_BULLET,
  );
