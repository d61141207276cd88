import { describe, expect, it } from 'vitest';
import { publicAddressOfPath } from '../src/public-address';

describe('publicAddressOfPath (the one parser of a share address, server and browser)', () => {
  it('reads a custom URL and a share slug, decoding the segments and ignoring the query', () => {
    expect(publicAddressOfPath('/u/ann/my%20cv')).toEqual({ username: 'ann', slug: 'my cv' });
    expect(publicAddressOfPath('/v/cv?ref=mail')).toEqual({ slug: 'cv' });
  });

  it('reads the API paths under their base only', () => {
    const api = { base: '/api/public' };
    expect(publicAddressOfPath('/api/public/u/ann/cv', api)).toEqual({ username: 'ann', slug: 'cv' });
    expect(publicAddressOfPath('/api/public/v/cv', api)).toEqual({ slug: 'cv' });
    for (const path of ['/u/ann/cv', '/api/publicx/v/cv', '/api/public', '/api/public/v/cv/pdf', '/api/public/v/cv/'])
      expect(publicAddressOfPath(path, api)).toBeUndefined();
  });

  it('takes one trailing slash only when asked (the pages do, the API does not)', () => {
    expect(publicAddressOfPath('/v/cv/')).toBeUndefined();
    expect(publicAddressOfPath('/v/cv/', { trailingSlash: true })).toEqual({ slug: 'cv' });
    expect(publicAddressOfPath('/u/ann/cv/', { trailingSlash: true })).toEqual({ username: 'ann', slug: 'cv' });
    expect(publicAddressOfPath('/v/cv//', { trailingSlash: true })).toBeUndefined();
  });

  it('names no share for other paths, empty segments or a missing slug', () => {
    for (const path of ['/', '/v', '/view', '/u/ann', '/u//cv', '//v/cv', '/v//', '/x/cv', '/u/ann/cv/more'])
      expect(publicAddressOfPath(path, { trailingSlash: true })).toBeUndefined();
  });

  it('gives null for a malformed %-escape, or what the caller decodes it to', () => {
    expect(publicAddressOfPath('/u/ann/%E0%A4%A')).toBeNull();
    expect(publicAddressOfPath('/v/%E0%A4%A', { decode: (s) => s })).toEqual({ slug: '%E0%A4%A' });
  });
});
