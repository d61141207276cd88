import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, Eye, EyeOff, GripVertical } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SectionKey } from '@resumey/resume';
import type { SectionColumn } from '@resumey/templates';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { COLUMN_LABELS, SECTION_LABELS } from './section-names';

export type MoveDirection = 'up' | 'down';

export interface SectionRowProps {
  sectionKey: SectionKey;
  /** The template column it is drawn in; undefined in single-column templates. */
  column: SectionColumn['name'] | undefined;
  hidden: boolean;
  first: boolean;
  last: boolean;
  onMove: (key: SectionKey, direction: MoveDirection) => void;
  onToggle: (key: SectionKey, hide: boolean) => void;
}

/** One section in the Sections control: drag handle, name, column, Move up / Move down and Hide / Show. */
export function SectionRow({ sectionKey, column, hidden, first, last, onMove, onToggle }: SectionRowProps) {
  const { i18n, t } = useLingui();
  const name = i18n._(SECTION_LABELS[sectionKey]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sectionKey,
  });
  return (
    <li
      ref={setNodeRef}
      data-section-row={sectionKey}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-1 rounded-lg border border-slate-200 bg-white py-1 pe-1 ps-1',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand',
        hidden && 'bg-slate-50',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t`Drag ${name}`}
        // touch-none: on phones the finger drags the row instead of scrolling the page.
        className="flex h-9 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className={cn('min-w-0 flex-1 truncate text-sm font-medium', hidden ? 'text-slate-400' : 'text-slate-900')}>
        {name}
      </span>
      {hidden && (
        <span className="shrink-0 text-xs text-slate-500">
          <Trans>Hidden</Trans>
        </span>
      )}
      {column && (
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
          {i18n._(COLUMN_LABELS[column])}
        </span>
      )}
      <Button
        variant="ghost"
        size="icon"
        data-move="up"
        aria-label={t`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(sectionKey, 'up')}
      >
        <ChevronUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        data-move="down"
        aria-label={t`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(sectionKey, 'down')}
      >
        <ChevronDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={hidden ? t`Show ${name}` : t`Hide ${name}`}
        onClick={() => onToggle(sectionKey, !hidden)}
      >
        {hidden ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </li>
  );
}
