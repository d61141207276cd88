import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Resume } from '@resumey/resume';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { SectionCard } from '../fields/SectionCard';
import { useResume, useEditorDoc, useResumeShallow } from '../state/doc';
import { useImportMarks } from '../import-check/useImportMark';
import { addSectionItem, moveSectionItem, removeSectionItem, type ItemOf, type ItemSection } from '../state/ops';
import { selectIds } from '../state/selectors';

type ListKind = Exclude<ItemSection, 'links'>;

export interface ListSectionProps<S extends ListKind> {
  section: S;
  title: string;
  description: string;
  /** Lower-case noun for one item, used in button names ('experience 2'). */
  noun: string;
  addLabel: string;
  emptyText: string;
  create: () => ItemOf<S>;
  /** The card's heading while collapsed, e.g. 'Engineer at Acme'. */
  heading: (resume: Resume, id: string) => string;
  fields: (id: string) => ReactNode;
  /** Shown below the items (the Custom tab's presets); `add` adds an item expanded. */
  extra?: (add: (item: ItemOf<S>) => void) => ReactNode;
  /** Shown instead of the plain empty text (the Custom tab's presets). */
  empty?: (add: (item: ItemOf<S>) => void) => ReactNode;
}

/**
 * A list section (experience, projects, education, custom): add, remove, move up/down (disabled at the ends),
 * expand/collapse. New items start expanded; existing ones start collapsed so the list is easy to scan, except
 * those with a field an import marked for checking.
 */
export function ListSection<S extends ListKind>(props: ListSectionProps<S>) {
  const { section, title, description, noun, addLabel, emptyText, create, heading, fields, extra, empty } = props;
  const doc = useEditorDoc();
  const ids = useResumeShallow(selectIds(section));
  const marks = useImportMarks();
  // Items with fields an import marked for checking start open, so the marks are seen (issue #39).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () =>
      new Set(ids.length === 1 ? ids : ids.filter((id) => marks.some((m) => m.key.startsWith(`${section}.${id}.`)))),
  );

  const add = (item: ItemOf<S> = create()) => {
    setExpanded((s) => new Set(s).add(item.id));
    doc.edit((r) => addSectionItem(r, section, item));
  };
  const toggle = useCallback(
    (id: string) =>
      setExpanded((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <SectionCard
      title={title}
      description={description}
      actions={
        <Button size="sm" onClick={() => add()}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      }
    >
      {ids.length === 0 ? (
        (empty?.(add) ?? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            {emptyText}
          </p>
        ))
      ) : (
        <ol className="grid grid-cols-1 gap-3">
          {ids.map((id, index) => (
            <ItemCard
              key={id}
              section={section}
              id={id}
              index={index}
              count={ids.length}
              noun={noun}
              expanded={expanded.has(id)}
              onToggle={toggle}
              heading={heading}
              fields={fields}
            />
          ))}
        </ol>
      )}
      {extra?.(add)}
    </SectionCard>
  );
}

interface ItemCardProps {
  section: ListKind;
  id: string;
  index: number;
  count: number;
  noun: string;
  expanded: boolean;
  onToggle: (id: string) => void;
  heading: (resume: Resume, id: string) => string;
  fields: (id: string) => ReactNode;
}

const ItemCard = memo(function ItemCard(props: ItemCardProps) {
  const { section, id, index, count, noun, expanded, onToggle, heading, fields } = props;
  const doc = useEditorDoc();
  const bodyId = useId();
  const text = useResume(useCallback((r: Resume) => heading(r, id), [heading, id]));
  const { t } = useLingui();
  const number = index + 1;
  const name = t`${noun} ${number}`;
  const move = (direction: 'up' | 'down') => doc.edit((r) => moveSectionItem(r, section, id, direction));
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50/60" data-item={id}>
      <div className="flex items-center gap-1 p-2 ps-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          onClick={() => onToggle(id)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md py-1 text-start text-sm font-medium text-slate-900"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 transition-transform rtl:-scale-x-100',
              expanded && 'rotate-90 rtl:-rotate-90',
            )}
          />
          <span className="truncate">{text}</span>
          <span className="sr-only"> {expanded ? t`(${name}, collapse)` : t`(${name}, expand)`}</span>
        </button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Move ${name} up`}
          disabled={index === 0}
          onClick={() => move('up')}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => move('down')}
        >
          <ChevronDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Remove ${name}`}
          className="text-red-600 hover:bg-red-50"
          onClick={() => doc.edit((r) => removeSectionItem(r, section, id))}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {expanded && (
        <div id={bodyId} className="grid gap-4 border-t border-slate-200 bg-white p-3 sm:p-4">
          {fields(id)}
        </div>
      )}
    </li>
  );
});
