import { findDates } from './dates';
import type { Assigned, Entry, Piece } from './entries';
import type { SourceLine } from './types';

/**
 * Several roles held at one employer, as resumes show a promotion: the employer on a line of its own, then each role
 * on a dated line with its own bullets ('NATIONWIDE | Columbus, OH', 'Director, Claims | Mar 2020 – Present', …,
 * 'Senior Manager, Claims | Jan 2017 – Feb 2020', …). Each role is a job at that employer.
 */
export interface Employer {
  company: Piece;
  place: Piece | undefined;
  /** The first role's line: the next roles are set like it. */
  role: SourceLine;
}

/** The employer an entry names on an undated line of its own above its first (dated) role, if it does. */
export function employerOf(e: Entry, a: Assigned): Employer | undefined {
  const [first, role] = e.header;
  if (e.header.length !== 2 || !first || !role || findDates(first.text) || !findDates(role.text)) return undefined;
  if (a.second?.line !== first.id) return undefined;
  return { company: a.second, place: a.place?.line === first.id ? a.place : undefined, role };
}

/** Whether an entry is one more role at `employer`: a single dated line, set as its first role was. */
export function isNextRole(e: Entry, employer: Employer | undefined): employer is Employer {
  const [line] = e.header;
  return (
    !!employer &&
    e.header.length === 1 &&
    !!line &&
    !!findDates(line.text) &&
    line.bold === employer.role.bold &&
    line.italic === employer.role.italic &&
    Math.abs(line.size - employer.role.size) < 0.3
  );
}

/** A next role's fields: its line is the title whole ('Senior Manager, Claims Operations'), at the employer. */
export function roleAt(employer: Employer, pieces: readonly Piece[]): Assigned {
  return { first: pieces[0], second: employer.company, place: employer.place, confidence: 0.9 };
}
