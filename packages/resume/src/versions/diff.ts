import type { Resume } from '../schema';

export type ChangeKind = 'added' | 'removed' | 'changed';

/**
 * One difference between two resumes, as the History panel lists it: `section` is a top-level field of the
 * resume (meta, profile, experience...), `entry` the index of an entry of a list section (in `after`, or in
 * `before` for a removed one) with its label, `field` the path inside it ('' for a whole entry or section).
 */
export interface ResumeChange {
  kind: ChangeKind;
  section: string;
  entry?: { index: number; label: string };
  field: string;
  before?: string;
  after?: string;
}

/** Stamped by the server on every save: a difference there is no change of the resume. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt']);
const LABEL_FIELDS = ['title', 'name', 'role', 'position', 'company', 'school', 'institution', 'label', 'url'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function labelOf(entry: unknown, index: number): string {
  if (!isObject(entry)) return show(entry);
  for (const f of LABEL_FIELDS) if (typeof entry[f] === 'string' && entry[f]) return entry[f];
  return `#${index + 1}`;
}

/** Field by field changes of two objects, nested objects by their path ('dates.start'); lists as a whole. */
function fieldChanges(before: unknown, after: unknown, path = ''): Omit<ResumeChange, 'section'>[] {
  if (same(before, after)) return [];
  if (!isObject(before) || !isObject(after)) {
    const kind: ChangeKind = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
    return [{ kind, field: path, before: show(before), after: show(after) }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'id');
  return keys.flatMap((k) => fieldChanges(before[k], after[k], path ? `${path}.${k}` : k));
}

const idOf = (v: unknown) => (isObject(v) && typeof v.id === 'string' ? v.id : undefined);

/** Entries of a list matched by their id when they have one, else by position. */
function listChanges(section: string, before: unknown[], after: unknown[]): ResumeChange[] {
  const changes: ResumeChange[] = [];
  const byId = before.every((e) => idOf(e) !== undefined) && after.every((e) => idOf(e) !== undefined);
  const matched = new Set<number>();
  after.forEach((entry, index) => {
    const b = byId ? before.findIndex((e) => idOf(e) === idOf(entry)) : index < before.length ? index : -1;
    const at = { index, label: labelOf(entry, index) };
    if (b < 0) return changes.push({ kind: 'added', section, entry: at, field: '', after: labelOf(entry, index) });
    matched.add(b);
    for (const c of fieldChanges(before[b], entry)) changes.push({ ...c, section, entry: at });
  });
  before.forEach((entry, index) => {
    if (matched.has(index)) return;
    changes.push({ kind: 'removed', section, entry: { index, label: labelOf(entry, index) }, field: '' });
  });
  return changes;
}

/**
 * What changed from `before` to `after`, section by section, entry by entry, field by field (issue #42 item 1:
 * a version against the current resume). Equal resumes give an empty list.
 */
export function diffResumes(before: Resume, after: Resume): ResumeChange[] {
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  const sections = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !IGNORED.has(k));
  return sections.flatMap((section) => {
    const x = b[section];
    const y = a[section];
    if (same(x, y)) return [];
    if (Array.isArray(x) || Array.isArray(y))
      return listChanges(section, (x as unknown[]) ?? [], (y as unknown[]) ?? []);
    return fieldChanges(x, y).map((c) => ({ ...c, section }));
  });
}
