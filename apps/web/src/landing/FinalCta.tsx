import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../components/ui/button';

/** 'Get Started Now' goes to the dashboard; a signed-out visitor is asked to sign in first and lands there after. */
export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-5 py-20 sm:px-8 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-700 to-violet-700 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -end-24 -top-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -start-20 size-72 rounded-full bg-violet-400/20 blur-2xl"
        />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          <Trans>Your next role starts with one link</Trans>
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          <Trans>Build your resume in minutes, share it anywhere, and let recruiters read it without signing in.</Trans>
        </p>
        <Button
          asChild
          size="lg"
          className="relative mt-8 bg-white text-indigo-800 shadow-lg hover:bg-indigo-50 focus-visible:outline-white"
        >
          <Link to="/dashboard">
            <Trans>Get Started Now</Trans>
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
