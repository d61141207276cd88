import { memo, useId, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { MarkNote } from '../import-check/MarkNote';
import type { FieldMark } from '../import-check/useImportMark';

/** A field the import marked for checking. */
const MARKED = 'border-amber-400 bg-amber-50/40 ring-1 ring-amber-300';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  /** Marks the label as required (SPEC.md: required-field labels are shown, not enforced). */
  required?: boolean;
  /** An error, announced when it appears. */
  error?: string;
  /** A warning: shown like an error but the value is fine to keep. */
  warning?: string;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  className?: string;
  hideLabel?: boolean;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Extra attributes for tests and the benchmark. */
  name?: string;
  /** The import read this field with low confidence (issue #39): marked until confirmed or edited. */
  mark?: FieldMark;
}

/**
 * A labelled, controlled text input. Memoised: with a stable onChange it re-renders only when its own value,
 * error or hint changes, which is what keeps a keystroke cheap.
 */
export const TextField = memo(function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  rows = 3,
  placeholder,
  required,
  error,
  warning,
  hint,
  autoComplete,
  inputMode,
  maxLength,
  className,
  hideLabel,
  onBlur,
  onKeyDown,
  name,
  mark,
}: TextFieldProps) {
  const id = useId();
  const message = error ?? warning;
  const describedBy =
    [hint ? `${id}-hint` : '', message ? `${id}-msg` : '', mark ? `${id}-mark` : ''].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name,
    value,
    placeholder,
    maxLength,
    onBlur,
    onKeyDown,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  } as const;
  return (
    <div className={className}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block'}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </Label>
      {multiline ? (
        <Textarea
          {...common}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
          className={cn('min-h-0 resize-y', mark && MARKED)}
        />
      ) : (
        <Input
          {...common}
          className={mark ? MARKED : undefined}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-msg`} error={error} warning={warning} />
      {mark && <MarkNote id={`${id}-mark`} mark={mark} />}
    </div>
  );
});

/**
 * Validation text under a field. Both live regions stay in the page (empty when there is nothing to say), so a
 * message that appears is announced: errors assertively (role=alert), warnings politely.
 */
export function FieldMessage({ id, error, warning }: { id: string; error?: string; warning?: string }) {
  return (
    <>
      <p id={error ? id : undefined} role="alert" className="mt-1 text-xs font-medium text-red-600 empty:mt-0">
        {error}
      </p>
      <p
        id={!error && warning ? id : undefined}
        aria-live="polite"
        className="mt-1 text-xs font-medium text-amber-700 empty:mt-0"
      >
        {!error && warning}
      </p>
    </>
  );
}
