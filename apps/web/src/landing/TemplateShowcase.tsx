import { lazy, Suspense, useState } from 'react';
// The registry alone (names, preview files), not the templates' code: the landing page draws none of them.
import { definitionOf, previewImageUrl } from '@resumey/templates/registry';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SectionHeading } from './SectionHeading';

// Only fetched when a preview image is missing (e.g. before `npm run previews` has been run).
const LiveTemplatePreview = lazy(() => import('./LiveTemplatePreview'));

const FEATURED = [
  { id: 't01-classic', blurb: msg`A timeless single column that every applicant tracking system reads cleanly.` },
  { id: 't02-modern-box', blurb: msg`Crisp boxed sections and a confident header for a modern first impression.` },
  { id: 't03-elegant-sidebar', blurb: msg`A refined sidebar keeps contact details and skills at a glance.` },
] as const;

function Skeleton() {
  return (
    <div className="flex h-full flex-col gap-3 bg-white p-6" aria-hidden="true">
      <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="h-2.5 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/** The template's preview image; if there is none yet, the real template drawn with sample data. */
function TemplateImage({ id, name, src }: { id: string; name: string; src: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const { t } = useLingui();
  const label = t`${name} template preview`;
  if (imageFailed) {
    return (
      <Suspense fallback={<Skeleton />}>
        <LiveTemplatePreview templateId={id} label={label} />
      </Suspense>
    );
  }
  return (
    <img
      src={src}
      alt={label}
      loading="lazy"
      decoding="async"
      width={800}
      height={1000}
      onError={() => setImageFailed(true)}
      className="h-full w-full object-cover object-top"
    />
  );
}

export function TemplateShowcase() {
  const { t, i18n } = useLingui();
  const categories: Record<string, string> = {
    classic: t`classic`,
    modern: t`modern`,
    creative: t`creative`,
    technical: t`technical`,
    executive: t`executive`,
  };
  return (
    <section id="templates" aria-labelledby="templates-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="templates-title"
          eyebrow={t`Templates`}
          title={t`Designs recruiters enjoy reading`}
          text={t`22 ATS-compatible templates across classic, modern, creative, technical and executive styles. Switch any time: your content stays.`}
        />
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURED.map(({ id, blurb }, i) => {
            const info = definitionOf(id);
            const name = info.name;
            const category = info?.category ?? 'classic';
            return (
              <li
                key={id}
                className={i === 2 ? 'sm:col-span-2 sm:mx-auto sm:w-1/2 lg:col-span-1 lg:w-auto' : undefined}
              >
                <figure className="group h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
                  <div className="bg-gradient-to-b from-indigo-50 to-slate-100 px-6 pt-6">
                    <div className="aspect-[4/5] overflow-hidden rounded-t-lg bg-white shadow-md ring-1 ring-slate-900/5 transition-transform duration-300 group-hover:-translate-y-1 motion-reduce:transition-none">
                      <TemplateImage id={id} name={name} src={previewImageUrl(info)} />
                    </div>
                  </div>
                  <figcaption className="border-t border-slate-200 p-5">
                    <div className="flex items-center justify-between gap-3">
                      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
                      <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium capitalize text-indigo-800">
                        {categories[category] ?? category}
                      </span>
                    </div>
                    <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{i18n._(blurb)}</p>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
