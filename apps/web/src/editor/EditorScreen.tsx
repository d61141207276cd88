import { Suspense, useCallback, useMemo, useState } from 'react';
import { Eye, History, PencilLine, Target } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { historyLabel, HistoryPanel, usePrefetchedHistory, type HistoryTarget } from '../history';
import { ViewSwitch } from '../components/ui/view-switch';
import { cn } from '../lib/cn';
import { SyncNotice } from '../resumes';
import { ShareDialog } from '../share';
import { TailoredNotice, TargetingPanel, type EditedResume } from '../targeting';
import { EditorTabs } from './EditorTabs';
import { ImportCheck } from './import-check/ImportCheck';
import { EditorHeader } from './header/EditorHeader';
import { PreviewPane } from './preview/PreviewPane';
import { ConflictDialog } from './save/ConflictDialog';
import { LeaveGuard } from './save/LeaveGuard';
import { useChangesFromElsewhere } from './save/useChangesFromElsewhere';
import { useSaveController } from './save/useSaveController';
import { EditorDoc, EditorDocProvider } from './state/doc';
import { useEditorShortcuts } from './useEditorShortcuts';

type MobileView = 'edit' | 'preview' | 'target' | 'history';
type Side = 'preview' | 'target' | 'history';

/** The editor for one loaded resume: header, editing panel and live preview. */
export function EditorScreen({ id }: { id: string }) {
  const doc = useMemo(() => new EditorDoc(id), [id]);
  const saving = useSaveController(doc);
  useChangesFromElsewhere(doc);
  usePrefetchedHistory(id);
  const [shareOpen, setShareOpen] = useState(false);
  const [view, setView] = useState<MobileView>('edit');
  const [side, setSide] = useState<Side>('preview');
  // Phones show one of the three; wider screens the form beside the preview or the targeting panel.
  const show = useCallback((next: MobileView) => {
    setView(next);
    if (next !== 'edit') setSide(next);
  }, []);
  // The targeting panel's thin hold on the edited resume: the EditorDoc's read, watch and edit.
  const edited = useMemo<EditedResume>(
    () => ({ id, get: () => doc.resume, subscribe: doc.subscribe, edit: (change) => doc.edit(change) }),
    [id, doc],
  );
  const { state: saveState, save } = saving;
  // The History panel restores on the server (a new save there), then brings that save in as any from elsewhere;
  // unsaved edits are saved first so the restore never lands on top of them.
  const history = useMemo<HistoryTarget>(
    () => ({
      id,
      get: () => doc.resume,
      beforeRestore: () => save('manual'),
      afterRestore: () => doc.store.getState().pull(id),
    }),
    [id, doc, save],
  );
  // Shares follow the saved resume, so unsaved edits are saved as the dialog opens.
  const openShare = useCallback(() => {
    if (saveState === 'unsaved') void save('manual');
    setShareOpen(true);
  }, [saveState, save]);

  useEditorShortcuts(
    { save: () => void saving.save('manual'), share: openShare, undo: doc.undo, redo: doc.redo },
    !shareOpen && saving.state !== 'conflict',
  );

  return (
    <EditorDocProvider doc={doc}>
      <div className="min-h-screen bg-slate-50">
        <EditorHeader saving={saving} canShare onShare={openShare} />
        <PhoneSwitch view={view} onChange={show} />
        {/* While edits wait on this device for the server (DESIGN.md decision 7), the editor says so too. */}
        <div className="mx-auto max-w-[1600px] px-3 sm:px-4">
          <SyncNotice className="mt-3" />
          <TailoredNotice resumeId={id} onReview={() => show('target')} />
        </div>
        <main className="mx-auto grid max-w-[1600px] gap-6 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:py-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          {/* Its own paint layer: typing in the form repaints the form, not the page around it (DESIGN.md section 5). */}
          <div className={cn('isolate min-w-0', view !== 'edit' && 'max-lg:hidden')}>
            <ImportCheck resumeId={id} />
            <EditorTabs />
          </div>
          <div
            className={cn(
              'min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pb-4',
              view === 'edit' && 'max-lg:hidden',
            )}
          >
            <SideSwitch side={side} onChange={show} />
            {side === 'preview' && <PreviewPane className="min-w-0" />}
            {side === 'target' && <TargetingPanel edited={edited} />}
            {side === 'history' && <HistoryPanel target={history} />}
          </div>
        </main>
        <LeaveGuard dirty={saving.dirty} save={saving.save} />
        {saving.state === 'conflict' && (
          <ConflictDialog id={id} conflict={saving.conflict} onTheirs={doc.resetHistory} />
        )}
        {shareOpen && (
          <Suspense fallback={null}>
            <SharedResumeDialog doc={doc} open={shareOpen} onOpenChange={setShareOpen} />
          </Suspense>
        )}
      </div>
    </EditorDocProvider>
  );
}

/** The share dialog gets the resume as it is when opened (it is not re-rendered per keystroke behind the dialog). */
function SharedResumeDialog({
  doc,
  open,
  onOpenChange,
}: {
  doc: EditorDoc;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [resume] = useState(() => doc.resume);
  return <ShareDialog resume={resume} open={open} onOpenChange={onOpenChange} />;
}

/** The right-hand column shows the live preview, the "Target a job" panel or the History panel. */
function SideSwitch({ side, onChange }: { side: Side; onChange: (s: Side) => void }) {
  const { t } = useLingui();
  const item = (value: Side, label: string) => (
    <button
      type="button"
      aria-pressed={side === value}
      onClick={() => onChange(value)}
      className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t`Side panel`}
      className="mb-3 inline-flex gap-1 rounded-lg bg-slate-200/70 p-1 max-lg:hidden"
    >
      {item('preview', t`Preview`)}
      {item('target', t`Target a job`)}
      {item('history', historyLabel())}
    </div>
  );
}

/** On phone widths the panel and the preview stack; this switch shows one of them. */
function PhoneSwitch({ view, onChange }: { view: MobileView; onChange: (v: MobileView) => void }) {
  const { t } = useLingui();
  return (
    <ViewSwitch
      view={view}
      onChange={onChange}
      className="mx-3 mt-3"
      items={[
        { value: 'edit', label: t`Edit`, Icon: PencilLine },
        { value: 'preview', label: t`Preview`, Icon: Eye },
        { value: 'target', label: t`Target a job`, Icon: Target },
        { value: 'history', label: historyLabel(), Icon: History },
      ]}
    />
  );
}
