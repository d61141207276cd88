import { ArrowRight, Check, Loader2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { CyclingWord } from './CyclingWord';
import { HeroIllustration } from './HeroIllustration';
import { useGetStarted } from './useGetStarted';

export const HEADLINE_WORDS = [msg`Professionals`, msg`Managers`, msg`Recruiters`] as const;

const PERKS = [msg`Free to use`, msg`Sign in with Google`, msg`Live preview`];

export function Hero() {
  const { start, starting } = useGetStarted();
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(70%_60%_at_50%_0%,#e0e7ff_0%,#ffffff_100%)]"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-5 pb-16 pt-12 sm:px-8 md:pb-24 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-medium text-indigo-800 shadow-sm sm:text-sm">
            <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
            <Trans>For job seekers, HR teams and recruiters</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold leading-[1.1] tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {/* Read once, whole; the visual line below changes every 2 s without being announced. */}
            <span className="sr-only">{t`Resumes built for Professionals, Managers and Recruiters`}</span>
            <span aria-hidden="true">
              {t({
                message: 'Resumes built for',
                comment: 'Followed by a word that changes: Professionals, Managers, Recruiters',
              })}
            </span>{' '}
            <CyclingWord
              words={HEADLINE_WORDS.map((word) => i18n._(word))}
              className="grid justify-items-center lg:justify-items-start"
              wordClassName="bg-gradient-to-r from-indigo-700 to-violet-700 bg-clip-text pb-1 text-transparent"
            />
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-slate-600 lg:mx-0">
            <Trans>
              Create a polished, ATS-friendly resume from 20+ templates, preview every change live, and share it with a
              simple link. Recruiters open it instantly: no login, no downloads.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button
              size="lg"
              className="w-full sm:w-auto"
              onClick={() => void start()}
              disabled={starting}
              aria-busy={starting}
            >
              {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              <Trans>Get Started Today</Trans>
              {starting ? null : <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />}
            </Button>
            <Button size="lg" variant="outline" className="w-full sm:w-auto" asChild>
              <a href="#templates">
                <Trans>See the templates</Trans>
              </a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-slate-600 lg:justify-start">
            {PERKS.map((perk) => (
              <li key={perk.id} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600" aria-hidden="true" />
                {i18n._(perk)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
