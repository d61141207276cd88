import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@resumey/resume';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { resumeStore, useSaveStatus, type ResumeRecord } from '../resumes';
import { relativeTime } from './relative-time';

/**
 * DESIGN.md decision 6 on the dashboard: this device's copy and a newer one saved elsewhere. The user picks which
 * one wins; until then both are kept (this copy locally, the other on the server).
 */
export function ConflictDialog({ record, onClose }: { record: ResumeRecord | null; onClose: () => void }) {
  const status = useSaveStatus(record?.resume.id ?? '');
  const [busy, setBusy] = useState(false);
  const server = status.conflict?.server;
  const choose = async (choice: 'mine' | 'theirs') => {
    if (!record) return;
    setBusy(true);
    try {
      const result = await resumeStore.resolveConflict(record.resume.id, choice);
      if (result !== 'conflict') onClose();
    } catch (error) {
      toast.error('Failed to save', { description: errorMessage(error) || 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={record !== null && server !== undefined} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent className="max-w-lg">
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">
          This resume was changed somewhere else
        </AlertDialogTitle>
        <AlertDialogDescription className="text-sm text-slate-600">
          Another tab or device saved a newer version while this one had changes that were not saved yet. Choose the
          version to keep; the other one is replaced.
        </AlertDialogDescription>
        {record && server && (
          <dl className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">This device</dt>
              <dd className="truncate font-medium text-slate-900">{record.resume.meta.title}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">Saved elsewhere {relativeTime(server.resume.updatedAt)}</dt>
              <dd className="truncate font-medium text-slate-900">{server.resume.meta.title}</dd>
            </div>
          </dl>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            Decide later
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void choose('theirs')}>
            Load the other version
          </Button>
          <Button disabled={busy} onClick={() => void choose('mine')}>
            Keep my version
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
