import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { cleanRename, renameResumeBody } from '@resumey/resume';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { FieldError, Form, useSchemaForm } from '../components/ui/form';
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
  const form = useSchemaForm(renameResumeBody, { defaultValues: { title: initial } });
  const save = useMutation({
    mutationFn: ({ title }: { title: string }) => onSave(title),
    onSuccess: (ok) => ok && onClose(),
  });
  const inputId = useId();
  const blank = !cleanRename(form.watch('title'));
  const pending = busy || save.isPending;
  return (
    <Form form={form} onSubmit={(values) => !pending && save.mutate(values)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>
          <Trans>Rename Resume</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Enter a new name for your resume.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>
          <Trans>Resume Name</Trans>
        </Label>
        <Input
          id={inputId}
          maxLength={200}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          aria-invalid={form.formState.errors.title ? true : undefined}
          aria-describedby={`${inputId}-error`}
          {...form.register('title')}
        />
        <FieldError name="title" id={`${inputId}-error`} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={blank || pending}>
          <Trans>Save</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}
