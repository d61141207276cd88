import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { reflowFontSizes } from './reflow-font-sizes';

const run = async (css: string) => (await postcss([reflowFontSizes()]).process(css, { from: undefined })).css;

describe('reflowFontSizes (the phone layout of the public view)', () => {
  it('lets the font size and phone variables scale absolute font sizes, exact where the variables are unset', async () => {
    const css = await run('.a{font-size:9.5pt}.b{font-size:var(--text-xs);line-height:1}.c{font-size:14px!important}');
    const sized = (v: string) =>
      `clamp(var(--fs-min, 0px), calc(${v} * var(--font-scale, 1) * var(--fs-a, 1) + var(--fs-b, 0px)), var(--fs-max, 1000px))`;
    expect(css).toBe(
      `.a{font-size:${sized('9.5pt')}}.b{font-size:${sized('var(--text-xs)')};line-height:1}` +
        `.c{font-size:${sized('14px')}!important}`,
    );
  });

  it('only floors relative sizes: they follow a parent that is already scaled', async () => {
    expect(await run('.a{font-size:0.9em}.b{font-size:80%}')).toBe(
      '.a{font-size:max(var(--fs-min, 0px), 0.9em)}.b{font-size:max(var(--fs-min, 0px), 80%)}',
    );
    const keywords = '.c{font-size:inherit}.d{font-size:smaller}.e{font-size:max(15px, 1em)}';
    expect(await run(keywords)).toBe(keywords);
  });
});
