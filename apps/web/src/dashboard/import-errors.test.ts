import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@resumey/resume';
import { DOCX_MESSAGES } from '@resumey/resume/import/docx';
import { LINKEDIN_MESSAGES } from '@resumey/resume/import/linkedin';
import { PDF_MESSAGES } from '@resumey/resume/import/pdf';
import { activateLocale, i18n } from '../i18n/activate';
import { IMPORT_REFUSALS, importErrorText } from './import-errors';

// Every whole sentence an importer refuses a file with (the ones ending in ': ' take a detail after them).
const refusals = [PDF_MESSAGES, DOCX_MESSAGES, LINKEDIN_MESSAGES, IMPORT_MESSAGES]
  .flatMap((m) => Object.values(m) as string[])
  .filter((m) => !m.endsWith(': '));

describe("an import's refusal in the interface language (issue #35 item 5)", () => {
  afterEach(() => activateLocale('en'));

  it("declares each importer's refusal, word for word", () => {
    expect(IMPORT_REFUSALS.map((d) => i18n._(d)).sort()).toEqual([...refusals].sort());
    for (const english of refusals) expect(importErrorText(english)).toBe(english);
  });

  it('says each in the interface language, and any other text as it came', async () => {
    await activateLocale('fr');
    for (const english of refusals) expect(importErrorText(english), english).not.toBe(english);
    expect(importErrorText(PDF_MESSAGES.encrypted)).toContain('PDF');
    expect(importErrorText('Something only this file says')).toBe('Something only this file says');
  });
});
