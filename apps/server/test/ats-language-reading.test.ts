import { describe, expect, it } from 'vitest';
import { languageResume } from '@resumey/test-support/language-resumes';
import { layoutLogical, norm, orderProblems, rawLineLogical } from './ats-language-reading';

// The normalising of the ATS check in every script (pdf-ats-languages.test.ts), on lines poppler wrote for our PDFs:
// it must put right-to-left text back in reading order, and still find text that is out of order or broken.
const [RLE, PDF] = ['\u202b', '\u202c'];
const rtl = (...pieces: string[]) => pieces.map((p) => `${RLE}${p}${PDF}`).join('');

describe('pdftotext -raw lines in reading order', () => {
  it('reverses a right-to-left line’s words and joins the pieces of a word', () => {
    expect(rawLineLogical(`${rtl('حسن')} ${rtl('ليلى')}`)).toBe('ليلى حسن');
    expect(rawLineLogical(`${rtl('أولى')} ${rtl('جيات', 'م', 'بر')} ${rtl('مهندسة')}`)).toBe('مهندسة برمجيات أولى');
  });

  it('keeps numbers and Latin words inside a right-to-left line in their own order', () => {
    expect(rawLineLogical(`${rtl('الآن')} ${rtl('حتى')} – 2021 ${rtl('مارس')}`)).toBe('مارس 2021 – حتى الآن');
    expect(rawLineLogical(`${rtl('المؤسسات')} ${rtl('لعملاء')} React ${rtl('باستخدام')}`)).toBe(
      'باستخدام React لعملاء المؤسسات',
    );
  });

  it('leaves left-to-right lines alone', () => {
    expect(rawLineLogical('layla.hassan@example.com')).toBe('layla.hassan@example.com');
    expect(rawLineLogical('Süddeutsche Zahlungsdienste GmbH München')).toBe('Süddeutsche Zahlungsdienste GmbH München');
  });
});

describe('pdftotext -layout columns', () => {
  it('reads a right-to-left line’s columns right to left, a left-to-right line as it is', () => {
    expect(layoutLogical('        مهندسة برمجيات أولى         ليلى حسن')).toBe('ليلى حسن   مهندسة برمجيات أولى');
    expect(layoutLogical('Katharina Müller        Senior')).toBe('Katharina Müller        Senior');
  });
});

describe('norm', () => {
  it('drops Arabic marks, poppler’s bidi marks and the punctuation around words', () => {
    expect(norm('دليلًا', 'ar')).toBe(norm('دليلا', 'ar'));
    expect(norm('بنسبة ٪70', 'ar')).toBe(norm('بنسبة 70٪', 'ar'));
    expect(norm(`${RLE}القاهرة،${PDF} ${RLE}مصر${PDF}`, 'ar')).toBe('القاهرة مصر');
  });

  it('joins a compound wrapped at its hyphen, and Japanese wrapped anywhere', () => {
    expect(norm('Zertifizierte Scrum-\nMasterin (PSM I)', 'de')).toBe('zertifizierte scrum-masterin psm i');
    expect(norm('指針を整備しま\nした。', 'ja')).toBe(norm('指針を整備しました。', 'ja'));
  });

  it('keeps words apart and letters in order', () => {
    expect(norm('Erfahrung in', 'de')).not.toBe(norm('Erfahrungin', 'de'));
    expect(norm('حسن ليلى', 'ar')).not.toBe(norm('ليلى حسن', 'ar'));
  });
});

describe('orderProblems', () => {
  const resume = languageResume('de');
  const [first, second] = resume.experience;
  const p = resume.profile;
  const head = [p.fullName, p.email, 'kmueller.dev', 'linkedin.com/in/katharinamueller', p.phone].join('\n');
  const job = (j: typeof first, bullets = j!.bullets) =>
    [j!.title, j!.company, j!.startDate === '2021-03' ? 'März 2021 – heute' : 'September 2017 – Februar 2021']
      .concat(bullets)
      .join('\n');
  const body = (jobs: string) =>
    [
      head,
      'Profil',
      resume.summary,
      'Berufserfahrung',
      jobs,
      'Ausbildung',
      resume.education[0]!.school,
      'Kenntnisse',
      resume.skills.core.join(', '),
      'Zertifikate',
      resume.certifications[0],
    ].join('\n');

  it('finds nothing wrong in a reading in order', () => {
    const problems = orderProblems(norm(body(`${job(first)}\n${job(second)}`), 'de'), resume, 'de');
    expect(problems).toEqual([]);
  });

  it('finds bullets out of order, a bullet cut in two, and the name not first', () => {
    const swapped = body(`${job(first, [...first!.bullets].reverse())}\n${job(second)}`);
    expect(orderProblems(norm(swapped, 'de'), resume, 'de').join('\n')).toMatch(/bullet \d .* comes out of order/);
    const cut = body(
      `${job(first, [first!.bullets[0]!.replace('mittlere', 'mitt lere'), ...first!.bullets.slice(1)])}\n${job(second)}`,
    );
    expect(orderProblems(norm(cut, 'de'), resume, 'de').join('\n')).toMatch(/bullet 1 .* is not read whole/);
    const late = body(`${job(first)}\n${job(second)}`).replace(p.fullName, '') + p.fullName;
    expect(orderProblems(norm(late, 'de'), resume, 'de').join('\n')).toMatch(/the name is not first/);
  });

  it('finds a heading after its content', () => {
    const text = body(`${job(first)}\n${job(second)}`).replace('Zertifikate\n', '') + '\nZertifikate';
    expect(orderProblems(norm(text, 'de'), resume, 'de').join('\n')).toMatch(
      /certifications: .* not read after its heading/,
    );
  });
});
