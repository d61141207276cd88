import { describe, expect, it } from 'vitest';
import { headingKind, looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 63: a UK IT contractor's CV (en-word-it-contractor), a designer's portfolio site printed
// (en-html-portfolio-site) and a hand-made LaTeX CV in tabularx (en-latex-tabularx).

const SANS = 'LiberationSans';
const SANS_BOLD = 'LiberationSans-Bold';
const line = (text: string, y: number, x = 57, font = SANS): ItemRow => [text, x, y, text.length * 5, 10, font];
const item = (text: string, y: number): ItemRow[] => [
  ['\uf0b7', 66, y, 5, 10, 'OpenSymbol'],
  [text, 75, y, text.length * 5, 10, SANS],
];

describe("a UK IT contractor's CV", () => {
  it("reads 'Contract History' as jobs whose 'Client:' names the employer, and the lines around them as no items", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Daniel Hollis', 230, 60, 120, 18, SANS_BOLD],
          line('CONTRACT HISTORY', 200, 57, SANS_BOLD),
          line(
            'All contracts since August 2018 delivered through my limited company, Hollis Cloud Solutions Ltd.',
            218,
          ),
          line('Client: HM Revenue & Customs (via Capgemini)', 236),
          line('Role: Senior DevOps Engineer', 250),
          line('Duration: Jun 2023 – Present', 264),
          line('Responsibilities:', 278),
          ...item('Lead a team of four DevOps engineers on AWS EKS', 292),
          line('Environment: AWS (EKS, RDS, IAM), Terraform, GitLab CI, Helm', 306),
          line('Client: Lloyds Banking Group', 330),
          line('Role: Platform Engineer', 344),
          line('Duration: Oct 2021 – May 2023 (extended twice)', 358),
          line('Responsibilities:', 372),
          ...item('Built Azure DevOps pipelines for 120 resource groups', 386),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Senior DevOps Engineer',
        'HM Revenue & Customs (via Capgemini)',
        '2023-06',
        '',
        ['Lead a team of four DevOps engineers on AWS EKS'],
      ],
      [
        'Platform Engineer',
        'Lloyds Banking Group',
        '2021-10',
        '2023-05',
        ['Built Azure DevOps pipelines for 120 resource groups'],
      ],
    ]);
  });

  it("keeps a project's 'Client:' under its employer's job, as Indian resumes list projects", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Rahul Deshmukh', 230, 60, 120, 18, SANS_BOLD],
          line('PROFESSIONAL EXPERIENCE', 200, 54, SANS_BOLD),
          line('Company: Capgemini Technology Services India Ltd., Pune', 218, 54),
          line('Designation: Senior Software Engineer', 232, 54),
          line('Duration: Sep 2022 – Till Date', 246, 54),
          line('Projects:', 260, 54),
          line('Project Title: Policy Administration System', 274, 54),
          line('Client: A leading US-based insurance company', 288, 54),
          line('Role: Java Backend Developer', 302, 54),
          line('Responsibilities:', 316, 54),
          ...item('Developed RESTful microservices using Spring Boot.', 330),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Senior Software Engineer', 'Capgemini Technology Services India Ltd.'],
    ]);
  });
});

describe("a designer's portfolio site printed", () => {
  it('reads a wordmark set letter by letter as the name, its words apart, and contact details after a closing call', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['I M O G E N', 55.54, 64.5, 63.42, 11.25, 'Inter-Regular'],
          [' ', 118.95, 64.5, 13.82, 11.25, 'Inter-Regular'],
          ['F A I R L E Y', 129.32, 64.5, 66, 11.25, 'Inter-Regular'],
          ['Work', 345.32, 62.25, 27.25, 10.5, 'Inter-Regular'],
          ['Resume', 449.72, 62.25, 41.9, 10.5, 'Inter-Regular'],
          ['EXPERIENCE', 56, 200, 200, 30, 'Inter-Thin'],
          ['2021 — Now', 56, 260, 70, 12, 'Inter-Regular'],
          ['Lead Product Designer', 213, 260, 140, 12, 'Inter-SemiBold'],
          ['Monzo, London', 213, 276, 90, 11.3, 'Inter-Regular'],
          ['SELECTED CLIENTS', 56, 480, 300, 30, 'Inter-Thin'],
          ['Oxfam GB', 56, 520, 60, 12, 'Inter-Regular'],
          ['Kew Gardens', 250, 520, 80, 12, 'Inter-Regular'],
          ['National Trust', 420, 520, 90, 12, 'Inter-Regular'],
          ["Let's work together", 56, 600, 356, 39, 'Inter-Thin'],
          ['imogen.fairley@example.com', 56, 650, 186, 13.5, 'Inter-Regular'],
          ['+44 20 7946 0321', 56, 670, 116, 13.5, 'Inter-Regular'],
          ['London', 56, 690, 47, 13.5, 'Inter-Regular'],
          ['LINKEDIN', 56, 720, 60, 9.8, 'Inter-Regular'],
          ['DRIBBBLE', 140, 720, 60, 9.8, 'Inter-Regular'],
          ['INSTAGRAM', 220, 720, 60, 9.8, 'Inter-Regular'],
          ['© 2025 Imogen Fairley · Powered by Squarespace', 56, 760, 230, 9, 'Inter-Regular'],
        ]),
      ),
    ).resume;
    // (The closing call heads the contact details that follow it.)
    expect(headingKind("Let's work together")?.kind).toBe('contact');
    expect([resume.profile.fullName, resume.profile.phone, resume.profile.location]).toEqual([
      'IMOGEN FAIRLEY',
      '+44 20 7946 0321',
      'London',
    ]);
  });
});

describe('a hand-made LaTeX CV in tabularx', () => {
  it("goes on a header line left open after a comma, reads 'WAM' as a grade and leaves the mode of study out", () => {
    const REG = 'LMRoman10-Regular';
    const BOLD = 'LMRoman10-Bold';
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Lachlan Mitchell', 56.69, 60, 180, 24.8, BOLD],
          ['Education', 56.69, 500.73, 71.34, 14.35, 'LMRoman12-Bold'],
          ['2019 – 2020', 56.69, 525.34, 47.61, 8.97, 'LMRoman9-Regular'],
          [' ', 104.31, 525.34, 55.05, 8.97, 'LMRoman9-Regular'],
          ['Graduate Certificate in Project Management', 159.36, 525.34, 226.29, 9.96, BOLD],
          [', RMIT University (part-time)', 385.65, 525.34, 133.36, 9.96, REG],
          ['2013 – 2016', 56.69, 541.28, 47.61, 8.97, 'LMRoman9-Regular'],
          [' ', 104.31, 541.28, 55.05, 8.97, 'LMRoman9-Regular'],
          ['Bachelor of Engineering (Honours) (Mechanical)', 159.36, 541.28, 244.2, 9.96, BOLD],
          [', The University of Melbourne,', 403.55, 541.28, 135.03, 9.96, REG],
          ['2016; WAM 78', 159.36, 553.24, 65.04, 9.96, REG],
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['RMIT University', '2019', '2020'],
      ['The University of Melbourne', '2013', '2016'],
    ]);
    expect(resume.education[1]?.score).toBe('78');
  });
});

describe("a Pakistani CV's contact line", () => {
  it('reads an address that starts at the house, flat or plot as a place, and no sentence that starts with the word', () => {
    expect(looksLikePlace('House No. 214, Block G, Johar Town, Lahore')).toBe(true);
    expect(looksLikePlace('Flat No. B-304, Lokhandwala Complex, Andheri West, Mumbai')).toBe(true);
    expect(looksLikePlace('Plot 12, Admiralty Way, Lekki, Lagos')).toBe(true);
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Muhammad Usman Tariq', 196.7, 70, 201.99, 17, SANS_BOLD],
          ['Software Engineer', 248.4, 85.8, 98.56, 12, SANS],
          [
            'House No. 214, Block G, Johar Town, Lahore | +92 300 1234567 | usman.tariq96@example.com',
            66.6,
            102.2,
            462.01,
            10.5,
            SANS,
          ],
          line('CAREER OBJECTIVE', 144.9, 54, SANS_BOLD),
          line('To secure a challenging position as a Software Engineer in a progressive organization.', 163.9, 54),
        ]),
      ),
    ).resume;
    expect(resume.profile.location).toBe('House No. 214, Block G, Johar Town, Lahore');
  });
});
