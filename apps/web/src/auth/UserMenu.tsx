import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ChevronDown, Loader2, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { M } from '../i18n';
import { Button, type ButtonProps } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { cn } from '../lib/cn';
import { AccountDialog } from './AccountDialog';
import { useAuth } from './AuthProvider';
import { UserAvatar, displayName } from './UserAvatar';

/**
 * Signs out on the server, then runs `onSignedOut` (default: go to the home page) before the user is cleared here.
 * A failure keeps the user signed in and says so ('Failed to sign out').
 */
export function useSignOut(onSignedOut?: () => unknown) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      // Leave the (guarded) page while still signed in here; the user is cleared once the landing page is shown.
      await signOut(onSignedOut ?? (() => navigate('/', { replace: true })), location.key);
    } catch {
      toast.error(M.signOutFailed, { description: t`Please check your connection and try again.` });
    } finally {
      setSigningOut(false);
    }
  }, [signOut, onSignedOut, navigate, location.key]);
  return { signOut: run, signingOut };
}

/** A plain 'Sign out' button, for a header or a collapsed mobile menu. */
export function SignOutButton({
  onSignedOut,
  ...props
}: Omit<ButtonProps, 'onClick'> & { onSignedOut?: () => unknown }) {
  const { signOut, signingOut } = useSignOut(onSignedOut);
  return (
    <Button
      variant="ghost"
      {...props}
      onClick={() => void signOut()}
      disabled={signingOut || props.disabled}
      aria-busy={signingOut}
    >
      {signingOut ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      <Trans>Sign out</Trans>
    </Button>
  );
}

export interface UserMenuProps {
  className?: string;
  /** Show the display name beside the avatar on every width; by default it shows from the `sm` breakpoint. */
  alwaysShowName?: boolean;
  /**
   * Runs once the server has ended the session, instead of going to the home page; awaited before the user is
   * cleared here, so a navigation it starts wins over the route guard.
   */
  onSignedOut?: () => unknown;
}

/**
 * The signed-in person in a header: avatar and display name (the e-mail when there is no name), opening a menu with
 * 'Account & security' (the account dialog, where the second factor is managed) and 'Sign out'.
 * Renders nothing while signed out.
 */
export function UserMenu({ className, alwaysShowName, onSignedOut }: UserMenuProps) {
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOut(onSignedOut);
  const [accountOpen, setAccountOpen] = useState(false);
  if (!user) return null;
  const name = displayName(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            className={cn(
              'inline-flex max-w-full items-center gap-2 rounded-full py-1 ps-1 pe-2 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100',
              className,
            )}
          >
            {/*
              Named by its content, not aria-label, so the name holds the visible text (WCAG 2.5.3): 'Account menu
              for' is read but not shown; on small screens the name is read but not shown either.
            */}
            <UserAvatar user={user} size={32} />
            <Trans>
              <span className="sr-only">Account menu for </span>
              <span
                data-testid="user-display-name"
                className={cn('max-w-[14rem] truncate', alwaysShowName ? 'inline' : 'sr-only sm:not-sr-only sm:inline')}
              >
                {name}
              </span>
            </Trans>
            <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <div className="flex items-center gap-3 px-2 py-2">
            <UserAvatar user={user} size={40} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
              {name !== user.email ? <p className="truncate text-xs text-slate-500">{user.email}</p> : null}
            </div>
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setAccountOpen(true)}>
            {user.twoFactorEnabled ? <ShieldCheck aria-hidden="true" /> : <UserRound aria-hidden="true" />}
            <Trans>Account &amp; security</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={signingOut}
            onSelect={(e) => {
              e.preventDefault();
              void signOut();
            }}
          >
            {signingOut ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            <Trans>Sign out</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AccountDialog open={accountOpen} onOpenChange={setAccountOpen} />
    </>
  );
}
