import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Menu, Plus, X } from 'lucide-react';
import { Logo } from '../components/Logo';
import { Button } from '../components/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { SignOutButton, UserMenu } from '../auth';
import { LanguagePicker } from '../language';

/**
 * SPEC.md section 2: logo (to /), the user's avatar and display name, Sign out and New Resume. On phone widths
 * they fold into a menu opened by a button.
 */
export function DashboardHeader({ onNewResume, creating }: { onNewResume: () => void; creating: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label={t`Resumey home`}>
          <Logo size={30} />
        </Link>
        <nav aria-label={t`Account`} className="hidden items-center gap-2 md:flex">
          <Button onClick={onNewResume} disabled={creating}>
            <Plus aria-hidden /> <Trans>New Resume</Trans>
          </Button>
          <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden />
          <LanguagePicker signedIn />
          <UserMenu alwaysShowName />
          <SignOutButton className="text-slate-600" />
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-5!" /> : <Menu className="size-5!" />}
        </Button>
      </div>
      {open && (
        <div id={menuId} className="border-t border-slate-200 bg-white px-4 pb-4 pt-3 shadow-sm md:hidden">
          <div className="flex flex-col gap-2">
            <UserMenu alwaysShowName className="self-start" />
            <LanguagePicker signedIn className="self-start" />
            <Button
              onClick={() => {
                setOpen(false);
                onNewResume();
              }}
              disabled={creating}
            >
              <Plus aria-hidden /> <Trans>New Resume</Trans>
            </Button>
            <SignOutButton variant="outline" />
          </div>
        </div>
      )}
    </header>
  );
}
