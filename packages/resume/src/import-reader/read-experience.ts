import { addJob } from './add-job';
import type { Collected, EntryDates } from './collected';
import { findDates } from './dates';
import { assign } from './assign-pieces';
import type { Entry } from './entries';
import { piecesOf } from './header-pieces';
import { likeTheOthers, type ReadJob } from './like-the-others';
import { labelledEntries } from './labelled-entries';
import { headRowTable } from './head-row-table';
import { rirekishoEntries } from './rirekisho';
import {
  datedEmployer,
  employerOf,
  isNextRole,
  roleAfterRole,
  roleAt,
  roleUnderBlank,
  type Employer,
} from './promotions';
import { CONTINUED } from './entry-lines';
import { labelledDetail } from './line-label';
import { entriesOf } from './section-entries';
import { sourceIds } from './line-joins';
import type { Section, SourceLine } from './types';

/** The label of the whole time worked, before a number of years ('Total experience: 7 years'). */
const TOTAL_EXPERIENCE =
  /^(?:total (?:work |professional )?experience|overall experience|experiencia total|gesamte berufserfahrung|berufserfahrung gesamt|expérience totale|общий (?:опыт|стаж)|загальний (?:досвід|стаж)|toplam (?:iş )?deneyim|कुल अनुभव)\s*[:：–-]\s*\S/iu;

/** An experience section's jobs: from a labelled form, a rirekisho's table or a head row's table, else its entries. */
export function readExperience(c: Collected, s: Section, lines: readonly SourceLine[]): void {
  const { resume, used } = c;
  const entryDates = (e: Entry) => piecesOf(e.header).dates;
  // (A first line that gives the whole time worked is read, no job's: 'कुल अनुभव: लगभग 7 वर्ष'.)
  const total = s.lines[0] && TOTAL_EXPERIENCE.test(s.lines[0].text.trim()) ? s.lines[0] : undefined;
  if (total) sourceIds(total).forEach((id) => used.add(id));
  const section = total ? s.lines.slice(1) : s.lines;
  const labelled =
    labelledEntries(section, false) ?? rirekishoEntries(section, false) ?? headRowTable(section, true, lines);
  if (labelled) {
    for (const l of labelled) {
      l.used.forEach((id) => used.add(id));
      addJob(c, l.entry, { ...l, confidence: 0.9 }, l.dates);
    }
    return;
  }
  const entries = entriesOf(lines, section, used, 'besideDates');
  let employer: Employer | undefined;
  const jobs: Array<ReadJob & { e: Entry; dates?: EntryDates }> = [];
  for (const [i, e] of entries.entries()) {
    const { pieces } = piecesOf(e.header);
    // List items before any header line belong to the job above (a page break between them), as do those under
    // its employer typed again after the break with a word that says so ('ACME LOGISTICS, INC., Memphis, TN
    // (continued)').
    const goesOn = e.header.length === 1 && CONTINUED.test(e.header[0]!.text) && !findDates(e.header[0]!.text);
    if (goesOn) e.header.flatMap(sourceIds).forEach((id) => used.add(id));
    if ((!pieces.length && !e.header.length) || goesOn) {
      jobs.push({ e, pieces, a: undefined });
      continue;
    }
    // The employer on a dated line of its own over its roles' dated lines: no job, the roles' employer.
    const over = datedEmployer(e, assign(pieces, false), entries[i + 1]);
    if (over) {
      employer = over;
      e.header.flatMap(sourceIds).forEach((id) => used.add(id));
      continue;
    }
    const nextRole = isNextRole(e, employer);
    const own = nextRole ? undefined : assign(pieces, false);
    // (A bare title under a job's one dated line: a role at that job's employer, this entry only.)
    const after = own && !own.second && !own.place ? roleAfterRole(e, pieces, jobs.at(-1)) : undefined;
    const a = nextRole
      ? roleAt(
          employer!,
          pieces.filter((p) => p.line === e.header[0]!.id || !labelledDetail(p.text)),
        )
      : after
        ? roleAt(after, pieces)
        : (roleUnderBlank(e, pieces, jobs.at(-1)) ?? own!);
    if (!nextRole) employer = employerOf(e, a);
    jobs.push({ e, pieces, a, dates: nextRole ? employer!.dates : undefined });
  }
  likeTheOthers(jobs);
  for (const { e, a, dates } of jobs) {
    if (!a && resume.experience.length) {
      const prev = resume.experience.at(-1)!;
      prev.bullets.push(...c.bullets(`experience.${prev.id}`, { ...e, bullets: e.bullets.map((b) => b) }));
    } else addJob(c, e, a ?? assign([], false), entryDates(e) ?? dates);
  }
}
