import { describe, expect, it } from 'vitest';
import { capitalLabel, lineLabel } from '../src/import-reader/line-label';

describe('the label a line opens with', () => {
  it('is the text before the first colon, full-width colons included', () => {
    expect(lineLabel('Nota media: 8,1')).toBe('Nota media');
    expect(lineLabel('Funciones:')).toBe('Funciones');
    expect(lineLabel('職務内容：営業')).toBe('職務内容');
  });

  it('is no label when digits, a single letter or too many characters come before the colon', () => {
    expect(lineLabel('10:30 meeting')).toBeUndefined();
    expect(lineLabel('Q3: revenue')).toBeUndefined();
    expect(lineLabel('A: one')).toBeUndefined();
    expect(lineLabel(`${'a'.repeat(41)}: text`)).toBeUndefined();
    expect(lineLabel(`${'a'.repeat(31)}: text`, { longest: 30 })).toBeUndefined();
    expect(lineLabel('No colon here')).toBeUndefined();
  });

  it('needs text after the colon when valued', () => {
    expect(lineLabel('Funciones:  ', { valued: true })).toBeUndefined();
    expect(lineLabel('Funciones: elaboración', { valued: true })).toBe('Funciones');
  });

  it('is capitalised for a detail after items', () => {
    expect(capitalLabel('Sector: Industria farmacéutica')).toBe('Sector');
    expect(capitalLabel('sector: industria')).toBeUndefined();
  });
});
