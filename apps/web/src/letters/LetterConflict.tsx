import { Trans } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import type { LetterStore } from './store';

/** A save refused as stale (another tab or device saved first): the user keeps this letter or takes the other. */
export function LetterConflict({ store }: { store: LetterStore }) {
  const resolve = (choice: 'mine' | 'theirs') => void store.getState().resolve(choice);
  return (
    <AlertDialog open>
      <AlertDialogContent>
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">
          <Trans>This cover letter was changed somewhere else</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription className="text-sm text-slate-600">
          <Trans>Keep the letter on this screen (it replaces the other one), or take the other version.</Trans>
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" onClick={() => resolve('theirs')}>
              <Trans>Use the other version</Trans>
            </Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button onClick={() => resolve('mine')}>
              <Trans>Keep mine</Trans>
            </Button>
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
