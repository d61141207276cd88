import { LayoutTemplate, Link2, PenLine } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionHeading } from './SectionHeading';

const STEPS = [
  {
    icon: LayoutTemplate,
    title: msg`Pick a template`,
    text: msg`Start from 22 professional designs, classic to creative, or from a ready-made sample resume.`,
  },
  {
    icon: PenLine,
    title: msg`Tell your story`,
    text: msg`Fill in experience, projects, education and skills while the live preview shows every change. Your work saves automatically.`,
  },
  {
    icon: Link2,
    title: msg`Share one link`,
    text: msg`Send a link or a custom address like /u/you/product-designer. Recruiters open it in the browser and you see how often it was viewed.`,
  },
];

export function Workflow() {
  const { t, i18n } = useLingui();
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="how-title"
          eyebrow={t`How it works`}
          title={t`From blank page to shared resume in three steps`}
          text={t`No design skills, no file juggling. Build it once, keep it current, share it anywhere.`}
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => {
            const step = i + 1;
            return (
              <li
                key={title.id}
                className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-indigo-700">
                    <Trans>Step {step}</Trans>
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{i18n._(text)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
