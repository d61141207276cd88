import { visibleLines } from './content';
import { Markup } from './Markup';

/**
 * The one bullet mark of every template: a text character, so PDF text extraction keeps it (CSS list markers
 * are lost), and the one every resume parser knows; square, arrow or dash marks are not taken for bullets by
 * some, and most are missing from the bundled fonts.
 */
export const BULLET = '•';

export interface BulletsProps {
  lines: readonly string[];
  className?: string;
  bulletClassName?: string;
  /** No gap between bullets (dense layouts). */
  dense?: boolean;
}

/** Blank lines are skipped; an all-blank list renders nothing. */
export function Bullets({ lines, className = '', bulletClassName = 'text-(--accent)', dense = false }: BulletsProps) {
  const visible = visibleLines(lines);
  if (visible.length === 0) return null;
  return (
    <ul className={`m-0 list-none p-0 ${dense ? '' : 'space-y-0.5'} ${className}`}>
      {visible.map((line, i) => (
        <li key={i} className="flex gap-2">
          <span aria-hidden="true" className={`shrink-0 select-none ${bulletClassName}`}>
            {BULLET}
          </span>
          <span className="min-w-0">
            <Markup text={line} />
          </span>
        </li>
      ))}
    </ul>
  );
}
