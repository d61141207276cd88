import { describe, expect, it } from 'vitest';
import { sourceFromLocation } from './route';

const at = (pathname: string, hash = '') => sourceFromLocation({ pathname, hash });

describe('sourceFromLocation (where a public view finds its resume)', () => {
  it('reads /u/{username}/{slug} as a custom URL, decoding the segments', () => {
    expect(at('/u/ann/senior-engineer')).toEqual({ kind: 'user-slug', username: 'ann', slug: 'senior-engineer' });
    expect(at('/u/ann/cv/')).toEqual({ kind: 'user-slug', username: 'ann', slug: 'cv' });
    expect(at('/u/ann/my%20cv')).toEqual({ kind: 'user-slug', username: 'ann', slug: 'my cv' });
    expect(at('/u/ann/%E0%A4%A')).toEqual({ kind: 'user-slug', username: 'ann', slug: '%E0%A4%A' });
  });

  it('reads /v/{slug} as a slug share, even with a fragment', () => {
    expect(at('/v/cv')).toEqual({ kind: 'slug', slug: 'cv' });
    expect(at('/v/cv', '#_1abc')).toEqual({ kind: 'slug', slug: 'cv' });
  });

  it('reads the fragment of /v, /v/ and /view as a link carrying the resume', () => {
    for (const path of ['/v', '/v/', '/view', '/view/']) {
      expect(at(path, '#_1abc')).toEqual({ kind: 'link', data: '_1abc' });
    }
  });

  it('finds nothing without a slug or data', () => {
    expect(at('/v')).toEqual({ kind: 'none' });
    expect(at('/view', '#')).toEqual({ kind: 'none' });
  });
});
