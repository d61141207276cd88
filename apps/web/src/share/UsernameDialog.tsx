import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { filterUsernameInput, LIMITS, usernameFormSchema, validateUsername } from '@resumey/resume';
import { localizeMessage, M } from '../i18n';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Form, useSchemaForm } from '../components/ui/form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { ApiRequestError, errorText } from '../lib/api';
import { PROFILE_KEY, SHARES_KEY, shareApi } from './share-api';
import { useAvailability } from './useAvailability';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  current?: string | null;
  onSaved?(username: string): void;
}

/** What the server's refusal of a username says under the field; undefined for any other failure (a toast). */
function refusalOf(err: unknown): string | undefined {
  if (!(err instanceof ApiRequestError)) return undefined;
  if (err.status === 409) return M.usernameTaken;
  if (err.status === 400) return errorText(err);
  if (err.status === 401) return M.userNotAuthenticated;
  return undefined;
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
  const { t } = useLingui();
  // Checked on the first blur, then as typed (SPEC.md section 5's messages, from the shared schema).
  const form = useSchemaForm(usernameFormSchema, { mode: 'onTouched', defaultValues: { username: current ?? '' } });
  const usernameInput = form.register('username');
  const value = form.watch('username');
  const save = useMutation({
    mutationFn: ({ username }: { username: string }) => shareApi.setUsername(username),
    onSuccess: async ({ username }) => {
      queryClient.setQueryData(PROFILE_KEY, { username });
      await queryClient.invalidateQueries({ queryKey: SHARES_KEY });
      toast.success(M.usernameSetSuccessTitle, { description: M.usernameSetSuccessDescription });
      onSaved?.(username);
      onDone(false);
    },
    onError: (err) => {
      if (!refusalOf(err)) toast.error(M.saveFailedTitle, { description: M.saveFailedDescription });
    },
  });

  const invalid = validateUsername(value);
  const check = useCallback((name: string) => shareApi.usernameAvailable(name).then((r) => r.available), []);
  const availability = useAvailability(value, check, !invalid && value !== current);
  const fieldError = form.formState.errors.username?.message;
  const error = fieldError
    ? localizeMessage(fieldError)
    : availability === 'taken'
      ? M.usernameTaken
      : refusalOf(save.error);
  const canSave = !invalid && availability !== 'taken' && !save.isPending && value !== current;

  return (
    <Form form={form} onSubmit={(values) => canSave && save.mutate(values)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>
          <Trans>Set Your Username</Trans>
        </DialogTitle>
        <DialogDescription id="username-dialog-description">
          <Trans>
            Your username is your personal namespace: your custom URLs will look like /u/username/your-resume.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor="share-username">
            <Trans>Username</Trans>
          </Label>
          <span className="text-xs tabular-nums text-slate-500" aria-live="polite">
            {value.length}/{LIMITS.usernameMax}
          </span>
        </div>
        <Input
          id="share-username"
          {...usernameInput}
          maxLength={LIMITS.usernameMax}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t`your-name`}
          aria-invalid={Boolean(error)}
          aria-describedby="share-username-help"
          onChange={(e) => {
            e.target.value = filterUsernameInput(e.target.value);
            void usernameInput.onChange(e);
            save.reset();
          }}
          autoFocus
        />
        <p
          id="share-username-help"
          className={error ? 'text-sm text-red-600' : 'text-sm text-slate-500'}
          role={error ? 'alert' : undefined}
        >
          {error ||
            (availability === 'checking'
              ? t`Checking...`
              : availability === 'available'
                ? t`Available`
                : t`Lowercase letters, numbers and hyphens; 3 to 29 characters.`)}
        </p>
        {value && !invalid && (
          <p className="break-all text-xs text-slate-500">
            {window.location.origin}/u/<strong className="text-slate-800">{value}</strong>/...
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!canSave}>
          {save.isPending && <Spinner />}
          <Trans>Save Username</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}
