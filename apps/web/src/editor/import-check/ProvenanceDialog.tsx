import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { ImportSource } from '../../lib/import-sources';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useImportMarks } from './useImportMark';
import { IMPORT_CHECK_TEXT as T } from './messages';
import { PdfPageView } from './PdfPageView';
import { WordView } from './WordView';
import { REVIEW_CONFIDENCE, type Highlight } from './highlights';
import { fieldName, reasonText } from './field-names';

/**
 * The original file beside what was read from it (issue #39 item 3): a PDF's page drawn with pdf.js, or a Word
 * document's paragraphs, with every field's region outlined (amber when read with low confidence and not yet
 * checked) and the lines no field took; the fields and those lines listed beside it. Hovering or focusing a
 * field in the list picks out its region.
 */
export default function ProvenanceDialog({
  source,
  open,
  onOpenChange,
}: {
  source: ImportSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { provenance } = source;
  useLingui();
  const marks = useImportMarks();
  const open_ = new Set(marks.map((m) => m.key));
  const [active, setActive] = useState<string>();
  const [page, setPage] = useState(1);
  const byId = useMemo(() => new Map(provenance.lines.map((l) => [l.id, l])), [provenance.lines]);

  const highlights: Highlight[] = [
    ...provenance.fields.map((f, i) => ({
      key: `${f.key}#${i}`,
      lines: f.lines,
      box: f.box,
      kind: (f.confidence < REVIEW_CONFIDENCE && open_.has(f.key) ? 'check' : 'field') as Highlight['kind'],
      active: active === `${f.key}#${i}`,
    })),
    ...provenance.unused.map((id) => ({
      key: `unused-${id}`,
      lines: [id],
      box: byId.get(id)?.box ?? { page: 0, x: 0, y: 0, w: 0, h: 0 },
      kind: 'unused' as const,
      active: active === `unused-${id}`,
    })),
  ];
  const toCheck = provenance.fields
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.confidence < REVIEW_CONFIDENCE && open_.has(f.key));
  const read = provenance.fields
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => !(f.confidence < REVIEW_CONFIDENCE && open_.has(f.key)));
  const pages = provenance.pages;

  const item = (
    key: string,
    label: string,
    text: string,
    tone: 'check' | 'field' | 'unused',
    page?: number,
    reason?: string,
  ) => (
    <li key={key}>
      <button
        type="button"
        data-testid={`provenance-${tone}`}
        onMouseEnter={() => setActive(key)}
        onFocus={() => {
          setActive(key);
          if (page) setPage(page);
        }}
        onClick={() => page && setPage(page)}
        className={cn(
          'w-full rounded-md border px-2 py-1.5 text-start text-xs focus-visible:outline-2 focus-visible:outline-blue-600',
          tone === 'check' && 'border-amber-300 bg-amber-50',
          tone === 'field' && 'border-slate-200 bg-white',
          tone === 'unused' && 'border-rose-200 bg-rose-50',
          active === key && 'ring-2 ring-blue-500',
        )}
      >
        {label && (
          // A custom section goes by the file's own heading: the file's words, like the text under it.
          <span translate={key.startsWith('custom.') ? 'no' : undefined} className="block font-semibold text-slate-900">
            {label}
          </span>
        )}
        {/* The file's own words: never machine-translated, and no interface text. */}
        <span translate="no" dir="auto" className="line-clamp-2 break-words text-slate-700">
          {text}
        </span>
        {reason && <span className="mt-0.5 block text-amber-900">{reason}</span>}
      </button>
    </li>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="provenance" className="max-w-6xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="break-words">{T.title(source.fileName)}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0">
            {pages.length > 1 && (
              <div role="group" aria-label={T.pages} className="mb-2 flex flex-wrap gap-1">
                {pages.map((p) => (
                  <button
                    key={p.number}
                    type="button"
                    aria-pressed={page === p.number}
                    onClick={() => setPage(p.number)}
                    className="rounded-md border border-slate-200 px-2 py-1 text-xs aria-pressed:bg-slate-900 aria-pressed:text-white"
                  >
                    {T.page(p.number)}
                  </button>
                ))}
              </div>
            )}
            {source.type === 'pdf' ? (
              <PdfPageView
                bytes={source.bytes}
                page={pages.find((p) => p.number === page) ?? pages[0]!}
                highlights={highlights}
              />
            ) : (
              <WordView lines={provenance.lines} highlights={highlights} />
            )}
          </div>
          <div className="min-w-0 space-y-4">
            {toCheck.length > 0 && (
              <section aria-labelledby="provenance-check">
                <h3 id="provenance-check" className="mb-1.5 text-sm font-semibold text-amber-900">
                  {T.toCheck}
                </h3>
                <ul className="space-y-1.5">
                  {toCheck.map(({ f, i }) =>
                    item(
                      `${f.key}#${i}`,
                      fieldName(f.key, f.heading),
                      f.text,
                      'check',
                      f.box.page,
                      f.reason && reasonText(f.reason),
                    ),
                  )}
                </ul>
              </section>
            )}
            <section aria-labelledby="provenance-read">
              <h3 id="provenance-read" className="mb-1.5 text-sm font-semibold text-slate-900">
                {T.read}
              </h3>
              <ul className="max-h-72 space-y-1.5 overflow-y-auto pe-1">
                {read.map(({ f, i }) =>
                  item(`${f.key}#${i}`, fieldName(f.key, f.heading), f.text, 'field', f.box.page),
                )}
              </ul>
            </section>
            <section aria-labelledby="provenance-unused">
              <h3 id="provenance-unused" className="mb-1.5 text-sm font-semibold text-rose-900">
                {T.unused}
              </h3>
              {provenance.unused.length ? (
                <ul className="space-y-1.5">
                  {provenance.unused.map((id) =>
                    item(`unused-${id}`, '', byId.get(id)?.text ?? '', 'unused', byId.get(id)?.box.page),
                  )}
                </ul>
              ) : (
                <p className="text-xs text-slate-600">{T.noneUnused}</p>
              )}
            </section>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
