import { plural, t } from '@lingui/core/macro';
import type { FitSettings, FontSizeId, Resume } from '@resumey/resume';
import { i18n } from '../../i18n';

/** The page counts the editor's Fit to pages control offers. */
export const FIT_PAGE_CHOICES = [1, 2] as const;

// Read at the moment of use (in the interface's language then), never at import.
export const fontLabel = (id: FontSizeId): string =>
  ({ small: t`Small`, normal: t`Normal`, large: t`Large` })[id] ?? id;
export const settingsOf = (meta: Resume['meta']): FitSettings => ({
  lineSpacing: meta.lineSpacing,
  pageMargins: { ...meta.pageMargins },
  fontSize: meta.fontSize ?? 'normal',
});

const decimal = (n: number) =>
  new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

/** What fitting changed, in the words of the fields above it. */
export function describeFit(before: FitSettings, after: FitSettings, pages: number): string {
  const changes: string[] = [];
  if (after.lineSpacing !== before.lineSpacing) {
    const from = decimal(before.lineSpacing);
    const to = decimal(after.lineSpacing);
    changes.push(t`line spacing ${from} to ${to}`);
  }
  const sides = ['top', 'right', 'bottom', 'left'] as const;
  if (sides.some((s) => after.pageMargins[s] !== before.pageMargins[s])) {
    const same = (m: FitSettings['pageMargins']) => sides.every((s) => m[s] === m.top);
    const from = before.pageMargins.top;
    const to = after.pageMargins.top;
    const most = Math.max(...sides.map((s) => before.pageMargins[s] - after.pageMargins[s]));
    changes.push(
      same(before.pageMargins) && same(after.pageMargins)
        ? t`margins ${from} to ${to} mm`
        : t`margins narrower by up to ${most} mm`,
    );
  }
  if (after.fontSize !== before.fontSize) {
    const from = fontLabel(before.fontSize);
    const to = fontLabel(after.fontSize);
    changes.push(t`font size ${from} to ${to}`);
  }
  const list = new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(changes);
  return t`${plural(pages, { one: 'Fitted to # page', other: 'Fitted to # pages' })}: ${list}. Undo (Ctrl+Z) puts them back.`;
}

/** The sentence for a resume that does not fit even at the tightest settings. */
export function cannotFitMessage(pages: number): string {
  const more = FIT_PAGE_CHOICES.find((n) => n > pages);
  return more
    ? t`This resume does not fit on ${plural(pages, { one: '# page', other: '# pages' })} even at the tightest settings: shorten it or choose ${plural(more, { one: '# page', other: '# pages' })}.`
    : t`This resume does not fit on ${plural(pages, { one: '# page', other: '# pages' })} even at the tightest settings: shorten it.`;
}
