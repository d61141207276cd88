import { Trans } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';

/** Duplicating a resume that has a cover letter asks whether the copy takes it too (issue #41 item 6). */
export function DuplicateLetterDialog({
  open,
  onClose,
  onDuplicate,
}: {
  open: boolean;
  onClose: () => void;
  onDuplicate: (withLetter: boolean) => void;
}) {
  const choose = (withLetter: boolean) => {
    onClose();
    onDuplicate(withLetter);
  };
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">
          <Trans>Copy the cover letter too?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription className="text-sm text-slate-600">
          <Trans>This resume has a cover letter. The copy can start with the same letter, or without one.</Trans>
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="outline" onClick={() => choose(false)}>
            <Trans>Resume only</Trans>
          </Button>
          <Button onClick={() => choose(true)}>
            <Trans>Copy with letter</Trans>
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
