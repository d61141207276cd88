import { describe, expect, it } from 'vitest';
import { findPhone, labelled } from '../src/import-reader/contact';
import { cleanText } from '../src/import-reader/text';

// Corpus round 52: a Persian رزومه typed in Word (fa-word-rezome), its words spelled with the zero-width non-joiner
// ('ایران‌زمین', 'مهارت‌ها') and its phone in Persian digits.

describe('a Persian resume', () => {
  it('keeps the zero-width non-joiner inside a Persian word, and a joiner in Devanagari, but drops stray ones', () => {
    expect(cleanText('خیابان ایران\u200cزمین')).toBe('خیابان ایران\u200cزمین');
    expect(cleanText('क्\u200dष')).toBe('क्\u200dष');
    expect(cleanText('Python\u200c, SQL\u200d')).toBe('Python, SQL');
  });

  it('reads a phone typed in Persian digits, as typed', () => {
    // ('تلفن همراه', a mobile, labels it: its digits are not grouped.)
    expect(labelled('تلفن همراه: ۰۹۱۲۳۴۵۶۷۸۹')).toEqual({ kind: 'phone', value: '۰۹۱۲۳۴۵۶۷۸۹' });
    expect(labelled('موبایل: ۰۹۱۲۳۴۵۶۷۸۹')?.kind).toBe('phone');
    expect(labelled('شماره تماس: ۰۲۱-۸۸۰۰۱۲۳۴')?.kind).toBe('phone');
    expect(findPhone('۰۹۱۲۳۴۵۶۷۸۹', true)).toBe('۰۹۱۲۳۴۵۶۷۸۹');
    expect(findPhone('هاتف: ٠١٠٠ ١٢٣ ٤٥٦٧')).toBe('٠١٠٠ ١٢٣ ٤٥٦٧');
  });
});
