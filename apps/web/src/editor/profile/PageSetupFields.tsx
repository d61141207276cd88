import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FONT_SIZES, PAGE_SIZE_IDS, pageSizeOf, type FontSizeId, type PageSizeId, type Resume } from '@resumey/resume';
import { cn } from '../../lib/cn';
import { fontLabel } from './fit-choices';
import { FitToPages } from './FitToPages';
import { useResume, useEditorDoc } from '../state/doc';

// Module-level selectors: useResume memoises on the selector's identity.
const selectPageSize = (r: Resume): PageSizeId => pageSizeOf(r.meta).id;
const selectFontSize = (r: Resume): FontSizeId => r.meta.fontSize ?? 'normal';

/** Page size (A4 or US Letter), font size (Small, Normal, Large) and Fit to pages, issue #20. */
export function PageSetupFields() {
  const doc = useEditorDoc();
  const pageSize = useResume(selectPageSize);
  const fontSize = useResume(selectFontSize);
  const { t } = useLingui();
  const pageSizeLabel = { a4: t`A4`, letter: t`US Letter` };
  const set = <K extends 'pageSize' | 'fontSize'>(field: K, value: Resume['meta'][K]) =>
    doc.edit((r) => (r.meta[field] === value ? r : { ...r, meta: { ...r.meta, [field]: value } }), `meta.${field}`);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Segmented
        legend={t`Page size`}
        value={pageSize}
        options={PAGE_SIZE_IDS.map((id) => ({ value: id, label: pageSizeLabel[id] }))}
        onChange={(v) => set('pageSize', v)}
      />
      <Segmented
        legend={t`Font size`}
        value={fontSize}
        options={FONT_SIZES.map((f) => ({ value: f.id, label: fontLabel(f.id) }))}
        onChange={(v) => set('fontSize', v)}
      />
      <div className="sm:col-span-2">
        <FitToPages />
      </div>
    </div>
  );
}

/**
 * A row of radio buttons drawn as one segmented control: few choices, all visible at once, one click each, and
 * arrow keys move between them as in any radio group.
 */
function Segmented<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex h-10 rounded-md border border-slate-300 bg-white p-0.5">
        {options.map((o) => (
          <label key={o.value} className="flex min-w-0 flex-1 cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex flex-1 items-center justify-center truncate rounded px-2 text-sm text-slate-700',
                'peer-checked:bg-slate-900 peer-checked:font-medium peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand',
              )}
            >
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
