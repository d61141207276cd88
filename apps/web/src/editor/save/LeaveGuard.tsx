import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import type { SaveKind } from './useSaveController';

/**
 * While changes are unsaved: the browser's before-unload warning, and a confirmation before leaving the editor
 * inside the app (back to the dashboard, Home, the browser's back button).
 */
export function LeaveGuard({ dirty, save }: { dirty: boolean; save: (kind: SaveKind) => Promise<void> }) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const [saving, setSaving] = useState(false);
  const open = blocker.state === 'blocked';

  const saveAndLeave = async () => {
    setSaving(true);
    try {
      await save('manual');
    } finally {
      setSaving(false);
    }
    if (blocker.state === 'blocked') blocker.proceed();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && blocker.state === 'blocked' && blocker.reset()}>
      {open && (
        <AlertDialogContent>
          <AlertDialogTitle className="text-lg font-semibold text-slate-900">
            <Trans>Unsaved changes</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription className="text-sm text-slate-600">
            <Trans>
              Some changes are not saved to your account yet. They stay on this device if you leave, and are saved the
              next time you open your resumes.
            </Trans>
          </AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={saving} onClick={() => blocker.reset?.()}>
              <Trans>Stay</Trans>
            </Button>
            <Button variant="outline" disabled={saving} onClick={() => blocker.proceed?.()}>
              <Trans>Leave</Trans>
            </Button>
            <Button disabled={saving} onClick={() => void saveAndLeave()}>
              {saving ? <Trans>Saving...</Trans> : <Trans>Save and leave</Trans>}
            </Button>
          </div>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
