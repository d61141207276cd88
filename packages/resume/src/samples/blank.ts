import type { Resume } from '../schema';
import { buildSample } from './build';

/** The blank-ish sample of SPEC.md section 3: a name, a headline and little else, ready to be filled in. */
export function blankResume(): Resume {
  return buildSample({
    meta: { title: 'John Doe Resume' },
    profile: {
      fullName: 'John Doe',
      headline: 'Software Developer',
      email: 'john.doe@example.com',
      location: 'New York, NY',
    },
    experience: [
      {
        title: 'Software Developer',
        company: 'Acme Corporation',
        startDate: '2022-01',
        endDate: '',
        bullets: [''],
      },
    ],
    skills: { core: ['JavaScript'] },
  });
}
