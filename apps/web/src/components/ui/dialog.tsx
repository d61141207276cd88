import { useState, type ComponentProps, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  className,
  children,
  hideClose,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof D.Content> & { hideClose?: boolean }) {
  // Where focus was when the dialog opened (read while rendering, before the dialog takes focus). The library
  // returns focus to a DialogTrigger only; a dialog opened otherwise (a shortcut such as Ctrl/Cmd+Enter, a menu
  // item) would leave it on <body>.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };
  const { t } = useLingui();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl',
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        {!hideClose && (
          <D.Close
            className="absolute end-4 top-4 rounded-sm text-slate-500 hover:text-slate-900"
            aria-label={t`Close`}
          >
            <X className="size-4" />
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

export function DialogHeader({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5 pe-6">{children}</div>;
}

export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof D.Title>) {
  return <D.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof D.Description>) {
  return <D.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
