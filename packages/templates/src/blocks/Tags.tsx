import { Fragment } from 'react';
import { visibleLines } from './content';

export type TagStyle = 'badges' | 'outline' | 'solid' | 'chip' | 'inline' | 'mono' | 'none';

const BADGE: Partial<Record<TagStyle, string>> = {
  badges: 'rounded-[0.8em] bg-(--accent-soft) px-2 py-px text-(--accent-ink)',
  chip: 'rounded-[4px] bg-white px-1.5 py-px text-gray-700 shadow-[0_0_0_1px_rgb(0_0_0/0.06)]',
  outline: 'rounded-[0.8em] border border-(--accent)/40 px-2 py-px text-(--accent-ink)',
  solid: 'rounded-sm bg-(--accent) px-2 py-px font-medium text-white',
  mono: 'rounded-sm border border-gray-300 px-1.5 font-mono text-gray-700',
};

/**
 * Items in a running line with separators, each an inline block: an item that does not fit moves whole to the
 * next line instead of breaking in two ('System' / 'Design' reads as two skills to a parser); one longer than
 * the line still wraps. The space between items is marked data-item-gap: a PDF holds it as a text item of its own,
 * so print widens it (ats-adjustments) for parsers that drop such items.
 */
export function Joined({ items, separator }: { items: readonly string[]; separator: string }) {
  return (
    <>
      {items.map((item, i) => {
        // The separator's mark stays with the item before it (never at the start of a line), its space after.
        const last = i === items.length - 1;
        return (
          <Fragment key={i}>
            <span className="inline-block max-w-full">{last ? item : item + separator.trimEnd()}</span>
            {!last && separator.endsWith(' ') && <span data-item-gap=""> </span>}
          </Fragment>
        );
      })}
    </>
  );
}

/** Technologies or skills: pills, a mono tag row, or a ' · ' separated line. */
export function Tags({
  items,
  style = 'badges',
  label,
  className = '',
}: {
  items: readonly string[];
  style?: TagStyle;
  /** Shown before an inline list, e.g. 'Tech:'. */
  label?: string;
  className?: string;
}) {
  const visible = visibleLines(items);
  if (style === 'none' || visible.length === 0) return null;
  if (style === 'inline') {
    return (
      <p className={`m-0 text-gray-600 ${className}`}>
        {label && <span className="font-semibold text-gray-700">{label} </span>}
        <Joined items={visible} separator=" · " />
      </p>
    );
  }
  return (
    <ul className={`m-0 flex list-none flex-wrap gap-1 p-0 ${className}`}>
      {visible.map((item, i) => (
        // Whole on a line of its own rather than squeezed (and wrapped) at the end of a line.
        // data-tag: in print a tag too long for its line is set a little smaller rather than wrapped (ats-adjustments).
        <li key={i} data-tag="" className={`max-w-full shrink-0 leading-normal ${BADGE[style]}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
