import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import { HIGHLIGHT_CLASS, type Highlight } from './highlights';
import { IMPORT_CHECK_TEXT as T } from './messages';

const ORDER: Highlight['kind'][] = ['unused', 'field', 'check'];

/** A Word document's paragraphs in order, each outlined as the field read from it (Word has no pages to draw). */
export function WordView({
  lines,
  highlights,
}: {
  lines: Array<{ id: number; text: string }>;
  highlights: Highlight[];
}) {
  useLingui();
  const of = new Map<number, Highlight>();
  for (const h of highlights) {
    for (const id of h.lines) {
      const prev = of.get(id);
      if (!prev || h.active || (!prev.active && ORDER.indexOf(h.kind) > ORDER.indexOf(prev.kind))) of.set(id, h);
    }
  }
  return (
    <ol
      aria-label={T.paragraphs}
      data-testid="provenance-page"
      className="max-h-[60vh] space-y-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 text-xs leading-relaxed text-slate-800"
    >
      {lines.map((l) => {
        const h = of.get(l.id);
        return (
          <li
            key={l.id}
            translate="no"
            dir="auto"
            data-kind={h?.kind}
            className={cn(
              'rounded-sm border border-transparent px-1',
              h && HIGHLIGHT_CLASS[h.kind],
              h?.active && 'border-2 border-blue-600 bg-blue-400/20',
            )}
          >
            {l.text}
          </li>
        );
      })}
    </ol>
  );
}
