import { strFromU8, unzipSync } from 'fflate';
import { LIMITS } from '../constants';
import { normalizeDate } from '../dates';
import { createResume, newId } from '../defaults';
import { describeResume, type ReportNote } from '../import-report';
import type { ImportResult } from '../json-resume/import';
import { resumeSchema, type Resume } from '../schema';
import { dateValue } from '../import-reader/dates';
import { detectLanguage } from '../import-reader/language';
import { readCsv } from './csv';

/**
 * LinkedIn's data export (Settings › Data privacy › Get a copy of your data): a ZIP of CSV files. Profile,
 * Positions, Education, Skills, Certifications and Projects become the resume; Email Addresses, PhoneNumbers and
 * Languages fill contact details and languages when present. Any file may be missing (a partial export, or
 * the member never filled that part); a ZIP with none of them is not a LinkedIn export.
 */

export const LINKEDIN_MESSAGES = {
  notZip:
    'This file is not a ZIP file. Choose the ZIP that LinkedIn sent (Settings › Data privacy › Get a copy of your data).',
  unreadable: 'This ZIP file could not be read: it may be damaged or encrypted.',
  notLinkedIn:
    'This ZIP file is not a LinkedIn data export: it has none of Profile.csv, Positions.csv, Education.csv, Skills.csv, Certifications.csv or Projects.csv.',
  tooLarge: 'This file is too large to be a LinkedIn data export (at most 50 MB).',
  empty: 'This LinkedIn export has no profile, positions, education, skills, certifications or projects to import.',
} as const;

const MAX_ZIP = 50 * 1024 * 1024;
/** Each CSV we read, unpacked: a resume's worth of text is far smaller; a larger one is a zip bomb or not ours. */
const MAX_CSV = 5 * 1024 * 1024;

const FILES = {
  profile: 'profile.csv',
  positions: 'positions.csv',
  education: 'education.csv',
  skills: 'skills.csv',
  certifications: 'certifications.csv',
  projects: 'projects.csv',
  emails: 'email addresses.csv',
  phones: 'phonenumbers.csv',
  languages: 'languages.csv',
} as const;
type Key = keyof typeof FILES;
const MAIN: Key[] = ['profile', 'positions', 'education', 'skills', 'certifications', 'projects'];

const baseName = (path: string) => path.split('/').pop()!.toLowerCase();
const isKnown = (path: string) => Object.values(FILES).includes(baseName(path) as never);

const line = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 500);
const long = (s: string | undefined) => (s ?? '').trim().slice(0, LIMITS.maxTextChars);
const cap = <T>(list: T[]) => list.slice(0, LIMITS.maxListItems);
/** LinkedIn writes dates in the member's language ('Mar 2021', 'März 2021', '2021年3月'): each read as it is written. */
const date = (s: string | undefined) => normalizeDate(s ?? '') || dateValue((s ?? '').trim());

/** A description's lines as bullets: LinkedIn keeps the member's own '•' or '-' markers, which are removed. */
const bullets = (s: string | undefined) =>
  cap(
    (s ?? '')
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*(?:[•·▪●◦‣*-]|\d+[.)])\s+/, '').trim())
      .filter(Boolean)
      .map((l) => l.slice(0, LIMITS.maxTextChars)),
  );

/** Profile.csv's Websites cell: '[PERSONAL:https://a.dev],[COMPANY:https://b.com]' or plain addresses. */
const websites = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[\],\s]+/)
    .map((w) => w.replace(/^\[?[A-Z_ ]+:(?=\S)/, '').trim())
    .filter((w) => /^(https?:\/\/)?[^\s/]+\.[^\s]+$/i.test(w));

function unpack(bytes: Uint8Array): { files: Partial<Record<Key, string>> } | { error: string } {
  if (bytes.length > MAX_ZIP) return { error: LINKEDIN_MESSAGES.tooLarge };
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return { error: LINKEDIN_MESSAGES.notZip };
  let entries: Record<string, Uint8Array>;
  let oversized = false;
  try {
    entries = unzipSync(bytes, {
      filter: (f) => {
        if (!isKnown(f.name)) return false;
        if (f.originalSize > MAX_CSV) oversized = true;
        return f.originalSize <= MAX_CSV;
      },
    });
  } catch {
    return { error: LINKEDIN_MESSAGES.unreadable };
  }
  const files: Partial<Record<Key, string>> = {};
  for (const [path, data] of Object.entries(entries)) {
    // The size in the ZIP's directory can lie; the unpacked size cannot.
    if (data.length > MAX_CSV) return { error: LINKEDIN_MESSAGES.tooLarge };
    const key = (Object.keys(FILES) as Key[]).find((k) => FILES[k] === baseName(path))!;
    // The shallowest copy wins when a folder repeats a name.
    if (files[key] === undefined) files[key] = strFromU8(data);
  }
  if (!MAIN.some((k) => files[k] !== undefined)) {
    return { error: oversized ? LINKEDIN_MESSAGES.tooLarge : LINKEDIN_MESSAGES.notLinkedIn };
  }
  return { files };
}

function build(files: Partial<Record<Key, string>>): Resume {
  const rows = (key: Key, expected: string[]) => (files[key] ? readCsv(files[key]!, expected) : []);
  const profile = rows('profile', ['First Name', 'Last Name'])[0] ?? {};
  const fullName = line(`${profile['first name'] ?? ''} ${profile['last name'] ?? ''}`);
  const resume = createResume({
    meta: { title: fullName ? `${fullName} (LinkedIn)`.slice(0, 200) : '' },
  });
  const sites = websites(profile['websites']);
  const emails = rows('emails', ['Email Address']);
  const email = (emails.find((e) => /^yes$/i.test(e['primary'] ?? '')) ?? emails[0])?.['email address'];
  resume.profile = {
    ...resume.profile,
    fullName: fullName.slice(0, 200),
    headline: line(profile['headline']).slice(0, 300),
    location: line(profile['geo location']).slice(0, 200),
    address: line(profile['address']).slice(0, 300),
    postalCode: line(profile['zip code']).slice(0, 50),
    email: line(email).slice(0, 320),
    phone: line(rows('phones', ['Number'])[0]?.['number']).slice(0, 100),
    website: (sites[0] ?? '').slice(0, 2000),
  };
  resume.links = cap(
    sites.slice(1).map((url) => ({ id: newId(), label: 'Website', url: url.slice(0, 2000), username: '' })),
  );
  resume.summary = long(profile['summary']);
  resume.experience = cap(
    rows('positions', ['Company Name', 'Title']).map((p) => ({
      id: newId(),
      title: line(p['title']),
      company: line(p['company name']),
      location: line(p['location']),
      startDate: date(p['started on']),
      endDate: date(p['finished on']),
      bullets: bullets(p['description']),
      technologies: [],
      url: '',
      description: '',
      summary: '',
    })),
  );
  resume.education = cap(
    rows('education', ['School Name']).map((e) => ({
      id: newId(),
      school: line(e['school name']),
      degree: line(e['degree name']),
      field: '',
      startDate: date(e['start date']),
      endDate: date(e['end date']),
      details: cap([...bullets(e['notes']), ...bullets(e['activities'])]),
      url: '',
      score: '',
    })),
  );
  resume.skills.core = cap(
    rows('skills', ['Name'])
      .map((s) => line(s['name']).slice(0, 100))
      .filter(Boolean),
  );
  resume.skills.languages = cap(
    rows('languages', ['Name'])
      .map((l) => line(l['proficiency'] ? `${l['name']} (${l['proficiency']})` : l['name']).slice(0, 100))
      .filter(Boolean),
  );
  resume.certifications = cap(
    rows('certifications', ['Name']).map((c) => {
      const when = date(c['started on']);
      const by = line(c['authority']);
      return line(`${c['name'] ?? ''}${by ? `, ${by}` : ''}${when ? ` (${when.slice(0, 4)})` : ''}`);
    }),
  ).filter(Boolean);
  resume.projects = cap(
    rows('projects', ['Title']).map((p) => ({
      id: newId(),
      name: line(p['title']),
      url: line(p['url']).slice(0, 2000),
      role: '',
      bullets: bullets(p['description']),
      technologies: [],
      description: '',
      startDate: date(p['started on']),
      endDate: date(p['finished on']),
      entity: '',
      type: '',
    })),
  );
  // The resume's language: the one the member wrote their profile and positions in.
  const words = [resume.profile.headline, resume.summary, ...resume.experience.flatMap((e) => [e.title, ...e.bullets])];
  resume.meta.language = detectLanguage(words.join('\n'), new Map());
  return resume;
}

/** Reads LinkedIn's data export ZIP into a new resume. Never throws; every refusal has a message. */
export function fromLinkedInExport(bytes: Uint8Array): ImportResult {
  const unpacked = unpack(bytes);
  if ('error' in unpacked) return { ok: false, error: unpacked.error };
  const resume = build(unpacked.files);
  const placed = describeResume(resume);
  if (!placed.length) return { ok: false, error: LINKEDIN_MESSAGES.empty };
  const parsed = resumeSchema.safeParse(resume);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `This LinkedIn export could not be imported: ${issue.path.join('.')}: ${issue.message}`,
    };
  }
  const missing = MAIN.filter((k) => unpacked.files[k] === undefined).map((k): ReportNote => ({
    code: 'file-missing',
    value: FILES[k].replace(/^./, (c) => c.toUpperCase()),
  }));
  return {
    ok: true,
    resume: parsed.data as Resume,
    report: { format: 'linkedin', placed, kept: [], dropped: missing },
  };
}
