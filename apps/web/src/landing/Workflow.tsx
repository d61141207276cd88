import { LayoutTemplate, Link2, PenLine } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

const STEPS = [
  {
    icon: LayoutTemplate,
    title: 'Pick a template',
    text: 'Start from 22 professional designs, classic to creative, or from a ready-made sample resume.',
  },
  {
    icon: PenLine,
    title: 'Tell your story',
    text: 'Fill in experience, projects, education and skills while the live preview shows every change. Your work saves automatically.',
  },
  {
    icon: Link2,
    title: 'Share one link',
    text: 'Send a link or a custom address like /u/you/product-designer. Recruiters open it in the browser and you see how often it was viewed.',
  },
];

export function Workflow() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From blank page to shared resume in three steps"
          text="No design skills, no file juggling. Build it once, keep it current, share it anywhere."
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li
              key={title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-indigo-700">Step {i + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
