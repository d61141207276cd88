import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeValue, fieldChanges, takeMasterChanges, type FieldChange } from '@resumey/resume';
import { Button } from '../components/ui/button';
import type { EditedResume, PausedResume } from './edited-resume';
import { targetsApi } from './targets-api';

const linkKey = (id: string) => ['link', id];

/** The resume's link to its master, or null for a resume that is no tailored copy. */
export function useTailoredLink(resumeId: string) {
  return useQuery({
    queryKey: linkKey(resumeId),
    queryFn: async () => (await targetsApi.link(resumeId)).link,
    refetchOnWindowFocus: true,
  });
}

/** In the copy's editor, always: what it is, and how many of the master's changes wait for review. */
export function TailoredNotice({ resumeId, onReview }: { resumeId: string; onReview: () => void }) {
  const { data } = useTailoredLink(resumeId);
  const { t } = useLingui();
  if (!data) return null;
  const pending = data.pending.length;
  const masterTitle = data.masterTitle;
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-slate-800"
    >
      <span>
        <Trans>
          Tailored copy of <strong>{masterTitle}</strong>.
        </Trans>
      </span>
      {pending > 0 && (
        <span>
          {t`${plural(pending, { one: 'The master has # change to review.', other: 'The master has # changes to review.' })}`}
        </span>
      )}
      <Button size="sm" variant="outline" className="ms-auto" onClick={onReview}>
        <Trans>Review</Trans>
      </Button>
    </div>
  );
}

/**
 * A tailored copy's link to its master: the master's later changes, each to take (the field-level merge puts it
 * into the copy through the editor, as an undoable edit) or to leave; what differs from the master; or unlink.
 */
export function TailoredCopy({ edited, paused }: { edited: EditedResume; paused: PausedResume }) {
  const queryClient = useQueryClient();
  const link = useTailoredLink(edited.id);
  const review = useMutation({
    mutationFn: ({ change, take }: { change: FieldChange; take: boolean }) => {
      const data = link.data!;
      if (take) edited.edit((r) => takeMasterChanges(r, data.base, data.master, [change.path]).copy);
      return targetsApi.review(edited.id, {
        masterVersion: data.masterVersion,
        ...(take ? { take: [change.path] } : { decline: [change.path] }),
      });
    },
    onSuccess: (next) => queryClient.setQueryData(linkKey(edited.id), next.link),
    onError: () => queryClient.invalidateQueries({ queryKey: linkKey(edited.id) }),
  });
  const unlink = useMutation({
    mutationFn: () => targetsApi.unlink(edited.id),
    onSuccess: () => queryClient.setQueryData(linkKey(edited.id), null),
  });
  const data = link.data;
  const { t } = useLingui();
  if (!data) return null;
  const masterTitle = data.masterTitle;
  // The copy's name is its own by design ('{title} - {company}'): not a difference worth listing.
  const differences = fieldChanges(data.master, paused.resume).filter((c) => c.path.join('.') !== 'meta.title');
  const count = differences.length;

  return (
    <div
      className="mt-3 space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm"
      data-testid="tailored-copy"
    >
      <p className="text-slate-800">
        <Trans>
          This is a tailored copy of <strong>{masterTitle}</strong>.
        </Trans>
      </p>
      {data.pending.length > 0 && (
        <section aria-labelledby="master-changes">
          <h3 id="master-changes" className="font-semibold text-slate-900">
            <Trans>Changes made to the master</Trans>
          </h3>
          <ul className="mt-1 space-y-2">
            {data.pending.map((change) => (
              <li key={change.path.join('/')} className="rounded-md bg-white p-2" data-change={change.label}>
                <p className="font-medium text-slate-900">{change.label}</p>
                <p className="text-xs text-slate-600">{describeValue(change.after)}</p>
                <div className="mt-1 flex gap-2">
                  <Button size="sm" onClick={() => review.mutate({ change, take: true })} disabled={review.isPending}>
                    <Trans>Take this change</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => review.mutate({ change, take: false })}
                    disabled={review.isPending}
                  >
                    <Trans>Keep mine</Trans>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <details open={differences.length <= 6}>
        <summary className="cursor-pointer font-semibold text-slate-900">
          {t`Differences from the master (${count})`}
        </summary>
        <ul className="mt-1 space-y-1">
          {differences.map((d) => (
            <li key={d.path.join('/')} data-difference={d.label}>
              <span className="font-medium">{d.label}</span>:{' '}
              <span className="text-slate-600">{describeValue(d.after)}</span>
            </li>
          ))}
        </ul>
      </details>
      <Button size="sm" variant="outline" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
        <Trans>Unlink from the master</Trans>
      </Button>
    </div>
  );
}
