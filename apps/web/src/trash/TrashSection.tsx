import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, type TrashedResume } from '@resumey/resume';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { localizeMessage } from '../i18n';
import { ApiRequestError } from '../lib/api';
import { useResumes } from '../resumes';
import { daysLeft } from './days-left';
import { TRASH_TEXT as T } from './messages';
import { TRASH_KEY, trashApi, useTrash } from './trash-api';

/**
 * The dashboard's trash (issue #42): each deleted resume with the days left before the server purges it, Restore
 * (refused with the limit dialog when all slots are taken) and Delete forever (after a confirmation). Shown only
 * when something is in it.
 */
export function TrashSection({ onLimit }: { onLimit: () => void }) {
  const { i18n } = useLingui();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const queryClient = useQueryClient();
  const { data, error } = useTrash(useResumes((s) => Object.keys(s.entries).length));
  const [busy, setBusy] = useState<string | null>(null);
  const [purging, setPurging] = useState<TrashedResume | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRASH_KEY });

  const restore = async (item: TrashedResume) => {
    setBusy(item.id);
    try {
      await useResumes.getState().restore(item.id);
      toast.success(T.restored);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'resume_limit') onLimit();
      else toast.error(T.restoreFailed, { description: localizeMessage(errorMessage(err)) });
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  const deleteForever = async (item: TrashedResume) => {
    setBusy(item.id);
    try {
      await trashApi.deleteForever(item.id);
    } catch (err) {
      // Already gone (purged, or deleted in another tab) is what was asked.
      if (!(err instanceof ApiRequestError && err.status === 404)) {
        toast.error(T.deleteForeverFailed, { description: localizeMessage(errorMessage(err)) });
      }
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  if (error) {
    return (
      <p role="alert" className="mt-10 text-sm text-red-700">
        {T.loadFailed}
      </p>
    );
  }
  if (!data?.length) return null;
  return (
    <section
      aria-labelledby="trash-title"
      data-testid="trash"
      className="mt-10 rounded-xl border border-slate-200 bg-white px-4 py-3"
    >
      <h2 id="trash-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Trash2 aria-hidden className="size-4 text-slate-500" />
        {T.trashTitle}
      </h2>
      <p className="text-xs text-slate-600">{T.trashHint}</p>
      <ul className="divide-y divide-slate-100">
        {data.map((item) => {
          const title = item.title || T.untitled;
          return (
            <li
              key={item.id}
              data-testid="trash-item"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-[14rem] flex-1">
                <p className="truncate text-sm font-medium text-slate-900" title={title}>
                  {title}
                </p>
                <p className="text-xs text-slate-600">
                  {T.deletedOn(dateFormat.format(new Date(item.deletedAt)))}
                  {' · '}
                  <span data-testid="trash-days-left">{T.daysLeft(daysLeft(item.purgeAt))}</span>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy === item.id}
                  aria-label={T.restoreLabel(title)}
                  onClick={() => void restore(item)}
                >
                  <RotateCcw aria-hidden className="size-4" />
                  {T.restore}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy === item.id}
                  aria-label={T.deleteForeverLabel(title)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  onClick={() => setPurging(item)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {T.deleteForever}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => !open && setPurging(null)}
        title={T.deleteForeverTitle}
        // Its cover letter goes too (issue #41 item 6).
        description={purging?.hasLetter ? T.deleteForeverWithLetterDescription : T.deleteForeverDescription}
        confirmLabel={T.deleteForever}
        destructive
        onConfirm={() => {
          if (purging) void deleteForever(purging);
        }}
      />
    </section>
  );
}
