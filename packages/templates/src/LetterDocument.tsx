import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { TEMPLATE_IDS, type CoverLetter, type Resume } from '@resumey/resume';
import { LetterContext } from './blocks/letter';
import { useTextsOf } from './blocks/language';
import { lazyLoaderOf } from './loaders';
import type { TemplateComponent } from './types';

const LAZY_TEMPLATES = new Map<string, LazyExoticComponent<TemplateComponent>>(
  TEMPLATE_IDS.map((id) => [id, lazy(lazyLoaderOf(id))]),
);

/**
 * The resume as its cover letter's letterhead: the same sheet, header, colours, fonts, paper, margins, language and
 * direction, none of its sections. Only what a header shows is kept, so nothing of the resume's content can reach
 * the letter's page, its text export or its PDF (a template's sidebar draws its contact details, not its skills).
 */
export function letterhead(resume: Resume): Resume {
  return {
    ...resume,
    summary: '',
    experience: [],
    projects: [],
    education: [],
    skills: { core: [], tools: [], languages: [] },
    certifications: [],
    custom: [],
    skillGroups: [],
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references: [],
    kept: undefined,
  };
}

/**
 * The letterhead with the letter's own text as its summary: what decides which script fonts a page needs (a CJK
 * letter on a resume written in English needs the CJK sheet), never drawn.
 */
export function letterFontProbe(resume: Resume, letter: CoverLetter): Resume {
  const { recipient } = letter;
  const text = [recipient.name, recipient.title, recipient.company, recipient.address, letter.subject, letter.greeting];
  return {
    ...letterhead(resume),
    summary: [...text, ...letter.paragraphs, letter.closing, letter.signature].join('\n'),
  };
}

export interface LetterLayoutProps {
  /** The resume's own template component (TEMPLATE_COMPONENTS, or a loaded entry). */
  Template: TemplateComponent;
  resume: Resume;
  letter: CoverLetter;
}

/** A cover letter drawn by the resume's template (issue #41): its header, then the letter in its main column. */
export function LetterLayout({ Template, resume, letter }: LetterLayoutProps) {
  return (
    <LetterContext.Provider value={letter}>
      <Template resume={letterhead(resume)} />
    </LetterContext.Provider>
  );
}

export interface LetterDocumentProps {
  resume: Resume;
  letter: CoverLetter;
  loading?: ReactNode;
  notFound?: ReactNode;
}

/** LetterLayout with the template's code loaded on demand, as ResumeDocument does for the resume. */
export function LetterDocument({ resume, letter, loading = null, notFound }: LetterDocumentProps) {
  const Template = LAZY_TEMPLATES.get(resume.meta.templateId);
  if (!Template) return <>{notFound ?? <p role="alert">Template not found: {resume.meta.templateId}</p>}</>;
  return (
    <Suspense fallback={loading}>
      <WithTexts language={resume.meta.language}>
        <LetterLayout Template={Template as unknown as TemplateComponent} resume={resume} letter={letter} />
      </WithTexts>
    </Suspense>
  );
}

function WithTexts({ language, children }: { language: string | undefined; children: ReactNode }) {
  useTextsOf(language);
  return <>{children}</>;
}
