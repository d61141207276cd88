import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_META, FONTS, LIMITS, fontScaleOf, pageSizeOf, resumeLanguageOf, type Resume } from '@resumey/resume';
import { ResumeLanguageContext } from './language';

/**
 * The sheet (A4 or US Letter, meta.pageSize) every template draws on. The resume's meta becomes CSS variables here, once:
 * --accent (colour) with --accent-ink (darker, for text on white) and --accent-soft (a tint for panels),
 * --font and --lh (font stack, see fonts-scripts.css, and line spacing), and --mt/--mr/--mb/--ml (page margins in millimetres,
 * applied as the sheet's padding; --ms/--me are the left and right ones named by the side a line starts and ends on,
 * swapped in a right-to-left resume), --page-w/--page-h (the paper) and --font-scale (meta.fontSize). Templates style
 * with Tailwind classes such as `text-(--accent)`. Every absolute font size in the app's stylesheets is multiplied
 * by --font-scale (apps/web/src/public-view/reflow-font-sizes.ts), so a template's headings keep their proportions.
 */

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

const HEX = /^#[0-9a-f]{6}$/i;

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa']);

/** Whether a resume in `language` reads right to left (Arabic, Hebrew, Persian). */
export const isRightToLeft = (language: string | undefined) => RTL_LANGUAGES.has(resumeLanguageOf(language));

export function pageVariables(meta: Resume['meta']): CSSProperties {
  const color = HEX.test(meta.color) ? meta.color : DEFAULT_META.color;
  const font = FONTS.find((f) => f.id === meta.fontFamily) ?? FONTS[0]!;
  const margin = (side: keyof Resume['meta']['pageMargins']) =>
    `${clamp(meta.pageMargins?.[side], LIMITS.marginMin, LIMITS.marginMax, DEFAULT_META.pageMargins[side])}mm`;
  return {
    '--accent': color,
    '--accent-ink': `color-mix(in oklab, ${color} 78%, black)`,
    '--accent-soft': `color-mix(in srgb, ${color} 9%, white)`,
    '--font': font.stack,
    // Tailwind's font-mono reads this variable: inside a resume it is the bundled JetBrains Mono, so the PDF
    // server needs no monospaced font of its own, then the resume's own font (its fallbacks for other scripts).
    '--font-mono': "'JetBrains Mono', var(--font)",
    '--lh': String(clamp(meta.lineSpacing, LIMITS.lineSpacingMin, LIMITS.lineSpacingMax, DEFAULT_META.lineSpacing)),
    '--mt': margin('top'),
    '--mr': margin('right'),
    '--mb': margin('bottom'),
    '--ml': margin('left'),
    // The margins on the side a line starts and ends on (the paper's left and right, swapped right to left): a
    // sidebar or stripe on the start side reaches through the start margin, whichever side of the paper it is on.
    '--ms': margin(isRightToLeft(meta.language) ? 'right' : 'left'),
    '--me': margin(isRightToLeft(meta.language) ? 'left' : 'right'),
    '--page-w': `${pageSizeOf(meta).widthMm}mm`,
    '--page-h': `${pageSizeOf(meta).heightMm}mm`,
    '--font-scale': String(fontScaleOf(meta)),
  } as CSSProperties;
}

export interface PageProps {
  resume: Resume;
  /** Body text size, colour and anything else the template sets on the sheet. */
  className?: string;
  children: ReactNode;
}

export function Page({ resume, className = '', children }: PageProps) {
  const style: CSSProperties = {
    ...pageVariables(resume.meta),
    fontFamily: 'var(--font)',
    lineHeight: 'var(--lh)',
    padding: 'var(--mt) var(--mr) var(--mb) var(--ml)',
  };
  return (
    <article
      data-resume-page=""
      // The resume's language, not the viewer's (issue #35 item 6): fonts, hyphenation and screen readers follow it.
      lang={resumeLanguageOf(resume.meta.language)}
      // Arabic, Hebrew and Persian resumes read right to left (issue #35 item 3); blocks use logical properties. Set
      // either way: a resume keeps its own direction inside an interface in the other one (issue #35 item 6).
      dir={isRightToLeft(resume.meta.language) ? 'rtl' : 'ltr'}
      data-template={resume.meta.templateId}
      data-page-size={pageSizeOf(resume.meta).id}
      style={style}
      // Page padding repeats on every printed page (box-decoration-break), and backgrounds print as shown.
      // A long URL or word breaks where it must (anywhere, as a last resort) rather than run out of its column:
      // 'anywhere' also lets flex and grid items shrink below such a word, which 'break-word' does not.
      className={`relative isolate box-border flex bg-white min-h-(--page-h) w-(--page-w) flex-col box-decoration-clone text-start antialiased [overflow-wrap:anywhere] [print-color-adjust:exact] [-webkit-print-color-adjust:exact] ${className}`}
    >
      <ResumeLanguageContext.Provider value={resume.meta.language}>{children}</ResumeLanguageContext.Provider>
    </article>
  );
}

type Side = 't' | 'r' | 'b' | 'l' | 's' | 'e';
const SIDE_VAR: Record<Side, string> = { t: '--mt', r: '--mr', b: '--mb', l: '--ml', s: '--ms', e: '--me' };
const SIDE_NAME: Record<Side, string> = {
  t: 'Top',
  r: 'Right',
  b: 'Bottom',
  l: 'Left',
  s: 'InlineStart',
  e: 'InlineEnd',
};

/**
 * Lets a decorative band reach the paper's edge through the page margin on the given sides ('tse' for a
 * header band), keeping its content where the margin puts it, plus `inset` of extra padding there. 's' and 'e' are
 * the sides a line starts and ends on (the paper's left and right, swapped in a right-to-left resume), each with
 * its own margin (--ms, --me); 'l' and 'r' stay the paper's left and right.
 */
export function bleed(sides: string, inset = '0mm'): CSSProperties {
  const style: Record<string, string> = {};
  for (const side of sides.split('') as Side[]) {
    if (!SIDE_VAR[side]) continue;
    style[`margin${SIDE_NAME[side]}`] = `calc(var(${SIDE_VAR[side]}) * -1)`;
    style[`padding${SIDE_NAME[side]}`] = `calc(var(${SIDE_VAR[side]}) + ${inset})`;
  }
  return style as CSSProperties;
}

/**
 * A full-height coloured band down one side of the sheet (a sidebar's background). On screen it spans the
 * whole sheet; in print it is fixed, which Chromium repeats on every page, so the band reaches the foot of
 * each printed page rather than stopping where the content does. It sits behind the content (z -1 inside
 * the sheet's own stacking context). 'start' is the side a line starts on (the paper's left; its right in a
 * right-to-left resume, which mirrors the band with its columns).
 */
export function SideBand({ side, width, className }: { side: 'start' | 'end'; width: string; className: string }) {
  return (
    <div
      aria-hidden="true"
      style={{ width }}
      className={`pointer-events-none absolute inset-y-0 -z-10 print:fixed ${side === 'start' ? 'start-0' : 'end-0'} ${className}`}
    />
  );
}
