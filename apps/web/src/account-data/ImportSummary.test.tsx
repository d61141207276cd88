import { describe, expect, it } from 'vitest';
import { ACCOUNT_IMPORT_MESSAGES as M, type AccountImportResult } from '@resumey/resume';
import { render, screen, within } from '../test-render';
import { ImportSummary } from './ImportSummary';

const result = (over: Partial<AccountImportResult> = {}): AccountImportResult => ({
  imported: [],
  skipped: [],
  letters: 0,
  targets: 0,
  shares: { created: [], notes: [] },
  usernameSet: null,
  ...over,
});

describe('ImportSummary', () => {
  it('says what came in, what did not and why, and where the shares are', () => {
    render(
      <ImportSummary
        result={result({
          imported: [
            { id: 'a', title: 'Plain CV' },
            { id: 'b', title: 'Photo CV' },
          ],
          skipped: [{ title: 'Old CV', reason: 'trashed', message: M.skippedTrashed }],
          usernameSet: 'ann',
          letters: 1,
          targets: 2,
          shares: {
            created: [{ title: 'Photo CV', username: 'ann', slug: 'photo-cv', shortSlug: null, published: false }],
            notes: [{ title: 'Photo CV', slug: 'photo-cv', reason: 'password_not_kept', message: M.passwordNotKept }],
          },
        })}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Imported 2 resumes.');
    expect(status).toHaveTextContent('1 cover letter came with them.');
    expect(status).toHaveTextContent('2 job postings came with them.');
    expect(within(status).getByText('Plain CV')).toBeInTheDocument();
    expect(status).toHaveTextContent(`Old CV: ${M.skippedTrashed}`);
    expect(status).toHaveTextContent('Your username is now ann.');
    expect(status).toHaveTextContent('/u/ann/photo-cv (unpublished)');
    expect(status).toHaveTextContent(`Photo CV (photo-cv): ${M.passwordNotKept}`);
  });

  it('says so when nothing came in, and shows no empty lists', () => {
    render(<ImportSummary result={result({ skipped: [{ title: 'Old CV', reason: 'trashed', message: 'x' }] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('No resume was imported.');
    expect(screen.queryByText('Imported')).toBeNull();
    expect(screen.queryByText('Shares recreated')).toBeNull();
  });
});
