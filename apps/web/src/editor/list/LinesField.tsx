import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Resume } from '@resumey/resume';
import { Button } from '../../components/ui/button';
import { useResume, useEditorDoc } from '../state/doc';
import { addLine, findItem, insertLineAfter, removeLine, setLine, type ItemSection } from '../state/ops';

type LinesSection = Exclude<ItemSection, 'links'>;
type LinesFieldName = 'bullets' | 'details';

const EMPTY: string[] = [];

/**
 * Bullets (or education details) of one item: edit, add (new ones empty), remove. Enter in a bullet starts a
 * new one below it; Backspace in an empty bullet removes it. Only the bullet typed into re-renders per key.
 */
export const LinesField = memo(function LinesField({
  section,
  id,
  field,
  label,
  noun,
}: {
  section: LinesSection;
  id: string;
  field: LinesFieldName;
  /** The group's label, e.g. 'Bullet Points'. */
  label: string;
  /** One line's name, e.g. 'Bullet'. */
  noun: string;
}) {
  const doc = useEditorDoc();
  const groupId = useId();
  const { t } = useLingui();
  // The number of lines: the list re-renders when lines are added or removed, not when one is typed into.
  const count = useResume(
    useCallback(
      (r: Resume) =>
        (((findItem(r, section, id) as Record<string, unknown> | undefined)?.[field] as string[]) ?? EMPTY).length,
      [section, id, field],
    ),
  );
  const refs = useRef<(HTMLTextAreaElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number>();

  useEffect(() => {
    if (focusIndex === undefined) return;
    const el = refs.current[focusIndex];
    if (el) {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    }
    setFocusIndex(undefined);
  }, [focusIndex, count]);

  const add = () => {
    doc.edit((r) => addLine(r, section, id, field));
    setFocusIndex(count);
  };
  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        doc.edit((r) => insertLineAfter(r, section, id, field, index));
        setFocusIndex(index + 1);
      } else if (event.key === 'Backspace' && event.currentTarget.value === '' && index > 0) {
        event.preventDefault();
        doc.edit((r) => removeLine(r, section, id, field, index));
        setFocusIndex(index - 1);
      }
    },
    [doc, section, id, field],
  );
  const remove = useCallback(
    (index: number) => doc.edit((r) => removeLine(r, section, id, field, index)),
    [doc, section, id, field],
  );
  const register = useCallback((index: number, el: HTMLTextAreaElement | null) => {
    refs.current[index] = el;
  }, []);

  return (
    <div role="group" aria-labelledby={groupId}>
      <div id={groupId} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </div>
      {count === 0 && (
        <p className="mb-2 text-sm text-slate-500">
          <Trans>None yet.</Trans>
        </p>
      )}
      <ul className="grid grid-cols-1 gap-2">
        {Array.from({ length: count }, (_, index) => (
          <LineRow
            key={index}
            section={section}
            id={id}
            field={field}
            index={index}
            noun={noun}
            onKeyDown={onKeyDown}
            onRemove={remove}
            register={register}
          />
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-2" onClick={add}>
        <Plus aria-hidden="true" />
        {t`Add ${noun}`}
      </Button>
      <p className="mt-1.5 text-xs text-slate-500">
        <Trans>Use **bold** and *italic* formatting. Enter starts a new line.</Trans>
      </p>
    </div>
  );
});

interface LineRowProps {
  section: LinesSection;
  id: string;
  field: LinesFieldName;
  index: number;
  noun: string;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onRemove: (index: number) => void;
  register: (index: number, el: HTMLTextAreaElement | null) => void;
}

const LineRow = memo(function LineRow({
  section,
  id,
  field,
  index,
  noun,
  onKeyDown,
  onRemove,
  register,
}: LineRowProps) {
  const doc = useEditorDoc();
  const inputId = useId();
  const { i18n, t } = useLingui();
  const value = useResume(
    useCallback(
      (r: Resume) =>
        ((findItem(r, section, id) as Record<string, unknown> | undefined)?.[field] as string[] | undefined)?.[index] ??
        '',
      [section, id, field, index],
    ),
  );
  const number = index + 1;
  const name = t`${noun} ${number}`;
  const lowerName = name.toLocaleLowerCase(i18n.locale);
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-slate-400" />
      <label htmlFor={inputId} className="sr-only">
        {name}
      </label>
      <textarea
        id={inputId}
        ref={(el) => register(index, el)}
        rows={1}
        value={value}
        data-line={field}
        onChange={(e) =>
          doc.edit((r) => setLine(r, section, id, field, index, e.target.value), `${section}.${id}.${field}.${index}`)
        }
        onKeyDown={(e) => onKeyDown(index, e)}
        className="min-h-9 w-full resize-none rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 [field-sizing:content] focus-visible:border-brand"
        placeholder={t`${noun}...`}
      />
      <Button variant="ghost" size="icon" aria-label={t`Remove ${lowerName}`} onClick={() => onRemove(index)}>
        <X aria-hidden="true" />
      </Button>
    </li>
  );
});
