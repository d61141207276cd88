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
  /**
   * The marks painted as images in print, for a list that is no section of its own to parsers: OpenResume knows no
   * 'Certifications' heading (unless bold capitals), so that list runs on into the section before it, Skills, where
   * a line with a bullet character marks where the skills end and only the first six items before it are kept.
   */
  marksAsImages?: boolean;
}

/** Blank lines are skipped; an all-blank list renders nothing. */
export function Bullets({
  lines,
  className = '',
  bulletClassName = 'text-(--accent)',
  dense = false,
  marksAsImages = false,
}: BulletsProps) {
  const visible = visibleLines(lines);
  if (visible.length === 0) return null;
  return (
    <ul className={`m-0 list-none p-0 ${dense ? '' : 'space-y-0.5'} ${className}`}>
      {visible.map((line, i) => (
        <li key={i} className="flex gap-2">
          <span
            aria-hidden="true"
            data-print-image={marksAsImages ? '' : undefined}
            className={`shrink-0 select-none ${bulletClassName}`}
          >
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
