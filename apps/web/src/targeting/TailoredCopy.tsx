import { useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeValue, fieldChanges, takeMasterChanges, type FieldChange } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { ApiRequestError } from '../lib/api';
import type { EditedResume } from './edited-resume';
import { targetsApi } from './targets-api';

/**
 * A tailored copy's link to its master: what differs from the master, field by field, and the master's later
 * changes, each to take (the field-level merge puts it into the copy through the editor) or to leave; or unlink.
 */
export function TailoredCopy({ edited }: { edited: EditedResume }) {
  const queryClient = useQueryClient();
  const key = ['link', edited.id];
  const link = useQuery({
    queryKey: key,
    queryFn: () =>
      targetsApi.link(edited.id).catch((err: unknown) => {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }),
    refetchOnWindowFocus: true,
  });
  const copy = useSyncExternalStore(edited.subscribe, edited.get);
  const review = useMutation({
    mutationFn: ({ change, take }: { change: FieldChange; take: boolean }) => {
      const data = link.data!;
      if (take) edited.edit((r) => takeMasterChanges(r, data.base, data.master, [change.path]).copy);
      return targetsApi.review(edited.id, {
        masterVersion: data.masterVersion,
        ...(take ? { take: [change.path] } : { decline: [change.path] }),
      });
    },
    onSuccess: (next) => queryClient.setQueryData(key, next),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const unlink = useMutation({
    mutationFn: () => targetsApi.unlink(edited.id),
    onSuccess: () => queryClient.setQueryData(key, null),
  });
  const data = link.data;
  if (!data) return null;
  const differences = fieldChanges(data.master, copy).filter((c) => c.path[0] !== 'meta' || c.path[1] !== 'title');

  return (
    <div
      className="mt-3 space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm"
      data-testid="tailored-copy"
    >
      <p className="text-slate-800">
        This is a tailored copy of <strong>{data.masterTitle}</strong>.
      </p>
      {data.pending.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Changes made to the master since</h3>
          <ul className="mt-1 space-y-2">
            {data.pending.map((change) => (
              <li key={change.path.join('/')} className="rounded-md bg-white p-2" data-change={change.label}>
                <p className="font-medium text-slate-900">{change.label}</p>
                <p className="text-xs text-slate-600">{describeValue(change.after)}</p>
                <div className="mt-1 flex gap-2">
                  <Button size="sm" onClick={() => review.mutate({ change, take: true })} disabled={review.isPending}>
                    Take this change
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => review.mutate({ change, take: false })}
                    disabled={review.isPending}
                  >
                    Keep mine
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <details>
        <summary className="cursor-pointer font-medium text-slate-900">
          Differences from the master ({differences.length})
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
        Unlink from the master
      </Button>
    </div>
  );
}
