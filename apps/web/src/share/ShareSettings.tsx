import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { z } from 'zod';
import { SHARE_PASSWORD, updateShareBody, type UpdateShare } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Form, useSchemaForm } from '../components/ui/form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { errorText } from '../lib/api';
import { useLetterIds } from '../letters';
import { SHARES_KEY, shareApi, type OwnShare } from './share-api';

/** A date input's value (YYYY-MM-DD) -> the end of that day in the owner's time zone, as an ISO instant. */
export const endOfDayIso = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const today = () => format(new Date(), 'yyyy-MM-dd');

/** The toast after an expiry is set: the chosen day written in the interface's language. */
function expiresText(day: string, locale: string) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(`${day}T12:00:00`));
  return t`Expires at the end of ${date}`;
}

/** A new password, as the share settings API checks it (updateShareBody's own rule and messages). */
const passwordSchema = z.object({ password: updateShareBody.shape.password.unwrap().unwrap() });
/** The expiry's day, from the date input (YYYY-MM-DD). */
const expirySchema = z.object({ day: z.string().min(1) });

/**
 * One share's settings (issue #18 items 4 and 6): published or not (its address stays), an optional password, an
 * optional expiry date, whether search engines may list it, and whether its page shows the resume's cover letter
 * (issue #41 item 5, never without this tick). Each change is saved at once; the server's
 * message is shown when it refuses one.
 */
export function ShareSettings({ share }: { share: OwnShare }) {
  const hasLetter = useLetterIds().has(share.resumeId);
  const queryClient = useQueryClient();
  const { t: tr, i18n } = useLingui();
  const id = useId();
  const minLength = SHARE_PASSWORD.min;
  const [editingPassword, setEditingPassword] = useState(!share.hasPassword);
  const expiryDay = share.expiresAt ? format(new Date(share.expiresAt), 'yyyy-MM-dd') : '';
  const passwordForm = useSchemaForm(passwordSchema, { mode: 'onChange', defaultValues: { password: '' } });
  const expiryForm = useSchemaForm(expirySchema, { defaultValues: { day: expiryDay } });
  const update = useMutation({
    mutationFn: ({ body }: { body: UpdateShare; done: string }) => shareApi.update(share.id, body),
    onSuccess: (_, { done }) => void toast.success(done),
    onError: (err) => void toast.error(t`Could not save the share settings`, { description: errorText(err) }),
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
          onCheckedChange={(v) => save({ published: v === true }, v === true ? tr`Republished` : tr`Unpublished`)}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-published`} className="font-normal leading-snug text-slate-700">
          <Trans>Published</Trans>
          <span className="block text-xs text-slate-500">
            <Trans>
              When unpublished, the link says the resume is no longer shared. It keeps its address for when you
              republish.
            </Trans>
          </span>
        </Label>
      </div>

      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-search`}
          checked={share.searchable}
          disabled={busy}
          onCheckedChange={(v) =>
            save({ searchable: v === true }, v === true ? tr`Search engines may list it` : tr`Hidden from search`)
          }
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-search`} className="font-normal leading-snug text-slate-700">
          <Trans>Allow search engines to list this resume</Trans>
          <span className="block text-xs text-slate-500">
            <Trans>
              Only while it is published, has no password and has not expired. Otherwise it stays out of search results.
            </Trans>
          </span>
        </Label>
      </div>

      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-letter`}
          checked={share.includesLetter}
          // Ticking needs a letter; an included one can always be taken off.
          disabled={busy || (!share.includesLetter && !hasLetter)}
          onCheckedChange={(v) =>
            save(
              { includeLetter: v === true },
              v === true ? tr`The cover letter is shown below the resume` : tr`The cover letter is no longer shown`,
            )
          }
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-letter`} className="font-normal leading-snug text-slate-700">
          <Trans>Include the cover letter</Trans>
          <span className="block text-xs text-slate-500">
            {hasLetter || share.includesLetter ? (
              <Trans>Readers see the letter below the resume, as you last saved it. Unticked, no page shows it.</Trans>
            ) : (
              <Trans>This resume has no cover letter yet.</Trans>
            )}
          </span>
        </Label>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
        </Label>
        {editingPassword ? (
          <Form
            form={passwordForm}
            className="flex flex-wrap items-start gap-2"
            onSubmit={(values) =>
              save(values, tr`Password set`, () => {
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
              <Trans>Set password</Trans>
            </Button>
            {share.hasPassword && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-10"
                onClick={() => setEditingPassword(false)}
              >
                <Trans>Cancel</Trans>
              </Button>
            )}
            <p id={`${id}-password-help`} className="w-full text-xs text-slate-500">
              <Trans>Optional. Visitors must type it to see the resume (at least {minLength} characters).</Trans>
            </p>
          </Form>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-slate-700">
              <Trans>Protected by a password.</Trans>
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => setEditingPassword(true)}>
              <Trans>Change password</Trans>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => save({ password: null }, tr`Password removed`, () => passwordForm.reset())}
            >
              <Trans>Remove password</Trans>
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-expiry`}>
          <Trans>Expiry date</Trans>
        </Label>
        <Form
          form={expiryForm}
          className="flex flex-wrap items-center gap-2"
          onSubmit={(values) => save({ expiresAt: endOfDayIso(values.day) }, expiresText(values.day, i18n.locale))}
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
            <Trans>Set expiry</Trans>
          </Button>
          {share.expiresAt && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-10"
              disabled={busy}
              onClick={() => save({ expiresAt: null }, tr`Expiry removed`, () => expiryForm.reset({ day: '' }))}
            >
              <Trans>Remove expiry</Trans>
            </Button>
          )}
        </Form>
        <p id={`${id}-expiry-help`} className="text-xs text-slate-500">
          <Trans>Optional. After this day the link says it has expired.</Trans>
        </p>
      </div>
    </div>
  );
}
