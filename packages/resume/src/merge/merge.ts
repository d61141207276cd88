import type { Resume } from '../schema';
import { conflictLabel, itemLabel } from './labels';

/**
 * The three-way merge of two copies of one resume edited apart (issue #21): two tabs, two devices, or a device that
 * was offline. Each side's changes since their common base (the last version both agreed on) are applied field by
 * field; only a field both sides changed, to different values, is a conflict for the user.
 *
 * - Objects (meta, profile, skills, page margins, a list item) merge key by key.
 * - Lists of items with ids (experience, projects, links, ...) merge by id: an item added, removed, edited or moved
 *   on one side is applied, and the fields of an item edited on both sides merge separately. An item removed on one
 *   side and edited on the other, or a list reordered differently on both, is a conflict.
 * - Everything else is one field: text, numbers, and lists of plain strings (bullets, technologies, skills,
 *   certifications), which have no ids to tell an edit from a replacement; except that when neither side added or
 *   removed lines, each line is compared on its own (two devices editing different bullets of one job).
 */

export type MergeSide = 'mine' | 'theirs';

export interface FieldConflict {
  /** Keys from the resume's root; a list item is named by its id, a list's order by '#order'. [] = whole resume. */
  path: string[];
  /** What the user reads: 'Profile › Headline', 'Experience "Engineer" › Title'. */
  label: string;
  base: unknown;
  /** undefined: removed on that side. For an order conflict, the items' labels in that side's order. */
  mine: unknown;
  theirs: unknown;
}

export interface ResumeMerge {
  /** The merged copy; each conflicting field holds the `prefer` side's value. */
  resume: Resume;
  conflicts: FieldConflict[];
  /** No common base: nothing could be merged, the copy is the `prefer` side's whole (the plain conflict choice). */
  wholeCopy: boolean;
}

/** The keys the merge does not compare: identity and timestamps (every save moves updatedAt). */
export const UNMERGED = new Set(['id', 'createdAt', 'updatedAt']);

type Json = unknown;
type Item = { id: string } & Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Equality of JSON values, ignoring key order and keys set to undefined (jsonb reorders keys; the editor sets
 * optional keys to undefined). Hand-written because it must treat undefined keys as absent.
 */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

const isText = (v: unknown) => typeof v === 'string';

export const isIdList = (v: unknown): v is Item[] => {
  if (!Array.isArray(v) || v.length === 0) return Array.isArray(v);
  const ids = new Set<string>();
  for (const x of v) {
    if (!isObject(x) || typeof x.id !== 'string' || ids.has(x.id)) return false;
    ids.add(x.id);
  }
  return true;
};

/** A list of id-items, or an empty list where the others are id-items (an empty list has no items to check). */
const idLists = (...lists: unknown[]) =>
  lists.every((l) => l === undefined || isIdList(l)) && lists.some((l) => Array.isArray(l) && l.length > 0);

interface Context {
  prefer: MergeSide;
  conflicts: FieldConflict[];
  /** The three copies, for labels of list items. */
  roots: Json[];
}

function conflict(ctx: Context, path: string[], base: Json, mine: Json, theirs: Json): Json {
  ctx.conflicts.push({ path, label: conflictLabel(path, ctx.roots), base, mine, theirs });
  return ctx.prefer === 'mine' ? mine : theirs;
}

function merge3(ctx: Context, path: string[], base: Json, mine: Json, theirs: Json): Json {
  if (jsonEqual(mine, theirs)) return mine;
  if (jsonEqual(base, mine)) return theirs;
  if (jsonEqual(base, theirs)) return mine;
  if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) {
    return mergeObject(ctx, path, base, mine, theirs);
  }
  if (Array.isArray(mine) && Array.isArray(theirs) && (base === undefined || Array.isArray(base))) {
    if (idLists(base, mine, theirs)) return mergeList(ctx, path, base ?? [], mine, theirs);
    // Lines (bullets) edited in place on both sides: each line is a field of its own.
    if (base && base.length === mine.length && base.length === theirs.length && base.every(isText)) {
      return base.map((line, i) => merge3(ctx, [...path, String(i)], line, mine[i], theirs[i]));
    }
  }
  return conflict(ctx, path, base, mine, theirs);
}

function mergeObject(
  ctx: Context,
  path: string[],
  base: Record<string, unknown> | undefined,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  skip?: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Mine's key order first: it is the copy on screen.
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    if (skip?.has(key)) continue;
    const value = merge3(ctx, [...path, key], base?.[key], mine[key], theirs[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const byId = (list: Item[]) => new Map(list.map((x) => [x.id, x]));
const ids = (list: Item[]) => list.map((x) => x.id);
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function mergeList(ctx: Context, path: string[], base: Item[], mine: Item[], theirs: Item[]): Item[] {
  const [B, M, T] = [byId(base), byId(mine), byId(theirs)];
  const merged = new Map<string, Item>();
  for (const id of new Set([...ids(mine), ...ids(theirs), ...ids(base)])) {
    const [b, m, t] = [B.get(id), M.get(id), T.get(id)];
    const itemPath = [...path, id];
    let value: Json;
    if (b && !m && !t) value = undefined;
    // Removed on one side: gone, unless the other side edited it meanwhile (then the user decides).
    else if (b && !m) value = jsonEqual(b, t) ? undefined : conflict(ctx, itemPath, b, undefined, t);
    else if (b && !t) value = jsonEqual(b, m) ? undefined : conflict(ctx, itemPath, b, m, undefined);
    else if (!m || !t) value = m ?? t;
    else value = merge3(ctx, itemPath, b, m, t);
    if (value !== undefined) merged.set(id, value as Item);
  }
  return order(ctx, path, base, mine, theirs, merged);
}

/**
 * The merged list's order: a side that moved items (among those all three copies share) gives it; both moving them
 * differently is a conflict. Items the other side added go before the item they precede there (appended ones
 * stay last).
 */
function order(ctx: Context, path: string[], base: Item[], mine: Item[], theirs: Item[], merged: Map<string, Item>) {
  const shared = new Set(ids(base).filter((id) => mine.some((x) => x.id === id) && theirs.some((x) => x.id === id)));
  const rel = (list: Item[]) => ids(list).filter((id) => shared.has(id));
  const [b, m, t] = [rel(base), rel(mine), rel(theirs)];
  let primary: MergeSide = 'mine';
  if (sameOrder(m, b)) primary = 'theirs';
  else if (!sameOrder(t, b) && !sameOrder(m, t)) {
    const names = (order: string[]) => order.map((id) => itemLabel(path, id, ctx.roots));
    conflict(ctx, [...path, '#order'], names(b), names(m), names(t));
    primary = ctx.prefer;
  }
  const [first, second] = primary === 'mine' ? [mine, theirs] : [theirs, mine];
  const result = ids(first).filter((id) => merged.has(id));
  for (const list of [second, base]) {
    let next: string | undefined;
    for (const id of ids(list).reverse()) {
      if (merged.has(id) && !result.includes(id)) {
        result.splice(next === undefined ? result.length : result.indexOf(next), 0, id);
      }
      if (result.includes(id)) next = id;
    }
  }
  return result.map((id) => merged.get(id)!);
}

const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * Merges `mine` (this copy) and `theirs` (the server's newer one) against `base`, their last common version.
 * Without a base nothing can be told apart: the whole `prefer` copy, flagged `wholeCopy`, with one conflict for the
 * whole resume unless both copies are the same.
 */
export function mergeResumes(
  base: Resume | undefined,
  mine: Resume,
  theirs: Resume,
  prefer: MergeSide = 'mine',
): ResumeMerge {
  const stamps = { id: mine.id, createdAt: theirs.createdAt, updatedAt: later(mine.updatedAt, theirs.updatedAt) };
  const roots = [base, mine, theirs];
  if (!base) {
    const same = jsonEqual(strip(mine), strip(theirs));
    const conflicts = same ? [] : [{ path: [], label: conflictLabel([], roots), base: undefined, mine, theirs }];
    return { resume: { ...(prefer === 'mine' ? mine : theirs), ...stamps }, conflicts, wholeCopy: true };
  }
  const ctx: Context = { prefer, conflicts: [], roots };
  const fields = mergeObject(ctx, [], base, mine, theirs, UNMERGED);
  return { resume: { ...fields, ...stamps } as Resume, conflicts: ctx.conflicts, wholeCopy: false };
}

const strip = (r: Resume) => Object.fromEntries(Object.entries(r).filter(([k]) => !UNMERGED.has(k)));
