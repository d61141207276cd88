import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '../test-render';
import { SHORT_ADDRESS_MESSAGES } from '@resumey/resume';
import { chosenShortSlug, ShortLinkChoice } from './ShortLinkChoice';

describe('the short link a custom URL is saved with (issue #37)', () => {
  afterEach(cleanup);

  it('sends /v/{slug} when free, the offered one when not, null for none, nothing without an answer', () => {
    expect(chosenShortSlug('resume', { available: true, suggestion: null }, true)).toBe('resume');
    expect(chosenShortSlug('resume', { available: false, suggestion: 'resume-2' }, true)).toBe('resume-2');
    expect(chosenShortSlug('resume', { available: false, suggestion: null }, true)).toBeNull();
    expect(chosenShortSlug('resume', { available: true, suggestion: null }, false)).toBeNull();
    expect(chosenShortSlug('resume', { available: false, suggestion: 'resume-2' }, false)).toBeNull();
    expect(chosenShortSlug('resume', undefined, true)).toBeUndefined();
  });

  it('says a taken short link is taken, offers the free one, and lets the owner have none', () => {
    const changes: boolean[] = [];
    render(
      <ShortLinkChoice
        slug="resume"
        short={{ available: false, suggestion: 'resume-k3' }}
        wanted
        onWantedChange={(v) => changes.push(v)}
        refused={false}
      />,
    );
    expect(screen.getByText(/is taken\. Your URL above works as typed\./)).toHaveTextContent('/v/resume is taken');
    const offer = screen.getByRole('checkbox', { name: 'Use the short link /v/resume-k3 instead' });
    expect(offer).toBeChecked();
    fireEvent.click(offer);
    expect(changes).toEqual([false]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers /v/{slug} itself when free, and says so when the server refused the last offer', () => {
    render(
      <ShortLinkChoice
        slug="resume"
        short={{ available: true, suggestion: null }}
        wanted={false}
        onWantedChange={() => undefined}
        refused
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Also create the short link /v/resume' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(SHORT_ADDRESS_MESSAGES.shortSlugTaken);
    expect(screen.queryByText(/is taken\. Your URL/)).not.toBeInTheDocument();
  });

  it('says the URL will have no short link when none is free', () => {
    render(
      <ShortLinkChoice
        slug="resume"
        short={{ available: false, suggestion: null }}
        wanted
        onWantedChange={() => undefined}
        refused={false}
      />,
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('This URL will have no short link.')).toBeInTheDocument();
  });
});
