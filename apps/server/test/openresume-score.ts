// Scoring what OpenResume's rules (openresume-parser.ts, openresume-entries.ts) read from a resume's PDF against the
// resume that was printed, and the page-top check of issue #14: every page's first line read as a line of its own.
import type { PdfTextPage } from '@resumey/pdf-text';
import { formatDateRange, normaliseAtsText as normalise, stripMarkup, type Resume } from '@resumey/resume';
import { groupIntoLines, readItems, type OrItem } from './openresume-parser';
import type { OrJob, OrResume } from './openresume-entries';

const same = (a: string, b: string) => normalise(a) === normalise(b);
/** Loose: a delimiter left at either end of a field ('Senior Software Engineer |') does not count. */
const trim = (s: string) => s.replace(/^[\s|·•,/–—-]+|[\s|·•,/–—-]+$/gu, '');
const loose = (a: string, b: string) => same(trim(a), trim(b));
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * A skills item that holds only skills, apart from a group label that ends in a colon ('Core: a, b'): what is
 * left of it without its skills (longest first) is delimiters. A label read on into a skill ('System Design
 * Tools', the label of the next group) leaves a word.
 */
function apart(item: string, skills: readonly string[]): boolean {
  let rest = ` ${normalise(item).replace(/^[^:]{1,40}:/, '')} `;
  for (const s of [...skills].sort((a, b) => b.length - a.length))
    rest = rest
      .split(` ${normalise(s)} `)
      .join('  ')
      .split(` ${normalise(s)},`)
      .join(' ,');
  return /^[\s|·•,/;]*$/u.test(rest);
}

export interface OrScore {
  name: boolean;
  email: boolean;
  phone: boolean;
  location: boolean;
  jobs: number;
  looseJobs: number;
  /**
   * Jobs read as an entry of their own, whatever its fields: the job's title is one entry's title or company. The
   * long resume's titles ('Role 3 Engineer') hold a digit, which OpenResume's title rules count against a title.
   */
  entries: number;
  schools: number;
  looseSchools: number;
  skills: number;
  /** Skills found that are read apart from other text: not glued to a group's label ('System Design Tools'). */
  skillsApart: number;
  /** Entries read that are no job or school of the resume (a row of badges taken for a job, say). */
  extra: number;
  /**
   * The jobs' bullets read exactly: each bullet (markup stripped) equals one of the descriptions read for its job
   * (the entry read under its title or company, else the one in its place), of `bulletTotal`. A line after the
   * bullets without a mark of its own is read as the last bullet's continuation and costs that bullet.
   */
  bullets: number;
  bulletTotal: number;
}

export const skillCount = (resume: Resume) =>
  resume.skills.core.length + resume.skills.tools.length + resume.skills.languages.length;

const readAsEntry = (read: OrJob, title: string) => loose(read.jobTitle, title) || loose(read.company, title);

export function scoreOpenResume(resume: Resume, read: OrResume): OrScore {
  const p = resume.profile;
  const jobsBy = (eq: (a: string, b: string) => boolean) =>
    resume.experience.filter((job) =>
      read.jobs.some(
        (j) =>
          eq(j.jobTitle, job.title) &&
          eq(j.company, job.company) &&
          eq(j.date, formatDateRange(job.startDate, job.endDate)),
      ),
    ).length;
  const schoolsBy = (eq: (a: string, b: string) => boolean) =>
    resume.education.filter((e) =>
      read.schools.some((s) => {
        // The degree item holds degree and field ('Master of Science in Computer Science'), whole.
        const degree = normalise(eq === loose ? trim(s.degree) : s.degree);
        return eq(s.school, e.school) && degree.startsWith(normalise(e.degree)) && degree.endsWith(normalise(e.field));
      }),
    ).length;
  const text = read.skills.join(' \n ');
  const allSkills = [...resume.skills.core, ...resume.skills.tools, ...resume.skills.languages];
  const skills = allSkills.filter((s) => hasWord(text, s)).length;
  const jobBullets = resume.experience.map((job, i) => {
    const got = read.jobs.find((j) => readAsEntry(j, job.title)) ?? read.jobs[i];
    const wanted = job.bullets.map((b) => stripMarkup(b).trim()).filter(Boolean);
    return { total: wanted.length, ok: wanted.filter((b) => got?.descriptions.some((d) => same(d, b))).length };
  });
  return {
    name: same(read.profile.name, p.fullName),
    email: same(read.profile.email, p.email),
    phone: same(read.profile.phone, p.phone),
    location: same(read.profile.location, p.location),
    jobs: jobsBy(same),
    looseJobs: jobsBy(loose),
    entries: resume.experience.filter((job) => read.jobs.some((j) => readAsEntry(j, job.title))).length,
    schools: schoolsBy(same),
    looseSchools: schoolsBy(loose),
    skills,
    skillsApart: allSkills.filter((s) => read.skills.some((item) => hasWord(item, s) && apart(item, allSkills))).length,
    extra: read.jobs.length - jobsBy(loose) + read.schools.length - schoolsBy(loose),
    bullets: jobBullets.reduce((n, j) => n + j.ok, 0),
    bulletTotal: jobBullets.reduce((n, j) => n + j.total, 0),
  };
}

const yes = (b: boolean, c: string) => (b ? c : '-');
/** 'NEPL 3/3 2/2 19 +0': name, e-mail, phone, location; jobs and schools strict/loose; skills; extra entries. */
export const scoreCell = (r: OrScore) =>
  `${yes(r.name, 'N')}${yes(r.email, 'E')}${yes(r.phone, 'P')}${yes(r.location, 'L')} ${r.jobs}/${r.looseJobs} ` +
  `${r.schools}/${r.looseSchools} ${r.skills} +${r.extra}`;

type PagedItem = OrItem & { page: number };
// The print view's page marks (U+2800, apps/web/src/pdf/page-marks.ts) are characters to OpenResume, blank to us.
const blank = (text: string) => text.replace(/\u2800/g, '').trim() === '';

/**
 * What OpenResume reads at the top of each page after the first: problems when the page's first line is not a
 * line of its own (read as the end of the line before it), when it is a section heading not read whole, or when it is the title of a job that is not read as a job (loosely: title, company,
 * dates). `read` is what OpenResume's rules read from the same pages; `headings` are the section headings the
 * project's own parser found in them.
 */
export function pageTopProblems(
  pages: readonly PdfTextPage[],
  resume: Resume,
  read: OrResume,
  headings: readonly string[],
): string[] {
  const items = pages.flatMap((page) => readItems([page]).map((item): PagedItem => ({ ...item, page: page.number })));
  const lines = groupIntoLines(items) as PagedItem[][];
  const problems: string[] = [];
  for (const page of pages.slice(1)) {
    const first = items.find((i) => i.page === page.number && !blank(i.text));
    if (!first) continue;
    const at = lines.findIndex((l) => l.some((i) => i.page === page.number && i.y === first.y));
    const line = lines[at];
    const head = line?.[0];
    const own = head?.page === page.number && head.x === first.x && head.y === first.y;
    // A first item merged into an item of the page before keeps that item's place: look for its text then.
    const text =
      (line ?? lines.find((l) => l.some((i) => i.text.includes(first.text))))?.map((i) => i.text).join(' | ') ?? '';
    if (!line || !head || !own) {
      problems.push(`page ${page.number}: its first line "${first.text}" is read as part of "${text}"`);
      continue;
    }
    // A heading must come out whole, one item: whether OpenResume then takes it for a section title is its own rule
    // (bold capitals, or a short line with a keyword: a title-case 'Certifications' is not one, wherever it is).
    if (headings.some((h) => same(h, head.text)) && line.length !== 1)
      problems.push(`page ${page.number}: heading "${text}" is read in ${line.length} parts`);
    const job = resume.experience.find((j) => normalise(head.text).startsWith(normalise(j.title)));
    if (job && !read.jobs.some((j) => readAsEntry(j, job.title)))
      problems.push(`page ${page.number}: the job "${job.title}" it starts with is not read as an entry of its own`);
  }
  return problems;
}

export interface OrCase {
  templateId: string;
  kind: string;
  font: string;
  resume: Resume;
  score: OrScore;
}

/** The bar for bullets, which OpenResume's reading of every printed case is held to (pdf-ats.test.ts). */
export const OR_BULLET_BAR = 0.95;

export const bulletShare = (s: OrScore) => (s.bulletTotal ? s.bullets / s.bulletTotal : 1);

/**
 * The per-template table across fonts and resumes: one column per resume and font, each cell jobs strict/loose,
 * read as entries of their own, schools strict/loose, skills found and bullets read exactly ('3/3/3 2/2 19 10/10'),
 * then the resumes' totals.
 */
export function formatOrTable(cases: readonly OrCase[]): string {
  const columns = [...new Set(cases.map((c) => `${c.kind} ${c.font}`))].sort();
  const templates = [...new Set(cases.map((c) => c.templateId))];
  const cellOf = (t: string, col: string) => {
    const c = cases.find((x) => x.templateId === t && `${x.kind} ${x.font}` === col);
    const s = c?.score;
    return s
      ? `${s.jobs}/${s.looseJobs}/${s.entries} ${s.schools}/${s.looseSchools} ${s.skills} ${s.bullets}/${s.bulletTotal}`
      : '';
  };
  const totals = [...new Set(cases.map((c) => c.kind))].map((kind) => {
    const r = cases.find((c) => c.kind === kind)!.resume;
    const bullets = r.experience.flatMap((j) => j.bullets.filter((b) => b.trim())).length;
    return `${kind}: ${r.experience.length} jobs, ${r.education.length} schools, ${skillCount(r)} skills, ${bullets} bullets`;
  });
  return [
    `OpenResume rules per template (jobs strict/loose/read as entries, schools strict/loose, skills found, ` +
      `bullets read exactly; ` +
      `${totals.join('; ')})`,
    `| template | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...templates.map((t) => `| ${t} | ${columns.map((col) => cellOf(t, col)).join(' | ')} |`),
  ].join('\n');
}
