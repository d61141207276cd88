import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Loader2, Trash2 } from 'lucide-react';
import { twoFactorCodeBody } from '@resumey/resume';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  ConfirmDialog,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { FieldError, Form, useSchemaForm } from '../components/ui/form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { call, client, errorText } from '../lib/api';
import { useAuth } from './AuthProvider';
import { DELETE_ACCOUNT_TEXT as T } from './delete-account-messages';

const deleteAccount = (code?: string) => call(client.api.account.$delete({ json: { confirm: true, code } }));

/**
 * Deleting the account (issue #42 item 4): a confirmation that says what goes, and the second factor's code when
 * one is on. The server ends every session; this device then forgets the account as a sign-out does.
 */
export function DeleteAccount({ twoFactor }: { twoFactor: boolean }) {
  const [open, setOpen] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const codeId = useId();
  const form = useSchemaForm(twoFactorCodeBody, { defaultValues: { code: '' } });
  const mutation = useMutation({
    mutationFn: (code?: string) => deleteAccount(code),
    onSuccess: async () => {
      toast.success(T.deleted);
      // The session is already gone on the server; this clears this device's copy of the account. Any request of
      // the page refused meanwhile makes the route guard see no user: naming this page sends it home too, not to
      // sign-in.
      await signOut(() => navigate('/', { replace: true }), location.key).catch(() => window.location.assign('/'));
    },
    onError: (err) => toast.error(T.failed, { description: errorText(err) }),
  });
  const busy = mutation.isPending;

  return (
    <section aria-labelledby={`${codeId}-title`} className="mt-6 rounded-xl border border-red-200 p-4">
      <h3 id={`${codeId}-title`} className="font-semibold text-slate-900">
        {T.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{T.description}</p>
      <Button
        variant="outline"
        className="mt-3 text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        {T.open}
      </Button>
      {twoFactor ? (
        <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
          <AlertDialogContent>
            <AlertDialogTitle className="text-lg font-semibold text-slate-900">{T.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription className="text-sm text-slate-600">{T.confirmBody}</AlertDialogDescription>
            <Form form={form} className="space-y-4" onSubmit={({ code }) => mutation.mutate(code)}>
              <div className="space-y-1.5">
                <p className="text-sm text-slate-700">{T.codeIntro}</p>
                <Label htmlFor={codeId}>{T.codeLabel}</Label>
                <Input
                  id={codeId}
                  autoComplete="one-time-code"
                  aria-describedby={`${codeId}-error`}
                  {...form.register('code')}
                />
                <FieldError name="code" id={`${codeId}-error`} />
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                  {T.cancel}
                </Button>
                <Button type="submit" variant="destructive" disabled={busy}>
                  {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
                  {busy ? T.deleting : T.submit}
                </Button>
              </div>
            </Form>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={T.confirmTitle}
          description={T.confirmBody}
          confirmLabel={T.submit}
          cancelLabel={T.cancel}
          destructive
          onConfirm={() => mutation.mutate(undefined)}
        />
      )}
    </section>
  );
}
