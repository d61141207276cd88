import type { CustomSection } from '../schema';
import { formatMonth, normalizeMonth } from '../dates';
import { firstStr, list, MAX, obj, str, strings } from './read';
import type { CustomKind, JsonResume, ResumeyExtension } from './types';

/**
 * Custom sections <-> JSON Resume's awards, volunteer and publications. The first section whose label looks like
 * one of them is written there, one entry per bullet, so other tools show it; the order and labels of all
 * sections, and the bullets of the rest, travel in meta.resumey.custom.
 */

const KIND_PATTERNS: Array<[CustomKind, RegExp]> = [
  ['awards', /award|honou?r/i],
  ['volunteer', /volunteer/i],
  ['publications', /publication/i],
];

export const DEFAULT_LABELS = {
  awards: 'Awards & Honors',
  volunteer: 'Volunteer Experience',
  publications: 'Publications',
  interests: 'Interests',
  references: 'References',
} as const;

const nonBlank = (bullets: string[]) => bullets.filter((b) => b.trim() !== '');

export function exportCustom(sections: CustomSection[]): {
  standard: Pick<JsonResume, CustomKind>;
  ext: NonNullable<ResumeyExtension['custom']>;
} {
  const standard: Pick<JsonResume, CustomKind> = {};
  const ext: NonNullable<ResumeyExtension['custom']> = [];
  for (const section of sections) {
    const kind = KIND_PATTERNS.find(([k, re]) => re.test(section.label) && !standard[k])?.[0];
    const bullets = nonBlank(section.bullets);
    if (kind === 'awards') standard.awards = bullets.map((title) => ({ title }));
    else if (kind === 'volunteer') standard.volunteer = bullets.map((summary) => ({ summary }));
    else if (kind === 'publications') standard.publications = bullets.map((name) => ({ name }));
    ext.push(kind ? { label: section.label, kind } : { label: section.label, bullets: [...section.bullets] });
  }
  return { standard, ext };
}

const when = (date: unknown) => {
  const month = normalizeMonth(date);
  return month ? formatMonth(month) : str(date, 40);
};
const joined = (parts: string[], sep: string) => parts.filter((p) => p.trim() !== '').join(sep);
const suffix = (text: string, wrap: (s: string) => string) => (text ? wrap(text) : '');

/** One bullet per entry; an entry that is only what we exported reads back exactly as the original bullet. */
const READERS: Record<keyof typeof DEFAULT_LABELS, (entry: unknown) => string[]> = {
  awards: (v) => {
    const o = obj(v);
    const head = joined([str(o.title), str(o.awarder)], ', ') + suffix(when(o.date), (d) => ` (${d})`);
    return [joined([head, str(o.summary, MAX.text)], ': ')];
  },
  volunteer: (v) => {
    const o = obj(v);
    const head = joined([str(o.position), firstStr(o, ['organization', 'name'])], ', ');
    return [joined([head, str(o.summary, MAX.text)], ': '), ...strings(o.highlights, MAX.text)];
  },
  publications: (v) => {
    const o = obj(v);
    const head = joined([str(o.name), str(o.publisher)], ', ') + suffix(when(o.releaseDate), (d) => ` (${d})`);
    return [joined([head, str(o.summary, MAX.text)], ': ')];
  },
  interests: (v) => {
    const o = obj(v);
    return [joined([str(o.name), strings(o.keywords).join(', ')], ': ')];
  },
  references: (v) => {
    const o = obj(v);
    return [joined([str(o.reference, MAX.text), suffix(str(o.name), (n) => `— ${n}`)], ' ')];
  },
};

const readBullets = (kind: keyof typeof DEFAULT_LABELS, entries: unknown) =>
  list(entries)
    .flatMap(READERS[kind])
    .filter((b) => b.trim() !== '')
    .map((b) => b.slice(0, MAX.text))
    .slice(0, MAX.items);

export function importCustom(
  doc: Record<string, unknown>,
  ext: ResumeyExtension['custom'],
): Omit<CustomSection, 'id'>[] {
  const out: Omit<CustomSection, 'id'>[] = [];
  const used = new Set<string>();
  for (const entry of ext ?? []) {
    if (entry.kind && !used.has(entry.kind)) {
      used.add(entry.kind);
      out.push({ label: entry.label, bullets: readBullets(entry.kind, doc[entry.kind]) });
    } else if (!entry.kind) {
      out.push({ label: entry.label, bullets: entry.bullets ?? [] });
    }
  }
  for (const kind of Object.keys(DEFAULT_LABELS) as Array<keyof typeof DEFAULT_LABELS>) {
    if (used.has(kind)) continue;
    const bullets = readBullets(kind, doc[kind]);
    if (bullets.length) out.push({ label: DEFAULT_LABELS[kind], bullets });
  }
  return out.slice(0, MAX.items);
}
