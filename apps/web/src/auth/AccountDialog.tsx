import { Trans } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { AccountDataSettings } from '../account-data';
import { ApiKeysSettings } from '../api-keys';
import { LanguagePicker } from '../language';
import { useAuth } from './AuthProvider';
import { DeleteAccount } from './DeleteAccount';
import { TwoFactorSettings } from './TwoFactorSettings';
import { UserAvatar, displayName } from './UserAvatar';

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The account dialog from the header menu: who is signed in, the second factor (DESIGN.md decision 12) and the
 * personal API keys (issue #43), the interface language (issue #35), the account's data (download and import) and
 * deleting the account (issue #42).
 */
export function AccountDialog({ open, onOpenChange }: AccountDialogProps) {
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Account &amp; security</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Your profile comes from your Google account.</Trans>
          </DialogDescription>
        </DialogHeader>
        {user ? (
          <>
            <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
              <UserAvatar user={user} size={48} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
              </div>
            </div>
            {/* The editor's header has no picker: the language can be changed from here on every page. */}
            <LanguagePicker signedIn className="mt-4" />
            {/* Remounted on every opening, so a half-finished enrolment or shown backup codes never linger. */}
            {open ? <TwoFactorSettings enabled={Boolean(user.twoFactorEnabled)} /> : null}
            {/* The same: a key shown once is gone when the dialog closes. */}
            {open ? <ApiKeysSettings /> : null}
            {/* And an import's summary. */}
            {open ? <AccountDataSettings /> : null}
            <DeleteAccount twoFactor={Boolean(user.twoFactorEnabled)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
