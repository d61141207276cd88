import { act, cleanup, fireEvent, render, screen, within } from '../../test-render';
import { afterEach, describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from '@resumey/resume';
import { EditorDocProvider } from '../state/doc';
import { docOf } from '../state/doc.test-helper';
import SkillsTab from './SkillsTab';

afterEach(cleanup);

/** A JSON Resume's skill groups in the editor (issue #19): shown under their names, editable, exported as edited. */
function importedDoc() {
  const result = fromJsonResume({
    basics: { name: 'Richard Hendriks' },
    skills: [
      { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS'] },
      { name: 'Compression', keywords: ['Mpeg', 'MP4'] },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return docOf(result.resume);
}

describe('Skills tab: skill groups', () => {
  it('lists imported groups by name and level, and edits of a group come back on export', () => {
    const doc = importedDoc();
    render(
      <EditorDocProvider doc={doc}>
        <SkillsTab />
      </EditorDocProvider>,
    );
    const groups = screen.getByRole('heading', { name: 'Skill Groups' }).closest('section') ?? document.body;
    expect(within(groups).getByText('Web Development (Master)')).toBeInTheDocument();
    expect(within(groups).getByText('Compression')).toBeInTheDocument();

    fireEvent.click(within(groups).getByRole('button', { name: /Web Development \(Master\).*expand/ }));
    const name = within(groups).getByLabelText('Group Name');
    expect(name).toHaveValue('Web Development');
    expect(within(groups).getByLabelText('Level')).toHaveValue('Master');
    expect(within(groups).getByLabelText('Skills in this group')).toHaveValue('HTML, CSS');

    act(() => void fireEvent.change(name, { target: { value: 'Frontend' } }));
    act(
      () =>
        void fireEvent.change(within(groups).getByLabelText('Skills in this group'), {
          target: { value: 'HTML, CSS, SVG' },
        }),
    );
    expect(toJsonResume(doc.resume).skills).toEqual([
      { name: 'Frontend', level: 'Master', keywords: ['HTML', 'CSS', 'SVG'] },
      { name: 'Compression', keywords: ['Mpeg', 'MP4'] },
    ]);
  });

  it('adds a group', () => {
    const doc = importedDoc();
    render(
      <EditorDocProvider doc={doc}>
        <SkillsTab />
      </EditorDocProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(doc.resume.skillGroups).toHaveLength(3);
  });
});
