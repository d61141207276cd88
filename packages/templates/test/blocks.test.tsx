import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_META, sampleResume, samplePhotoDataUrl } from '@resumey/resume';
import { Avatar, LinkOrText, Page } from '../src/blocks';
import { failOnConsoleError } from './helpers';

/**
 * The shared blocks' own rules, tested once here rather than once per template: every template draws links, photos
 * and the sheet through these blocks (the source check below keeps it so), and the per-template tests check that
 * each template does use them (links, rules, meta).
 */

afterEach(cleanup);
failOnConsoleError();

const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../src/templates');

describe('templates draw links, images and raw HTML only through the shared blocks', () => {
  it.each(readdirSync(TEMPLATE_DIR))('%s has no href, <a>, <img> or dangerouslySetInnerHTML of its own', (folder) => {
    const files = readdirSync(path.join(TEMPLATE_DIR, folder), { recursive: true, encoding: 'utf8' });
    expect(files).toContain('Template.tsx');
    for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
      const source = readFileSync(path.join(TEMPLATE_DIR, folder, file), 'utf8');
      expect(source, file).not.toMatch(/\bhref\b|<a[\s>]|<img\b|dangerouslySetInnerHTML/);
    }
  });
});

describe('LinkOrText', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ];

  it.each(HOSTILE)('shows %j as text, never as a link', (url) => {
    const { container } = render(<LinkOrText url={url}>shown text</LinkOrText>);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('shown text');
  });

  it('links http, https and mailto; opens web links in a new tab without an opener', () => {
    const { container } = render(
      <>
        <LinkOrText url="https://alexmorgan.dev">site</LinkOrText>
        <LinkOrText url="http://example.com/a">plain</LinkOrText>
        <LinkOrText url="alex@example.com">mail</LinkOrText>
      </>,
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://alexmorgan.dev/',
      'http://example.com/a',
      'mailto:alex@example.com',
    ]);
    expect(links.map((a) => a.getAttribute('rel'))).toEqual(['noopener noreferrer', 'noopener noreferrer', null]);
  });
});

describe('Avatar', () => {
  const avatar = (fullName: string, profileImage: string) =>
    render(<Avatar profile={{ fullName, profileImage }} size={80} />).container;

  it('shows the photo when there is one', () => {
    expect(avatar('Alex Morgan', samplePhotoDataUrl).querySelector('img')?.getAttribute('src')).toBe(
      samplePhotoDataUrl,
    );
  });

  it('else the initials of the first and last name', () => {
    const fallback = avatar('Alex  de la Morgan', '');
    expect(fallback.querySelector('img')).toBeNull();
    expect(fallback.querySelector('[data-avatar-fallback]')?.textContent).toBe('AM');
  });

  it('else a person icon when there is no name either', () => {
    const fallback = avatar(' ', '').querySelector('[data-avatar-fallback]');
    expect(fallback?.textContent).toBe('');
    expect(fallback?.querySelector('svg')).not.toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHA+', 'https://example.com/me.png'])(
    'never draws %j, which is not an image data URL',
    (url) => {
      expect(avatar('Alex Morgan', url).querySelector('img')).toBeNull();
    },
  );
});

describe('Page', () => {
  const sheet = (meta: Partial<typeof DEFAULT_META>) => {
    const r = sampleResume();
    r.meta = { ...r.meta, ...meta };
    const { container } = render(
      <Page resume={r}>
        <p>body</p>
      </Page>,
    );
    return container.querySelector('[data-resume-page]') as HTMLElement;
  };

  it('is an A4 sheet at the normal text scale by default', () => {
    const page = sheet({});
    expect(page.dataset.pageSize).toBe('a4');
    expect([page.style.getPropertyValue('--page-w'), page.style.getPropertyValue('--page-h')]).toEqual([
      '210mm',
      '297mm',
    ]);
    expect(page.style.getPropertyValue('--font-scale')).toBe('1');
  });

  it('clamps out-of-range meta to what the schema allows and falls back from a bad colour', () => {
    const page = sheet({
      color: 'red;background:url(x)',
      lineSpacing: 3,
      pageMargins: { top: -5, right: 99, bottom: NaN, left: 10 },
    });
    expect(page.style.getPropertyValue('--accent')).toBe('#4338ca');
    expect(page.style.getPropertyValue('--lh')).toBe('1.6');
    expect(['--mt', '--mr', '--mb', '--ml'].map((v) => page.style.getPropertyValue(v))).toEqual([
      '0mm',
      '40mm',
      '20mm',
      '10mm',
    ]);
  });
});
