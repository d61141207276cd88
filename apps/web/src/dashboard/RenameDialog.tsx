import { useId, useState, type FormEvent } from 'react';
import { cleanRename } from '@resumey/resume';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';

/**
 * SPEC.md section 2: 'Rename Resume'. Enter saves (the form submits), Escape cancels (the dialog closes); only a
 * non-blank trimmed name is saved.
 */
export function RenameDialog({
  title,
  busy,
  onSave,
  onClose,
}: {
  /** The current title; the dialog is open while it is set. */
  title: string | null;
  busy: boolean;
  onSave: (title: string) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {title !== null && <RenameForm initial={title} busy={busy} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  initial,
  busy,
  onSave,
  onClose,
}: {
  initial: string;
  busy: boolean;
  onSave: (title: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const inputId = useId();
  const clean = cleanRename(value);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!clean || busy) return;
    if (await onSave(clean)) onClose();
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Rename Resume</DialogTitle>
        <DialogDescription>Enter a new name for your resume.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Resume Name</Label>
        <Input
          id={inputId}
          value={value}
          maxLength={200}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!clean || busy}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
