import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { LandingNav } from './LandingNav';
import { TemplateShowcase } from './TemplateShowcase';
import { Testimonials } from './Testimonials';
import { Workflow } from './Workflow';

/** The home page (SPEC.md section 2, 'Landing page'), for job seekers and for HR teams and recruiters. */
export default function LandingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Resumey - Resume builder with shareable links`);
  const description = t`Resumey: build a professional resume from 22 ATS-friendly templates and share it by link. Recruiters open it without signing in.`;
  // index.html's description is English; the page keeps it in the visitor's language.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <LandingNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <Workflow />
        <TemplateShowcase />
        <Features />
        <Testimonials />
        <FinalCta />
      </main>
      <Footer />
    </div>
  );
}
