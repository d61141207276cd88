import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { loadTemplate } from '@resumey/templates';
import { PublicPage, templateOf, type PublicPageData } from '@resumey/templates/public-page';
import type { TemplateComponent } from '@resumey/templates';
import { PdfButton, usePrintCopies, usePrintPageSize } from './PublicResumeView';
import { i18n } from './locale';

/** The server-rendered page made interactive: the same components as the server's (public/page.ts), same data. */
function HydratedPage({ data, Template }: { data: PublicPageData; Template?: TemplateComponent }) {
  const resume = data.kind === 'share' ? data.resume : undefined;
  usePrintPageSize(resume);
  usePrintCopies(resume);
  return <PublicPage data={data} Template={Template} pdfButton={resume && (() => <PdfButton resume={resume} />)} />;
}

/**
 * Hydrates the server's HTML of a share or its error (issue #18 item 2). The template's code is downloaded first,
 * so the first render draws what the server drew; the page is readable meanwhile. If it fails to download, the
 * server's page stays as it is (readable; Download PDF is then its plain link).
 */
export async function hydratePublicPage(container: HTMLElement, data: PublicPageData) {
  let Template: TemplateComponent | undefined;
  if (data.kind === 'share') {
    Template = await loadTemplate(templateOf(data.resume).templateId).catch(() => undefined);
    if (!Template) return;
  }
  hydrateRoot(
    container,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedPage data={data} Template={Template} />
      </I18nProvider>
    </StrictMode>,
  );
}
