import { describe, expect, it } from 'vitest';
import { daysLeft } from './days-left';
import { TRASH_TEXT } from './messages';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW + days * 24 * 3600 * 1000).toISOString();

describe('days left in the trash', () => {
  it('counts whole days up, the last one as one, and says them with the right plural', () => {
    expect(daysLeft(inDays(30), NOW)).toBe(30);
    expect(daysLeft(inDays(29.2), NOW)).toBe(30);
    expect(daysLeft(inDays(1), NOW)).toBe(1);
    expect(daysLeft(inDays(0.01), NOW)).toBe(1);
    // Past its time but not yet purged by the hourly run: still shown as the last day.
    expect(daysLeft(inDays(-0.01), NOW)).toBe(1);
    expect(TRASH_TEXT.daysLeft(1)).toBe('1 day left');
    expect(TRASH_TEXT.daysLeft(2)).toBe('2 days left');
    expect(TRASH_TEXT.daysLeft(30)).toBe('30 days left');
  });
});
