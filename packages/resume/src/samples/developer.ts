import type { Resume } from '../schema';
import { buildSample } from './build';

/** The populated sample of SPEC.md section 3: a senior full-stack developer ('Try Sample Resume'). */
export function sampleResume(): Resume {
  return buildSample({
    meta: { title: 'Sample Resume', lineSpacing: 1.3, pageMargins: { top: 16, right: 16, bottom: 16, left: 16 } },
    profile: {
      fullName: 'Alex Morgan',
      headline: 'Senior Full-Stack Engineer',
      location: 'San Francisco, CA',
      phone: '(415) 555-0142',
      email: 'alex.morgan@example.com',
      website: 'https://alexmorgan.dev',
      linkedin: 'linkedin.com/in/alexmorgan',
      github: 'github.com/alexmorgan',
    },
    summary:
      'Full-stack engineer with **8+ years** of experience building fast, accessible web applications with ' +
      'TypeScript, React and Node.js. I have led teams of up to six engineers and shipped payment and analytics ' +
      'platforms used by *millions of people*. I care about clean APIs, thoughtful code review and mentoring ' +
      'the next generation of developers.',
    experience: [
      {
        title: 'Senior Software Engineer',
        company: 'Brightwave Payments',
        location: 'San Francisco, CA',
        startDate: '2021-03',
        endDate: '',
        bullets: [
          'Led the redesign of the merchant dashboard in React and TypeScript, cutting median page load from 4.2 s to 1.3 s for **120,000+ merchants**.',
          'Designed an event-driven billing pipeline on Node.js and Kafka that processes 3M invoices a month at 99.99% uptime.',
          'Mentored 5 engineers and introduced a code-review guide that reduced production incidents by *40%* year over year.',
          'Built a library of 60 accessible UI components adopted by 8 product teams, saving about 1,200 engineering hours a year.',
        ],
        technologies: ['TypeScript', 'React', 'Node.js', 'Kafka', 'PostgreSQL', 'AWS'],
      },
      {
        title: 'Software Engineer',
        company: 'Northstar Analytics',
        location: 'Austin, TX',
        startDate: '2018-06',
        endDate: '2021-02',
        bullets: [
          'Developed real-time analytics dashboards with D3 and WebSockets used daily by 300 enterprise customers.',
          'Migrated a monolithic Django API to containerised services on Kubernetes, reducing deployment time from 2 hours to **10 minutes**.',
          'Improved report query performance by 65% by redesigning PostgreSQL indexes and adding a Redis caching layer.',
        ],
        technologies: ['Python', 'Django', 'React', 'D3.js', 'Kubernetes', 'Redis'],
      },
      {
        title: 'Web Developer',
        company: 'Pixel & Co. Digital Agency',
        location: 'Austin, TX',
        startDate: '2016-07',
        endDate: '2018-05',
        bullets: [
          'Delivered 25+ responsive websites for retail and hospitality clients, all on time and within budget.',
          'Automated visual regression testing with Puppeteer, catching 90% of layout bugs before client review.',
          'Raised average Lighthouse performance scores from 58 to 92 through image optimisation and code splitting.',
        ],
        technologies: ['JavaScript', 'Vue.js', 'Sass', 'WordPress'],
      },
    ],
    projects: [
      {
        name: 'OpenBudget',
        url: 'https://github.com/alexmorgan/openbudget',
        role: 'Creator & Maintainer',
        bullets: [
          'Open-source personal finance app with bank sync and envelope budgeting, with **2,400 GitHub stars**.',
          'Implemented offline-first sync with IndexedDB and CRDTs so edits never conflict across devices.',
        ],
        technologies: ['TypeScript', 'React', 'IndexedDB', 'Vite'],
      },
      {
        name: 'TransitNow',
        url: 'https://transitnow.app',
        role: 'Full-Stack Developer',
        bullets: [
          'Real-time public transit tracker for 12 cities with 15,000 monthly active users.',
          'Built a GTFS-realtime ingestion service in Go that handles 5,000 vehicle updates per second.',
        ],
        technologies: ['Go', 'PostgreSQL', 'PostGIS', 'Next.js'],
      },
    ],
    education: [
      {
        school: 'Georgia Institute of Technology',
        degree: 'Master of Science',
        field: 'Computer Science',
        startDate: '2019-01',
        endDate: '2021-12',
        details: ['Specialisation in Machine Learning, completed part-time online'],
      },
      {
        school: 'University of Texas at Austin',
        degree: 'Bachelor of Science',
        field: 'Computer Science',
        startDate: '2012-08',
        endDate: '2016-05',
        details: ['GPA: 3.8/4.0, graduated with honors', 'Senior thesis on distributed consensus algorithms'],
      },
    ],
    skills: {
      core: ['TypeScript', 'JavaScript', 'React', 'Node.js', 'Python', 'SQL', 'GraphQL', 'System Design'],
      tools: ['Docker', 'Kubernetes', 'AWS', 'PostgreSQL', 'Redis', 'Git', 'Terraform', 'Figma'],
      languages: ['English (native)', 'Spanish (professional working)', 'German (basic)'],
    },
    certifications: [
      'AWS Certified Solutions Architect – Associate (2023)',
      'Certified Kubernetes Application Developer (CKAD)',
      'Scrum Master Certified (SMC)',
    ],
    links: [
      { label: 'Portfolio', url: 'https://alexmorgan.dev/work' },
      { label: 'Tech Blog', url: 'https://blog.alexmorgan.dev' },
    ],
    custom: [
      {
        label: 'Awards & Honors',
        bullets: [
          '**Engineering Excellence Award**, Brightwave Payments (2023)',
          'First place, HackTX 2015, for the best use of open city data',
        ],
      },
      {
        label: 'Volunteer Experience',
        bullets: ['Mentor, Austin Coding Mentors: coached 6 career changers into developer jobs (2020–present)'],
      },
    ],
  });
}
