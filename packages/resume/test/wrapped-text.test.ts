import { describe, expect, it } from 'vitest';
import { joinWrapped } from '../src/wrapped-text';

describe('joinWrapped', () => {
  it('joins wrapped lines with a space', () => {
    expect(joinWrapped('Cut p95 latency by 42% with', 'streaming renders')).toBe(
      'Cut p95 latency by 42% with streaming renders',
    );
  });

  it('makes a compound broken after its hyphen whole again, keeping the hyphen', () => {
    expect(joinWrapped('zwei Junior-', 'Entwicklern')).toBe('zwei Junior-Entwicklern');
    expect(joinWrapped('a well-', 'known fix')).toBe('a well-known fix');
    expect(joinWrapped('выпускников из Санкт-', 'Петербурга')).toBe('выпускников из Санкт-Петербурга');
  });

  it('keeps the space after a dash that is not inside a word, and before one that starts a line', () => {
    expect(joinWrapped('2019 -', 'today')).toBe('2019 - today');
    expect(joinWrapped('Python, Go -', 'and more')).toBe('Python, Go - and more');
    expect(joinWrapped('built the API', '- and its tests')).toBe('built the API - and its tests');
    expect(joinWrapped('', 'alone')).toBe('alone');
  });
});
