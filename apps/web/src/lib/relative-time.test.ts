import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { relativeTime } from './relative-time';

describe("the card's 'Updated {time}'", () => {
  const now = Date.parse('2025-08-25T12:00:00Z');
  const ago = (s: number) => new Date(now - s * 1000).toISOString();

  it("says 'just now' under a minute, for a missing time and for nonsense", () => {
    expect(relativeTime(ago(5), now)).toBe('just now');
    expect(relativeTime(ago(-3), now)).toBe('just now');
    expect(relativeTime(undefined, now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('just now');
  });

  it('counts minutes, hours, days and beyond', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(10 * 24 * 3600), now)).toBe('last week');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });
});

describe('relative times in the interface language', () => {
  const now = Date.parse('2025-08-25T12:00:00Z');
  afterEach(() => i18n.activate('en'));

  it('follows the active locale', () => {
    i18n.load('de', {});
    i18n.activate('de');
    expect(relativeTime(new Date(now - 5 * 60_000).toISOString(), now)).toBe('vor 5 Minuten');
    expect(relativeTime(new Date(now - 24 * 3600_000).toISOString(), now)).toBe('gestern');
  });

  it('writes Arabic for the Arabic interface', () => {
    i18n.load('ar', {});
    i18n.activate('ar');
    expect(relativeTime(new Date(now - 24 * 3600_000).toISOString(), now)).toBe('أمس');
  });
});
