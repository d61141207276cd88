import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();
const formatFor = (locale: string) => {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
};

/**
 * 'just now', '5 minutes ago', 'yesterday'...; 'just now' also for a missing or unreadable time (SPEC.md section 2).
 * In the interface's language (read at the call, so a component that re-renders on a language change follows it).
 */
export function relativeTime(iso: string | undefined, now: number = Date.now(), locale = i18n.locale): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return t`just now`;
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatFor(locale).format(Math.trunc(seconds / size), unit);
  }
  return t`just now`;
}
