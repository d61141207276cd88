import { Quote } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SectionHeading } from './SectionHeading';

const TESTIMONIALS = [
  {
    quote: msg`I rebuilt my resume in an evening and sent one link with every application. Two recruiters told me it was the easiest resume they had opened all week.`,
    name: 'Priya Raman',
    role: msg`Frontend Engineer`,
    avatar: 'from-indigo-500 to-violet-500',
  },
  {
    quote: msg`No attachments to download, no portal to log into. I click the link and I am reading the resume. It saves my team hours every hiring round.`,
    name: 'Marcus Feld',
    role: msg`Talent Acquisition Lead`,
    avatar: 'from-emerald-500 to-teal-500',
  },
  {
    quote: msg`Candidates send us links that always show their latest version, and the layouts stay clean in our ATS. It is now what we recommend to applicants.`,
    name: 'Sofia Alvarez',
    role: msg`HR Manager`,
    avatar: 'from-amber-500 to-orange-500',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((p) => p[0])
    .join('');

export function Testimonials() {
  const { t, i18n } = useLingui();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t`Testimonials`}
          title={t`Loved by job seekers and recruiters`}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((person) => (
            <li key={person.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote className="size-7 text-indigo-200 rtl:-scale-x-100" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                  <p>{i18n._(person.quote)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`flex size-10 items-center justify-center rounded-full bg-gradient-to-br text-sm font-semibold text-white ${person.avatar}`}
                  >
                    {initials(person.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{person.name}</span>
                    <span className="block text-sm text-slate-600">{i18n._(person.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
