import { createResume, type Resume } from '@resumey/resume';

/**
 * The resumes the PDFs in test/fixtures say, as the resumes they should import as: one per layout made by a
 * tool other than Resumey (see fixtures/README.md for how each PDF was made).
 */

type Job = [title: string, company: string, location: string, start: string, end: string, bullets: string[]];
type School = [school: string, degree: string, field: string, start: string, end: string];

function resumeOf(d: {
  profile: Partial<Resume['profile']>;
  summary?: string;
  jobs: Job[];
  schools: School[];
  projects?: Array<[name: string, bullets: string[]]>;
  skills: string[];
  certifications?: string[];
}): Resume {
  const r = createResume();
  Object.assign(r.profile, d.profile);
  r.summary = d.summary ?? '';
  r.experience = d.jobs.map(([title, company, location, startDate, endDate, bullets]) => ({
    id: title,
    title,
    company,
    location,
    startDate,
    endDate,
    bullets,
    technologies: [],
    url: '',
    description: '',
    summary: '',
  }));
  r.education = d.schools.map(([school, degree, field, startDate, endDate]) => ({
    id: school,
    school,
    degree,
    field,
    startDate,
    endDate,
    details: [],
    url: '',
    score: '',
  }));
  r.projects = (d.projects ?? []).map(([name, bullets]) => ({
    id: name,
    name,
    role: '',
    entity: '',
    type: '',
    url: '',
    startDate: '',
    endDate: '',
    bullets,
    technologies: [],
    description: '',
  }));
  r.skills.core = d.skills;
  r.certifications = d.certifications ?? [];
  return r;
}

/** plain-html.html: a one-column page printed by Chromium, list bullets drawn as shapes. */
export const plainHtmlResume = () =>
  resumeOf({
    profile: {
      fullName: 'Priya Raman',
      headline: 'Data Engineer',
      email: 'priya.raman@example.org',
      phone: '+44 20 7946 0958',
      location: 'Manchester, UK',
      github: 'github.com/priyaraman',
    },
    summary:
      'Data engineer with six years of experience designing batch and streaming pipelines for retail and logistics companies.',
    jobs: [
      [
        'Lead Data Engineer',
        'Harbour Logistics',
        'Manchester, UK',
        '2022-04',
        '',
        [
          'Rebuilt the nightly warehouse load on Airflow and dbt, cutting the run from five hours to forty minutes.',
          'Introduced data contracts between four product teams and the analytics platform.',
        ],
      ],
      [
        'Data Engineer',
        'Corner Shop Group',
        'Leeds, UK',
        '2019-09',
        '2022-03',
        [
          'Streamed point-of-sale events through Kafka into BigQuery for same-day stock reports across 300 stores.',
          "Wrote the team's testing guide for SQL models and reviewed every pipeline change.",
        ],
      ],
    ],
    schools: [
      ['University of Leeds', 'Master of Science', 'Data Science', '2018', '2019'],
      ['University of Sheffield', 'Bachelor of Science', 'Mathematics', '2015', '2018'],
    ],
    skills: ['Python', 'SQL', 'Airflow', 'dbt', 'Kafka', 'BigQuery', 'Terraform'],
    certifications: ['Google Cloud Professional Data Engineer'],
  });

/** latex-resume.tex: the common "Jake's resume" LaTeX style, printed by pdflatex. */
export const latexResume = () =>
  resumeOf({
    profile: {
      fullName: 'Elena Márquez',
      email: 'elena.marquez@example.com',
      phone: '+1 (512) 555-0147',
      linkedin: 'linkedin.com/in/elenamarquez',
      github: 'github.com/elenamarquez',
    },
    jobs: [
      [
        'Software Engineer II',
        'Lumen Freight',
        'Austin, TX',
        '2021-06',
        '',
        [
          'Designed a Go service that prices 40,000 freight quotes a day, replacing a spreadsheet process.',
          'Moved the shipment event pipeline from cron jobs to Kafka consumers, cutting delays from hours to seconds.',
          'Mentored three new engineers through their first on-call rotations.',
        ],
      ],
      [
        'Software Engineer',
        'Brightline Health',
        'Dallas, TX',
        '2018-07',
        '2021-05',
        [
          'Built the appointment reminder service in Python and Django, sending 2 million messages a month.',
          'Wrote the integration tests for the billing API and brought its failure rate below 0.1%.',
        ],
      ],
      [
        'Software Engineering Intern',
        'Northwind Analytics',
        'Remote',
        '2017-05',
        '2017-08',
        ['Added CSV and Parquet exports to the reporting dashboard used by 200 customers.'],
      ],
    ],
    schools: [
      ['University of Texas at Austin', 'Bachelor of Science', 'Computer Science', '2014-08', '2018-05'],
      ['Austin Community College', 'Associate of Science', 'Mathematics', '2012-08', '2014-05'],
    ],
    projects: [
      [
        'Tidepool',
        [
          'An open-source job queue on PostgreSQL with at-least-once delivery and a web console.',
          'Reached 1,200 stars on GitHub and 30 outside contributors.',
        ],
      ],
      ['Ledgerline', ['A personal finance tracker that imports bank statements and categorises spending offline.']],
    ],
    skills: [
      ...['Go', 'Python', 'TypeScript', 'SQL', 'Java'],
      ...['Django', 'React', 'gRPC'],
      ...['Docker', 'Kubernetes', 'Terraform', 'Git'],
    ],
  });

/** word-resume.fodt: a word processor's resume (company over role, right tab stops), exported by LibreOffice. */
export const wordResume = () =>
  resumeOf({
    profile: {
      fullName: 'Oliver Bennett',
      headline: 'Operations Manager',
      email: 'oliver.bennett@example.co.uk',
      phone: '+44 117 496 0321',
      location: 'Bristol, UK',
      linkedin: 'linkedin.com/in/oliverbennett',
    },
    summary:
      'Operations manager with nine years in food manufacturing and distribution, known for calm planning, lean processes and teams that stay.',
    jobs: [
      [
        'Operations Manager',
        'Greenfield Foods',
        'Bristol, UK',
        '2020-03',
        '',
        [
          'Run two production sites with 140 staff and an annual budget of £12 million.',
          'Cut food waste by 18% in the first year by planning shifts against weekly demand forecasts.',
          'Led the move from paper job sheets to SAP, finished on time and under budget.',
        ],
      ],
      [
        'Warehouse Supervisor',
        'Westway Distribution',
        'Swindon, UK',
        '2016-06',
        '2020-02',
        [
          'Supervised a night shift of 35 pickers and drivers serving 90 supermarkets.',
          'Raised order accuracy from 97.2% to 99.6% with barcode checks at dispatch.',
        ],
      ],
    ],
    schools: [['University of the West of England', 'Bachelor of Arts', 'Business Management', '2012', '2015']],
    skills: [
      'Lean Six Sigma',
      'SAP ERP',
      'Power BI',
      'Excel',
      'Supply Chain Planning',
      'Health and Safety',
      'Team Leadership',
    ],
    certifications: ['Lean Six Sigma Green Belt', 'NEBOSH National General Certificate'],
  });
