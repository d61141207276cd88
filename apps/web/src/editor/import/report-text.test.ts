import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_NOTES, REPORT_PARTS, type ReportNote } from '@resumey/resume';
import { activateLocale } from '../../i18n/activate';
import { formatName, noteText, placedWhat, placedWhere } from './report-text';

// The import summary's sentences (issue #35 item 5): the report holds codes and counts, the interface words them.
describe('the import summary in words', () => {
  afterEach(() => activateLocale('en'));

  it('says where each part went and what it holds, in English', () => {
    expect(placedWhat({ part: 'profile', count: 3, fields: ['fullName', 'email', 'linkedin'] })).toBe(
      'name, e-mail, LinkedIn',
    );
    expect(placedWhat({ part: 'experience', count: 1 })).toBe('1 job');
    expect(placedWhat({ part: 'experience', count: 3 })).toBe('3 jobs');
    expect(placedWhat({ part: 'custom', count: 2, heading: 'ACTIVITIES' })).toBe('ACTIVITIES (2 lines)');
    expect(placedWhat({ part: 'custom', count: 1, heading: '' })).toBe('Untitled section (1 line)');
    expect(placedWhere('languages')).toBe('Skills › Languages');
    expect(placedWhere('experience')).toBe('Experience');
    expect(formatName('linkedin')).toBe('LinkedIn export');
    expect(noteText({ code: 'lines-not-recognised', count: 2, value: 'Imported - please review' })).toBe(
      '2 lines not recognised: in Custom › Imported - please review',
    );
    expect(noteText({ code: 'not-a-date', path: 'work[0].startDate', value: 'sometime' })).toBe(
      'work[0].startDate: “sometime” is not a date',
    );
    expect(noteText({ code: 'certificate-details', count: 1 })).toBe('Dates, issuers and addresses of 1 certificate');
  });

  it('has a sentence for every part and note, in every language', async () => {
    const notes: ReportNote[] = REPORT_NOTES.map((code) => ({ code, path: 'work[0]', value: 'v', count: 2, limit: 9 }));
    const english = {
      parts: REPORT_PARTS.map((part) => placedWhat({ part, count: 2, fields: ['phone'], heading: 'X' })),
      notes: notes.map(noteText),
    };
    for (const locale of ['de', 'ja', 'ar'] as const) {
      await activateLocale(locale);
      REPORT_PARTS.forEach((part, i) => {
        const what = placedWhat({ part, count: 2, fields: ['phone'], heading: 'X' });
        expect(what, `${locale} ${part}`).not.toBe('');
        expect(placedWhere(part), `${locale} ${part}`).not.toBe('');
        // Every part but a custom section's (which is its own heading and a count) reads in the language.
        if (part !== 'custom') expect(what, `${locale} ${part}`).not.toBe(english.parts[i]);
      });
      notes.forEach((n, i) => expect(noteText(n), `${locale} ${n.code}`).not.toBe(english.notes[i]));
    }
    expect(placedWhat({ part: 'experience', count: 2 })).toBe('وظيفتان');
  });
});
