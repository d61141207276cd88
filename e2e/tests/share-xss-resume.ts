import { createResume, newId, type Resume } from '@resumey/resume';
import { DANGEROUS_URLS, SCHEMA_VALID_DANGEROUS_URLS, XSS_CORPUS } from '../xss-corpus';

/** PostgreSQL cannot store U+0000 in JSON, so stored (custom-URL) shares get the corpus without it. */
const storable = (list: string[]) => list.filter((p) => !p.includes('\u0000'));

/**
 * One resume carrying the whole corpus: every list of bullets holds all payloads, and every single text field gets
 * a different payload per template (`shift`), so across the 22 templates each field sees many of them.
 * `linkSafe` keeps the few fields the shared-link schema checks (e-mail and URL formats) valid, with dangerous
 * URLs that pass it; a custom-URL share stores any text, so there every URL field gets raw dangerous URLs.
 */
export function xssResume(templateId: string, shift: number, linkSafe: boolean): Resume {
  const corpus = linkSafe ? XSS_CORPUS : storable(XSS_CORPUS);
  const N = corpus.length;
  const pick = (i: number) => corpus[((i % N) + N) % N]!;
  let k = shift * 7;
  const next = () => pick(k++);
  const urls = linkSafe ? SCHEMA_VALID_DANGEROUS_URLS : storable(DANGEROUS_URLS);
  const url = () => urls[k++ % urls.length]!;
  const half = Math.ceil(N / 2);
  const bullets = (from: number, count: number) => Array.from({ length: count }, (_, i) => pick(from + i));
  const words = (count: number) => Array.from({ length: count }, next);
  const base = createResume({ meta: { templateId, title: next() } });
  return {
    ...base,
    profile: {
      fullName: `XSS ${templateId} ${next()}`.slice(0, 200),
      headline: next(),
      location: next(),
      phone: next(),
      email: linkSafe ? '"><svg/onload=alert(1)>@evil.test' : next(),
      website: url(),
      linkedin: url(),
      github: url(),
      profileImage: '',
      address: next(),
      postalCode: next().slice(0, 50),
    },
    summary: corpus.join(' ').slice(0, 5000),
    experience: [0, half].map((from) => ({
      id: newId(),
      title: next(),
      company: next(),
      location: next(),
      startDate: '2020-01',
      endDate: '',
      bullets: bullets(from, half),
      technologies: words(5),
      url: url(),
      description: next(),
      summary: next(),
    })),
    projects: [
      {
        id: newId(),
        name: next(),
        url: url(),
        role: next(),
        bullets: bullets(shift, 40),
        technologies: words(5),
        description: next(),
        startDate: '2019',
        endDate: '2019-05-02',
        entity: next(),
        type: next().slice(0, 100),
      },
    ],
    education: [
      {
        id: newId(),
        school: next(),
        degree: next(),
        field: next(),
        startDate: '2012-09',
        endDate: '2016-06',
        details: bullets(shift + 40, 40),
        url: url(),
        score: next().slice(0, 100),
      },
    ],
    skills: { core: words(8), tools: words(8), languages: words(4) },
    certifications: words(10),
    links: [
      { id: newId(), label: next(), url: url(), username: next().slice(0, 100) },
      { id: newId(), label: next(), url: url(), username: '' },
    ],
    custom: [
      { id: newId(), label: next(), bullets: bullets(shift + 80, 40) },
      { id: newId(), label: 'Awards & Honors', bullets: bullets(shift + 120, 48) },
    ],
    skillGroups: [{ id: newId(), name: next().slice(0, 100), level: next().slice(0, 100), keywords: words(6) }],
    volunteer: [
      {
        id: newId(),
        organization: next(),
        position: next(),
        url: url(),
        startDate: '2018-03',
        endDate: '',
        summary: next(),
        highlights: bullets(shift + 7, 20),
      },
    ],
    awards: [{ id: newId(), title: next(), awarder: next(), date: '2021-06-01', summary: next() }],
    publications: [{ id: newId(), name: next(), publisher: next(), releaseDate: '2020', url: url(), summary: next() }],
    interests: [{ id: newId(), name: next(), keywords: words(4) }],
    references: [{ id: newId(), name: next(), reference: next() }],
  };
}
