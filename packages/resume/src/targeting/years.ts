import { splitEntries } from '../ats/entries';
import { jobOf } from '../ats/fields';
import { splitSections } from '../ats/sections';
import type { AtsLine } from '../ats/types';

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  mär: 2,
  maer: 2,
  apr: 3,
  may: 4,
  mai: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  okt: 9,
  nov: 10,
  dec: 11,
  dez: 11,
};
const NOW_WORDS = /\b(present|current|now|today|heute|aktuell|jetzt|laufend)\b/i;
const POINT =
  /\b(?:([a-zäö]{3})[a-zäöü]*\.?\s+((?:19|20)\d\d)|(0?[1-9]|1[0-2])[/.]((?:19|20)\d\d)|((?:19|20)\d\d))\b/gi;

/** Months since year 0 of each date in a range ('Mar 2021 – Present', '2019 - 2021', '03/2020 – 05/2021'). */
export function rangeMonths(dates: string, now: Date): [number, number] | undefined {
  const points: number[] = [];
  for (const m of dates.matchAll(POINT)) {
    if (m[1] && m[2]) {
      const month = MONTHS[m[1].toLowerCase()];
      if (month === undefined) continue;
      points.push(Number(m[2]) * 12 + month);
    } else if (m[3] && m[4]) points.push(Number(m[4]) * 12 + Number(m[3]) - 1);
    else if (m[5]) points.push(Number(m[5]) * 12);
  }
  if (points.length === 0) return undefined;
  const start = points[0]!;
  const end = points[1] ?? (NOW_WORDS.test(dates) ? now.getFullYear() * 12 + now.getMonth() : start);
  return end >= start ? [start, end + 1] : undefined;
}

/** The years the jobs an ATS reads from the PDF span, overlaps counted once. */
export function yearsOfExperience(lines: readonly AtsLine[], now: Date): number {
  const { sections } = splitSections(lines);
  const ranges = sections
    .filter((s) => s.kind === 'experience')
    .flatMap((s) => splitEntries(s.lines).map(jobOf))
    .map((job) => rangeMonths(job.dates, now))
    .filter((r): r is [number, number] => Boolean(r))
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [from, to] of ranges) {
    const start = Math.max(from, reach);
    if (to > start) months += to - start;
    reach = Math.max(reach, to);
  }
  return Math.floor(months / 12);
}
