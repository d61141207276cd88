import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageSizeOf, type Resume, type VersionSummary } from '@resumey/resume';
import { loadTemplate, ResumeDocument } from '@resumey/templates';
import { useLingui } from '@lingui/react';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { errorText } from '../lib/api';
import { relativeTime } from '../lib/relative-time';
import { historyApi } from './history-api';
import { causeLabel, HISTORY_MESSAGES as M } from './messages';
import { VersionDiff } from './VersionDiff';

/** The resume being edited as the panel needs it; `afterRestore` brings the server's restored copy into it. */
export interface HistoryTarget {
  id: string;
  get(): Resume;
  beforeRestore(): Promise<unknown>;
  afterRestore(): Promise<void>;
}

const versionsQuery = (id: string) => ({ queryKey: ['versions', id], queryFn: () => historyApi.list(id) });

/**
 * Asks for the list of versions (no content: small) as the editor opens, so the panel opens without waiting for
 * the network (budget: < 300 ms with 200 versions).
 */
export function usePrefetchedHistory(id: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(versionsQuery(id));
  }, [queryClient, id]);
}

/** The editor's History panel (issue #42 item 1): the versions, one shown read-only with its changes, restore. */
export function HistoryPanel({ target }: { target: HistoryTarget }) {
  useLingui(); // re-renders in a new language: the texts below are read at render
  const queryClient = useQueryClient();
  const versions = useQuery(versionsQuery(target.id));
  const [chosen, setChosen] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const versionQuery = (versionId: string) => ({
    queryKey: ['version', target.id, versionId],
    // With its template's code: a version in another template then draws on the click, without suspending.
    queryFn: async () => {
      const resume = await historyApi.get(target.id, versionId);
      await loadTemplate(resume.meta.templateId).catch(() => undefined);
      return resume;
    },
    staleTime: Infinity,
  });
  const version = useQuery({ ...versionQuery(chosen ?? ''), enabled: chosen !== undefined });
  // A version is fetched as the pointer or the focus reaches its row, so the click shows it without a round trip.
  const prefetch = (versionId: string) => void queryClient.prefetchQuery(versionQuery(versionId));
  const restore = useMutation({
    mutationFn: async (versionId: string) => {
      await target.beforeRestore();
      return historyApi.restore(target.id, versionId);
    },
    onSuccess: async () => {
      await target.afterRestore();
      setChosen(undefined);
      await queryClient.invalidateQueries({ queryKey: ['versions', target.id] });
    },
  });
  const list = versions.data?.versions ?? [];

  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{M.intro}</p>
      {versions.isPending && <p className="mt-3 text-sm text-slate-600">{M.loading}</p>}
      {versions.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {M.failed}
        </p>
      )}
      {versions.isSuccess && list.length === 0 && <p className="mt-3 text-sm text-slate-600">{M.empty}</p>}
      {list.length > 0 && (
        <ol
          aria-label={M.versions}
          className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        >
          {list.map((v) => (
            <VersionRow
              key={v.id}
              version={v}
              selected={v.id === chosen}
              onSelect={() => setChosen(v.id)}
              onApproach={() => prefetch(v.id)}
            />
          ))}
        </ol>
      )}
      {chosen && version.data && (
        <div className="mt-4 space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => setConfirming(true)} disabled={restore.isPending}>
              {restore.isPending ? M.restoring : M.restore}
            </Button>
            {restore.isError && (
              <p role="alert" className="text-sm text-red-700">
                {M.restoreFailed} {errorText(restore.error)}
              </p>
            )}
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{M.changes}</h3>
            <VersionDiff version={version.data} current={target.get()} />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{M.preview}</h3>
            <VersionPreview resume={version.data} />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.restore}
        description={M.confirm}
        confirmLabel={M.confirmYes}
        cancelLabel={M.cancel}
        onConfirm={() => chosen && restore.mutate(chosen)}
      />
    </section>
  );
}

function VersionRow({
  version,
  selected,
  onSelect,
  onApproach,
}: {
  version: VersionSummary;
  selected: boolean;
  onSelect: () => void;
  /** The row is about to be chosen: pointed at or focused. */
  onApproach: () => void;
}) {
  const { i18n } = useLingui();
  const absolute = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        onPointerEnter={onApproach}
        onFocus={onApproach}
        className="flex w-full flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-start text-sm hover:bg-slate-50 aria-pressed:bg-slate-100"
      >
        <span className="font-medium text-slate-900">{causeLabel(version.cause)}</span>
        <time dateTime={version.at} title={absolute.format(new Date(version.at))} className="text-slate-600">
          {relativeTime(version.at)}
        </time>
      </button>
    </li>
  );
}

/** A version drawn read-only at a small scale: links do nothing, nothing is editable. */
function VersionPreview({ resume }: { resume: Resume }) {
  const width = pageSizeOf(resume.meta).widthPx;
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.5);
  // Fits the page to the panel's width, on a phone as beside the form.
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setZoom(Math.min(1, el.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div
      ref={frame}
      data-version-preview=""
      className="overflow-hidden rounded-sm bg-white shadow-md ring-1 ring-slate-200"
    >
      <div
        inert
        style={{ zoom, width }}
        onClickCapture={(e) => e.preventDefault()}
        className="pointer-events-none select-none [contain:content]"
      >
        <ResumeDocument resume={resume} />
      </div>
    </div>
  );
}
