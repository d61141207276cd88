import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, AlertDialogContent, AlertDialogDescription } from '../../components/ui/alert-dialog';
import { ConflictChoiceButtons, ConflictFields, ConflictTitle, useConflictChoice, type Conflict } from '../../resumes';

const savedWhen = (locale: string, iso?: string) => {
  const d = iso ? new Date(iso) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d.toLocaleString(locale) : t`recently`;
};

/**
 * DESIGN.md decision 6: a save against a newer server copy is refused; changes to different fields are merged
 * (issue #21), and for the fields both copies changed (or the whole copy, without a common version) the user chooses.
 * The dialog cannot be dismissed without a choice, so neither copy is ever dropped silently.
 */
export function ConflictDialog({
  id,
  conflict,
  onTheirs,
}: {
  id: string;
  conflict?: Conflict;
  /** Called after the server's copy replaced this one (the undo history no longer applies). */
  onTheirs: () => void;
}) {
  const choice = useConflictChoice(id, (chosen) => chosen === 'theirs' && onTheirs());
  const fields = conflict?.fields;
  const { i18n } = useLingui();
  const when = savedWhen(i18n.locale, conflict?.server.resume.updatedAt);
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()} className="max-w-lg">
        <ConflictTitle />
        {fields ? (
          <>
            <AlertDialogDescription className="text-sm text-slate-600">
              <Trans>
                Another tab or device saved a newer version ({when}) while you were editing. Every change made in only
                one of them is kept; the fields below were changed in both. Keep your version of them, or load the other
                version of them.
              </Trans>
            </AlertDialogDescription>
            <ConflictFields fields={fields} />
          </>
        ) : (
          <AlertDialogDescription className="text-sm text-slate-600">
            <Trans>
              Another tab or device saved a newer version ({when}) while you were editing. Keep your copy here (it
              replaces the other one), or load the other version (your unsaved changes here are discarded).
            </Trans>
          </AlertDialogDescription>
        )}
        <ConflictChoiceButtons {...choice} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
