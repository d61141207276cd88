import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { filterUsernameInput, LIMITS, MESSAGES, validateUsername } from '@resumey/resume';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { ApiRequestError } from '../lib/api';
import { PROFILE_KEY, SHARES_KEY, shareApi } from './share-api';
import { useAvailability } from './useAvailability';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  current?: string | null;
  onSaved?(username: string): void;
}

/** 'Set Your Username' (SPEC.md section 5): the user's namespace for custom URLs, /u/{username}/{slug}. */
export function UsernameDialog({ open, onOpenChange, current, onSaved }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="username-dialog-description">
        {open && <UsernameForm current={current} onDone={onOpenChange} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function UsernameForm({
  current,
  onDone,
  onSaved,
}: {
  current?: string | null;
  onDone(open: boolean): void;
  onSaved?(username: string): void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const invalid = validateUsername(value);
  const check = useCallback((name: string) => shareApi.usernameAvailable(name).then((r) => r.available), []);
  const availability = useAvailability(value, check, !invalid && value !== current);
  const error = (touched && invalid) || (availability === 'taken' ? MESSAGES.usernameTaken : serverError);
  const canSave = !invalid && availability !== 'taken' && !saving && value !== current;

  async function save() {
    setTouched(true);
    if (!canSave) return;
    setSaving(true);
    setServerError(undefined);
    try {
      const { username } = await shareApi.setUsername(value);
      queryClient.setQueryData(PROFILE_KEY, { username });
      await queryClient.invalidateQueries({ queryKey: SHARES_KEY });
      toast.success(MESSAGES.usernameSetSuccessTitle, { description: MESSAGES.usernameSetSuccessDescription });
      onSaved?.(username);
      onDone(false);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 409) setServerError(MESSAGES.usernameTaken);
      else if (err instanceof ApiRequestError && err.status === 400) setServerError(err.message);
      else if (err instanceof ApiRequestError && err.status === 401) setServerError(MESSAGES.userNotAuthenticated);
      else toast.error(MESSAGES.saveFailedTitle, { description: MESSAGES.saveFailedDescription });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <DialogHeader>
        <DialogTitle>Set Your Username</DialogTitle>
        <DialogDescription id="username-dialog-description">
          Your username is your personal namespace: your custom URLs will look like /u/username/your-resume.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor="share-username">Username</Label>
          <span className="text-xs tabular-nums text-slate-500" aria-live="polite">
            {value.length}/{LIMITS.usernameMax}
          </span>
        </div>
        <Input
          id="share-username"
          value={value}
          maxLength={LIMITS.usernameMax}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="your-name"
          aria-invalid={Boolean(error)}
          aria-describedby="share-username-help"
          onChange={(e) => {
            setValue(filterUsernameInput(e.target.value));
            setServerError(undefined);
          }}
          onBlur={() => value && setTouched(true)}
          autoFocus
        />
        <p
          id="share-username-help"
          className={error ? 'text-sm text-red-600' : 'text-sm text-slate-500'}
          role={error ? 'alert' : undefined}
        >
          {error ||
            (availability === 'checking'
              ? 'Checking...'
              : availability === 'available'
                ? 'Available'
                : 'Lowercase letters, numbers and hyphens; 3 to 29 characters.')}
        </p>
        {value && !invalid && (
          <p className="break-all text-xs text-slate-500">
            {window.location.origin}/u/<strong className="text-slate-800">{value}</strong>/...
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving && <Spinner />}
          Save Username
        </Button>
      </DialogFooter>
    </form>
  );
}
