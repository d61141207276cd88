import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeValue, errorMessage, type FieldConflict } from '@resumey/resume';
import { AlertDialogTitle } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { useResumes } from './store';
import { localizeMessage, M } from '../i18n';
import type { SaveResult } from './types';

export type ConflictChoiceKind = 'mine' | 'theirs';
type Outcome = SaveResult;

/**
 * DESIGN.md decision 6, as both conflict dialogs (dashboard and editor) offer it: keep this copy or load the one
 * saved elsewhere, resolved through the store. A save that fails says so and leaves the dialog open.
 */
export function useConflictChoice(id: string, onChosen: (choice: ConflictChoiceKind, outcome: Outcome) => void) {
  const [busy, setBusy] = useState(false);
  const choose = async (choice: ConflictChoiceKind) => {
    setBusy(true);
    try {
      onChosen(choice, await useResumes.getState().resolveConflict(id, choice));
    } catch (error) {
      toast.error(M.saveFailedTitle, { description: localizeMessage(errorMessage(error)) || t`Please try again.` });
    } finally {
      setBusy(false);
    }
  };
  return { busy, choose };
}

export function ConflictTitle() {
  return (
    <AlertDialogTitle className="text-lg font-semibold text-slate-900">
      <Trans>This resume was changed somewhere else</Trans>
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
        <Trans>Load the other version</Trans>
      </Button>
      <Button disabled={busy} onClick={() => void choose('mine')}>
        <Trans>Keep my version</Trans>
      </Button>
    </div>
  );
}

/**
 * The fields both copies changed since their common version (issue #21), with both values: the only ones the choice
 * is about. Everything else changed on one side is already merged.
 */
export function ConflictFields({ fields }: { fields: FieldConflict[] }) {
  const { t } = useLingui();
  return (
    <ul
      aria-label={t`Changed in both versions`}
      className="grid max-h-72 gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      {fields.map((field) => (
        <li key={field.path.join('/')} className="grid gap-1">
          <p className="font-medium text-slate-900">{field.label}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
            <dt className="text-slate-500">
              <Trans>Yours</Trans>
            </dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{describeValue(field.mine)}</dd>
            <dt className="text-slate-500">
              <Trans>Other version</Trans>
            </dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{describeValue(field.theirs)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
