import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { resumeStore, type ResumeRecord } from '../state/store-bridge';

const when = (iso?: string) => {
  const d = iso ? new Date(iso) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d.toLocaleString() : 'recently';
};

/**
 * DESIGN.md decision 6: a save against a newer server copy is refused, and the user chooses which copy wins.
 * The dialog cannot be dismissed without a choice, so neither copy is ever dropped silently.
 */
export function ConflictDialog({
  id,
  server,
  onTheirs,
}: {
  id: string;
  server?: ResumeRecord;
  /** Called after the server's copy replaced this one (the undo history no longer applies). */
  onTheirs: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (choice: 'mine' | 'theirs') => {
    setBusy(true);
    try {
      await resumeStore.resolveConflict(id, choice);
      if (choice === 'theirs') onTheirs();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()} className="max-w-lg">
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">
          This resume was changed somewhere else
        </AlertDialogTitle>
        <AlertDialogDescription className="text-sm text-slate-600">
          Another tab or device saved a newer version ({when(server?.resume.updatedAt)}) while you were editing. Keep
          your copy here (it replaces the other one), or load the other version (your unsaved changes here are
          discarded).
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
