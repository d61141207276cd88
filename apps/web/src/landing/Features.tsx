import { FileCheck2, Link2, MonitorSmartphone, UserCheck } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SectionHeading } from './SectionHeading';

const FEATURES = [
  {
    icon: UserCheck,
    title: msg`No login for recruiters`,
    text: msg`HR teams and recruiters open a shared resume straight in the browser. No account, no sign-up wall.`,
    tint: 'bg-emerald-50 text-emerald-700',
  },
  {
    icon: Link2,
    title: msg`Share by a simple link`,
    text: msg`One link instead of attachments: no file downloads, and it always shows your latest version.`,
    tint: 'bg-indigo-50 text-indigo-700',
  },
  {
    icon: FileCheck2,
    title: msg`20+ ATS-compatible templates`,
    text: msg`Clean, well-structured layouts that applicant tracking systems parse correctly, in five styles.`,
    tint: 'bg-violet-50 text-violet-700',
  },
  {
    icon: MonitorSmartphone,
    title: msg`Live preview, saved as you go`,
    text: msg`See each edit the moment you type it. Your work saves automatically and waits for you on any device.`,
    tint: 'bg-amber-50 text-amber-800',
  },
];

export function Features() {
  const { t, i18n } = useLingui();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="features-title"
          eyebrow={t`Features`}
          title={t`Built for both sides of the hiring table`}
          text={t`Job seekers get a resume they are proud of; recruiters get one click to read it.`}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text, tint }) => (
            <li key={title.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className={`flex size-11 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-semibold text-slate-900">{i18n._(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
