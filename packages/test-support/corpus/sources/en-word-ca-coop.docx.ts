// A Canadian engineering co-op student's one-page résumé typed in Word from a blank document (Letter, 0.6 in margins
// all round, Calibri 10.5, set here in Carlito when the machine has it, else in Liberation Sans, as the PDF's maker
// does without Calibri), by a Mechatronics Engineering student at the University of Waterloo applying for a fifth
// work term; full to the foot of the page (two pages in the rewrapped copy, its type a tenth larger). What it has:
// - the name centred in large bold type over one centred line 'Waterloo, ON | 519-555-0182 | e-mail |
//   github.com/…' (a Waterloo e-mail address with a digit in it, 'o2nakamu@uwaterloo.ca', no LinkedIn);
// - headings in bold capitals over a paragraph border, SUMMARY OF QUALIFICATIONS first as four items in Word's
//   default bulleted list (U+F0B7 in Symbol);
// - TECHNICAL SKILLS as two 'Label: list' lines, 'Languages:' (programming ones, a one-letter 'C' among them) and
//   'Tools:';
// - WORK EXPERIENCE with four co-op terms, each 'Job Title | Company' in bold on the left and the term's dates on a
//   right tab stop in the co-op format where the first month carries no year and Sept has four letters ('May – Aug
//   2024', 'Sept – Dec 2023', 'Jan – Apr 2023', 'May – Aug 2022'), the city alone in italics under it ('Kitchener,
//   ON'), then three or four items;
// - PROJECTS set exactly like the jobs ('Project | Course or Team' in bold, 'Winter 2024' and 'Summer 2023' on the
//   tab stop, the tools in italics under it, then items), which are no jobs;
// - EDUCATION as 'Candidate for Bachelor of Applied Science, Mechatronics Engineering' in bold over 'University of
//   Waterloo' with 'Sept 2021 – Apr 2026' on the tab stop of the school's line (not the degree's), then a course line;
// - INTERESTS as one line of hobbies (no skills).
import { execFileSync } from 'node:child_process';
import { AlignmentType, BorderStyle, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { para, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

const LANGUAGES = ['C', 'C++', 'Python', 'MATLAB', 'VHDL', 'Ladder Logic'];
const TOOLS = [
  'Simulink',
  'SolidWorks',
  'Altium Designer',
  'AutoCAD Electrical',
  'STM32CubeIDE',
  'Studio 5000',
  'ROS 2',
  'Git',
];

export const expected: Expected = {
  language: 'en',
  name: 'Owen Nakamura',
  email: 'o2nakamu@uwaterloo.ca',
  phone: '519-555-0182',
  location: 'Waterloo, ON',
  jobs: [
    {
      title: 'Controls Engineering Co-op',
      company: 'Avidbots',
      start: '2024-05',
      end: '2024-08',
      bullets: [
        'Tuned the PID loops of the squeegee lift actuator on the Neo 2 floor scrubber, cutting settling time by 40%',
        'Wrote a Python tool that flags motor controller faults in CAN logs from field robots, saving the support team about 5 hours a week of manual triage',
        'Built a Simulink model of the drive train to test a traction control strategy before hardware trials',
        'Ran 30+ hours of validation tests on the test track and documented the results in Jira and Confluence',
      ],
    },
    {
      title: 'Embedded Firmware Developer Co-op',
      company: 'Geotab',
      start: '2023-09',
      end: '2023-12',
      bullets: [
        'Wrote I2C and SPI drivers in C for two sensors on the STM32-based GO9 telematics device',
        'Reduced the device’s sleep-mode current from 4.1 mA to 2.6 mA by reworking peripheral clock gating',
        'Automated 45 hardware-in-the-loop regression tests in Python with pytest, run nightly on Jenkins',
      ],
    },
    {
      title: 'Manufacturing Engineering Co-op',
      company: 'Linamar Corporation',
      start: '2023-01',
      end: '2023-04',
      bullets: [
        'Designed 6 welding and inspection fixtures in SolidWorks, cutting changeover time from 25 to 12 minutes',
        'Conducted time studies and PFMEA reviews with the quality team for 3 machining cells',
        'Wrote work instructions and trained 15 operators on the new fixtures across two shifts',
      ],
    },
    {
      title: 'Automation Technician Co-op',
      company: 'ATS Automation',
      start: '2022-05',
      end: '2022-08',
      bullets: [
        'Wired pneumatic and servo subsystems for an EV battery module assembly line',
        'Debugged ladder logic on Allen-Bradley ControlLogix PLCs during factory acceptance testing',
        'Updated 120+ electrical schematics in AutoCAD Electrical to match as-built changes',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Waterloo',
      degree: 'Bachelor of Applied Science, Mechatronics Engineering',
      start: '2021-09',
      end: '2026-04',
    },
  ],
  skills: [...LANGUAGES, ...TOOLS],
};

type Job = (typeof expected.jobs)[number];
const [avidbots, geotab, linamar, ats] = expected.jobs as [Job, Job, Job, Job];

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };
/** Letter with 0.6 in margins all round: 12240 − 2 × 864 twips of text. */
const MARGIN = 864;
const WIDTH = 12240 - 2 * MARGIN;
/** A size the author set by hand, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A heading: bold capitals a point larger over a bottom border, kept with what follows. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 120, after: 40 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(23) })],
  });

/** A line with `left` at the margin and `right` on the right tab stop at the text's edge. */
const tabLine = (left: Run, right: string, before: number) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before, after: 0 },
    keepNext: true,
    children: [
      new TextRun(typeof left === 'string' ? { text: left } : left),
      new TextRun({ children: [new Tab()] }),
      new TextRun(right),
    ],
  });

/** An entry: 'Title | Company' in bold with its dates on the tab stop, the city (or the tools) in italics under it. */
const entry = (head: string, dates: string, under: string, first = false) => [
  tabLine({ text: head, bold: true }, dates, first ? 0 : 80),
  para({ text: under, italics: true }, { spacing: { after: 0 }, keepNext: true }),
];

const item = (text: string) => para(text, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: 0 } });
const items = (job: Job) => job.bullets.map(item);

const skillLine = (label: string, list: string[]) =>
  para([{ text: `${label}: `, bold: true }, list.join(', ')], { spacing: { after: 0 } });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [
          para(
            { text: expected.name, bold: true, size: sz(40) },
            { alignment: AlignmentType.CENTER, spacing: { after: 20 } },
          ),
          para(`${expected.location} | ${expected.phone} | ${expected.email} | github.com/owen-nakamura`, {
            alignment: AlignmentType.CENTER,
            spacing: { after: 0 },
          }),
          heading('SUMMARY OF QUALIFICATIONS'),
          item('Four co-op terms in robotics, embedded firmware, manufacturing and industrial automation'),
          item(
            'Hands-on with PID control, sensor integration and motor drives, from Simulink models to tuning on hardware',
          ),
          item('Designs parts and fixtures in SolidWorks with GD&T, and four-layer circuit boards in Altium Designer'),
          item('Trained shop-floor operators and led a four-person design team; WHMIS certified'),
          heading('TECHNICAL SKILLS'),
          skillLine('Languages', LANGUAGES),
          skillLine('Tools', TOOLS),
          heading('WORK EXPERIENCE'),
          ...entry(`${avidbots.title} | ${avidbots.company}`, 'May – Aug 2024', 'Kitchener, ON', true),
          ...items(avidbots),
          ...entry(`${geotab.title} | ${geotab.company}`, 'Sept – Dec 2023', 'Oakville, ON'),
          ...items(geotab),
          ...entry(`${linamar.title} | ${linamar.company}`, 'Jan – Apr 2023', 'Guelph, ON'),
          ...items(linamar),
          ...entry(`${ats.title} | ${ats.company}`, 'May – Aug 2022', 'Cambridge, ON'),
          ...items(ats),
          heading('PROJECTS'),
          ...entry(
            'Autonomous Search-and-Rescue Rover | MTE 380',
            'Winter 2024',
            'C++, Arduino, SolidWorks, 3D printing',
            true,
          ),
          item(
            'Led a team of 4 to build a rover that crossed a sand pit and a ramp, found a target with ultrasonic and IR ' +
              'sensors and returned in under 3 minutes; placed 2nd of 18 teams',
          ),
          item('Programmed the state machine and sensor fusion on an Arduino Mega in C++'),
          ...entry('Battery Management System | Waterloo Formula Electric', 'Summer 2023', 'Altium Designer, C, STM32'),
          item('Designed a four-layer cell monitoring board measuring 24 cell voltages and 8 thermistors per segment'),
          item('Wrote the STM32 firmware that reports cell data over CAN at 100 Hz to the vehicle controller'),
          heading('EDUCATION'),
          para(
            { text: 'Candidate for Bachelor of Applied Science, Mechatronics Engineering', bold: true },
            { spacing: { after: 0 }, keepNext: true },
          ),
          tabLine('University of Waterloo', 'Sept 2021 – Apr 2026', 0),
          item('Relevant Courses: Control Systems, Sensors and Instrumentation, Microprocessor Systems, Actuators'),
          heading('INTERESTS'),
          para('Rock climbing, film photography, building mechanical keyboards, intramural ice hockey', {
            spacing: { after: 0 },
          }),
        ],
      },
    ],
    bodyFont(),
    21,
    WORD_BULLET,
  );
