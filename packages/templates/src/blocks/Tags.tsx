import { visibleLines } from './content';

export type TagStyle = 'badges' | 'outline' | 'solid' | 'chip' | 'inline' | 'mono' | 'none';

const BADGE: Partial<Record<TagStyle, string>> = {
  badges: 'rounded-[0.8em] bg-(--accent-soft) px-2 py-px text-(--accent-ink)',
  chip: 'rounded-[4px] bg-white px-1.5 py-px text-gray-700 shadow-[0_0_0_1px_rgb(0_0_0/0.06)]',
  outline: 'rounded-[0.8em] border border-(--accent)/40 px-2 py-px text-(--accent-ink)',
  solid: 'rounded-sm bg-(--accent) px-2 py-px font-medium text-white',
  mono: 'rounded-sm border border-gray-300 px-1.5 font-mono text-gray-700',
};

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
        {visible.join(' · ')}
      </p>
    );
  }
  return (
    <ul className={`m-0 flex list-none flex-wrap gap-1 p-0 ${className}`}>
      {visible.map((item, i) => (
        <li key={i} className={`leading-normal ${BADGE[style]}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
