import { useState } from 'react';
import { ArrowLeft, Maximize2, Sparkles } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@resumey/resume';
import { TEMPLATE_CATALOGUE, type TemplateEntry } from '@resumey/templates';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { TemplateThumb } from './TemplateThumb';

const CATEGORY_LABEL: Record<TemplateCategory, MessageDescriptor> = {
  classic: msg`Classic`,
  modern: msg`Modern`,
  creative: msg`Creative`,
  technical: msg`Technical`,
  executive: msg`Executive`,
};

/** Templates by category, in SPEC.md's order: classic, modern, creative, technical, executive. */
export const templatesByCategory = () =>
  TEMPLATE_CATEGORIES.map((category) => ({
    category,
    templates: TEMPLATE_CATALOGUE.filter((entry) => entry.category === category),
  }));

function TemplateCard({
  template,
  eager,
  busy,
  onUse,
  onEnlarge,
}: {
  template: TemplateEntry;
  eager: boolean;
  busy: boolean;
  onUse: () => void;
  onEnlarge: () => void;
}) {
  const name = template.name;
  return (
    <li
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-indigo-200 hover:shadow-md"
      data-testid="template-card"
    >
      <button
        type="button"
        onClick={onEnlarge}
        className="relative block border-b border-slate-100 bg-slate-50 text-start outline-offset-[-2px]"
      >
        {/* Named by its text, not aria-label: the sample text drawn in the preview is not part of its name. */}
        <span className="sr-only">
          <Trans>Enlarge the {name} preview</Trans>
        </span>
        <span aria-hidden="true" className="block">
          <TemplateThumb template={template} eager={eager} />
        </span>
        <span className="absolute end-2 top-2 rounded-md bg-white/90 p-1.5 text-slate-600 opacity-0 shadow-sm transition group-hover:opacity-100">
          <Maximize2 aria-hidden className="size-4" />
        </span>
      </button>
      <div className="flex items-center justify-between gap-2 p-3">
        <h3 className="truncate text-sm font-semibold text-slate-900">{template.name}</h3>
      </div>
      <div className="px-3 pb-3">
        <Button className="w-full" size="sm" onClick={onUse} disabled={busy}>
          <Trans>Use This Template</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * SPEC.md section 2: 'Choose a Template', grouped by category with counts; each card has its preview (click to
 * enlarge; Escape or a click outside closes it) and 'Use This Template'; plus Cancel, 'Try Sample Resume' and
 * 'Back to Dashboard'.
 */
export function TemplateChooser({
  busy,
  onUse,
  onSample,
  onClose,
}: {
  busy: boolean;
  onUse: (templateId: string) => void;
  onSample: () => void;
  onClose: () => void;
}) {
  const [enlarged, setEnlarged] = useState<TemplateEntry | null>(null);
  const { t, i18n } = useLingui();
  const designs = TEMPLATE_CATALOGUE.length;
  const groups = templatesByCategory();
  // The first rows load at once; the rest as they scroll into view.
  const eager = new Set(groups.flatMap((g) => g.templates.map((entry) => entry.id)).slice(0, 10));
  return (
    <section aria-labelledby="chooser-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <Button variant="ghost" className="-ms-3 self-start text-slate-600" onClick={onClose}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> <Trans>Back to Dashboard</Trans>
        </Button>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 id="chooser-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              <Trans>Choose a Template</Trans>
            </h1>
            <p className="mt-1 text-slate-600">
              <Trans>{designs} designs. You can switch templates, colours and fonts at any time in the editor.</Trans>
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="secondary" onClick={onSample} disabled={busy}>
              <Sparkles aria-hidden /> <Trans>Try Sample Resume</Trans>
            </Button>
          </div>
        </div>
        <nav aria-label={t`Template categories`} className="flex flex-wrap gap-2">
          {groups.map(({ category, templates }) => (
            <a
              key={category}
              href={`#category-${category}`}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-indigo-200 hover:text-brand"
            >
              {i18n._(CATEGORY_LABEL[category])} <span className="text-slate-400">{templates.length}</span>
            </a>
          ))}
        </nav>
      </div>
      {groups.map(({ category, templates }) => (
        <section
          key={category}
          id={`category-${category}`}
          aria-labelledby={`heading-${category}`}
          className="scroll-mt-20"
        >
          <h2 id={`heading-${category}`} className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
            {i18n._(CATEGORY_LABEL[category])}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              <Plural value={templates.length} one="# template" other="# templates" />
            </span>
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                eager={eager.has(template.id)}
                busy={busy}
                onUse={() => onUse(template.id)}
                onEnlarge={() => setEnlarged(template)}
              />
            ))}
          </ul>
        </section>
      ))}
      <Dialog open={enlarged !== null} onOpenChange={(open) => !open && setEnlarged(null)}>
        <DialogContent className="max-w-2xl">
          {enlarged && (
            <>
              <DialogHeader>
                <DialogTitle>{enlarged.name}</DialogTitle>
                <DialogDescription>
                  <CategoryNote category={i18n._(CATEGORY_LABEL[enlarged.category])} />
                </DialogDescription>
              </DialogHeader>
              <div className="mx-auto w-full max-w-md overflow-hidden rounded-md border border-slate-200 shadow-sm">
                <TemplateThumb template={enlarged} eager />
              </div>
              <Button onClick={() => onUse(enlarged.id)} disabled={busy}>
                <Trans>Use This Template</Trans>
              </Button>
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** '{Category} template, shown with sample content.' */
function CategoryNote({ category }: { category: string }) {
  return <Trans>{category} template, shown with sample content.</Trans>;
}
