import { FONT_SIZES, type FitSettings, type FontSizeId, type Resume } from '@resumey/resume';

/** The page counts the editor's Fit to pages control offers. */
export const FIT_PAGE_CHOICES = [1, 2] as const;

export const pagesWord = (n: number) => (n === 1 ? '1 page' : `${n} pages`);
export const fontLabel = (id: FontSizeId) => FONT_SIZES.find((f) => f.id === id)?.label ?? id;
export const settingsOf = (meta: Resume['meta']): FitSettings => ({
  lineSpacing: meta.lineSpacing,
  pageMargins: { ...meta.pageMargins },
  fontSize: meta.fontSize ?? 'normal',
});

/** What fitting changed, in the words of the fields above it. */
export function describeFit(before: FitSettings, after: FitSettings, pages: number): string {
  const changes: string[] = [];
  if (after.lineSpacing !== before.lineSpacing)
    changes.push(`line spacing ${before.lineSpacing.toFixed(1)} to ${after.lineSpacing.toFixed(1)}`);
  const sides = ['top', 'right', 'bottom', 'left'] as const;
  if (sides.some((s) => after.pageMargins[s] !== before.pageMargins[s])) {
    const same = (m: FitSettings['pageMargins']) => sides.every((s) => m[s] === m.top);
    changes.push(
      same(before.pageMargins) && same(after.pageMargins)
        ? `margins ${before.pageMargins.top} to ${after.pageMargins.top} mm`
        : `margins narrower by up to ${Math.max(...sides.map((s) => before.pageMargins[s] - after.pageMargins[s]))} mm`,
    );
  }
  if (after.fontSize !== before.fontSize)
    changes.push(`font size ${fontLabel(before.fontSize)} to ${fontLabel(after.fontSize)}`);
  return `Fitted to ${pagesWord(pages)}: ${changes.join(', ')}. Undo (Ctrl+Z) puts them back.`;
}

/** The sentence for a resume that does not fit even at the tightest settings. */
export function cannotFitMessage(pages: number): string {
  const more = FIT_PAGE_CHOICES.find((n) => n > pages);
  return `This resume does not fit on ${pagesWord(pages)} even at the tightest settings: shorten it${
    more ? ` or choose ${pagesWord(more)}` : ''
  }.`;
}
