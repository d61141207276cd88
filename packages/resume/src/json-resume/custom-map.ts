import type { CustomSection } from '../schema';
import { formatMonth, normalizeDate } from '../dates';
import { firstStr, list, MAX, obj, str, strings } from './read';
import type { CustomKind, ResumeyExtension } from './types';

/**
 * Custom sections <-> JSON Resume's awards, volunteer and publications. A custom section whose label looks like one
 * of them is also written there, one entry per bullet after the structured entries, so other tools show it; the
 * order, labels and entry counts of all sections, and the bullets of the rest, travel in meta.resumey.custom.
 */

const KIND_PATTERNS: Array<[CustomKind, RegExp]> = [
  ['awards', /award|honou?r/i],
  ['volunteer', /volunteer/i],
  ['publications', /publication/i],
];

const nonBlank = (bullets: string[]) => bullets.filter((b) => b.trim() !== '');

/** The kind a custom section exports as, if its label names one. */
export const customKind = (label: string): CustomKind | undefined =>
  KIND_PATTERNS.find(([, re]) => re.test(label))?.[0];

/** One JSON Resume entry per bullet of a mapped custom section (its text already made plain). */
export const customEntry = (kind: CustomKind, text: string) =>
  kind === 'awards' ? { title: text } : kind === 'volunteer' ? { summary: text } : { name: text };

export function exportCustom(sections: CustomSection[]): {
  entries: Array<{ kind: CustomKind; bullets: string[] }>;
  ext: NonNullable<ResumeyExtension['custom']>;
} {
  const entries: Array<{ kind: CustomKind; bullets: string[] }> = [];
  const ext: NonNullable<ResumeyExtension['custom']> = [];
  for (const section of sections) {
    const kind = customKind(section.label);
    const bullets = nonBlank(section.bullets);
    if (kind) {
      entries.push({ kind, bullets });
      ext.push({ label: section.label, kind, count: bullets.length });
    } else ext.push({ label: section.label, bullets: [...section.bullets] });
  }
  return { entries, ext };
}

const when = (date: unknown) => {
  const month = normalizeDate(date);
  return month ? formatMonth(month) : str(date, 40);
};
const joined = (parts: string[], sep: string) => parts.filter((p) => p.trim() !== '').join(sep);
const suffix = (text: string, wrap: (s: string) => string) => (text ? wrap(text) : '');

/** A custom section's bullet from an entry; an entry that is only what we exported reads back as the bullet. */
const READERS: Record<CustomKind, (entry: unknown, text: (v: unknown) => string) => string[]> = {
  awards: (v, text) => {
    const o = obj(v);
    const head = joined([text(o.title), str(o.awarder)], ', ') + suffix(when(o.date), (d) => ` (${d})`);
    return [joined([head, str(o.summary, MAX.text)], ': ')];
  },
  volunteer: (v, text) => {
    const o = obj(v);
    const head = joined([str(o.position), firstStr(o, ['organization', 'name'])], ', ');
    return [joined([head, text(o.summary)], ': '), ...strings(o.highlights, MAX.text)];
  },
  publications: (v, text) => {
    const o = obj(v);
    const head = joined([text(o.name), str(o.publisher)], ', ') + suffix(when(o.releaseDate), (d) => ` (${d})`);
    return [joined([head, str(o.summary, MAX.text)], ': ')];
  },
};

export interface ImportedCustom {
  sections: Omit<CustomSection, 'id'>[];
  /** The structured entries of each kind, without those that belong to custom sections. */
  entries: Record<CustomKind, unknown[]>;
}

/**
 * Splits awards, volunteer and publications between the structured lists and the custom sections that a Resumey
 * export wrote into them (the last `count` entries of a kind, in section order). When another tool changed the
 * number of entries, the split is unknown: every entry stays structured and those sections are left out.
 */
export function importCustom(
  doc: Record<string, unknown>,
  ext: ResumeyExtension['custom'],
  text: (v: unknown) => string,
): ImportedCustom {
  const entries: Record<CustomKind, unknown[]> = {
    awards: list(doc.awards),
    volunteer: list(doc.volunteer),
    publications: list(doc.publications),
  };
  const tails: Record<CustomKind, unknown[]> = { awards: [], volunteer: [], publications: [] };
  // Exports made before structured sections existed wrote no count: their one section of a kind took every entry.
  const counted = (ext ?? []).map((e) => {
    const legacy = e.kind && e.count === undefined && ext!.find((x) => x.kind === e.kind) === e;
    return { ...e, count: legacy ? entries[e.kind!].length : (e.count ?? 0) };
  });
  const unknown = new Set<CustomKind>();
  for (const kind of Object.keys(entries) as CustomKind[]) {
    const wanted = counted.filter((e) => e.kind === kind).reduce((n, e) => n + e.count, 0);
    if (wanted > entries[kind].length) unknown.add(kind);
    else if (wanted > 0) {
      tails[kind] = entries[kind].slice(entries[kind].length - wanted);
      entries[kind] = entries[kind].slice(0, entries[kind].length - wanted);
    }
  }
  const sections: Omit<CustomSection, 'id'>[] = [];
  for (const entry of counted) {
    if (!entry.kind) {
      sections.push({ label: entry.label, bullets: entry.bullets ?? [] });
      continue;
    }
    if (unknown.has(entry.kind)) continue;
    const own = tails[entry.kind].splice(0, entry.count);
    const bullets = own
      .flatMap((e) => READERS[entry.kind!](e, text))
      .filter((b) => b.trim() !== '')
      .map((b) => b.slice(0, MAX.text));
    sections.push({ label: entry.label, bullets });
  }
  return { sections: sections.slice(0, MAX.items), entries };
}
