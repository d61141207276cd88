import type { ComponentProps } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { cn } from '../../lib/cn';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;

/** `container`: where the menu's layer is placed in the tree (it is positioned against the viewport anyway). */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  container,
  ...props
}: ComponentProps<typeof M.Content> & { container?: HTMLElement | null }) {
  return (
    <M.Portal container={container}>
      <M.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </M.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = ({ className }: { className?: string }) => (
  <M.Separator className={cn('-mx-1 my-1 h-px bg-slate-200', className)} />
);
