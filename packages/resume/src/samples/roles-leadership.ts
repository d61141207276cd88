import type { Resume } from '../schema';
import { buildSample } from './build';

/** Template-preview sample: a chief operating officer. */
export function executiveSample(): Resume {
  return buildSample({
    meta: { title: 'Executive Resume', templateId: 't08-executive', color: '#374151', fontFamily: 'georgia' },
    profile: {
      fullName: 'Catherine Wells',
      headline: 'Chief Operating Officer',
      location: 'New York, NY',
      phone: '(212) 555-0178',
      email: 'catherine.wells@example.com',
      website: 'https://catherinewells.example.com',
      linkedin: 'linkedin.com/in/catherinewells',
    },
    summary:
      'Operating executive with **20 years** of experience scaling consumer and retail businesses from $50M to ' +
      'over $1B in revenue. I build the operating cadence, leadership teams and supply chains that let fast-growing ' +
      'companies stay *customer-obsessed* and profitable, and I have led two successful acquisitions.',
    experience: [
      {
        title: 'Chief Operating Officer',
        company: 'Meridian Home Goods',
        location: 'New York, NY',
        startDate: '2019-02',
        bullets: [
          'Lead operations, supply chain, customer care and technology: 1,400 people and a $320M cost base.',
          'Grew revenue from $480M to **$1.1B** in four years while improving EBITDA margin by 6 points.',
          'Consolidated 9 distribution centres into 4 automated hubs, cutting delivery times by 2 days and saving $38M a year.',
          'Led the integration of two acquired brands, retaining 95% of their customers and all key leaders.',
        ],
      },
      {
        title: 'Senior Vice President, Operations',
        company: 'Atlas Outdoor Co.',
        location: 'Denver, CO',
        startDate: '2013-06',
        endDate: '2019-01',
        bullets: [
          'Built the omnichannel fulfilment network supporting growth from 40 to 160 stores.',
          'Reduced inventory write-offs by 45% with demand forecasting and a new S&OP process.',
          'Negotiated supplier agreements worth $600M, lowering landed costs by 8%.',
        ],
      },
      {
        title: 'Director, Strategy & Operations',
        company: 'Harborview Consulting Group',
        location: 'Boston, MA',
        startDate: '2005-09',
        endDate: '2013-05',
        bullets: [
          'Advised retail and consumer clients on operations turnarounds worth $1.5B in combined savings.',
          'Grew the consumer practice from 12 to 45 consultants as its first woman partner.',
        ],
      },
    ],
    education: [
      {
        school: 'Harvard Business School',
        degree: 'Master of Business Administration (MBA)',
        field: 'General Management',
        startDate: '2003-09',
        endDate: '2005-06',
        details: ['Baker Scholar (top 5% of class)'],
      },
      {
        school: 'Cornell University',
        degree: 'Bachelor of Science',
        field: 'Industrial Engineering',
        startDate: '1997-08',
        endDate: '2001-05',
      },
    ],
    skills: {
      core: ['P&L Leadership', 'Operational Excellence', 'Supply Chain Strategy', 'M&A Integration', 'Board Relations'],
      tools: ['SAP', 'Tableau', 'Anaplan', 'NetSuite'],
      languages: ['English (native)', 'French (professional working)'],
    },
    certifications: ['Lean Six Sigma Black Belt', 'NACD Directorship Certification'],
    custom: [
      {
        label: 'Professional Memberships',
        bullets: [
          'Board of Directors, National Retail Operations Council (2021–present)',
          'Member, Chief Executives Network',
        ],
      },
      {
        label: 'Speaking Engagements',
        bullets: ['Keynote, "Supply Chains That Bend, Not Break", NRF Big Show 2023'],
      },
    ],
  });
}

/** Template-preview sample: a corporate finance professional. */
export function corporateSample(): Resume {
  return buildSample({
    meta: {
      title: 'Financial Analyst Resume',
      templateId: 't16-corporate',
      color: '#4f46e5',
      fontFamily: 'source-sans',
    },
    profile: {
      fullName: 'Priya Raman',
      headline: 'Senior Financial Analyst, FP&A',
      location: 'Charlotte, NC',
      phone: '(704) 555-0126',
      email: 'priya.raman@example.com',
      linkedin: 'linkedin.com/in/priyaraman',
    },
    summary:
      'CPA and financial analyst with **8 years** in corporate FP&A at banks and manufacturers. I build the ' +
      'forecasting models and dashboards leadership relies on, and I turn monthly numbers into clear, ' +
      '*decision-ready* stories for executives and the board.',
    experience: [
      {
        title: 'Senior Financial Analyst, FP&A',
        company: 'Carolina National Bank',
        location: 'Charlotte, NC',
        startDate: '2020-05',
        bullets: [
          'Own the $240M annual operating budget and monthly forecast for the consumer banking division.',
          'Rebuilt the driver-based forecast model, improving quarterly forecast accuracy from 91% to **98%**.',
          'Automated variance reporting with Power BI and SQL, freeing 25 analyst hours each month-end close.',
          'Identified $12M in cost savings through a branch-network profitability review presented to the CFO.',
        ],
        technologies: ['Excel', 'Power BI', 'SQL', 'Hyperion'],
      },
      {
        title: 'Financial Analyst',
        company: 'Piedmont Manufacturing',
        location: 'Greensboro, NC',
        startDate: '2017-06',
        endDate: '2020-04',
        bullets: [
          'Prepared monthly P&L and cash-flow reporting for 3 plants with $410M in combined revenue.',
          'Built a capital-expenditure tracking tool that cut approval time from 6 weeks to 2.',
          'Supported the due-diligence model for a $75M acquisition that closed in 2019.',
        ],
        technologies: ['Excel', 'SAP', 'VBA'],
      },
      {
        title: 'Audit Associate',
        company: 'Whitfield & Hayes LLP',
        location: 'Raleigh, NC',
        startDate: '2015-09',
        endDate: '2017-05',
        bullets: ['Audited financial statements for 10 mid-size clients in manufacturing and healthcare.'],
      },
    ],
    education: [
      {
        school: 'University of North Carolina at Chapel Hill',
        degree: 'Master of Accounting',
        field: 'Accounting',
        startDate: '2014-08',
        endDate: '2015-05',
      },
      {
        school: 'North Carolina State University',
        degree: 'Bachelor of Science',
        field: 'Finance',
        startDate: '2010-08',
        endDate: '2014-05',
        details: ['GPA: 3.7/4.0', 'Beta Gamma Sigma honor society'],
      },
    ],
    skills: {
      core: ['Financial Modelling', 'Budgeting & Forecasting', 'Variance Analysis', 'GAAP', 'Executive Reporting'],
      tools: ['Excel', 'Power BI', 'SQL', 'SAP', 'Oracle Hyperion', 'Adaptive Insights'],
      languages: ['English (fluent)', 'Tamil (native)', 'Hindi (conversational)'],
    },
    certifications: ['Certified Public Accountant (CPA), North Carolina', 'CFA Level II Candidate'],
    links: [{ label: 'Power BI Portfolio', url: 'https://priyaraman.example.com/dashboards' }],
    custom: [
      {
        label: 'Professional Memberships',
        bullets: ['American Institute of CPAs (AICPA)', 'Association for Financial Professionals (AFP)'],
      },
    ],
  });
}
