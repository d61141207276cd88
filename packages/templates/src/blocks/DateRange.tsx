import { DATE_RANGE_SEPARATOR, formatDateRange } from '@resumey/resume';
import { hasText } from './content';
import { useResumeLanguage } from './language';

const NBSP = '\u00a0';

/**
 * 'Jan 2021 – Present'; nothing when the entry has no dates at all. In print never in capitals, whatever the
 * template's style around it: parsers read dates as written, and OpenResume's date rules look for 'Present'.
 */
export function DateRange({
  start,
  end,
  asWritten,
  className = '',
  wrap = false,
}: {
  start: string;
  end: string;
  /** Dates as the person wrote them ('Summer 2013, 2014'): printed as they are, instead of the range. */
  asWritten?: string;
  className?: string;
  /** Let a long range wrap, only after the dash (narrow date columns): 'Jan 2019 –' over 'Dec 2021'. */
  wrap?: boolean;
}) {
  const language = useResumeLanguage();
  if (asWritten && hasText(asWritten))
    return <span className={`tabular-nums ${className} print:normal-case`}>{asWritten}</span>;
  if (!hasText(start) && !hasText(end)) return null;
  const text = formatDateRange(start, end, language);
  const shown = wrap
    ? text
        .split(DATE_RANGE_SEPARATOR)
        .map((part) => part.replaceAll(' ', NBSP))
        .join(NBSP + DATE_RANGE_SEPARATOR.trimStart())
    : text;
  return (
    <span className={`${wrap ? '' : 'whitespace-nowrap'} tabular-nums ${className} print:normal-case`}>{shown}</span>
  );
}
