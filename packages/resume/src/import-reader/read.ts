import { createResume, newId } from '../defaults';
import type { ImportMark, Resume } from '../schema';
import { findDates } from './dates';
import { splitEntries, joinWrappedLines, piecesOf, assign, type Entry } from './entries';
import { employerOf, isNextRole, roleAt, type Employer } from './promotions';
import { headingKind } from './headings';
import { readHeader, type Found } from './header';
import { detectLanguage } from './language';
import { splitSections } from './sections';
import type { FieldSource, Section, SourceBox, SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';

/** The custom section that holds every line the rules could not place (issue #19: nothing is guessed silently). */
export const REVIEW_SECTION = 'Imported - please review';

/** Below this a field is marked in the editor for the user to check (meta.importReview). */
export const REVIEW_BELOW = 0.7;

export interface ReadResult {
  resume: Resume;
  /** Where each field was read, for the provenance view. */
  fields: FieldSource[];
  /** Lines no field holds (page furniture aside). */
  unused: number[];
  marks: ImportMark[];
  language: string;
}

const boxOf = (lines: readonly SourceLine[], ids: readonly number[], text = ''): SourceBox => {
  const ls = lines.filter((l) => ids.includes(l.id));
  if (!ls.length) return { page: 0, x: 0, y: 0, w: 0, h: 0 };
  // A field that is one part of its line (a date flush right, a company beside a title): that part's region.
  const part =
    ls.length === 1 && ls[0]!.parts.length > 1 && ls[0]!.box.page > 0
      ? ls[0]!.parts.find((p) => text && p.text.includes(text))
      : undefined;
  if (part) return { ...ls[0]!.box, x: part.x, w: part.right - part.x };
  const page = ls[0]!.box.page;
  const same = ls.filter((l) => l.box.page === page);
  const x = Math.min(...same.map((l) => l.box.x));
  const y = Math.min(...same.map((l) => l.box.y));
  const right = Math.max(...same.map((l) => l.box.x + l.box.w));
  const bottom = Math.max(...same.map((l) => l.box.y + l.box.h));
  return { page, x, y, w: right - x, h: bottom - y };
};

/** Items of a list: 'a, b; c', tags set apart on a line, one a line; a label before them ('Tools:') left out. */
function listItems(line: SourceLine): { label: string; items: string[] } {
  let parts = line.parts.map((p) => p.text);
  let label = '';
  // A label cell or a bold label before the list ('Platforms' | 'Kubernetes, ...', 'Computer: ...').
  if (
    parts.length > 1 &&
    (line.parts[0]!.bold || /:$/.test(parts[0]!) || parts[0]!.split(/\s+/).length <= 2) &&
    // A list after it, or one language after a languages label ('Lingua madre' | 'Italiano').
    (/[,;·•、]/.test(parts.slice(1).join(' ')) || headingKind(parts[0]!)?.kind === 'languages')
  ) {
    label = parts[0]!.replace(/[:：]\s*$/, '');
    parts = parts.slice(1);
  }
  const items: string[] = [];
  for (let part of parts) {
    const m = part.match(/^([^:：,]{1,30})[:：]\s*(.+)$/u);
    if (m) {
      label ||= m[1]!.trim();
      part = m[2]!;
    }
    // Split at separators outside brackets: 'Excel (VBA, Power Query); SQL' keeps its brackets whole.
    let depth = 0;
    let cur = '';
    for (let i = 0; i < part.length; i++) {
      const c = part[i]!;
      if ('(（[【'.includes(c)) depth += 1;
      if (')）]】'.includes(c)) depth = Math.max(0, depth - 1);
      const sep = depth === 0 && (/[,;·•|、，；]/.test(c) || (c === '/' && part[i - 1] === ' ' && part[i + 1] === ' '));
      if (sep) {
        items.push(cur);
        cur = '';
      } else cur += c;
    }
    items.push(cur);
  }
  return {
    label,
    items: items.map((s) => s.replace(/^[\s•·-]+|[\s.]+$/gu, '').trim()).filter((s) => /[\p{L}\d]/u.test(s)),
  };
}

/** Names of languages and levels, in a few languages: 'Languages: Spanish (fluent)' lists languages, 'Languages: Go, Python' does not. */
const SPOKEN =
  /\b(?:english|spanish|german|french|italian|portuguese|dutch|polish|swedish|turkish|russian|ukrainian|greek|arabic|hebrew|persian|hindi|chinese|mandarin|cantonese|japanese|korean|thai|vietnamese|indonesian|englisch|deutsch|spanisch|französisch|italienisch|inglés|español|alemán|francés|anglais|allemand|espagnol|inglese|tedesco|italiano|francese|spagnolo|portoghese|français|portugais|italien|português|inglês|espanhol|alemão|francês|nederlands|engels|duits|frans|polski|angielski|niemiecki|native|fluent|bilingual|conversational|basic|muttersprache|fließend|verhandlungssicher|nativo|fluido|courant|[abc][12])\b/iu;
/** Text without what it says in brackets: 'Excel（VLOOKUP、ピボットテーブル）' is one item, not a list. */
const outsideBrackets = (text: string) => text.replace(/\([^)]*\)|（[^）]*）|\[[^\]]*\]/g, '');

/**
 * A list wrapped onto the next line in the middle of an item ('Excel (VBA, Power Query); Power' over 'BI; SQL'):
 * the lines joined when the first runs to the column's edge without ending on a separator.
 */
function joinWrappedLists(lines: readonly SourceLine[]): SourceLine[] {
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));
  const out: SourceLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const last = prev?.parts.at(-1);
    const joins =
      prev &&
      last &&
      line.box.page === prev.box.page &&
      line.box.page > 0 &&
      line.parts.length === 1 &&
      !line.bullet &&
      prev.box.x + prev.box.w > right - line.size * 3 &&
      /[,;·•、]/.test(outsideBrackets(last.text)) &&
      !/[,;·•、.]$/.test(last.text) &&
      Math.abs(line.parts[0]!.x - last.x) < 3 &&
      !/^[^:,]{1,30}:/.test(line.text) &&
      line.box.y - prev.box.y < line.size * 1.9;
    if (joins) {
      const parts = [...prev.parts.slice(0, -1), { ...last, text: `${last.text} ${line.text}` }];
      const joined = [...((prev as { joined?: number[] }).joined ?? [prev.id]), line.id];
      out[out.length - 1] = { ...prev, parts, text: parts.map((p) => p.text).join(' '), joined } as SourceLine;
    } else out.push(line);
  }
  return out;
}

const LANGUAGE_LABEL = (label: string, items: string[]) =>
  headingKind(label)?.kind === 'languages' && items.filter((i) => SPOKEN.test(i)).length >= items.length / 2;

export function readResume(lines: readonly SourceLine[]): ReadResult {
  const split = splitSections(lines);
  const resume = createResume();
  const fields: FieldSource[] = [];
  const marks: ImportMark[] = [];
  const used = new Set<number>(split.furniture);
  const source = (key: string, label: string, found: Found) => {
    fields.push({
      key,
      label,
      text: found.text,
      lines: found.lines,
      box: boxOf(lines, found.lines, found.text),
      confidence: found.confidence,
      reason: found.reason,
    });
    found.lines.forEach((id) => used.add(id));
    if (found.confidence < REVIEW_BELOW)
      marks.push({ key, confidence: found.confidence, reason: found.reason ?? 'Read with low confidence.' });
  };
  const of = (kind: Section['kind']) => split.sections.filter((s) => s.kind === kind);

  // ---- header and contact details ----
  const contact = of('contact').flatMap((s) => s.lines);
  const head = readHeader(split.header, contact);
  const p = resume.profile;
  const profile = (field: 'fullName' | 'headline' | 'email' | 'phone' | 'location', label: string, found?: Found) => {
    if (!found) return;
    p[field] = found.text;
    source(`profile.${field}`, label, found);
  };
  profile('fullName', 'Full Name', head.name);
  profile('headline', 'Headline', head.headline);
  profile('email', 'Email', head.email);
  profile('phone', 'Phone', head.phone);
  profile('location', 'Location', head.location);
  for (const link of head.links) {
    const url = link.text;
    if (/linkedin\.com/i.test(url) && !p.linkedin) {
      p.linkedin = url;
      source('profile.linkedin', 'LinkedIn', link);
    } else if (/github\.com/i.test(url) && !p.github) {
      p.github = url;
      source('profile.github', 'GitHub', link);
    } else if (!p.website) {
      p.website = url;
      source('profile.website', 'Website', link);
    }
  }
  head.used.forEach((id) => used.add(id));
  // A paragraph under the name with no heading of its own ('Marketing manager who likes...'): the summary.
  if (!split.sections.some((s) => s.kind === 'summary')) {
    const para = split.header.filter(
      (l) => !used.has(l.id) && !l.bullet && l.text.split(/\s+/).length >= 8 && !findDates(l.text),
    );
    if (para.length) {
      resume.summary = para.map((l) => l.text).reduce(joinWrapped, '');
      source('summary', 'Summary', { text: resume.summary, lines: para.map((l) => l.id), confidence: 0.75 });
    }
  }

  // ---- sections ----
  const entryDates = (e: Entry) => piecesOf(e.header).dates;
  const dateFields = (key: string, d: ReturnType<typeof entryDates>) => {
    if (!d) return { startDate: '', endDate: '' };
    const found: Found = d.asWritten
      ? {
          text: d.text,
          lines: [d.line],
          confidence: 0.5,
          reason: `Dates kept as written ("${d.text}"): set the months if you want them shown as a range.`,
        }
      : { text: d.text, lines: [d.line], confidence: 0.95 };
    source(`${key}.dates`, 'Dates', found);
    return d.asWritten ? { startDate: '', endDate: '', datesText: d.text } : { startDate: d.start, endDate: d.end };
  };
  const bulletsOf = (key: string, e: Entry) =>
    e.bullets.map((b, i) => {
      source(`${key}.bullets.${i}`, 'Bullet', { text: b.text, lines: b.lines, confidence: 0.9 });
      return b.text;
    });

  for (const s of split.sections) {
    if (s.kind === 'summary') {
      const text = s.lines
        .map((l) => l.text)
        .join(' ')
        .trim();
      if (!text) continue;
      resume.summary = resume.summary ? `${resume.summary}\n${text}` : text;
      source('summary', 'Summary', { text, lines: s.lines.map((l) => l.id), confidence: 0.9 });
    } else if (s.kind === 'experience') {
      const entries = splitEntries(s.lines);
      let employer: Employer | undefined;
      for (const e of entries) {
        const { pieces } = piecesOf(e.header);
        if (!pieces.length && resume.experience.length && !e.header.length) {
          // List items before any header line belong to the job above (a page break between them).
          const prev = resume.experience.at(-1)!;
          prev.bullets.push(...bulletsOf(`experience.${prev.id}`, { ...e, bullets: e.bullets.map((b) => b) }));
          continue;
        }
        const id = newId();
        const key = `experience.${id}`;
        const nextRole = isNextRole(e, employer);
        const a = nextRole ? roleAt(employer!, pieces) : assign(pieces, false);
        if (!nextRole) employer = employerOf(e, a);
        const reason =
          a.confidence < REVIEW_BELOW ? 'The title and the company were told apart by their order only.' : undefined;
        if (a.first)
          source(`${key}.title`, 'Job Title', {
            text: a.first.text,
            lines: [a.first.line],
            confidence: a.confidence,
            reason,
          });
        if (a.second)
          source(`${key}.company`, 'Company', {
            text: a.second.text,
            lines: [a.second.line],
            confidence: a.confidence,
            reason,
          });
        if (a.place)
          source(`${key}.location`, 'Location', { text: a.place.text, lines: [a.place.line], confidence: 0.8 });
        const dates = dateFields(key, entryDates(e));
        const paragraphs = e.paragraphs.map((l) => l.text).reduce(joinWrapped, '');
        if (paragraphs)
          source(`${key}.summary`, 'Summary', {
            text: paragraphs,
            lines: e.paragraphs.map((l) => l.id),
            confidence: 0.8,
          });
        e.header.forEach((l) => used.add(l.id));
        resume.experience.push({
          id,
          title: a.first?.text ?? '',
          company: a.second?.text ?? '',
          location: a.place?.text ?? '',
          ...dates,
          bullets: bulletsOf(key, e),
          technologies: [],
          url: '',
          description: '',
          summary: paragraphs,
        });
      }
    } else if (s.kind === 'education') {
      for (const e of splitEntries(joinWrappedLines(s.lines))) {
        const { pieces } = piecesOf(e.header);
        if (!pieces.length) continue;
        const id = newId();
        const key = `education.${id}`;
        const a = assign(pieces, true);
        if (a.first)
          source(`${key}.school`, 'School/Institution', {
            text: a.first.text,
            lines: [a.first.line],
            confidence: a.confidence,
          });
        if (a.second)
          source(`${key}.degree`, 'Degree', { text: a.second.text, lines: [a.second.line], confidence: a.confidence });
        const dates = dateFields(key, entryDates(e));
        e.header.forEach((l) => used.add(l.id));
        const details = [...e.paragraphs.map((l) => l.text), ...e.bullets.map((b) => b.text)];
        e.paragraphs.forEach((l) =>
          source(`${key}.details`, 'Detail', { text: l.text, lines: [l.id], confidence: 0.85 }),
        );
        e.bullets.forEach((b) =>
          source(`${key}.details`, 'Detail', { text: b.text, lines: b.lines, confidence: 0.85 }),
        );
        // 'Bachelor of Science in Computer Science': the degree and its field.
        const cut = (a.second?.text ?? '').match(
          /^(.*?\b(?:bachelor|master|associate|doctor|diploma|certificate|b\.?[as]\.?|m\.?[as]\.?|bsc|msc|ph\.?d\.?)\b.*?)\s+in\s+(.+)$/i,
        );
        resume.education.push({
          id,
          school: a.first?.text ?? '',
          degree: cut ? cut[1]! : (a.second?.text ?? ''),
          field: cut ? cut[2]! : '',
          ...dates,
          details,
          url: '',
          score: '',
        });
      }
    } else if (s.kind === 'skills' || s.kind === 'languages') {
      for (const line of joinWrappedLists(s.lines)) {
        // A closing line under the last table ('Köln, im Mai 2023') is no skill.
        if (
          line.text.split(/\s+/).length <= 5 &&
          findDates(line.text) &&
          /\p{L}{3,}\.?\s+(?:19|20)\d\d/u.test(line.text)
        )
          continue;
        const { label, items } = listItems(line);
        if (!items.length) continue;
        const languages = s.kind === 'languages' || (label !== '' && LANGUAGE_LABEL(label, items));
        (languages ? resume.skills.languages : resume.skills.core).push(...items);
        const ids = (line as { joined?: number[] }).joined ?? [line.id];
        source(languages ? 'skills.languages' : 'skills.core', languages ? 'Languages' : 'Skills', {
          text: items.join(', '),
          lines: ids,
          confidence: 0.85,
        });
      }
    } else if (s.kind === 'certifications') {
      for (const line of s.lines) {
        resume.certifications.push(line.text);
        source('certifications', 'Certification', { text: line.text, lines: [line.id], confidence: 0.85 });
      }
    } else if (s.kind === 'projects') {
      for (const e of splitEntries(s.lines)) {
        const { pieces } = piecesOf(e.header);
        const id = newId();
        const name = pieces[0]?.text ?? '';
        if (pieces[0])
          source(`projects.${id}.name`, 'Project Name', { text: name, lines: [pieces[0].line], confidence: 0.8 });
        e.header.forEach((l) => used.add(l.id));
        resume.projects.push({
          id,
          name,
          role: pieces[1]?.text ?? '',
          url: '',
          bullets: bulletsOf(`projects.${id}`, e),
          technologies: [],
          description: e.paragraphs.map((l) => l.text).reduce(joinWrapped, ''),
          startDate: '',
          endDate: '',
          entity: '',
          type: '',
        });
        e.paragraphs.forEach((l) => used.add(l.id));
      }
    } else if (s.kind !== 'contact' && s.lines.length) {
      // Sections the model has no list for (awards, activities, interests...) are custom sections, as printed.
      const id = newId();
      const label = s.heading?.text ?? '';
      const bullets = s.lines.map((l) => l.text);
      resume.custom.push({ id, label, bullets });
      source(`custom.${id}.bullets`, label, {
        text: bullets.join('\n'),
        lines: s.lines.map((l) => l.id),
        confidence: 0.8,
      });
    }
  }
  for (const s of split.sections)
    if (s.kind === 'contact') s.lines.forEach((l) => head.used.has(l.id) && used.add(l.id));

  const unused = lines.filter((l) => !used.has(l.id));
  if (unused.length) resume.custom.push({ id: newId(), label: REVIEW_SECTION, bullets: unused.map((l) => l.text) });
  const language = detectLanguage(lines.map((l) => l.text).join('\n'), split.votes);
  resume.meta.language = language;
  return { resume, fields, unused: unused.map((l) => l.id), marks, language };
}
