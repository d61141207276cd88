import type { ReactNode } from 'react';
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
  /**
   * One more item after the lines, with the same mark and hanging indent (a job's technologies, see Entry): its
   * content is laid out by the caller and baseline-aligned with the mark. Null or undefined for none.
   */
  trailing?: ReactNode;
}

/** Blank lines are skipped; an all-blank list without a trailing item renders nothing. */
export function Bullets({
  lines,
  className = '',
  bulletClassName = 'text-(--accent)',
  dense = false,
  marksAsImages = false,
  trailing,
}: BulletsProps) {
  const visible = visibleLines(lines);
  const hasTrailing = trailing !== null && trailing !== undefined && trailing !== false;
  if (visible.length === 0 && !hasTrailing) return null;
  const mark = (
    <span
      aria-hidden="true"
      data-print-image={marksAsImages ? '' : undefined}
      className={`shrink-0 select-none ${bulletClassName}`}
    >
      {BULLET}
    </span>
  );
  return (
    <ul className={`m-0 list-none p-0 ${dense ? '' : 'space-y-0.5'} ${className}`}>
      {visible.map((line, i) => (
        <li key={i} className="flex gap-2">
          {mark}
          {/* dir=auto: a bullet takes the direction of its own first letter, so a Latin bullet in an Arabic resume
              (or an Arabic one in an English resume) keeps its punctuation and numbers where its writer put them. */}
          <span dir="auto" className="min-w-0">
            <Markup text={line} />
          </span>
        </li>
      ))}
      {hasTrailing && (
        <li key="trailing" data-bullets-trailing="" className="flex items-baseline gap-2">
          {mark}
          <div className="min-w-0 flex-1">{trailing}</div>
        </li>
      )}
    </ul>
  );
}
