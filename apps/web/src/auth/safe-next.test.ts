import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from './safe-next';

describe('safeNext', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNext('/edit/abc')).toBe('/edit/abc');
    expect(safeNext('/edit/abc?tab=skills#top')).toBe('/edit/abc?tab=skills#top');
    expect(safeNext('/dashboard')).toBe('/dashboard');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    ' /dashboard',
    '/auth',
    '/auth/callback?next=/x',
  ])('sends %j to the dashboard instead', (raw) => {
    expect(safeNext(raw)).toBe('/dashboard');
  });

  it('normalises dot segments instead of leaving the site', () => {
    expect(safeNext('/../../evil')).toBe('/evil');
  });
});

describe('signInPath', () => {
  it('carries where to return to', () => {
    expect(signInPath('/edit/x y')).toBe('/auth?next=%2Fedit%2Fx%20y');
    expect(signInPath('/dashboard')).toBe('/auth');
  });
});
