import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { TEMPLATE_IDS, type Resume } from '@resumey/resume';
import { useTextsOf } from './blocks/language';
import { lazyLoaderOf } from './loaders';
import type { TemplateComponent } from './types';

// One lazy component per template, made once; nothing is fetched until a template is first rendered.
const LAZY_TEMPLATES = new Map<string, LazyExoticComponent<TemplateComponent>>(
  TEMPLATE_IDS.map((id) => [id, lazy(lazyLoaderOf(id))]),
);

export interface ResumeDocumentProps {
  resume: Resume;
  /** Defaults to the resume's own template. */
  templateId?: string;
  /** Shown while the template's code loads. */
  loading?: ReactNode;
  /** Shown for an id that is not in the catalogue. */
  notFound?: ReactNode;
}

/**
 * The resume drawn with its template, loading only that template's code. For server rendering (where
 * Suspense would render the loading state) use TEMPLATE_COMPONENTS from '@resumey/templates/all'.
 */
export function ResumeDocument({
  resume,
  templateId = resume.meta.templateId,
  loading = null,
  notFound,
}: ResumeDocumentProps) {
  const Template = LAZY_TEMPLATES.get(templateId);
  if (!Template) return <>{notFound ?? <p role="alert">Template not found: {templateId}</p>}</>;
  return (
    <Suspense fallback={loading}>
      <WithTexts language={resume.meta.language}>
        {/* eslint-disable-next-line react-hooks/static-components -- made once per id at module load, not per render */}
        <Template resume={resume} />
      </WithTexts>
    </Suspense>
  );
}

/** Draws nothing of the resume until its language's texts are at hand: a template reads them as it renders. */
function WithTexts({ language, children }: { language: string | undefined; children: ReactNode }) {
  useTextsOf(language);
  return <>{children}</>;
}
