import { LIMITS, MESSAGES } from '@resumey/resume';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{MESSAGES.resumeLimitTitle}</DialogTitle>
          <DialogDescription>{MESSAGES.resumeLimit}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-slate-600">
          Every account holds up to {LIMITS.maxResumes} resumes. Need more room? An upgrade with more resumes is
          planned; until then, delete or reuse one of your resumes.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onManage();
            }}
          >
            Manage Resumes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
