import type { Resume } from '../schema';
import { buildSample } from './build';

/** Template-preview sample: an engineering manager who came up through product engineering. */
export function managerSample(): Resume {
  return buildSample({
    meta: {
      title: 'Engineering Manager Resume',
      templateId: 't17-product-mgr',
      color: '#059669',
      fontFamily: 'roboto',
    },
    profile: {
      fullName: 'David Okafor',
      headline: 'Engineering Manager, Platform & Growth',
      location: 'Chicago, IL',
      phone: '(312) 555-0119',
      email: 'david.okafor@example.com',
      linkedin: 'linkedin.com/in/davidokafor',
      github: 'github.com/dokafor',
    },
    summary:
      'Engineering manager who builds **high-trust, high-output teams**. Over 11 years I have grown from backend ' +
      'engineer to leading 3 teams of 22 people, shipping the checkout and growth platforms behind $180M in annual ' +
      'revenue. Known for clear roadmaps, *calm incident leadership* and a strong record of promoting engineers.',
    experience: [
      {
        title: 'Engineering Manager',
        company: 'Cartwheel Commerce',
        location: 'Chicago, IL',
        startDate: '2020-04',
        bullets: [
          'Lead 3 teams (22 engineers) owning checkout, payments and experimentation for 4M monthly shoppers.',
          'Raised checkout conversion by **11%** through a two-quarter roadmap of performance and UX fixes.',
          'Cut regretted attrition to zero over two years and promoted 6 engineers, 2 of them to staff level.',
          'Introduced quarterly planning with OKRs and error budgets, improving on-time delivery from 55% to 85%.',
        ],
        technologies: ['Go', 'TypeScript', 'GCP', 'BigQuery'],
      },
      {
        title: 'Senior Software Engineer, Tech Lead',
        company: 'Cartwheel Commerce',
        location: 'Chicago, IL',
        startDate: '2017-02',
        endDate: '2020-03',
        bullets: [
          'Led the migration of the order system from a PHP monolith to 14 Go services with zero downtime.',
          'Built the A/B testing platform used for 300+ experiments a year across marketing and product.',
          'Drove the on-call rotation redesign that reduced pages per week from 40 to 6.',
        ],
        technologies: ['Go', 'PHP', 'MySQL', 'Kafka'],
      },
      {
        title: 'Software Engineer',
        company: 'Lakeshore Logistics',
        location: 'Chicago, IL',
        startDate: '2013-07',
        endDate: '2017-01',
        bullets: [
          'Built route-planning APIs that saved the fleet 1.4M driving miles a year.',
          'Automated invoice reconciliation, eliminating 30 hours of manual finance work each week.',
        ],
        technologies: ['Java', 'Spring', 'PostgreSQL'],
      },
    ],
    projects: [
      {
        name: 'Engineering Ladder',
        url: 'https://github.com/dokafor/engineering-ladder',
        role: 'Author',
        bullets: [
          'Open career framework for product engineers, adopted by 50+ companies and translated into 4 languages.',
        ],
      },
    ],
    education: [
      {
        school: 'University of Illinois Urbana-Champaign',
        degree: 'Bachelor of Science',
        field: 'Computer Engineering',
        startDate: '2009-08',
        endDate: '2013-05',
        details: ['Minor in Business Administration'],
      },
    ],
    skills: {
      core: ['Engineering Leadership', 'Hiring & Coaching', 'Roadmap Planning', 'System Design', 'Agile Delivery'],
      tools: ['Jira', 'Linear', 'Datadog', 'Google Cloud', 'Kubernetes', 'Looker'],
      languages: ['English (native)', 'Yoruba (conversational)'],
    },
    certifications: ['PMP (Project Management Professional)', 'Certified ScrumMaster (CSM)'],
    links: [{ label: 'Blog: Managing Engineers', url: 'https://davidokafor.example.com/blog' }],
    custom: [
      {
        label: 'Speaking Engagements',
        bullets: ['"Error Budgets for Product Teams", LeadDev New York 2023', '"Growing Tech Leads", QCon 2022'],
      },
    ],
  });
}

/** Template-preview sample: a quota-carrying enterprise account executive. */
export function salesSample(): Resume {
  return buildSample({
    meta: { title: 'Account Executive Resume', templateId: 't20-sales-ops', color: '#ea580c' },
    profile: {
      fullName: 'Marcus Johnson',
      headline: 'Enterprise Account Executive, SaaS',
      location: 'Denver, CO',
      phone: '(720) 555-0134',
      email: 'marcus.johnson@example.com',
      linkedin: 'linkedin.com/in/marcusjohnsonsales',
    },
    summary:
      'Enterprise account executive with **7 years** of B2B SaaS sales and a record of beating quota every year, ' +
      'including **142%** attainment in 2023. I run consultative, multi-threaded deals with IT and finance leaders ' +
      'and close six-figure contracts in *complex, regulated industries*.',
    experience: [
      {
        title: 'Enterprise Account Executive',
        company: 'Summit Cloud Security',
        location: 'Denver, CO',
        startDate: '2021-01',
        bullets: [
          'Closed **$4.6M** in new annual recurring revenue in 2023, 142% of quota, ranked #1 of 18 reps.',
          'Landed the company’s largest deal to date, a $1.1M three-year contract with a Fortune 500 insurer.',
          'Shortened the average sales cycle from 7 to 5 months by running joint success plans with buyers.',
        ],
        technologies: ['Salesforce', 'Gong', 'Outreach'],
      },
      {
        title: 'Account Executive, Mid-Market',
        company: 'Brightline HR Software',
        location: 'Denver, CO',
        startDate: '2018-03',
        endDate: '2020-12',
        bullets: [
          'Exceeded quota 11 of 12 quarters, averaging 118% attainment on a $900K annual target.',
          'Built a partner referral channel with 3 payroll providers that sourced 25% of new pipeline.',
          'Mentored 4 new hires through onboarding; all reached full quota within 6 months.',
        ],
        technologies: ['HubSpot', 'ZoomInfo'],
      },
      {
        title: 'Sales Development Representative',
        company: 'Brightline HR Software',
        location: 'Denver, CO',
        startDate: '2016-08',
        endDate: '2018-02',
        bullets: ['Booked 420 qualified meetings, generating $3.2M in pipeline; promoted in 18 months.'],
      },
    ],
    education: [
      {
        school: 'University of Colorado Boulder',
        degree: 'Bachelor of Science',
        field: 'Business Administration, Marketing',
        startDate: '2012-08',
        endDate: '2016-05',
        details: ['President, Sales & Marketing Club', 'Division I track and field athlete'],
      },
    ],
    skills: {
      core: ['Enterprise Sales', 'MEDDICC', 'Negotiation', 'Pipeline Management', 'Forecasting', 'Account Planning'],
      tools: ['Salesforce', 'HubSpot', 'Gong', 'Outreach', 'LinkedIn Sales Navigator'],
      languages: ['English (native)', 'Spanish (conversational)'],
    },
    certifications: ['Salesforce Administrator', 'MEDDICC Certified Practitioner', 'HubSpot Inbound Sales Certified'],
    custom: [
      {
        label: 'Awards & Honors',
        bullets: [
          "President's Club, Summit Cloud Security (2022, 2023)",
          'Rookie of the Year, Brightline HR Software (2018)',
        ],
      },
      {
        label: 'Volunteer Experience',
        bullets: ['Board member, Denver Youth Running League: raised $85,000 for after-school programs'],
      },
    ],
  });
}
