import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@resumey/resume';
import { AlertDialogTitle } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { resumeStore } from './instance';

export type ConflictChoiceKind = 'mine' | 'theirs';
type Outcome = Awaited<ReturnType<typeof resumeStore.resolveConflict>>;

/**
 * DESIGN.md decision 6, as both conflict dialogs (dashboard and editor) offer it: keep this copy or load the one
 * saved elsewhere, resolved through the store. A save that fails says so and leaves the dialog open.
 */
export function useConflictChoice(id: string, onChosen: (choice: ConflictChoiceKind, outcome: Outcome) => void) {
  const [busy, setBusy] = useState(false);
  const choose = async (choice: ConflictChoiceKind) => {
    setBusy(true);
    try {
      onChosen(choice, await resumeStore.resolveConflict(id, choice));
    } catch (error) {
      toast.error('Failed to save', { description: errorMessage(error) || 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, choose };
}

export function ConflictTitle() {
  return (
    <AlertDialogTitle className="text-lg font-semibold text-slate-900">
      This resume was changed somewhere else
    </AlertDialogTitle>
  );
}

/** The two choices, after any other button of the dialog (`before`). */
export function ConflictChoiceButtons({
  busy,
  choose,
  before,
}: ReturnType<typeof useConflictChoice> & { before?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {before}
      <Button variant="outline" disabled={busy} onClick={() => void choose('theirs')}>
        Load the other version
      </Button>
      <Button disabled={busy} onClick={() => void choose('mine')}>
        Keep my version
      </Button>
    </div>
  );
}
