import { lazy, Suspense, useRef, useState } from 'react';
import { APP_VERSION } from '@resumey/resume';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAuth } from '../auth';
import { LanguagePicker } from '../language';
import { Logo } from '../components/Logo';
import type { FooterDialogKind } from './FooterDialogs';

const loadDialogs = () => import('./FooterDialogs');
const FooterDialogs = lazy(loadDialogs);

const footerLink = 'rounded text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-white';

const DIALOGS: { kind: FooterDialogKind; label: MessageDescriptor }[] = [
  { kind: 'privacy', label: msg`Privacy Policy` },
  { kind: 'terms', label: msg`Terms of Service` },
  { kind: 'contact', label: msg`Contact Us` },
];

export function Footer() {
  const [open, setOpen] = useState<FooterDialogKind | null>(null);
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const year = new Date().getFullYear();
  // Mounted from the first use on, so closing animates and reopening is instant.
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const show = (kind: FooterDialogKind, button: HTMLButtonElement) => {
    opener.current = button;
    setUsed(true);
    setOpen(kind);
  };
  return (
    <footer className="bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo size={30} tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            <Trans>
              The open-source resume builder for job seekers, with links recruiters open without signing in.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Product`}>
          <h2 className="text-sm font-semibold text-white">
            <Trans>Product</Trans>
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a className={footerLink} href="#how-it-works">
                <Trans>How it works</Trans>
              </a>
            </li>
            <li>
              <a className={footerLink} href="#templates">
                <Trans>Templates</Trans>
              </a>
            </li>
            <li>
              <a className={footerLink} href="#features">
                <Trans>Features</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">
            <Trans>Legal and support</Trans>
          </h2>
          <ul className="mt-4 space-y-3">
            {DIALOGS.map(({ kind, label }) => (
              <li key={kind}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded={open === kind}
                  className={footerLink}
                  onClick={(event) => show(kind, event.currentTarget)}
                  onPointerEnter={() => void loadDialogs()}
                  onFocus={() => void loadDialogs()}
                >
                  {i18n._(label)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-6 sm:px-8">
          <p className="text-xs text-slate-400">
            <Trans>
              © {year} Resumey · Version {APP_VERSION}
            </Trans>
          </p>
          {/* The header hides its picker on phones; here it is in reach on every width. */}
          <LanguagePicker signedIn={!!user} className="[&_svg]:text-slate-400" />
        </div>
      </div>
      {used ? (
        <Suspense fallback={null}>
          <FooterDialogs open={open} onClose={() => setOpen(null)} returnFocus={() => opener.current?.focus()} />
        </Suspense>
      ) : null}
    </footer>
  );
}
