import { useCallback, useEffect, useRef } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  fullSectionOrder,
  moveSection,
  withSectionHidden,
  type Resume,
  type ResumeMeta,
  type SectionKey,
} from '@resumey/resume';
import { columnOf, sectionColumns, templateSectionOrder } from '@resumey/templates';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { SectionCard } from '../fields/SectionCard';
import { useEditorDoc, useResumeShallow } from '../state/doc';
import { SectionRow, type MoveDirection } from './SectionRow';

type Layout = Pick<ResumeMeta, 'templateId' | 'sectionOrder' | 'hiddenSections'>;

// Only the three fields this control shows: typing elsewhere does not re-render it.
const selectLayout = (r: Resume): Layout => ({
  templateId: r.meta.templateId,
  sectionOrder: r.meta.sectionOrder,
  hiddenSections: r.meta.hiddenSections,
});

/**
 * The Sections control (issue #20 item 2): the resume's sections in order, reordered by dragging (pointer, touch
 * or keyboard through dnd-kit) or with Move up / Move down, each with a Hide / Show toggle. Until the user reorders,
 * the list shows the current template's own order (main column first) so it matches the preview; the first move
 * stores the whole order. Hiding only adds the key to meta.hiddenSections: the content stays in the resume.
 */
export function SectionsControl() {
  const doc = useEditorDoc();
  const layout = useResumeShallow(selectLayout);
  const order = fullSectionOrder(layout.sectionOrder, templateSectionOrder(layout.templateId));
  const columns = sectionColumns(layout.templateId);
  // After a move the pressed button may become disabled (at an end) and drop focus: once the list shows the new
  // order, focus goes back to the moved row's button (the other arrow when that one is now disabled).
  const pendingFocus = useRef<{ key: SectionKey; direction: MoveDirection; order: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { t } = useLingui();

  // No undo key: each move and each hide is its own undo step, not merged with the next one.
  const setOrder = useCallback(
    (next: SectionKey[]) => doc.edit((r) => ({ ...r, meta: { ...r.meta, sectionOrder: next } })),
    [doc],
  );

  const move = (key: SectionKey, direction: MoveDirection) => {
    const next = moveSection(order, key, direction === 'up' ? -1 : 1);
    pendingFocus.current = { key, direction, order: next.join() };
    setOrder(next);
  };

  const shownOrder = order.join();
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.order !== shownOrder) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector(`[data-section-row="${pending.key}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [shownOrder]);

  const toggle = (key: SectionKey, hide: boolean) =>
    doc.edit((r) => ({
      ...r,
      meta: { ...r.meta, hiddenSections: withSectionHidden(r.meta.hiddenSections, key, hide) },
    }));

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(active.id as SectionKey);
    const to = order.indexOf(over.id as SectionKey);
    setOrder(moveSection(order, active.id as SectionKey, to - from));
  };

  const reordered = layout.sectionOrder.length > 0;
  return (
    <SectionCard
      // min-w-0 here and minmax(0, 1fr) on the list: a row's nowrap name counts at full width in the grids'
      // min-content sizes, which pushed the card 9 px past a 390 px phone screen; the name truncates instead.
      className="min-w-0"
      title={t`Sections`}
      description={
        columns.length > 1
          ? t`Drag or use the arrows to reorder. This template keeps each section in its column: sections reorder among those of the same column. Hidden sections keep their content.`
          : t`Drag or use the arrows to reorder. Hidden sections keep their content.`
      }
      actions={
        reordered ? (
          <Button variant="outline" size="sm" onClick={() => setOrder([])}>
            <Trans>Use template order</Trans>
          </Button>
        ) : undefined
      }
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: t`To pick up a section, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel. The Move up and Move down buttons do the same.`,
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ul ref={listRef} aria-label={t`Section order`} className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {order.map((key, index) => (
              <SectionRow
                key={key}
                sectionKey={key}
                column={columnOf(layout.templateId, key)}
                hidden={layout.hiddenSections.includes(key)}
                first={index === 0}
                last={index === order.length - 1}
                onMove={move}
                onToggle={toggle}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </SectionCard>
  );
}
