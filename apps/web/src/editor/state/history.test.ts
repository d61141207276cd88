import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { EditorDoc } from './doc';
import { docOf } from './doc.test-helper';

/** An editor whose clock the test sets; `summary(text, key, at)` types into the summary at time `at`. */
function clocked(options: { limit?: number; coalesceMs?: number } = {}) {
  let time = 0;
  const base = docOf(createResume());
  const doc = new EditorDoc(base.id, base.store, { ...options, now: () => time });
  const summary = (text: string, key?: string, at = time) => {
    time = at;
    doc.edit((r: Resume) => ({ ...r, summary: text }), key);
  };
  return { doc, summary, text: () => doc.resume.summary };
}

describe('editor history', () => {
  it('undoes and redoes steps in order', () => {
    const { doc, summary, text } = clocked();
    summary('a', undefined, 0);
    summary('ab', undefined, 10);
    summary('abc', undefined, 20);
    expect(doc.undo()).toBe(true);
    expect(text()).toBe('ab');
    doc.undo();
    doc.undo();
    expect(text()).toBe('');
    expect(doc.undo()).toBe(false);
    doc.redo();
    expect(text()).toBe('a');
    doc.redo();
    doc.redo();
    expect(text()).toBe('abc');
    expect(doc.redo()).toBe(false);
  });

  it('merges a typing burst in one field into one step', () => {
    const { doc, summary, text } = clocked({ coalesceMs: 1000 });
    summary('J', 'summary', 100);
    summary('Ja', 'summary', 200);
    summary('Jan', 'summary', 300);
    doc.undo();
    expect(text()).toBe('');
    expect(doc.canUndo).toBe(false);
  });

  it('starts a new step after a pause or in another field', () => {
    const { doc, summary, text } = clocked({ coalesceMs: 1000 });
    summary('0', 'a', 0);
    summary('1', 'a', 2000);
    summary('2', 'b', 2100);
    for (const expected of ['1', '0', '']) {
      doc.undo();
      expect(text()).toBe(expected);
    }
  });

  it('a new edit after undo drops the redo steps', () => {
    const { doc, summary } = clocked();
    summary('a', undefined, 0);
    doc.undo();
    expect(doc.canRedo).toBe(true);
    summary('b', undefined, 10);
    expect(doc.canRedo).toBe(false);
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    const { doc, summary, text } = clocked({ limit: 3 });
    for (let i = 1; i <= 5; i++) summary(String(i), undefined, i);
    doc.undo();
    doc.undo();
    doc.undo();
    expect(text()).toBe('2');
    expect(doc.undo()).toBe(false);
  });

  it('keeps the id and timestamps of the current copy when going back', () => {
    const { doc, summary } = clocked();
    summary('typed', undefined, 0);
    const updatedAt = doc.resume.updatedAt;
    doc.undo();
    expect(doc.resume.id).toBe(doc.id);
    expect(doc.resume.updatedAt >= updatedAt).toBe(true);
  });
});
