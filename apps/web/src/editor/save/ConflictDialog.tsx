import { AlertDialog, AlertDialogContent, AlertDialogDescription } from '../../components/ui/alert-dialog';
import { ConflictChoiceButtons, ConflictTitle, useConflictChoice } from '../../resumes';
import type { ResumeRecord } from '../state/store-bridge';

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
  const choice = useConflictChoice(id, (chosen) => chosen === 'theirs' && onTheirs());
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()} className="max-w-lg">
        <ConflictTitle />
        <AlertDialogDescription className="text-sm text-slate-600">
          Another tab or device saved a newer version ({when(server?.resume.updatedAt)}) while you were editing. Keep
          your copy here (it replaces the other one), or load the other version (your unsaved changes here are
          discarded).
        </AlertDialogDescription>
        <ConflictChoiceButtons {...choice} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
