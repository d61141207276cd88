import { AlertTriangle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { FieldMark } from './useImportMark';
import { reasonText } from './field-names';

/** Under a field the import read with low confidence: why, and a button to say it is right. */
export function MarkNote({ id, mark }: { id: string; mark: FieldMark }) {
  return (
    <div
      id={id}
      data-testid="import-mark"
      className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900"
    >
      <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="font-semibold">
          <Trans>Check this field.</Trans>
        </span>{' '}
        {reasonText(mark.reason)}
      </span>
      <button
        type="button"
        onClick={mark.onConfirm}
        className="rounded px-1.5 py-0.5 font-medium text-amber-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <Trans>Looks right</Trans>
      </button>
    </div>
  );
}
