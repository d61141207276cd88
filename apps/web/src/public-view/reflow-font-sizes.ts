import type { PluginCreator } from 'postcss';

/**
 * A PostCSS plugin for every stylesheet of the web app (the public page's, and the editor's and print page's, see
 * vite.config.ts): every absolute font size (pt, px, rem, mm, or a Tailwind `--text-*` size) becomes
 * `clamp(--fs-min, size * --font-scale * --fs-a + --fs-b, --fs-max)`, and a relative one (em, %)
 * `max(--fs-min, size)`. The variables are unset everywhere except on a resume reflowed for a phone (public.css),
 * so the page, the header and print keep their exact sizes (unset: no floor, a = 1, b = 0, no cap), while on a
 * phone small print grows most, nothing is smaller than the floor, and big headings shrink to fit:
 * templates size their text in points for A4 paper, and a CSS zoom would also blow up margins and columns, and
 * leave the computed font sizes (what assistive tools and tests read) at their paper values.
 * --font-scale is the resume's font size (meta.fontSize, issue #20), set on the sheet by the templates' Page: the
 * templates' sizes all scale together, so headings keep their proportions, and nothing else on the page changes.
 * Relative sizes only get the floor: they follow their parent, which is already scaled.
 */
const ABSOLUTE = /^(?:-?\d*\.?\d+(?:pt|px|rem|mm)|var\(--text-[\w-]+\))$/;
const RELATIVE = /^\d*\.?\d+(?:em|%)$/;

export const reflowFontSizes: PluginCreator<void> = () => {
  return {
    postcssPlugin: 'resumey-reflow-font-sizes',
    Declaration: {
      'font-size': (decl) => {
        const value = decl.value.trim();
        if (ABSOLUTE.test(value))
          decl.value = `clamp(var(--fs-min, 0px), calc(${value} * var(--font-scale, 1) * var(--fs-a, 1) + var(--fs-b, 0px)), var(--fs-max, 1000px))`;
        else if (RELATIVE.test(value)) decl.value = `max(var(--fs-min, 0px), ${value})`;
      },
    },
  };
};
reflowFontSizes.postcss = true;
