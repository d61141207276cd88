import { Trans } from '@lingui/react/macro';
import { LIMITS } from '@resumey/resume';
import { M } from '../i18n';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';

/**
 * SPEC.md section 2: 'Resume Limit Reached' with Cancel and Manage Resumes; the upgrade option is only mentioned
 * in the text (DESIGN.md decision 5: the server enforces the limit, this dialog mirrors its answer).
 */
export function LimitDialog({
  open,
  onOpenChange,
  onManage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onManage: () => void;
}) {
  const max = LIMITS.maxResumes;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{M.resumeLimitTitle}</DialogTitle>
          <DialogDescription>{M.resumeLimit}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-slate-600">
          <Trans>
            Every account holds up to {max} resumes. Need more room? An upgrade with more resumes is planned; until
            then, delete or reuse one of your resumes.
          </Trans>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onManage();
            }}
          >
            <Trans>Manage Resumes</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
