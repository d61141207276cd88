import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { SHARE_PASSWORD, type UpdateShare } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { ApiRequestError } from '../lib/api';
import { SHARES_KEY, shareApi, type OwnShare } from './share-api';

/** A date input's value (YYYY-MM-DD) -> the end of that day in the owner's time zone, as an ISO instant. */
export const endOfDayIso = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const today = () => format(new Date(), 'yyyy-MM-dd');

/**
 * One share's settings (issue #18 items 4 and 6): published or not (its address stays), an optional password, an
 * optional expiry date, and whether search engines may list it. Each change is saved at once; the server's
 * message is shown when it refuses one.
 */
export function ShareSettings({ share }: { share: OwnShare }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [editingPassword, setEditingPassword] = useState(!share.hasPassword);
  const expiryDay = share.expiresAt ? format(new Date(share.expiresAt), 'yyyy-MM-dd') : '';
  const [day, setDay] = useState(expiryDay);

  async function save(body: UpdateShare, done: string) {
    setBusy(true);
    try {
      await shareApi.update(share.id, body);
      toast.success(done);
      return true;
    } catch (err) {
      const message = err instanceof ApiRequestError ? err.message.replace(/^\w+: /, '') : 'Please try again.';
      toast.error('Could not save the share settings', { description: message });
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: SHARES_KEY });
    }
  }

  async function submitPassword(e: FormEvent) {
    e.preventDefault();
    if (await save({ password }, 'Password set')) {
      setPassword('');
      setEditingPassword(false);
    }
  }

  const tooShort = password.length > 0 && password.length < SHARE_PASSWORD.min;

  return (
    <div className="grid min-w-0 gap-3 border-t border-slate-100 pt-3 text-sm" data-testid="share-settings">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-published`}
          checked={share.published}
          disabled={busy}
          onCheckedChange={(v) => void save({ published: v === true }, v === true ? 'Republished' : 'Unpublished')}
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
            void save({ searchable: v === true }, v === true ? 'Search engines may list it' : 'Hidden from search')
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
          <form className="flex flex-wrap items-start gap-2" onSubmit={(e) => void submitPassword(e)}>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={SHARE_PASSWORD.max}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={tooShort}
              aria-describedby={`${id}-password-help`}
              className="w-auto min-w-0 flex-1"
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
          </form>
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
              onClick={() => void save({ password: null }, 'Password removed').then((ok) => ok && setPassword(''))}
            >
              Remove password
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-expiry`}>Expiry date</Label>
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (day) void save({ expiresAt: endOfDayIso(day) }, `Expires at the end of ${day}`);
          }}
        >
          <Input
            id={`${id}-expiry`}
            type="date"
            min={today()}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            aria-describedby={`${id}-expiry-help`}
            className="w-auto"
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
              onClick={() => void save({ expiresAt: null }, 'Expiry removed').then((ok) => ok && setDay(''))}
            >
              Remove expiry
            </Button>
          )}
        </form>
        <p id={`${id}-expiry-help`} className="text-xs text-slate-500">
          Optional. After this day the link says it has expired.
        </p>
      </div>
    </div>
  );
}
