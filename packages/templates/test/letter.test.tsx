import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blankLetter, sampleResume, type CoverLetter, type Resume } from '@resumey/resume';
import { TEMPLATE_COMPONENTS } from '../src/all';
import { LetterLayout } from '../src/LetterDocument';
import { failOnConsoleError, TEMPLATE_IDS } from './helpers';

const resumeIn = (id: string, language = 'en'): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, templateId: id, language } };
};

const letterOf = (resume: Resume): CoverLetter => ({
  ...blankLetter(resume, new Date(2026, 10, 28)),
  recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '1 Engine Row\nLondon' },
  subject: 'Application for Staff Engineer',
  paragraphs: ['First paragraph with **bold** words.', '', 'Second paragraph, *italic* and __underlined__.'],
});

function renderLetter(id: string, language = 'en') {
  const resume = resumeIn(id, language);
  const { container } = render(
    <LetterLayout Template={TEMPLATE_COMPONENTS[id]!} resume={resume} letter={letterOf(resume)} />,
  );
  return { page: container.querySelector<HTMLElement>('[data-resume-page]')!, resume };
}

/** Cover letters (issue #41 item 2): every template draws one with its own header and none of the resume's sections. */
describe('letter layouts of the 22 templates', () => {
  failOnConsoleError();

  it('covers all 22 templates', () => expect(TEMPLATE_IDS).toHaveLength(22));

  it.each(TEMPLATE_IDS)('%s: its header, the letter in reading order, no resume section', (id) => {
    const { page, resume } = renderLetter(id);
    expect(page.getAttribute('data-template')).toBe(id);
    const text = page.textContent ?? '';
    expect(text).toContain(resume.profile.fullName);
    expect(text).toContain(resume.profile.email);
    const order = [
      'November 28, 2026',
      'Ada Byron',
      'Analytical Ltd',
      'Application for Staff Engineer',
      'Dear Hiring Manager,',
      'First paragraph with bold words.',
      'Second paragraph, italic and underlined.',
      'Sincerely,',
    ];
    const body = page.querySelector('[data-letter-body]')!.textContent ?? '';
    let at = -1;
    for (const part of order) {
      const next = body.indexOf(part, at + 1);
      expect(next, part).toBeGreaterThan(at);
      at = next;
    }
    expect(page.querySelectorAll('[data-letter-body]')).toHaveLength(1);
    expect(page.querySelector('[data-letter-body] strong')?.textContent).toBe('bold');
    expect(page.querySelector('[data-letter-body] u')?.textContent).toBe('underlined');
    expect(page.querySelectorAll('[data-section]')).toHaveLength(0);
    for (const gone of [
      resume.experience[0]!.company,
      resume.skills.core[0]!,
      'Curriculum Vitae',
      'Quick Stats',
      "Hello, I'm",
    ])
      expect(text, gone).not.toContain(gone);
  });

  it.each(TEMPLATE_IDS)('%s: right to left in Arabic, with its date and greeting', (id) => {
    const { page } = renderLetter(id, 'ar');
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(page.getAttribute('lang')).toBe('ar');
    const body = page.querySelector('[data-letter-body]')!.textContent ?? '';
    expect(body).toContain('السيد مدير التوظيف المحترم،');
    expect(body).toContain('28 نوفمبر 2026');
  });

  it('Japanese: its date format and greeting', () => {
    const { page } = renderLetter('t01-classic', 'ja');
    const body = page.querySelector('[data-letter-body]')!.textContent ?? '';
    expect(body).toContain('2026年11月28日');
    expect(body).toContain('ご担当者様');
    expect(body).toContain('敬具');
  });
});
