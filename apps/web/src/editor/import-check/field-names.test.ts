import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_FIELD_KINDS, type ImportReason } from '@resumey/resume/import/provenance';
import { activateLocale } from '../../i18n/activate';
import { fieldName, reasonText } from './field-names';

// A key of the kind, as an import writes it: 'experience.{id}.bullets.{i}', 'profile.phone', 'summary'.
const keyOf = (kind: string) => {
  const [section, field] = kind.split('.');
  return field && !['profile', 'skills'].includes(section!) ? `${section}.x1.${field}.0` : kind;
};

describe('the provenance view names each field in the interface language (issue #35 item 5)', () => {
  afterEach(() => activateLocale('en'));

  it('has a name for every kind of field an import reads, the one the editor gives it', async () => {
    await activateLocale('de');
    for (const kind of IMPORT_FIELD_KINDS.filter((k) => k !== 'custom.bullets'))
      expect(fieldName(keyOf(kind)), kind).not.toBe('');
    expect(fieldName('experience.x1.title')).toBe('Stellenbezeichnung');
    expect(fieldName('experience.x1.bullets.3')).toBe(fieldName('projects.p2.bullets.0'));
    expect(fieldName('profile.linkedin')).toBe('LinkedIn');
  });

  it("names a custom section's field by the heading the document gave it, in any interface language", async () => {
    await activateLocale('ja');
    expect(fieldName('custom.c1.bullets', 'EHRENAMT')).toBe('EHRENAMT');
  });

  it('says why the import was unsure in the interface language, and shows an older mark\u2019s sentence as it is', async () => {
    const codes: ImportReason[] = ['order-only', 'name-size', 'place-position', 'dates-as-written', 'low-confidence'];
    const english = codes.map(reasonText);
    await activateLocale('es');
    const spanish = codes.map(reasonText);
    codes.forEach((code, i) => {
      expect(english[i], code).toMatch(/^[A-Z].*\.$/);
      expect(spanish[i], code).not.toBe(english[i]);
      expect(spanish[i], code).not.toBe(code);
    });
    expect(reasonText('dates-as-written')).toContain('Fechas');
    const saved = 'The title and the company were told apart by their order only.';
    expect(reasonText(saved)).toBe(saved);
  });
});
