import type { ComponentProps } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const AlertDialog = A.Root;

/** A confirmation dialog: title, text, Cancel and a confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
          <A.Title className="text-lg font-semibold text-slate-900">{title}</A.Title>
          <A.Description className="text-sm text-slate-600">{description}</A.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel asChild>
              <Button variant="outline">{cancelLabel ?? t`Cancel`}</Button>
            </A.Cancel>
            <A.Action asChild>
              <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof A.Content>) {
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <A.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl',
          className,
        )}
        {...props}
      />
    </A.Portal>
  );
}
export const AlertDialogTitle = A.Title;
export const AlertDialogDescription = A.Description;
export const AlertDialogCancel = A.Cancel;
export const AlertDialogAction = A.Action;
