import type { Resume } from '../schema';
import { buildSample } from './build';

/** Template-preview sample: a senior product designer. */
export function designerSample(): Resume {
  return buildSample({
    meta: { title: 'Product Designer Resume', templateId: 't19-designer', color: '#7c3aed' },
    profile: {
      fullName: 'Maya Chen',
      headline: 'Senior Product Designer',
      location: 'Seattle, WA',
      phone: '(206) 555-0187',
      email: 'maya.chen@example.com',
      website: 'https://mayachen.design',
      linkedin: 'linkedin.com/in/mayachen',
    },
    summary:
      'Product designer with **9 years** of experience turning complex workflows into calm, intuitive ' +
      'interfaces for healthcare and productivity software. I pair rigorous *user research* with fast ' +
      'prototyping, and I have built two design systems from the ground up.',
    experience: [
      {
        title: 'Senior Product Designer',
        company: 'Lumen Health',
        location: 'Seattle, WA',
        startDate: '2020-09',
        bullets: [
          'Redesigned the patient scheduling flow, lifting completed bookings by **27%** and cutting support calls by a third.',
          'Built the Harbor design system (140 components, WCAG 2.2 AA) now used by 6 product squads.',
          'Ran 80+ moderated research sessions with clinicians and patients to shape the 2023 product roadmap.',
        ],
        technologies: ['Figma', 'Maze', 'Storybook'],
      },
      {
        title: 'Product Designer',
        company: 'Fieldnote',
        location: 'Portland, OR',
        startDate: '2017-05',
        endDate: '2020-08',
        bullets: [
          'Led end-to-end design of the mobile note-taking app, rated 4.8 stars from 12,000 App Store reviews.',
          'Introduced weekly usability testing, reducing onboarding drop-off from 38% to 19%.',
          'Partnered with engineering to ship a dark mode and offline mode used by 70% of active users.',
        ],
        technologies: ['Sketch', 'Principle', 'Zeplin'],
      },
      {
        title: 'Visual Designer',
        company: 'Studio Parallel',
        location: 'Portland, OR',
        startDate: '2015-06',
        endDate: '2017-04',
        bullets: [
          'Created brand identities and marketing sites for 20+ start-ups and non-profits.',
          'Designed an award-winning annual report for a regional food bank, raising online donations by 45%.',
        ],
        technologies: ['Adobe Illustrator', 'Photoshop', 'InDesign'],
      },
    ],
    projects: [
      {
        name: 'Accessible Transit Maps',
        url: 'https://mayachen.design/transit',
        role: 'Designer & Researcher',
        bullets: [
          'Self-initiated case study redesigning city transit maps for low-vision riders, featured by *UX Collective*.',
          'Tested prototypes with 24 riders; colour and label changes improved route-finding accuracy by 31%.',
        ],
        technologies: ['Figma', 'ProtoPie'],
      },
      {
        name: 'Type & Tone Workshop',
        url: 'https://mayachen.design/workshop',
        role: 'Organiser',
        bullets: ['Monthly workshop on UX writing and typography attended by 400+ designers since 2021.'],
      },
    ],
    education: [
      {
        school: 'Rhode Island School of Design',
        degree: 'Bachelor of Fine Arts',
        field: 'Graphic Design',
        startDate: '2011-09',
        endDate: '2015-05',
        details: ['Thesis: wayfinding systems for public hospitals', 'Graduated with honors'],
      },
    ],
    skills: {
      core: ['Product Design', 'Interaction Design', 'User Research', 'Prototyping', 'Design Systems', 'Accessibility'],
      tools: ['Figma', 'Adobe Creative Suite', 'ProtoPie', 'Maze', 'Miro'],
      languages: ['English (native)', 'Mandarin (fluent)'],
    },
    certifications: ['Google UX Design Professional Certificate', 'NN/g UX Certification (Interaction Design)'],
    links: [
      { label: 'Portfolio', url: 'https://mayachen.design' },
      { label: 'Dribbble', url: 'https://dribbble.com/mayachen' },
    ],
    custom: [
      {
        label: 'Awards & Honors',
        bullets: ['Red Dot Design Award, Fieldnote mobile app (2019)', 'AIGA Seattle Design Award finalist (2022)'],
      },
      {
        label: 'Speaking Engagements',
        bullets: [
          '"Designing for Anxious Moments", Config 2023',
          '"Design Systems on a Budget", Seattle Design Week 2022',
        ],
      },
    ],
  });
}

/** Template-preview sample: an early-career professor (the academic layout). */
export function academicSample(): Resume {
  return buildSample({
    meta: { title: 'Academic CV', templateId: 't10-academic', color: '#4338ca', fontFamily: 'georgia' },
    profile: {
      fullName: 'Dr. Elena Petrova',
      headline: 'Assistant Professor of Computational Biology',
      location: 'Boston, MA',
      phone: '(617) 555-0163',
      email: 'e.petrova@example.edu',
      website: 'https://petrovalab.example.edu',
      github: 'github.com/epetrova',
    },
    summary:
      'Computational biologist studying how gene regulatory networks evolve, combining *single-cell sequencing* ' +
      'with statistical machine learning. Principal investigator of a lab of 7 researchers with **$2.1M** in ' +
      'active funding, and a committed teacher of quantitative methods to life-science students.',
    experience: [
      {
        title: 'Assistant Professor',
        company: 'Northbridge University, Department of Biology',
        location: 'Boston, MA',
        startDate: '2021-07',
        bullets: [
          'Lead a lab of 3 PhD students, 2 postdocs and 2 undergraduates working on regulatory network evolution.',
          'Secured **$2.1M** in grants as principal investigator, including an NSF CAREER award.',
          'Designed and teach Quantitative Genomics (120 students a year), rated 4.7/5 in course evaluations.',
        ],
        technologies: ['R', 'Python', 'Nextflow'],
      },
      {
        title: 'Postdoctoral Research Fellow',
        company: 'Broadview Institute for Genomics',
        location: 'Cambridge, MA',
        startDate: '2017-09',
        endDate: '2021-06',
        bullets: [
          'Developed scNetInfer, a Bayesian method for inferring gene networks from single-cell data, cited 350+ times.',
          'Published 9 peer-reviewed papers, 4 as first author, in journals including *Nature Genetics*.',
          'Co-supervised 4 graduate students and ran the institute’s weekly computational journal club.',
        ],
        technologies: ['Stan', 'Python', 'Snakemake'],
      },
    ],
    projects: [
      {
        name: 'scNetInfer',
        url: 'https://github.com/epetrova/scnetinfer',
        role: 'Lead Developer',
        bullets: [
          'Open-source R package for single-cell network inference, downloaded 40,000+ times from Bioconductor.',
        ],
        technologies: ['R', 'C++', 'Rcpp'],
      },
    ],
    education: [
      {
        school: 'University of California, Berkeley',
        degree: 'Doctor of Philosophy (PhD)',
        field: 'Computational Biology',
        startDate: '2012-08',
        endDate: '2017-08',
        details: ['Dissertation: Evolution of transcriptional regulation in yeast', 'Advisor: Prof. Michael Hart'],
      },
      {
        school: 'Moscow State University',
        degree: 'Bachelor of Science',
        field: 'Applied Mathematics',
        startDate: '2008-09',
        endDate: '2012-06',
        details: ['Graduated summa cum laude'],
      },
    ],
    skills: {
      core: ['Statistical Genetics', 'Single-Cell Genomics', 'Bayesian Modelling', 'Machine Learning', 'Teaching'],
      tools: ['R', 'Python', 'Stan', 'Nextflow', 'Slurm HPC', 'Git'],
      languages: ['English (fluent)', 'Russian (native)', 'French (intermediate)'],
    },
    custom: [
      {
        label: 'Publications',
        bullets: [
          '**Petrova E.**, Liang S., Hart M. "Rewiring of regulatory networks across yeast species." *Nature Genetics* 54 (2022).',
          '**Petrova E.**, Osei K. "Bayesian inference of gene networks from single-cell data." *Genome Biology* 21 (2020).',
          'Osei K., **Petrova E.** "Benchmarking network inference at single-cell resolution." *Bioinformatics* 36 (2020).',
        ],
      },
      {
        label: 'Grants & Funding',
        bullets: [
          'NSF CAREER Award: Evolution of gene regulatory networks, $1.2M (2023–2028)',
          'NIH R35 MIRA, co-investigator, $900K (2022–2027)',
        ],
      },
    ],
  });
}
