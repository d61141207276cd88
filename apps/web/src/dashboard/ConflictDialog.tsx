import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, AlertDialogContent, AlertDialogDescription } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import {
  ConflictChoiceButtons,
  ConflictFields,
  ConflictTitle,
  useConflictChoice,
  useSaveStatus,
  type ResumeRecord,
} from '../resumes';
import { relativeTime } from '../lib/relative-time';

/**
 * DESIGN.md decision 6 on the dashboard: this device's copy and a newer one saved elsewhere. Changes to different
 * fields are merged (issue #21); for the fields both changed (listed), or the whole copy without a common version,
 * the user picks which one wins; until then both are kept (this copy locally, the other on the server).
 */
export function ConflictDialog({ record, onClose }: { record: ResumeRecord | null; onClose: () => void }) {
  const status = useSaveStatus(record?.resume.id ?? '');
  const choice = useConflictChoice(record?.resume.id ?? '', (_, outcome) => outcome !== 'conflict' && onClose());
  const server = status.conflict?.server;
  const fields = status.conflict?.fields;
  const { t } = useLingui();
  return (
    <AlertDialog open={record !== null && server !== undefined} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent className="max-w-lg">
        <ConflictTitle />
        <AlertDialogDescription className="text-sm text-slate-600">
          {fields
            ? t`Another tab or device saved a newer version while this one had changes that were not saved yet. Every change made in only one of them is kept; the fields below were changed in both. Choose the version to keep for them.`
            : t`Another tab or device saved a newer version while this one had changes that were not saved yet. Choose the version to keep; the other one is replaced.`}
        </AlertDialogDescription>
        {record && server && (
          <dl className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">
                <Trans>This device</Trans>
              </dt>
              <dd className="truncate font-medium text-slate-900">{record.resume.meta.title}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">
                <SavedElsewhere when={relativeTime(server.resume.updatedAt)} />
              </dt>
              <dd className="truncate font-medium text-slate-900">{server.resume.meta.title}</dd>
            </div>
          </dl>
        )}
        {fields && <ConflictFields fields={fields} />}
        <ConflictChoiceButtons
          {...choice}
          before={
            <Button variant="ghost" disabled={choice.busy} onClick={onClose}>
              <Trans>Decide later</Trans>
            </Button>
          }
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** 'Saved elsewhere 5 minutes ago': `when` is the relative time, already in the interface's language. */
function SavedElsewhere({ when }: { when: string }) {
  return <Trans>Saved elsewhere {when}</Trans>;
}
