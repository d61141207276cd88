import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '../test-render';
import { activateLocale } from '../i18n';
import FooterDialogs from './FooterDialogs';

afterEach(async () => {
  cleanup();
  await act(() => activateLocale('en'));
});

const noop = () => undefined;

describe('footer dialogs', () => {
  it('the Privacy Policy keeps SPEC’s English with its effective date and bold item labels', () => {
    render(<FooterDialogs open="privacy" onClose={noop} returnFocus={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog).toHaveAccessibleDescription('Effective 25 August 2025');
    expect(screen.getByRole('heading', { name: 'What we store' })).toBeInTheDocument();
    const label = screen.getByText('Your account:');
    expect(label.tagName).toBe('STRONG');
    expect(label.parentElement).toHaveTextContent(/^Your account: the name, e-mail address and profile picture/);
  });

  it('the Terms of Service state the account limits inside their sentence', () => {
    render(<FooterDialogs open="terms" onClose={noop} returnFocus={noop} />);
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(
      screen.getByText(/Each account can keep up to \d+ resumes and \d+ shared resumes at a time\./),
    ).toBeVisible();
  });

  it('writes the effective date in the interface language and reads right to left in Arabic', async () => {
    await act(() => activateLocale('ar'));
    render(<FooterDialogs open="terms" onClose={noop} returnFocus={noop} />);
    const expected = new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(Date.UTC(2025, 7, 25)),
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(new RegExp(expected));
    expect(expected).not.toContain('August');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
