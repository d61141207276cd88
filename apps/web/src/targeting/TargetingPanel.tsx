import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Mail } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { localizeMessage } from '../i18n';
import { ApiRequestError } from '../lib/api';
import { useResumes } from '../resumes';
import { CoverageView } from './CoverageView';
import { usePausedResume, type EditedResume } from './edited-resume';
import { PANEL_MESSAGES as M } from './messages';
import { PostingForm } from './PostingForm';
import { TailoredCopy } from './TailoredCopy';
import { targetsApi } from './targets-api';

/** The editor's "Target a job" panel (issue #40). */
export function TargetingPanel({ edited }: { edited: EditedResume }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const paused = usePausedResume(edited);
  const targets = useQuery({ queryKey: ['targets', edited.id], queryFn: () => targetsApi.list(edited.id) });
  const [chosen, setChosen] = useState<string | 'new' | undefined>();
  const list = targets.data?.targets ?? [];
  const current = chosen === 'new' ? undefined : (list.find((target) => target.id === chosen) ?? list[0]);
  const tailor = useMutation({
    mutationFn: (targetId: string) => targetsApi.tailor(edited.id, targetId),
    onSuccess: async (record) => {
      // Re-read the list so the copy is there when its editor opens.
      await useResumes.getState().refresh();
      void navigate(`/edit/${record.resume.id}`);
    },
  });
  const tabName = (title: string, company: string) => t`${title} · ${company}`;
  const remove = useMutation({
    mutationFn: (targetId: string) => targetsApi.remove(edited.id, targetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['targets', edited.id] }),
  });

  return (
    <section
      aria-labelledby="target-title-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="target-title-heading" className="text-lg font-semibold text-slate-900">
        {M.title}
      </h2>
      <TailoredCopy edited={edited} paused={paused} />
      {list.length > 0 && (
        <div role="tablist" aria-label={M.title} className="mt-3 flex flex-wrap gap-2">
          {list.map((target) => (
            <Button
              key={target.id}
              role="tab"
              aria-selected={current?.id === target.id}
              size="sm"
              variant={current?.id === target.id ? 'default' : 'outline'}
              onClick={() => setChosen(target.id)}
            >
              {target.company ? tabName(target.title, target.company) : target.title}
            </Button>
          ))}
          <Button
            role="tab"
            aria-selected={chosen === 'new'}
            size="sm"
            variant="ghost"
            onClick={() => setChosen('new')}
          >
            {M.newTarget}
          </Button>
        </div>
      )}
      <div className="mt-4">
        {targets.isSuccess && (list.length === 0 || chosen === 'new') && (
          <>
            <p className="mb-3 text-sm text-slate-600">{M.intro}</p>
            <PostingForm resumeId={edited.id} onAdded={(target) => setChosen(target.id)} />
          </>
        )}
        {current && chosen !== 'new' && (
          <div className="space-y-4">
            <CoverageView edited={edited} paused={paused} targetId={current.id} />
            {!current.fromMaster && (
              <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
                <Button onClick={() => tailor.mutate(current.id)} disabled={tailor.isPending}>
                  {tailor.isPending ? M.tailoring : M.tailor}
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/edit/${edited.id}/letter?target=${current.id}`}>
                    <Mail aria-hidden /> <Trans>Cover letter for this job</Trans>
                  </Link>
                </Button>
                <Button variant="ghost" onClick={() => remove.mutate(current.id)} disabled={remove.isPending}>
                  {M.delete}
                </Button>
                <p className="w-full text-xs text-slate-600">{M.tailorHint}</p>
                {tailor.error && (
                  <p role="alert" className="w-full text-sm text-red-700">
                    {tailor.error instanceof ApiRequestError
                      ? localizeMessage(tailor.error.message)
                      : String(tailor.error)}
                  </p>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
