import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_NAME } from '@resumey/resume';
import { displayName, useAuth } from '../auth';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { SyncNotice, useDashboardInit, useResumes, useResumeList, type ResumeRecord } from '../resumes';
import { DashboardHeader } from './DashboardHeader';
import { ConflictDialog } from './ConflictDialog';
import { EmptyState } from './EmptyState';
import { LimitDialog } from './LimitDialog';
import { RenameDialog } from './RenameDialog';
import { ResumeGrid } from './ResumeGrid';
import { ShareStatsPanel } from '../share';
import { TRASH_TEXT, TrashSection } from '../trash';
import { TemplateChooser } from './TemplateChooser';
import { DuplicateLetterDialog, useLetterIds } from '../letters';
import { useDashboardActions } from './useDashboardActions';
import { IMPORT_ACCEPT } from './import-file';
import { localizeMessage } from '../i18n';

/** SPEC.md section 2 'Dashboard': the list of the user's resumes, or the template chooser. */
export default function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard - ${APP_NAME}`);
  const navigate = useNavigate();
  const { user } = useAuth();
  const { resumes, loading, error } = useResumeList();
  useDashboardInit();
  const [view, setView] = useState<'list' | 'chooser'>('list');
  const [renaming, setRenaming] = useState<ResumeRecord | null>(null);
  const [deleting, setDeleting] = useState<ResumeRecord | null>(null);
  const [resolving, setResolving] = useState<ResumeRecord | null>(null);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const letters = useLetterIds();
  const fileInput = useRef<HTMLInputElement>(null);
  const actions = useDashboardActions(resumes.length);

  // Coming back to the dashboard shows changes made in other tabs or devices.
  useEffect(() => {
    if (useResumes.getState().loadedOnce) void useResumes.getState().refresh();
  }, []);

  // The chooser is a view of this page: scroll to its top when switching.
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, and an effect may only return a cleanup.
    window.scrollTo({ top: 0 });
  }, [view]);

  const openChooser = () => {
    if (actions.canCreate()) setView('chooser');
  };
  const busyCreating = actions.busy === 'create' || actions.busy === 'sample' || actions.busy === 'import';

  let body: React.ReactNode;
  if (view === 'chooser') {
    body = (
      <TemplateChooser
        busy={busyCreating}
        onUse={(id) => void actions.createFromTemplate(id)}
        onSample={() => void actions.createSample()}
        onClose={() => setView('list')}
      />
    );
  } else if (loading) {
    body = (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-600">
        <Spinner label={t`Loading your resumes...`} />
      </div>
    );
  } else if (error) {
    body = (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
      >
        <p className="font-semibold">
          <Trans>Your resumes could not be loaded.</Trans>
        </p>
        <p className="mt-1 text-sm">{localizeMessage(error.message)}</p>
        <Button className="mt-4" onClick={() => void useResumes.getState().refresh()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  } else if (resumes.length === 0) {
    body = (
      <EmptyState
        name={user ? displayName(user) : t`there`}
        busy={busyCreating}
        onCreate={openChooser}
        onSample={() => void actions.createSample()}
        onImport={() => fileInput.current?.click()}
      />
    );
  } else {
    // Below the resumes, each custom URL's views per day, last view and PDF downloads (issue #18 item 6).
    body = (
      <>
        <ResumeGrid
          resumes={resumes}
          importing={actions.busy === 'import'}
          onImport={() => fileInput.current?.click()}
          cardActions={(record) => ({
            onEdit: () => void navigate(`/edit/${record.resume.id}`),
            onRename: () => setRenaming(record),
            // A resume with a cover letter asks whether the copy takes it (issue #41 item 6).
            onDuplicate: () =>
              letters.has(record.resume.id)
                ? setDuplicating(record.resume.id)
                : void actions.duplicate(record.resume.id),
            onDelete: () => setDeleting(record),
            onExport: (kind) => actions.exportAs(record, kind),
            onResolve: () => setResolving(record),
          })}
        />
        <ShareStatsPanel />
      </>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader onNewResume={openChooser} creating={busyCreating} />
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <SyncNotice className="mb-6" />
        {body}
        {view === 'list' && !loading && !error && <TrashSection onLimit={() => actions.setLimitOpen(true)} />}
      </main>
      <input
        ref={fileInput}
        type="file"
        accept={IMPORT_ACCEPT}
        className="hidden"
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void actions.importFile(file);
        }}
      />
      <RenameDialog
        title={renaming ? renaming.resume.meta.title : null}
        busy={actions.busy === 'rename'}
        onSave={(title) => actions.rename(renaming!.resume.id, title)}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={TRASH_TEXT.deleteTitle}
        // A resume's cover letter goes with it, to the trash and back (issue #41 item 6): the confirmation says so.
        description={
          deleting && letters.has(deleting.resume.id)
            ? TRASH_TEXT.deleteWithLetterDescription
            : TRASH_TEXT.deleteDescription
        }
        confirmLabel={TRASH_TEXT.deleteConfirm}
        destructive
        onConfirm={() => {
          if (deleting) void actions.remove(deleting.resume.id);
        }}
      />
      <ConflictDialog
        record={resolving ? (resumes.find((r) => r.resume.id === resolving.resume.id) ?? null) : null}
        onClose={() => setResolving(null)}
      />
      <DuplicateLetterDialog
        open={duplicating !== null}
        onClose={() => setDuplicating(null)}
        onDuplicate={(withLetter) => duplicating && void actions.duplicate(duplicating, withLetter)}
      />
      <LimitDialog open={actions.limitOpen} onOpenChange={actions.setLimitOpen} onManage={() => setView('list')} />
    </div>
  );
}
