import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export interface ViewSwitchItem<V extends string> {
  value: V;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;
}

/**
 * The phone's switch between screens that sit side by side on wide ones (the form and its preview): one shows at a
 * time below `lg`, and the switch is hidden above it. Used by the resume editor and the cover letter.
 */
export function ViewSwitch<V extends string>({
  view,
  items,
  onChange,
  className,
}: {
  view: V;
  items: ViewSwitchItem<V>[];
  onChange: (next: V) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Show`}
      className={cn('flex gap-1 rounded-lg bg-slate-200/70 p-1 lg:hidden', className)}
    >
      {items.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className="inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
