import { Loader2 } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 className={cn('size-5 animate-spin text-brand', className)} aria-hidden="true" />
      {label ? (
        <span>{label}</span>
      ) : (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      )}
    </span>
  );
}
