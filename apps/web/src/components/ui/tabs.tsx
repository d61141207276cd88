import type { ComponentProps } from 'react';
import { Tabs as T } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn('flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1', className)}
      {...props}
    />
  );
}

/** A tab; `group` lets what it holds follow its active state (group-data-[state=active]:...). */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'group inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        'data-[state=active]:bg-brand data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

/** A panel: a Tab stop (the library's default), with a visible ring when reached by keyboard (WCAG 2.4.7). */
export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return (
    <T.Content
      className={cn(
        'rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  );
}
