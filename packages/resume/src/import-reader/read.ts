import { splitChartedSkills } from './summary-chart';
import { newId } from '../defaults';
import type { ImportMark, Resume } from '../schema';
import { Collected } from './collected';
import { findDates } from './dates';
import { splitEntries } from './entries';
import { piecesOf } from './header-pieces';
import { listsCoursesTaught, researchOfTheses } from './academic-years';
import { listItems, readsAsAchievements } from './skill-lists';
import { joinWrappedLists } from './skill-wraps';
import { withoutClosing } from './closing';
import { nameParted } from './name-labels';
import { readHeader, type Found } from './header';
import { columnRight } from './section-entries';
import { headingKind } from './headings';
import { dropTemplateHints } from './template-hints';
import { detectLanguage } from './language';
import { joinItemRests, joinWrappedLines } from './join-lines';
import { sourceIds } from './line-joins';
import { dropFooter, footContact } from './page-foot';
import { dropInitials } from './monograms';
import { onlyContactDetails } from './contact';
import { splitSections } from './sections';
import type { FieldSource, Section, SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';
import { REVIEW_SECTION } from './review-section';
import { readExperience } from './read-experience';
import { readEducation } from './read-education';
import { readSkills } from './read-skills';

/** The custom section that holds every line the rules could not place (issue #19: nothing is guessed silently). */
export { REVIEW_SECTION };

export { REVIEW_BELOW } from './collected';

export interface ReadResult {
  resume: Resume;
  /** Where each field was read, for the provenance view. */
  fields: FieldSource[];
  /** Lines no field holds (page furniture aside). */
  unused: number[];
  marks: ImportMark[];
  language: string;
}

export function readResume(lines: readonly SourceLine[]): ReadResult {
  const split = splitSections(lines);
  const c = new Collected(lines, split.furniture);
  const { resume, used } = c;
  const source = c.source.bind(c);
  const of = (kind: Section['kind']) => split.sections.filter((s) => s.kind === kind);
  /** A skills list after its label ('Software: NetSuite, SAP S/4HANA'), in a section of another kind: the skills'. */
  const namesSkills = (label: string): boolean => {
    const named = label ? headingKind(label) : undefined;
    return named?.kind === 'skills' && named.cover >= 1;
  };
  const labelsSkills = (line: SourceLine): boolean => namesSkills(listItems(line).label);
  const skillsAfterLabel = (line: SourceLine): boolean => {
    const listed = listItems(line);
    if (!namesSkills(listed.label) || listed.items.length < 2) return false;
    resume.skills.core.push(...listed.items);
    source('skills.core', { text: listed.items.join(', '), lines: sourceIds(line), confidence: 0.8 });
    return true;
  };
  dropTemplateHints(split.sections, lines, used);
  dropInitials(split.sections, lines, used);
  withoutClosing(split.sections);
  splitChartedSkills(split.sections);
  for (const s of split.sections) {
    if (s.kind === 'summary' && onlyContactDetails(s.lines)) s.kind = 'contact';
    if (s.kind === 'skills' && readsAsAchievements(s.lines)) s.kind = 'other';
    if (s.kind === 'experience' && listsCoursesTaught(s.heading?.text ?? '', s.lines)) s.kind = 'other';
    if (
      s.kind === 'experience' &&
      researchOfTheses(s.heading?.text ?? '', () => splitEntries(s.lines).flatMap((e) => e.header.slice(0, 1)))
    )
      s.kind = 'projects';
  }

  // ---- header and contact details ----
  const contact = [...of('contact').flatMap((s) => s.lines), ...footContact(split.sections)];
  dropFooter(split.sections, used);
  const head = readHeader(split.header, contact);
  const p = resume.profile;
  const profile = (field: 'fullName' | 'headline' | 'email' | 'phone' | 'location', found?: Found) => {
    if (!found) return;
    p[field] = found.text;
    source(`profile.${field}`, found);
  };
  const addresses = [head.email?.text ?? '', ...head.links.map((l) => l.text)];
  profile('fullName', head.name && { ...head.name, text: nameParted(head.name.text, addresses) });
  profile('headline', head.headline);
  profile('email', head.email);
  profile('phone', head.phone);
  profile('location', head.location);
  for (const link of head.links) {
    const url = link.text;
    if (/linkedin\.com/i.test(url) && !p.linkedin) {
      p.linkedin = url;
      source('profile.linkedin', link);
    } else if (/github\.com/i.test(url) && !p.github) {
      p.github = url;
      source('profile.github', link);
    } else if (!p.website) {
      p.website = url;
      source('profile.website', link);
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
      source('summary', { text: resume.summary, lines: para.map((l) => l.id), confidence: 0.75 });
    }
  }

  // ---- sections ----

  for (const s of split.sections) {
    if (s.kind === 'summary') {
      const text = s.lines
        .map((l) => l.text)
        .reduce(joinWrapped, '')
        .trim();
      if (!text) continue;
      resume.summary = resume.summary ? `${resume.summary}\n${text}` : text;
      source('summary', { text, lines: s.lines.map((l) => l.id), confidence: 0.9 });
    } else if (s.kind === 'experience') {
      readExperience(c, s, lines);
    } else if (s.kind === 'education') {
      readEducation(c, s, lines);
    } else if (s.kind === 'skills' || s.kind === 'languages') {
      readSkills(c, s, lines);
    } else if (s.kind === 'certifications') {
      // (A certification wrapped over two lines is one: '… – Instituto de Formação Profissional do' / 'Oeste, 2018'.)
      for (const line of joinWrappedLines(joinItemRests(s.lines), columnRight(lines, s.lines))) {
        // A skills list after its label among them ('CERTIFICATIONS & SOFTWARE': 'Software: NetSuite, SAP S/4HANA,
        // BlackLine'): skills.
        if (skillsAfterLabel(line)) continue;
        resume.certifications.push(line.text);
        source('certifications', { text: line.text, lines: sourceIds(line), confidence: 0.85 });
      }
    } else if (s.kind === 'projects') {
      for (const e of splitEntries(s.lines)) {
        const { pieces } = piecesOf(e.header);
        const id = newId();
        const name = pieces[0]?.text ?? '';
        if (pieces[0]) source(`projects.${id}.name`, { text: name, lines: [pieces[0].line], confidence: 0.8 });
        e.header.forEach((l) => sourceIds(l).forEach((id) => used.add(id)));
        resume.projects.push({
          id,
          name,
          role: pieces[1]?.text ?? '',
          url: '',
          bullets: c.bullets(`projects.${id}`, e),
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
      // (The heading's cell when its value stands beside it: 'Ulteriori informazioni' | 'Certificazione …'.)
      const label = (s.heading && s.lines[0]?.id === s.heading.id ? s.heading.parts[0]?.text : s.heading?.text) ?? '';
      // An item wrapped in a narrow column ('Hackathon Winner, Seattle' over 'Interactive 2016') is one item.
      // (A skills list after its label there is the skills': 'Додаткова інформація' with 'Навички: …, …', its list
      // wrapped onto the next line as a skills section's is. Not a project's list item, 'Tools: Python, TensorFlow':
      // what the project used.)
      const right = columnRight(lines, s.lines);
      const wrapped = joinWrappedLines(joinItemRests(s.lines), right);
      const skillLine = (l: SourceLine) => !l.bullet && labelsSkills(l);
      const skilled = wrapped.some(skillLine);
      const bullets = (skilled ? joinWrappedLists(wrapped, right) : wrapped)
        .filter((l) => !(skillLine(l) && skillsAfterLabel(l)))
        .map((l) => l.text);
      if (!bullets.length) continue;
      resume.custom.push({ id, label, bullets });
      source(
        `custom.${id}.bullets`,
        { text: bullets.join('\n'), lines: s.lines.map((l) => l.id), confidence: 0.8 },
        label,
      );
    }
  }
  for (const s of split.sections)
    if (s.kind === 'contact') s.lines.forEach((l) => head.used.has(l.id) && used.add(l.id));

  const unused = lines.filter((l) => !used.has(l.id));
  if (unused.length) resume.custom.push({ id: newId(), label: REVIEW_SECTION, bullets: unused.map((l) => l.text) });
  const language = detectLanguage(lines.map((l) => l.text).join('\n'), split.votes);
  resume.meta.language = language;
  return { resume, fields: c.fields, unused: unused.map((l) => l.id), marks: c.marks, language };
}
