import { describe, expect, it } from 'vitest';
import { displayUrl, isSafeUrl, safeHref } from '../src';

describe('safeHref accepts http, https and mailto', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/path?q=1#top', 'http://example.com/path?q=1#top'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['  https://example.com/a b  ', 'https://example.com/a%20b'],
    ['https://example.com/"><script>alert(1)</script>', 'https://example.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
    ['example.com', 'https://example.com/'],
    ['alexmorgan.dev', 'https://alexmorgan.dev/'],
    ['linkedin.com/in/alex-morgan', 'https://linkedin.com/in/alex-morgan'],
    ['www.github.com/alexmorgan', 'https://www.github.com/alexmorgan'],
    ['example.com:8080/app', 'https://example.com:8080/app'],
    ['bücher.de', 'https://xn--bcher-kva.de/'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
    ['alex@example.com', 'mailto:alex@example.com'],
    ['mailto:alex@example.com', 'mailto:alex@example.com'],
    ['mailto:%E0%A4%A@example.com', 'mailto:%E0%A4%A@example.com'],
    ['MailTo:alex@example.com?subject=Hi', 'mailto:alex@example.com?subject=Hi'],
  ])('%j -> %j', (input, href) => {
    expect(safeHref(input)).toBe(href);
    expect(isSafeUrl(input)).toBe(true);
  });
});

describe('safeHref refuses everything else', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'ja\u0000vascript:alert(1)',
    '\u200bjavascript:alert(1)',
    'java\u00adscript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097vascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '%6A%61vascript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'javascript:alert(document.cookie)//https://example.com',
    'javascript:/*https://example.com*/alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'livescript:alert(1)',
    'file:///etc/passwd',
    'blob:https://example.com/550e8400',
    'about:blank',
    'ftp://example.com/file',
    'tel:+15550100',
    'intent://scan/#Intent;scheme=zxing;end',
    'chrome://settings',
    'java.script:alert(1)',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'onmouseover=alert(1)',
    'http://',
    'https://',
    'mailto:',
    'mailto:not-an-email',
    'mailto:%E0%A4%A',
    'localhost',
    'not a url',
    '',
    '   ',
    'https://' + 'a'.repeat(3000) + '.com',
  ])('refuses %j', (input) => {
    expect(safeHref(input)).toBeUndefined();
    expect(isSafeUrl(input)).toBe(false);
  });

  it('refuses non-strings', () => {
    for (const v of [undefined, null, 42, {}, ['https://example.com'], { toString: () => 'https://x.com' }]) {
      expect(safeHref(v)).toBeUndefined();
    }
  });
});

describe('displayUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/alex/', 'linkedin.com/in/alex'],
    ['http://example.com', 'example.com'],
    ['HTTPS://Example.com/a', 'Example.com/a'],
    ['mailto:alex@example.com', 'alex@example.com'],
    ['github.com/alexmorgan', 'github.com/alexmorgan'],
    ['  https://alexmorgan.dev  ', 'alexmorgan.dev'],
    ['', ''],
    [undefined, ''],
  ])('%j -> %j', (input, out) => expect(displayUrl(input)).toBe(out));
});
