import { newId } from '../defaults';
import type { Resume } from '../schema';
import { sampleResume } from './developer';

/**
 * The developer sample with every field beyond SPEC.md's model filled as an import would fill it (issue #19):
 * job and school addresses, full and year-only dates, project details, skill groups, the structured sections and
 * kept values. Tests render, share, store and export it to prove each field travels everywhere.
 */
export function completeResume(): Resume {
  const r = sampleResume();
  r.profile.address = '500 Market Street, Apt 4';
  r.profile.postalCode = '94105';
  r.links[0] = { ...r.links[0], username: 'alexmorgan' };
  const [first, second] = r.experience;
  r.experience[0] = {
    ...first,
    url: 'https://brightwave.example.com',
    description: 'Payments platform for small businesses',
    summary: 'Owned the merchant-facing web apps and their **APIs**.',
    startDate: '2021-03-15',
  };
  if (second) r.experience[1] = { ...second, startDate: '2018' };
  r.education[0] = { ...r.education[0], url: 'https://www.gatech.edu', score: '3.9/4.0' };
  r.projects[0] = {
    ...r.projects[0],
    description: 'Envelope budgeting that works offline.',
    startDate: '2020-06',
    endDate: '',
    entity: 'Open source',
    type: 'application',
  };
  r.skillGroups = [
    { id: newId(), name: 'Cloud', level: 'Advanced', keywords: ['AWS Lambda', 'Terraform'] },
    { id: newId(), name: 'Testing', level: '', keywords: ['Playwright', 'Vitest'] },
  ];
  r.volunteer = [
    {
      id: newId(),
      organization: 'Code for Good',
      position: 'Mentor',
      url: 'https://codeforgood.example.org',
      startDate: '2019-09',
      endDate: '',
      summary: 'Weekly sessions for career changers.',
      highlights: ['Mentored 12 people into their first developer job'],
    },
  ];
  r.awards = [
    {
      id: newId(),
      title: 'Hackathon Winner',
      awarder: 'SF DevWeek',
      date: '2022-02-20',
      summary: 'Best fintech hack.',
    },
  ];
  r.publications = [
    {
      id: newId(),
      name: 'Offline-first budgeting',
      publisher: 'Smashing Magazine',
      releaseDate: '2021',
      url: 'https://smashing.example.com/offline-budgets',
      summary: 'How IndexedDB keeps a budget app usable on a plane.',
    },
  ];
  r.interests = [{ id: newId(), name: 'Cycling', keywords: ['Gravel', 'Bike repair'] }];
  r.references = [{ id: newId(), name: 'Priya Shah, CTO at Brightwave', reference: 'Available on request.' }];
  r.kept = {
    imageUrl: 'https://images.example.com/alex.jpg',
    certificates: [
      {
        shown: r.certifications[0],
        name: r.certifications[0],
        issuer: '',
        date: '2023-04',
        url: 'https://aws.example.com/verify/abc',
      },
    ],
    canonical: 'https://alexmorgan.dev/resume.json',
  };
  return r;
}
