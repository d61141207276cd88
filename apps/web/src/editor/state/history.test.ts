import { describe, expect, it } from 'vitest';
import { createHistory } from './history';

describe('editor history', () => {
  it('undoes and redoes steps in order', () => {
    const h = createHistory<string>();
    h.record('a', undefined, 0);
    h.record('ab', undefined, 10);
    expect(h.undo('abc')).toBe('ab');
    expect(h.undo('ab')).toBe('a');
    expect(h.undo('a')).toBeUndefined();
    expect(h.redo('a')).toBe('ab');
    expect(h.redo('ab')).toBe('abc');
    expect(h.redo('abc')).toBeUndefined();
  });

  it('merges a typing burst in one field into one step', () => {
    const h = createHistory<string>({ coalesceMs: 1000 });
    h.record('', 'name', 0);
    h.record('J', 'name', 100);
    h.record('Ja', 'name', 200);
    expect(h.undo('Jan')).toBe('');
    expect(h.canUndo).toBe(false);
  });

  it('starts a new step after a pause, in another field, or after seal', () => {
    const h = createHistory<string>({ coalesceMs: 1000 });
    h.record('0', 'a', 0);
    h.record('1', 'a', 2000);
    h.record('2', 'b', 2100);
    h.seal();
    h.record('3', 'b', 2200);
    expect(h.undo('4')).toBe('3');
    expect(h.undo('3')).toBe('2');
    expect(h.undo('2')).toBe('1');
    expect(h.undo('1')).toBe('0');
  });

  it('a new edit after undo drops the redo steps', () => {
    const h = createHistory<string>();
    h.record('a', undefined, 0);
    expect(h.undo('b')).toBe('a');
    expect(h.canRedo).toBe(true);
    h.record('a', undefined, 10);
    expect(h.canRedo).toBe(false);
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    const h = createHistory<number>({ limit: 3 });
    for (let i = 0; i < 5; i++) h.record(i, undefined, i);
    expect(h.undo(5)).toBe(4);
    expect(h.undo(4)).toBe(3);
    expect(h.undo(3)).toBe(2);
    expect(h.undo(2)).toBeUndefined();
  });
});
