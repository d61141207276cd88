// OpenResume's rules for jobs, schools and skills (github.com/xitanggg/open-resume, (c) Xitang Zhao, AGPL-3.0;
// src/app/lib/parse-resume-from-pdf/extract-resume-from-sections), re-implemented for the ATS check: see
// openresume-parser.ts for why. Subsections split at line gaps over 1.4x the commonest gap (or at a bold line after
// a non-bold one); the job title, company, date, school and degree are each the item with the best feature score.
import type { PdfTextPage } from '@resumey/pdf-text';
import {
  BULLET_POINTS,
  extractProfile,
  groupIntoLines,
  groupIntoSections,
  highestScore,
  isBold,
  readItems,
  sectionByKeywords,
  type OrItem,
  type OrLine,
  type OrProfile,
} from './openresume-parser';

function createSubsections(lines: OrLine[], isNew: (line: OrLine, prev: OrLine) => boolean): OrLine[][] {
  const subsections: OrLine[][] = [];
  let current: OrLine[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && isNew(line, lines[i - 1]!)) {
      subsections.push(current);
      current = [];
    }
    current.push(line);
  });
  if (current.length) subsections.push(current);
  return subsections;
}

/** What OpenResume's parse would end in (a TypeError reading `line[0].y`): the whole resume is lost. */
export class OpenResumeCrash extends Error {}

export function subsections(lines: OrLine[]): OrLine[][] {
  const empty = lines.findIndex((l) => !l.length);
  if (empty >= 0) throw new OpenResumeCrash(`empty line ${empty} in a section: OpenResume throws reading its y`);
  const gaps = new Map<number, number>();
  let [common, max] = [0, 0];
  for (let i = 1; i < lines.length; i++) {
    const gap = Math.round(lines[i - 1]![0]!.y - lines[i]![0]!.y);
    const n = (gaps.get(gap) ?? 0) + 1;
    gaps.set(gap, n);
    if (n > max) [common, max] = [gap, n];
  }
  const byGap = createSubsections(lines, (l, p) => Math.round(p[0]!.y - l[0]!.y) > common * 1.4);
  if (byGap.length !== 1) return byGap;
  return createSubsections(lines, (l, p) => !isBold(p[0]!) && isBold(l[0]!) && !BULLET_POINTS.includes(l[0]!.text));
}

const firstBulletLine = (lines: OrLine[]) =>
  lines.findIndex((l) => l.some((i) => BULLET_POINTS.some((b) => i.text.includes(b))));

/** The first line with a bullet, or else the first one-item line of 8+ words without digits. */
function descriptionsLine(lines: OrLine[]): number | undefined {
  const bullet = firstBulletLine(lines);
  if (bullet >= 0) return bullet;
  const words = (i: OrItem) => i.text.split(/\s/).filter((w) => /^[^0-9]+$/.test(w)).length;
  const long = lines.findIndex((l) => l.length === 1 && words(l[0]!) >= 8);
  return long >= 0 ? long : undefined;
}

/** Lines as text, or, when some line has a bullet, everything joined and split at the commonest bullet. */
function bulletPoints(lines: OrLine[]): string[] {
  if (firstBulletLine(lines) < 0) return lines.map((l) => l.map((i) => i.text).join(' '));
  let text = '';
  for (const { text: t } of lines.flat()) text += (!text.endsWith(' ') && !t.startsWith(' ') ? ' ' : '') + t;
  // OpenResume counts bullets but never updates the running maximum, so the last bullet seen at all wins.
  let common = BULLET_POINTS[0]!;
  for (const ch of text) if (BULLET_POINTS.includes(ch)) common = ch;
  const at = text.indexOf(common);
  if (at >= 0) text = text.slice(at);
  return text
    .split(common)
    .map((s) => s.trim())
    .filter(Boolean);
}

const hasNumber = (i: OrItem) => /[0-9]/.test(i.text);
const DATE_FEATURES: Array<[(i: OrItem) => boolean, number]> = [
  [(i) => /(?:19|20)\d{2}/.test(i.text), 1],
  [(i) => MONTHS.some((m) => i.text.includes(m) || i.text.includes(m.slice(0, 4))), 1],
  [(i) => ['Summer', 'Fall', 'Spring', 'Winter'].some((s) => i.text.includes(s)), 1],
  [(i) => i.text.includes('Present'), 1],
  [(i) => i.text.includes(','), -1],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
MONTHS.push('October', 'November', 'December');

const JOB_TITLES =
  `Accountant Administrator Advisor Agent Analyst Apprentice Architect Assistant Associate Auditor Bartender
Biologist Bookkeeper Buyer Carpenter Cashier CEO Clerk Co-op Co-Founder Consultant Coordinator CTO Developer Designer
Director Driver Editor Electrician Engineer Extern Founder Freelancer Head Intern Janitor Journalist Laborer Lawyer Lead
Manager Mechanic Member Nurse Officer Operator Operation Photographer President Producer Recruiter Representative
Researcher Sales Server Scientist Specialist Supervisor Teacher Technician Trader Trainee Treasurer Tutor Vice VP
Volunteer Webmaster Worker`.split(/\s+/);

export interface OrJob {
  jobTitle: string;
  company: string;
  date: string;
  descriptions: string[];
}

export function extractWork(sections: Record<string, OrLine[]>): OrJob[] {
  const lines = sectionByKeywords(sections, ['work', 'experience', 'employment', 'history', 'job']);
  return subsections(lines).map((sub) => {
    const idx = descriptionsLine(sub) ?? 2;
    const info = sub.slice(0, idx).flat();
    const date = highestScore(info, DATE_FEATURES);
    const jobTitle = highestScore(info, [
      [(i) => JOB_TITLES.some((t) => i.text.split(/\s/).some((w) => w === t)), 4],
      [hasNumber, -4],
      [(i) => i.text.split(/\s/).length > 5, -2],
    ]);
    const company = highestScore(
      info,
      [
        [isBold, 2],
        [(i) => i.text.includes(date), -4],
        [(i) => i.text.includes(jobTitle), -4],
      ],
      false,
    );
    return { jobTitle, company, date, descriptions: bulletPoints(sub.slice(idx)) };
  });
}

const SCHOOLS = ['College', 'University', 'Institute', 'School', 'Academy', 'BASIS', 'Magnet'];
const hasSchool = (i: OrItem) => SCHOOLS.some((s) => i.text.includes(s));
const hasDegree = (i: OrItem) =>
  ['Associate', 'Bachelor', 'Master', 'PhD', 'Ph.'].some((d) => i.text.includes(d)) || /[ABM][A-Z.]/.test(i.text);

export interface OrSchool {
  school: string;
  degree: string;
  date: string;
}

export function extractEducation(sections: Record<string, OrLine[]>): OrSchool[] {
  return subsections(sectionByKeywords(sections, ['education'])).map((sub) => {
    const items = sub.flat();
    return {
      school: highestScore(items, [
        [hasSchool, 4],
        [hasDegree, -4],
        [hasNumber, -4],
      ]),
      degree: highestScore(items, [
        [hasDegree, 4],
        [hasSchool, -4],
        [hasNumber, -3],
      ]),
      date: highestScore(items, DATE_FEATURES),
    };
  });
}

/** The skills section's descriptions, plus up to six 'featured skills' (items above the first description line). */
export function extractSkills(sections: Record<string, OrLine[]>): string[] {
  const lines = sectionByKeywords(sections, ['skill']);
  const idx = descriptionsLine(lines) ?? 0;
  const featured = lines
    .slice(0, idx)
    .flat()
    .filter((i) => i.text.trim())
    .slice(0, 6)
    .map((i) => i.text);
  return [...featured, ...bulletPoints(lines.slice(idx))];
}

export interface OrResume {
  profile: OrProfile;
  jobs: OrJob[];
  schools: OrSchool[];
  skills: string[];
  sections: string[];
  lines: string[];
}

/** What OpenResume's rules read from a PDF's text items (pdf.js's, page by page). */
export function parsePages(pages: readonly PdfTextPage[]): OrResume {
  const lines = groupIntoLines(readItems(pages));
  const sections = groupIntoSections(lines);
  // OpenResume divides the projects section too (not scored here): an empty line there loses the resume as well.
  subsections(sectionByKeywords(sections, ['project']));
  return {
    profile: extractProfile(sections),
    jobs: extractWork(sections),
    schools: extractEducation(sections),
    skills: extractSkills(sections),
    sections: Object.keys(sections),
    lines: lines.map((l) => l.map((i) => i.text).join(' ⟂ ')),
  };
}
