import { Link } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '../auth';
import { LanguagePicker } from '../language';
import { Logo } from '../components/Logo';
import { Button } from '../components/ui/button';

const SECTIONS = [
  { href: '#how-it-works', label: msg`How it works` },
  { href: '#templates', label: msg`Templates` },
  { href: '#features', label: msg`Features` },
  { href: '#testimonials', label: msg`Testimonials` },
];

export function LandingNav() {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <nav aria-label={t`Main`} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" aria-label={t`Resumey home`} className="rounded-md">
          <Logo size={30} />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {SECTIONS.map((s) => (
            <li key={s.href}>
              <a
                href={s.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
              >
                {i18n._(s.label)}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {/* Phones: too narrow beside the logo and the sign-in button; the footer offers the picker there. */}
          <LanguagePicker signedIn={!!user} className="hidden sm:flex" />
          {user ? (
            <Button asChild size="sm" className="h-9 px-4">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                <Trans>Dashboard</Trans>
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline" className="h-9 px-4">
              <Link to="/auth">
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}
