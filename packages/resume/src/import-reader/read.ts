import { createResume, newId } from '../defaults';
import type { ImportMark, Resume } from '../schema';
import { findDates } from './dates';
import { splitEntries, joinWrappedLines, piecesOf, assign, type Entry } from './entries';
import { employerOf, isNextRole, roleAt, type Employer } from './promotions';
import { joinDateColumn } from './date-column';
import { cefrLevels, joinWrappedLists, LANGUAGE_LABEL, listItems } from './skill-lists';
import { readHeader, type Found } from './header';
import { headingKind } from './headings';
import { detectLanguage } from './language';
import { sourceIds } from './join-lines';
import { footContact } from './page-foot';
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

/**
 * A school's name without the city some builders add after a comma ('…имени М.В. Ломоносова, Москва'), when the
 * resume names that city already as the person's or a job's place. 'University of California, Berkeley' keeps
 * its campus unless 'Berkeley' alone is such a place.
 */
function withoutKnownPlace(school: string, resume: Resume): string {
  const places = new Set(
    [resume.profile.location, ...resume.experience.map((j) => j.location)].map((p) => p.trim().toLowerCase()),
  );
  const m = school.match(/^(.{8,}),\s+([^,]{2,40})$/u);
  return m && places.has(m[2]!.trim().toLowerCase()) ? m[1]! : school;
}

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
  const contact = [...of('contact').flatMap((s) => s.lines), ...footContact(split.sections)];
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
      const column = joinDateColumn(s.lines);
      column.consumed.forEach((id) => used.add(id));
      const entries = splitEntries(column.lines);
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
          school: withoutKnownPlace(a.first?.text ?? '', resume),
          degree: cut ? cut[1]! : (a.second?.text ?? ''),
          field: cut ? cut[2]! : '',
          ...dates,
          details,
          url: '',
          score: '',
        });
      }
    } else if (s.kind === 'skills' || s.kind === 'languages') {
      // The list a line without a label of its own goes on: the one in the cell above it ('Знание языков' |
      // 'Русский — Родной' over 'Английский — C1').
      let cell: { x: number; languages: boolean } | undefined;
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
        // Interests among the skills ('Interests: chess, running') are no skills: a section of their own. (A
        // 'Certifications:' line there stays, as the person filed it.)
        if (label && headingKind(label)?.kind === 'interests') {
          const id = newId();
          resume.custom.push({ id, label, bullets: items });
          source(`custom.${id}.bullets`, label, { text: items.join('\n'), lines: sourceIds(line), confidence: 0.8 });
          continue;
        }
        const under = !label && cell && Math.abs(line.parts[0]!.x - cell.x) < 3 ? cell : undefined;
        const languages =
          s.kind === 'languages' || (label !== '' && LANGUAGE_LABEL(label, items)) || !!under?.languages;
        const itemsX = label && line.parts.length > 1 ? line.parts[1]!.x : undefined;
        cell = itemsX !== undefined ? { x: itemsX, languages } : under;
        // Europass's grid under a language ('Listening C1 | Reading C1 | Speaking B2'): its levels, on it.
        const levels = languages ? cefrLevels(items) : undefined;
        const spoken = resume.skills.languages;
        if (levels && spoken.length) {
          spoken[spoken.length - 1] = `${spoken.at(-1)} (${levels.join(', ')})`;
          source('skills.languages', 'Languages', { text: levels.join(', '), lines: [line.id], confidence: 0.8 });
          continue;
        }
        (languages ? resume.skills.languages : resume.skills.core).push(...items);
        const ids = sourceIds(line);
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
      // An item wrapped in a narrow column ('Hackathon Winner, Seattle' over 'Interactive 2016') is one item.
      const bullets = joinWrappedLines(s.lines).map((l) => l.text);
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
