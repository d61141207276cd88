import { describe, expect, it } from 'vitest';
import { markupToText, parseMarkup, stripMarkup, type MarkupNode } from '../src';

const t = (text: string): MarkupNode => ({ type: 'text', text });
const b = (...children: MarkupNode[]): MarkupNode => ({ type: 'bold', children });
const i = (...children: MarkupNode[]): MarkupNode => ({ type: 'italic', children });
const u = (...children: MarkupNode[]): MarkupNode => ({ type: 'underline', children });

describe('parseMarkup', () => {
  it.each<[string, MarkupNode[]]>([
    ['', []],
    ['plain text', [t('plain text')]],
    ['**bold**', [b(t('bold'))]],
    ['*italic*', [i(t('italic'))]],
    ['__underline__', [u(t('underline'))]],
    ['Grew revenue **42%** in *one* year', [t('Grew revenue '), b(t('42%')), t(' in '), i(t('one')), t(' year')]],
    ['**a** and **b**', [b(t('a')), t(' and '), b(t('b'))]],
    ['***both***', [i(b(t('both')))]],
    ['**bold *and italic***', [b(t('bold '), i(t('and italic')))]],
    ['***italic* then bold**', [b(i(t('italic')), t(' then bold'))]],
    ['*italic **and bold***', [i(t('italic '), b(t('and bold')))]],
    ['__**x**__', [u(b(t('x')))]],
    ['**__x__**', [b(u(t('x')))]],
    ['*__x__*', [i(u(t('x')))]],
    ['__*a* b **c**__', [u(i(t('a')), t(' b '), b(t('c')))]],
    [
      '**outer *inner __deep__ inner* outer**',
      [b(t('outer '), i(t('inner '), u(t('deep')), t(' inner')), t(' outer'))],
    ],
  ])('parses %j', (input, expected) => {
    expect(parseMarkup(input)).toEqual(expected);
  });

  it.each([
    '**unclosed bold',
    'unclosed italic*',
    '*unclosed italic',
    '__unclosed underline',
    '2 * 3 * 4 = 24',
    'a ** b',
    '** spaced **',
    '****',
    '*',
    '**',
    '___',
    'snake_case_name and file_name.txt',
    'email_me@example.com',
    'C++ and C#',
  ])('shows unpaired markers literally: %j', (input) => {
    expect(parseMarkup(input)).toEqual([t(input)]);
    expect(stripMarkup(input)).toBe(input);
  });

  it('keeps the stray marker of a partly closed run literal', () => {
    expect(parseMarkup('**bold *unclosed**')).toEqual([b(t('bold *unclosed'))]);
    expect(parseMarkup('**bold** and *open')).toEqual([b(t('bold')), t(' and *open')]);
    expect(parseMarkup('***x**')).toEqual([t('*'), b(t('x'))]);
    expect(parseMarkup('**x***')).toEqual([b(t('x')), t('*')]);
  });

  it('does not pair markers across crossing styles', () => {
    expect(parseMarkup('**a __b** c__')).toEqual([b(t('a __b')), t(' c__')]);
  });

  it('treats markup-looking HTML as text, never as markup', () => {
    const input = '<img src=x onerror=alert(1)> **<b>bold</b>**';
    expect(parseMarkup(input)).toEqual([t('<img src=x onerror=alert(1)> '), b(t('<b>bold</b>'))]);
  });

  it('handles long and pathological inputs quickly', () => {
    const inputs = ['*a'.repeat(2500), '*'.repeat(5000), '**a __b '.repeat(600), '_*'.repeat(2500), 'a* '.repeat(1600)];
    const start = Date.now();
    for (const s of inputs) expect(stripMarkup(s).length).toBeLessThanOrEqual(s.length);
    // Quadratic at worst (about 60 ms for 5,000 characters); the bound catches anything exponential.
    expect(Date.now() - start).toBeLessThan(3000);
  });
});

describe('stripMarkup / markupToText', () => {
  it('removes paired markers and keeps the words', () => {
    expect(stripMarkup('Led **12 engineers** to *ship* __on time__')).toBe('Led 12 engineers to ship on time');
    expect(stripMarkup('**bold *and italic***')).toBe('bold and italic');
    expect(stripMarkup('__**x**__')).toBe('x');
    expect(markupToText(parseMarkup('*a* **b**'))).toBe('a b');
  });
});
