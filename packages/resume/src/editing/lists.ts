/**
 * Immutable list operations behind the editor's list sections and bullet lists. Each returns a new array, except
 * that a no-op (moving the first item up, an index out of range) returns the list unchanged, so callers can skip
 * a state update.
 */

export type Direction = 'up' | 'down';

export const canMove = (length: number, index: number, direction: Direction): boolean =>
  direction === 'up' ? index > 0 && index < length : index >= 0 && index < length - 1;

export function moveItem<T>(list: T[], index: number, direction: Direction): T[] {
  if (!canMove(list.length, index, direction)) return list;
  const target = direction === 'up' ? index - 1 : index + 1;
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const addItem = <T>(list: T[], item: T): T[] => [...list, item];

export function removeAt<T>(list: T[], index: number): T[] {
  if (index < 0 || index >= list.length) return list;
  return list.filter((_, i) => i !== index);
}

export function updateAt<T>(list: T[], index: number, value: T | ((previous: T) => T)): T[] {
  if (index < 0 || index >= list.length) return list;
  const next = [...list];
  next[index] = typeof value === 'function' ? (value as (previous: T) => T)(list[index]) : value;
  return next;
}

interface WithId {
  id: string;
}

export const removeById = <T extends WithId>(list: T[], id: string): T[] => removeAt(list, indexOfId(list, id));

export const updateById = <T extends WithId>(list: T[], id: string, patch: Partial<Omit<T, 'id'>>): T[] =>
  updateAt(list, indexOfId(list, id), (item) => ({ ...item, ...patch }));

export const moveById = <T extends WithId>(list: T[], id: string, direction: Direction): T[] =>
  moveItem(list, indexOfId(list, id), direction);

const indexOfId = (list: WithId[], id: string) => list.findIndex((item) => item.id === id);

/** New bullets start empty (SPEC.md section 2). */
export const addBullet = (bullets: string[]): string[] => [...bullets, ''];
