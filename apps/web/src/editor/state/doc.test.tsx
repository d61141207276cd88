import { act, render, screen } from '../../test-render';
import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { shortcutOf } from '../useEditorShortcuts';
import { EditorDocProvider, useResume } from './doc';
import { docOf } from './doc.test-helper';

const selectName = (r: Resume) => r.profile.fullName;
const selectSummary = (r: Resume) => r.summary;

function Probe({ label, select, renders }: { label: string; select: (r: Resume) => string; renders: string[] }) {
  const value = useResume(select);
  renders.push(label);
  return <p data-testid={label}>{value}</p>;
}

describe('useResume', () => {
  it('re-renders only the components whose slice changed', () => {
    const doc = docOf(createResume());
    const renders: string[] = [];
    render(
      <EditorDocProvider doc={doc}>
        <Probe label="name" select={selectName} renders={renders} />
        <Probe label="summary" select={selectSummary} renders={renders} />
      </EditorDocProvider>,
    );
    renders.length = 0;
    act(() => doc.edit((r) => ({ ...r, profile: { ...r.profile, fullName: 'Ada' } }), 'name'));
    expect(screen.getByTestId('name')).toHaveTextContent('Ada');
    expect(renders).toEqual(['name']);
    act(() => doc.edit((r) => ({ ...r, summary: 'Hello' }), 'summary'));
    expect(renders).toEqual(['name', 'summary']);
    // Undo goes back through the store: the field shows the old value again.
    act(() => void doc.undo());
    expect(screen.getByTestId('summary')).toHaveTextContent('');
  });
});

describe('editor shortcuts', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it('maps Ctrl/Cmd+S, Ctrl/Cmd+Enter, Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z', () => {
    expect(shortcutOf(key('s', { ctrlKey: true }))).toBe('save');
    expect(shortcutOf(key('s', { metaKey: true }))).toBe('save');
    expect(shortcutOf(key('Enter', { ctrlKey: true }))).toBe('share');
    expect(shortcutOf(key('z', { metaKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('leaves plain keys and Alt combinations alone', () => {
    expect(shortcutOf(key('s'))).toBeUndefined();
    expect(shortcutOf(key('Enter'))).toBeUndefined();
    expect(shortcutOf(key('s', { ctrlKey: true, altKey: true }))).toBeUndefined();
    expect(shortcutOf(key('a', { ctrlKey: true }))).toBeUndefined();
  });
});
