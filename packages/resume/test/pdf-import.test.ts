import { describe, expect, it } from 'vitest';
import {
  checkPdfBytes,
  fromPdfLines,
  joinWrappedItems,
  markDrawnBullets,
  PDF_MAX_BYTES,
  PDF_MESSAGES,
  REVIEW_SECTION,
} from '../src/pdf-import';
import { lines } from './lines-spec';

const RESUME = `
**@24 Alex Morgan
@11 Senior Full-Stack Engineer
San Francisco, CA | (415) 555-0142 | alex.morgan@example.com
alexmorgan.dev | linkedin.com/in/alexmorgan | github.com/alexmorgan | Portfolio
Open to relocation ‖ 42
**SUMMARY
Full-stack engineer with 8+ years of experience.
**EXPERIENCE
**Senior Software Engineer | Brightwave Payments | San Francisco, CA ‖ Mar 2021 – Present
• ‖ Led the redesign of the merchant dashboard, cutting median page load
   from 4.2 s to 1.3 s.
• ‖ Mentored 5 engineers.
@8.5 Tech: TypeScript · React

**Software Engineer | Northstar Analytics | Austin, TX ‖ Jun 2018 – Feb 2021
• ‖ Developed dashboards.
**EDUCATION
**Master of Science in Computer Science | Georgia Institute of Technology ‖ 2019 – 2021
**Bachelor of Science in Computer Science | University of Texas at Austin ‖ 2012 – 2016
**PROJECTS
**OpenBudget | Creator ‖ github.com/alexmorgan/openbudget
• ‖ Personal finance app with bank sync.
**SKILLS
Core: TypeScript, JavaScript, System Design
**CERTIFICATIONS
Scrum Master Certified (SMC)
**AWARDS & HONORS
• ‖ Hackathon winner
`;

const read = () => {
  const result = fromPdfLines(lines(RESUME), [
    { page: 1, url: 'https://alexmorgan.dev/work', y: 100 },
    { page: 1, url: 'mailto:alex.morgan@example.com', y: 80 },
  ]);
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('fromPdfLines', () => {
  it('reads the header: name, headline, contact details, printed links and a labelled link', () => {
    const { resume } = read();
    expect(resume.profile).toMatchObject({
      fullName: 'Alex Morgan',
      headline: 'Senior Full-Stack Engineer',
      email: 'alex.morgan@example.com',
      phone: '(415) 555-0142',
      location: 'San Francisco, CA',
      website: 'alexmorgan.dev',
      linkedin: 'linkedin.com/in/alexmorgan',
      github: 'github.com/alexmorgan',
    });
    // 'Portfolio' is printed with no address: the link drawn in the header gives it one.
    expect(resume.links.map(({ label, url }) => ({ label, url }))).toEqual([
      { label: 'Portfolio', url: 'https://alexmorgan.dev/work' },
    ]);
    expect(resume.meta.title).toBe('Alex Morgan (PDF)');
  });

  it('reads jobs with their dates as months, bullets joined over wrapped lines and tech lines as technologies', () => {
    const { resume } = read();
    expect(resume.summary).toBe('Full-stack engineer with 8+ years of experience.');
    expect(
      resume.experience.map(({ title, company, location, startDate, endDate, bullets, technologies }) => ({
        title,
        company,
        location,
        startDate,
        endDate,
        bullets,
        technologies,
      })),
    ).toEqual([
      {
        title: 'Senior Software Engineer',
        company: 'Brightwave Payments',
        location: 'San Francisco, CA',
        startDate: '2021-03',
        endDate: '',
        bullets: [
          'Led the redesign of the merchant dashboard, cutting median page load from 4.2 s to 1.3 s.',
          'Mentored 5 engineers.',
        ],
        technologies: ['TypeScript', 'React'],
      },
      {
        title: 'Software Engineer',
        company: 'Northstar Analytics',
        location: 'Austin, TX',
        startDate: '2018-06',
        endDate: '2021-02',
        bullets: ['Developed dashboards.'],
        technologies: [],
      },
    ]);
  });

  it('reads schools one a line, projects, skills, certifications and other sections as custom sections', () => {
    const { resume } = read();
    expect(
      resume.education.map(({ school, degree, field, startDate, endDate }) => [
        school,
        degree,
        field,
        startDate,
        endDate,
      ]),
    ).toEqual([
      ['Georgia Institute of Technology', 'Master of Science', 'Computer Science', '2019', '2021'],
      ['University of Texas at Austin', 'Bachelor of Science', 'Computer Science', '2012', '2016'],
    ]);
    expect(resume.projects.map(({ name, role, url, bullets }) => ({ name, role, url, bullets }))).toEqual([
      {
        name: 'OpenBudget',
        role: 'Creator',
        url: 'github.com/alexmorgan/openbudget',
        bullets: ['Personal finance app with bank sync.'],
      },
    ]);
    expect(resume.skills.core).toEqual(['TypeScript', 'JavaScript', 'System Design']);
    expect(resume.certifications).toEqual(['Scrum Master Certified (SMC)']);
    expect(resume.custom[0]).toMatchObject({ label: 'AWARDS & HONORS', bullets: ['Hackathon winner'] });
  });

  it('puts every line no field holds into "Imported - please review", and the report says so', () => {
    const { resume, report } = read();
    const review = resume.custom.find((c) => c.label === REVIEW_SECTION);
    expect(REVIEW_SECTION).toBe('Imported - please review');
    expect(review?.bullets).toEqual(['Open to relocation']);
    expect(report?.format).toBe('pdf');
    expect(report?.dropped).toEqual([{ code: 'lines-not-recognised', count: 1, value: REVIEW_SECTION }]);
    expect(report?.placed).toContainEqual({ part: 'experience', count: 2 });
  });

  it('has no review section when every line is placed', () => {
    const result = fromPdfLines(lines(RESUME.replace(/Open to relocation[^\n]*\n/, '').replace(' | Portfolio', '')));
    expect(result.ok && result.resume.custom.map((c) => c.label)).toEqual(['AWARDS & HONORS']);
  });

  it('refuses lines without letters (a scanned resume) with a message', () => {
    expect(fromPdfLines([])).toEqual({ ok: false, error: PDF_MESSAGES.noText });
    expect(fromPdfLines(lines('12 34\n56'))).toEqual({ ok: false, error: PDF_MESSAGES.noText });
  });

  it('cuts values to the schema limits rather than refusing the file', () => {
    const long = 'word '.repeat(400).trim();
    const result = fromPdfLines(lines(`**@24 ${long}\n**SUMMARY\n${long}`));
    expect(result.ok).toBe(true);
    expect(result.ok && result.resume.profile.fullName.length).toBeLessThanOrEqual(100);
  });
});

describe('markDrawnBullets', () => {
  it('marks indented lines of a section without typed marks as bullets and joins their wrapped rest', () => {
    const marked = markDrawnBullets(
      lines(`
**@20 Priya Raman
**EXPERIENCE
**Lead Data Engineer | Harbour Logistics ‖ Apr 2022 – Present
    Rebuilt the nightly load on Airflow, cutting the run from five hours to forty
    minutes.
    Introduced data contracts.
`),
    );
    expect(marked.map((l) => l.text)).toEqual([
      'Priya Raman',
      'EXPERIENCE',
      'Lead Data Engineer | Harbour Logistics Apr 2022 – Present',
      '• Rebuilt the nightly load on Airflow, cutting the run from five hours to forty',
      'minutes.',
      '• Introduced data contracts.',
    ]);
  });

  it('leaves sections with typed marks alone', () => {
    const input = lines(`**Name\n**EXPERIENCE\n**Engineer | Acme\n• ‖ Did things\n    and more`);
    expect(markDrawnBullets(input)).toEqual(input);
  });
});

describe('joinWrappedItems', () => {
  it('joins an item wrapped in a narrow column when its next word would not have fitted', () => {
    expect(
      joinWrappedItems(
        lines(`
AWS Certified Solutions >160
Architect – Associate (2023) >175
Certified Kubernetes >150
Application Developer >170
(CKAD) >80
Scrum Master Certified >175
(SMC) >75`),
      ),
    ).toEqual([
      'AWS Certified Solutions Architect – Associate (2023)',
      'Certified Kubernetes Application Developer (CKAD)',
      'Scrum Master Certified (SMC)',
    ]);
  });

  it('keeps short items one a line, and items set apart on one line, as items', () => {
    expect(joinWrappedItems(lines('CKAD >80\nSMC >75\nAWS SA >300\nOne ‖ Two >300'))).toEqual([
      'CKAD',
      'SMC',
      'AWS SA',
      'One',
      'Two',
    ]);
  });
});

describe('checkPdfBytes', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it('accepts a PDF header, refuses other bytes and files over the limit', () => {
    expect(checkPdfBytes(enc('%PDF-1.7\n'))).toBeUndefined();
    expect(checkPdfBytes(enc('\n\n%PDF-1.4\n'))).toBeUndefined();
    expect(checkPdfBytes(enc('PK\u0003\u0004'))).toBe(PDF_MESSAGES.notPdf);
    expect(checkPdfBytes(new Uint8Array(0))).toBe(PDF_MESSAGES.notPdf);
    const big = new Uint8Array(PDF_MAX_BYTES + 1);
    big.set(enc('%PDF-1.7'));
    expect(checkPdfBytes(big)).toBe(PDF_MESSAGES.tooLarge);
  });
});
