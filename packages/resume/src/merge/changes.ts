import type { Resume } from '../schema';
import { conflictLabel } from './labels';
import { isIdList, jsonEqual, mergeResumes, UNMERGED } from './merge';

/**
 * Field-by-field differences between two copies of a resume (issue #40: a tailored copy and its master), at the
 * grain of the three-way merge: a key of an object, an item of a list with ids (added, removed or edited field by
 * field), a list's order, a line of bullets edited in place, else the whole value.
 */
export interface FieldChange {
  /** As FieldConflict's: keys from the root, items by id, '#order' for a list's order. */
  path: string[];
  label: string;
  /** undefined: absent on that side. */
  before: unknown;
  after: unknown;
}

type Item = { id: string } & Record<string, unknown>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idsOf = (list: Item[]) => list.map((x) => x.id);

function diff(out: Omit<FieldChange, 'label'>[], path: string[], a: unknown, b: unknown) {
  if (jsonEqual(a, b)) return;
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (path.length === 0 && UNMERGED.has(key)) continue;
      diff(out, [...path, key], a[key], b[key]);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && isIdList(a) && isIdList(b) && (a.length > 0 || b.length > 0)) {
    const before = new Map(a.map((x) => [x.id, x]));
    const after = new Map(b.map((x) => [x.id, x]));
    for (const id of new Set([...idsOf(a), ...idsOf(b)])) {
      const [x, y] = [before.get(id), after.get(id)];
      if (x && y) diff(out, [...path, id], x, y);
      else out.push({ path: [...path, id], before: x, after: y });
    }
    const shared = (list: Item[]) => idsOf(list).filter((id) => before.has(id) && after.has(id));
    if (!jsonEqual(shared(a), shared(b))) out.push({ path: [...path, '#order'], before: shared(a), after: shared(b) });
    return;
  }
  if (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    [...a, ...b].every((x) => typeof x === 'string')
  ) {
    a.forEach((line, i) => diff(out, [...path, String(i)], line, b[i]));
    return;
  }
  out.push({ path, before: a, after: b });
}

/** What changed from `before` to `after`, field by field. */
export function fieldChanges(before: Resume, after: Resume): FieldChange[] {
  const out: Omit<FieldChange, 'label'>[] = [];
  diff(out, [], before, after);
  return out.map((c) => ({ ...c, label: conflictLabel(c.path, [before, after]) }));
}

const samePath = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** `root` with the value at each path set to `source`'s (an item added, removed, moved, a field or line replaced). */
function withValuesOf(root: Resume, source: Resume, paths: string[][]): Resume {
  const copy = structuredClone(root) as unknown as Record<string, unknown>;
  for (const path of paths) setFrom(copy, source as unknown as Record<string, unknown>, path);
  return copy as unknown as Resume;
}

function childOf(node: unknown, key: string): unknown {
  if (Array.isArray(node))
    return /^\d+$/.test(key) && !isIdList(node) ? node[Number(key)] : node.find((x) => (x as Item)?.id === key);
  return isObject(node) ? node[key] : undefined;
}

function setFrom(target: unknown, source: unknown, path: string[]) {
  let [t, s] = [target, source];
  for (const key of path.slice(0, -1)) [t, s] = [childOf(t, key), childOf(s, key)];
  const last = path.at(-1)!;
  if (Array.isArray(t) && Array.isArray(s)) {
    if (last === '#order') {
      const rank = new Map(s.map((x, i) => [(x as Item).id, i]));
      const known = t
        .filter((x) => rank.has((x as Item).id))
        .sort((x, y) => rank.get((x as Item).id)! - rank.get((y as Item).id)!);
      let k = 0;
      t.forEach((x, i) => {
        if (rank.has((x as Item).id)) t[i] = known[k++];
      });
    } else if (/^\d+$/.test(last) && !isIdList(t)) {
      t[Number(last)] = s[Number(last)];
    } else {
      const at = t.findIndex((x) => (x as Item).id === last);
      const from = s.findIndex((x) => (x as Item).id === last);
      if (from < 0) {
        if (at >= 0) t.splice(at, 1);
      } else if (at >= 0) t[at] = structuredClone(s[from]);
      else {
        // Added: after the item it follows in the source, else first.
        const prev = from > 0 ? t.findIndex((x) => (x as Item).id === (s[from - 1] as Item).id) : -1;
        t.splice(prev + 1, 0, structuredClone(s[from]));
      }
    }
  } else if (isObject(t)) {
    const value = isObject(s) ? s[last] : undefined;
    if (value === undefined) delete t[last];
    else t[last] = structuredClone(value);
  }
}

export interface TakenChanges {
  /** The copy with the taken changes, its own other edits kept. */
  copy: Resume;
  /** The master as the copy has now seen it: the taken and the declined changes both count as seen. */
  base: Resume;
}

/**
 * Takes some of the master's changes since `base` (the master as the copy last saw it) into the copy, with the
 * field-level merge: each taken change lands on the copy field by field, the copy's own edits elsewhere stay, and
 * where the copy changed the same field the master's value wins (the user chose it). Declined changes change
 * nothing in the copy but are not offered again.
 */
export function takeMasterChanges(
  copy: Resume,
  base: Resume,
  master: Resume,
  take: string[][],
  decline: string[][] = [],
): TakenChanges {
  const offered = fieldChanges(base, master);
  const chosen = (list: string[][]) => offered.filter((c) => list.some((p) => samePath(p, c.path))).map((c) => c.path);
  const taken = chosen(take);
  const theirs = withValuesOf(base, master, taken);
  const merged = mergeResumes(base, copy, theirs, 'theirs').resume;
  return {
    copy: { ...merged, id: copy.id, createdAt: copy.createdAt, updatedAt: copy.updatedAt },
    base: withValuesOf(base, master, [...taken, ...chosen(decline)]),
  };
}
