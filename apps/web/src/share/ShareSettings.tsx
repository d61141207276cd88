import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { z } from 'zod';
import { SHARE_PASSWORD, updateShareBody, type UpdateShare } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Form, useSchemaForm } from '../components/ui/form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { errorText } from '../lib/api';
import { SHARES_KEY, shareApi, type OwnShare } from './share-api';

/** A date input's value (YYYY-MM-DD) -> the end of that day in the owner's time zone, as an ISO instant. */
export const endOfDayIso = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const today = () => format(new Date(), 'yyyy-MM-dd');

/** A new password, as the share settings API checks it (updateShareBody's own rule and messages). */
const passwordSchema = z.object({ password: updateShareBody.shape.password.unwrap().unwrap() });
/** The expiry's day, from the date input (YYYY-MM-DD). */
const expirySchema = z.object({ day: z.string().min(1) });

/**
 * One share's settings (issue #18 items 4 and 6): published or not (its address stays), an optional password, an
 * optional expiry date, and whether search engines may list it. Each change is saved at once; the server's
 * message is shown when it refuses one.
 */
export function ShareSettings({ share }: { share: OwnShare }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [editingPassword, setEditingPassword] = useState(!share.hasPassword);
  const expiryDay = share.expiresAt ? format(new Date(share.expiresAt), 'yyyy-MM-dd') : '';
  const passwordForm = useSchemaForm(passwordSchema, { mode: 'onChange', defaultValues: { password: '' } });
  const expiryForm = useSchemaForm(expirySchema, { defaultValues: { day: expiryDay } });
  const update = useMutation({
    mutationFn: ({ body }: { body: UpdateShare; done: string }) => shareApi.update(share.id, body),
    onSuccess: (_, { done }) => void toast.success(done),
    onError: (err) => void toast.error('Could not save the share settings', { description: errorText(err) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
  const busy = update.isPending;
  const save = (body: UpdateShare, done: string, then?: () => void) =>
    update.mutate({ body, done }, { onSuccess: then });

  const password = passwordForm.watch('password');
  const day = expiryForm.watch('day');
  const tooShort = password.length > 0 && password.length < SHARE_PASSWORD.min;

  return (
    <div className="grid min-w-0 gap-3 border-t border-slate-100 pt-3 text-sm" data-testid="share-settings">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-published`}
          checked={share.published}
          disabled={busy}
          onCheckedChange={(v) => save({ published: v === true }, v === true ? 'Republished' : 'Unpublished')}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-published`} className="font-normal leading-snug text-slate-700">
          Published
          <span className="block text-xs text-slate-500">
            When unpublished, the link says the resume is no longer shared. It keeps its address for when you republish.
          </span>
        </Label>
      </div>

      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-search`}
          checked={share.searchable}
          disabled={busy}
          onCheckedChange={(v) =>
            save({ searchable: v === true }, v === true ? 'Search engines may list it' : 'Hidden from search')
          }
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-search`} className="font-normal leading-snug text-slate-700">
          Allow search engines to list this resume
          <span className="block text-xs text-slate-500">
            Only while it is published, has no password and has not expired. Otherwise it stays out of search results.
          </span>
        </Label>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>Password</Label>
        {editingPassword ? (
          <Form
            form={passwordForm}
            className="flex flex-wrap items-start gap-2"
            onSubmit={(values) =>
              save(values, 'Password set', () => {
                passwordForm.reset();
                setEditingPassword(false);
              })
            }
          >
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              maxLength={SHARE_PASSWORD.max}
              aria-invalid={tooShort}
              aria-describedby={`${id}-password-help`}
              className="w-auto min-w-0 flex-1"
              {...passwordForm.register('password')}
            />
            <Button type="submit" size="sm" className="h-10" disabled={busy || password.length < SHARE_PASSWORD.min}>
              Set password
            </Button>
            {share.hasPassword && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-10"
                onClick={() => setEditingPassword(false)}
              >
                Cancel
              </Button>
            )}
            <p id={`${id}-password-help`} className="w-full text-xs text-slate-500">
              Optional. Visitors must type it to see the resume (at least {SHARE_PASSWORD.min} characters).
            </p>
          </Form>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-slate-700">Protected by a password.</span>
            <Button type="button" variant="outline" size="sm" onClick={() => setEditingPassword(true)}>
              Change password
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => save({ password: null }, 'Password removed', () => passwordForm.reset())}
            >
              Remove password
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-expiry`}>Expiry date</Label>
        <Form
          form={expiryForm}
          className="flex flex-wrap items-center gap-2"
          onSubmit={(values) => save({ expiresAt: endOfDayIso(values.day) }, `Expires at the end of ${values.day}`)}
        >
          <Input
            id={`${id}-expiry`}
            type="date"
            min={today()}
            aria-describedby={`${id}-expiry-help`}
            className="w-auto"
            {...expiryForm.register('day')}
          />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="h-10"
            disabled={busy || !day || day === expiryDay}
          >
            Set expiry
          </Button>
          {share.expiresAt && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-10"
              disabled={busy}
              onClick={() => save({ expiresAt: null }, 'Expiry removed', () => expiryForm.reset({ day: '' }))}
            >
              Remove expiry
            </Button>
          )}
        </Form>
        <p id={`${id}-expiry-help`} className="text-xs text-slate-500">
          Optional. After this day the link says it has expired.
        </p>
      </div>
    </div>
  );
}
