import { normalizeDate } from '../dates';
import type { ReportNote } from '../import-report';
import { isObject } from '../restore';
import { MAX } from './read';

/**
 * What of a JSON Resume document the import cannot keep, for the import summary: properties the standard does not
 * define, values of the wrong type, dates it cannot read, text over Resumey's limits, lists over 100 items.
 * Declarative: the standard's fields with the limit of the Resumey field each one lands in.
 */

type Spec = number | 'date' | Spec[] | { [key: string]: Spec };

const L = MAX.line;
const T = MAX.text;
const U = MAX.url;
const S = MAX.short;
const words = [S];
const lines = [T];

const SPEC: { [key: string]: Spec } = {
  $schema: U,
  basics: {
    name: 200,
    label: 300,
    image: 3_000_000,
    email: 320,
    phone: 100,
    url: U,
    summary: T,
    // Names from older versions of the standard, still read.
    website: U,
    picture: 3_000_000,
    location: { address: 300, postalCode: 50, city: 200, region: 200, countryCode: 100 },
    profiles: [{ network: S, username: S, url: U }],
  },
  work: [
    {
      name: L,
      company: L,
      organization: L,
      position: L,
      location: L,
      description: L,
      url: U,
      startDate: 'date',
      endDate: 'date',
      summary: T,
      highlights: lines,
      keywords: words,
    },
  ],
  volunteer: [
    {
      organization: L,
      name: L,
      position: L,
      url: U,
      startDate: 'date',
      endDate: 'date',
      summary: T,
      highlights: lines,
    },
  ],
  education: [
    {
      institution: L,
      school: L,
      gpa: S,
      url: U,
      area: L,
      studyType: L,
      startDate: 'date',
      endDate: 'date',
      score: S,
      courses: lines,
    },
  ],
  awards: [{ title: L, date: 'date', awarder: L, summary: T }],
  certificates: [{ name: L, date: 40, issuer: L, url: U }],
  publications: [{ name: L, publisher: L, releaseDate: 'date', url: U, summary: T }],
  skills: [{ name: S, level: S, keywords: words }],
  languages: [{ language: S, fluency: S, name: S, level: S }],
  interests: [{ name: L, keywords: words }],
  references: [{ name: L, reference: T }],
  projects: [
    {
      name: L,
      description: T,
      highlights: lines,
      keywords: words,
      startDate: 'date',
      endDate: 'date',
      url: U,
      roles: [L],
      entity: L,
      type: S,
    },
  ],
  meta: { canonical: U, version: S, lastModified: 40, resumey: {} },
};

function walk(value: unknown, spec: Spec, path: string, out: ReportNote[]): void {
  if (value === undefined || value === null) return;
  if (typeof spec === 'number' || spec === 'date') {
    if (typeof value !== 'string') {
      out.push({ code: 'not-text', path });
      return;
    }
    if (spec === 'date') {
      // An end date of 'Present' is how an open end is written by some tools: it imports as an empty end date.
      if (value.trim() && !normalizeDate(value) && !/^(present|current|now|today)$/i.test(value.trim()))
        out.push({ code: 'not-a-date', path, value: value.slice(0, 40) });
    } else if (value.length > spec) out.push({ code: 'cut', path, limit: spec });
    return;
  }
  if (Array.isArray(spec)) {
    if (!Array.isArray(value)) {
      out.push({ code: 'not-a-list', path });
      return;
    }
    if (value.length > MAX.items) out.push({ code: 'first-items', path, limit: MAX.items });
    value.slice(0, MAX.items).forEach((item, i) => walk(item, spec[0], `${path}[${i}]`, out));
    return;
  }
  if (!isObject(value)) {
    out.push({ code: 'not-an-object', path });
    return;
  }
  // meta.resumey is Resumey's own block, read field by field by the import.
  if (Object.keys(spec).length === 0) return;
  for (const [key, v] of Object.entries(value)) {
    const child = path ? `${path}.${key}` : key;
    if (Object.hasOwn(spec, key)) walk(v, spec[key], child, out);
    else if (v !== '' && !(Array.isArray(v) && v.length === 0)) out.push({ code: 'not-json-resume', path: child });
  }
}

/** The values of `doc` the import does not keep, one each ({ code: 'not-json-resume', path: 'work[0].foo' }). */
export function auditJsonResume(doc: Record<string, unknown>): ReportNote[] {
  const out: ReportNote[] = [];
  walk(doc, SPEC, '', out);
  return out;
}
