import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '../test-render';
import { decodeShareLink, LINK_LIMITS, sampleResume, type Resume } from '@resumey/resume';
import { LinkShare } from './LinkShare';

/** Text that deflate cannot shrink much: random letters, in bullets of at most 5000 characters. */
function tooLongForALink(): Resume {
  const resume = sampleResume();
  let seed = 1;
  const letter = () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26));
  const bullets = Array.from({ length: 60 }, () => Array.from({ length: 5000 }, letter).join(''));
  resume.custom = [{ id: 'notes', label: 'Notes', bullets }];
  return resume;
}

const field = () => screen.getByRole('textbox', { name: 'Link with your resume inside' });
const copy = () => screen.getByRole('button', { name: 'Copy link with resume inside' });

describe('LinkShare: one state for a link that can open and one for a link that cannot', () => {
  afterEach(cleanup);

  it('shows, copies and opens a link that opens', () => {
    render(<LinkShare resume={sampleResume()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const link = (field() as HTMLInputElement).value;
    expect(decodeShareLink(link.split('#')[1]!)?.profile.fullName).toBe(sampleResume().profile.fullName);
    expect(copy()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Open link with resume inside' })).toHaveAttribute('href', link);
  });

  it('offers nothing to copy or open for a resume too long for a link, and says to use a custom URL', () => {
    render(<LinkShare resume={tooLongForALink()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The resume is too long for a link (at most ${LINK_LIMITS.fragmentChars.toLocaleString('en-US')} characters): share it with a custom URL below.`,
    );
    expect(field()).toBeDisabled();
    expect(field()).toHaveValue('');
    expect(copy()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open link with resume inside' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Open link with resume inside' })).not.toBeInTheDocument();
  });

  it('does the same for a resume that fails the shared-link schema', () => {
    const resume = sampleResume();
    resume.experience[0]!.company = '';
    render(<LinkShare resume={resume} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Company name is required');
    expect(field()).toBeDisabled();
    expect(copy()).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Open link with resume inside' })).not.toBeInTheDocument();
  });
});
