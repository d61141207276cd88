import { useCallback, useId, useState } from 'react';
import { Check } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COLORS,
  FONTS,
  LIMITS,
  TEMPLATE_CATEGORIES,
  type PageMargins,
  type Resume,
  type ResumeMeta,
} from '@resumey/resume';
import { getTemplateEntry, TEMPLATE_CATALOGUE } from '@resumey/templates';
import { Label } from '../../components/ui/label';
import { LanguagePicker } from './LanguagePicker';
import { PageSetupFields } from './PageSetupFields';
import { cn } from '../../lib/cn';
import { useResume, useEditorDoc } from '../state/doc';
import { selectColor, selectFont, selectLineSpacing, selectMargins, selectTemplateId } from '../state/selectors';
import { colourName } from '../../i18n';

const select =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// The interface's names of the template groups (the catalogue's ids are English words).
const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  classic: msg`Classic`,
  modern: msg`Modern`,
  creative: msg`Creative`,
  technical: msg`Technical`,
  executive: msg`Executive`,
};

function useSetMeta() {
  const doc = useEditorDoc();
  return useCallback(
    <K extends keyof ResumeMeta>(field: K, value: ResumeMeta[K]) =>
      doc.edit(
        (r: Resume) => (r.meta[field] === value ? r : { ...r, meta: { ...r.meta, [field]: value } }),
        `meta.${field}`,
      ),
    [doc],
  );
}

/** Template, font, colour, line spacing, page margins, page size and font size. */
export function AppearanceFields() {
  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TemplatePicker />
        <FontPicker />
        <LanguagePicker />
      </div>
      <ColorPicker />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <LineSpacing />
        <Margins />
      </div>
      <PageSetupFields />
    </div>
  );
}

function TemplatePicker() {
  const id = useId();
  const templateId = useResume(selectTemplateId);
  const setMeta = useSetMeta();
  const known = Boolean(getTemplateEntry(templateId));
  const { i18n, t } = useLingui();
  const groupName = (category: string) => {
    const name = CATEGORY_NAMES[category];
    return name ? i18n._(name) : capitalise(category);
  };
  return (
    <div>
      <Label htmlFor={id} className="mb-1.5 block">
        <Trans>Template</Trans>
      </Label>
      <select id={id} className={select} value={templateId} onChange={(e) => setMeta('templateId', e.target.value)}>
        {!known && <option value={templateId}>{t`Unknown template (${templateId})`}</option>}
        {TEMPLATE_CATEGORIES.map((category) => (
          <optgroup key={category} label={groupName(category)}>
            {TEMPLATE_CATALOGUE.filter((t) => t.category === category).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function FontPicker() {
  const id = useId();
  const font = useResume(selectFont);
  const setMeta = useSetMeta();
  return (
    <div>
      <Label htmlFor={id} className="mb-1.5 block">
        <Trans>Font</Trans>
      </Label>
      <select
        id={id}
        className={select}
        value={font}
        onChange={(e) => setMeta('fontFamily', e.target.value as ResumeMeta['fontFamily'])}
      >
        {FONTS.map((f) => (
          <option key={f.id} value={f.id} style={{ fontFamily: f.stack }}>
            {f.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ColorPicker() {
  const color = useResume(selectColor);
  const setMeta = useSetMeta();
  const name = useId();
  const isCustom = !COLORS.some((c) => c.value.toLowerCase() === color.toLowerCase());
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        <Trans>Colour</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {COLORS.map((c) => {
          const checked = c.value.toLowerCase() === color.toLowerCase();
          return (
            <label key={c.value} title={colourName(i18n, c.name)} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={checked}
                onChange={() => setMeta('color', c.value)}
                aria-label={colourName(i18n, c.name)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                style={{ background: c.value }}
                className="flex size-8 items-center justify-center rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand"
              >
                {checked && <Check className="size-4 text-white" strokeWidth={3} />}
              </span>
            </label>
          );
        })}
        <label className="ms-1 flex items-center gap-2 text-sm text-slate-600">
          <input
            type="color"
            value={color}
            onChange={(e) => setMeta('color', e.target.value)}
            className={cn(
              'size-8 cursor-pointer rounded border border-slate-300 bg-white p-0.5',
              isCustom && 'ring-2 ring-slate-900',
            )}
          />
          <Trans>Custom colour</Trans>
        </label>
      </div>
    </fieldset>
  );
}

function LineSpacing() {
  const id = useId();
  const spacing = useResume(selectLineSpacing);
  const setMeta = useSetMeta();
  const { i18n } = useLingui();
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <Label htmlFor={id}>
          <Trans>Line Spacing</Trans>
        </Label>
        <output htmlFor={id} className="text-sm tabular-nums text-slate-600">
          {new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(spacing)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={LIMITS.lineSpacingMin}
        max={LIMITS.lineSpacingMax}
        step={0.1}
        value={spacing}
        onChange={(e) => setMeta('lineSpacing', Math.round(Number(e.target.value) * 10) / 10)}
        className="h-10 w-full accent-brand"
      />
    </div>
  );
}

const SIDES: (keyof PageMargins)[] = ['top', 'right', 'bottom', 'left'];
const SIDE_NAMES: Record<keyof PageMargins, MessageDescriptor> = {
  top: msg`Top`,
  right: msg`Right`,
  bottom: msg`Bottom`,
  left: msg`Left`,
};

function Margins() {
  const margins = useResume(selectMargins);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>Page Margins (mm)</Trans>
      </legend>
      <div className="grid grid-cols-4 gap-2">
        {SIDES.map((side) => (
          <MarginInput key={side} side={side} value={margins[side]} />
        ))}
      </div>
    </fieldset>
  );
}

/** A margin in millimetres; a half-typed or out-of-range value is kept in the box but not applied. */
function MarginInput({ side, value }: { side: keyof PageMargins; value: number }) {
  const id = useId();
  const doc = useEditorDoc();
  const [draft, setDraft] = useState<string>();
  const { i18n, t } = useLingui();
  const min = LIMITS.marginMin;
  const max = LIMITS.marginMax;
  const apply = (text: string) => {
    setDraft(text);
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || n < LIMITS.marginMin || n > LIMITS.marginMax) return;
    doc.edit(
      (r) =>
        r.meta.pageMargins[side] === n
          ? r
          : { ...r, meta: { ...r.meta, pageMargins: { ...r.meta.pageMargins, [side]: n } } },
      `meta.margin.${side}`,
    );
  };
  return (
    <div>
      <Label htmlFor={id} className="mb-1 block text-xs text-slate-600">
        {i18n._(SIDE_NAMES[side])}
      </Label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={LIMITS.marginMin}
        max={LIMITS.marginMax}
        step={1}
        value={draft ?? String(value)}
        onChange={(e) => apply(e.target.value)}
        onBlur={() => setDraft(undefined)}
        aria-describedby={`${id}-unit`}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums"
      />
      <span id={`${id}-unit`} className="sr-only">
        {t`millimetres, ${min} to ${max}`}
      </span>
    </div>
  );
}
