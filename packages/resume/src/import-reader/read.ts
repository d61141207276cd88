import { splitChartedSkills } from './summary-chart';
import { newId } from '../defaults';
import type { ImportMark, Resume } from '../schema';
import { addJob, addSchool, oneSchoolALine, schoolsAsItems } from './add-entries';
import { Collected, type EntryDates } from './collected';
import { findDates } from './dates';
import { assign } from './assign-pieces';
import { splitEntries, type Entry } from './entries';
import { piecesOf } from './header-pieces';
import { likeTheOthers, linesLikeTheOthers, surelySchool, type ReadJob } from './like-the-others';
import { labelledEntries } from './labelled-entries';
import { digitalGrid } from './digital-grid';
import { namesInSkillSentences } from './skill-sentences';
import { listsCoursesTaught } from './academic-years';
import { headRowTable } from './head-row-table';
import { rirekishoEntries } from './rirekisho';
import { datedEmployer, employerOf, isNextRole, roleAfterRole, roleAt, type Employer } from './promotions';
import { withoutNumbers } from './plain-items';
import { CONTINUED } from './entry-lines';
import {
  DRIVING_LICENCE,
  TYPING_SPEED,
  drivingLicenceItem,
  groupNames,
  isMeasuredRow,
  LANGUAGE_LABEL,
  listItems,
  onlyColumnHeads,
  onlyLevels,
  readsAsAchievements,
  skillOfMeasuredRow,
  withoutLevels,
} from './skill-lists';
import { oneSkillAMark } from './skill-phrases';
import { joinWrappedLists } from './skill-wraps';
import { cefrLevels, languageGrid } from './language-grid';
import { markedGrid } from './marked-grid';
import { withoutClosing } from './closing';
import { nameParted } from './name-labels';
import { readHeader, type Found } from './header';
import { columnRight, entriesOf } from './section-entries';
import { headingKind } from './headings';
import { dropTemplateHints } from './template-hints';
import { detectLanguage } from './language';
import { joinItemRests, joinWrappedLines, sourceIds } from './join-lines';
import { footContact } from './page-foot';
import { onlyContactDetails } from './contact';
import { coursesUnderLabel, labelledCourses } from './courses-label';
import { isCertification, isTrainingCourse, namesCertifications } from './certifications';
import { splitSections } from './sections';
import type { FieldSource, Section, SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';
import { REVIEW_SECTION } from './review-section';

/** The place and day a German CV is signed with ('München, 12.11.2026', 'Köln, den 3. Mai 2023'). */
/** 'References available upon request', in a list's place: a courtesy, no skill and no item. */
const REFERENCES_ON_REQUEST =
  /^(?:references?|referencias|referenzen|références|referências|referenze|referenties|referencje|рекомендации|המלצות|المراجع)(?!\p{L}).{0,30}(?:request|solicitud|petici[oó]n|anfrage|demande|solicitação|pedido|consulta|richiesta|aanvraag|życzenie|запросу|דרישה|בקשה|الطلب)\.?$/iu;
const PLACE_AND_DAY = /^\p{Lu}[\p{L}\s.-]*,\s*(?:den\s+)?\d{1,2}\.\s?(?:\d{1,2}\.|\p{L}+)\s?(?:19|20)\d\d$/u;

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
  withoutClosing(split.sections);
  splitChartedSkills(split.sections);
  for (const s of split.sections) {
    if (s.kind === 'summary' && onlyContactDetails(s.lines)) s.kind = 'contact';
    if (s.kind === 'skills' && readsAsAchievements(s.lines)) s.kind = 'other';
    if (s.kind === 'experience' && listsCoursesTaught(s.heading?.text ?? '', s.lines)) s.kind = 'other';
  }

  // ---- header and contact details ----
  const contact = [...of('contact').flatMap((s) => s.lines), ...footContact(split.sections)];
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
  const entryDates = (e: Entry) => piecesOf(e.header).dates;

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
      const labelled =
        labelledEntries(s.lines, false) ?? rirekishoEntries(s.lines, false) ?? headRowTable(s.lines, true, lines);
      if (labelled) {
        for (const l of labelled) {
          l.used.forEach((id) => used.add(id));
          addJob(c, l.entry, { ...l, confidence: 0.9 }, l.dates);
        }
        continue;
      }
      const entries = entriesOf(lines, s.lines, used, 'besideDates');
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
        const a = nextRole ? roleAt(employer!, pieces) : after ? roleAt(after, pieces) : own!;
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
    } else if (s.kind === 'education') {
      const labelled =
        labelledEntries(s.lines, true) ?? headRowTable(s.lines, false, lines) ?? rirekishoEntries(s.lines, true);
      if (labelled)
        for (const l of labelled) {
          l.used.forEach((id) => used.add(id));
          addSchool(c, l.entry, { ...l, confidence: 0.9 }, l.dates);
        }
      else {
        const certifications = namesCertifications(s.heading);
        const entries = entriesOf(lines, s.lines, used);
        const schools: Array<ReadJob & { e: Entry }> = [];
        for (const e of entries.flatMap((e) => schoolsAsItems(e, s.lines) ?? oneSchoolALine(e))) {
          const courses = coursesUnderLabel(e);
          if (courses && schools.length) {
            schools.at(-1)!.e.bullets.push(...courses);
            continue;
          }
          const { pieces } = piecesOf(e.header);
          if ((certifications && isCertification(e, pieces)) || isTrainingCourse(pieces)) {
            const line = e.header[0]!;
            schools.at(-1)?.e.bullets.push(...labelledCourses(e));
            resume.certifications.push(line.text);
            source('certifications', { text: line.text, lines: sourceIds(line), confidence: 0.8 });
          } else if (pieces.length) schools.push({ e, pieces, a: assign(pieces, true) });
        }
        linesLikeTheOthers(schools, surelySchool);
        for (const { e, a } of schools) addSchool(c, e, a!, entryDates(e));
      }
    } else if (s.kind === 'skills' || s.kind === 'languages') {
      // The list a line without a label of its own goes on: the one in the cell above it ('Знание языков' |
      // 'Русский — Родной' over 'Английский — C1').
      let cell: { x: number; languages: boolean } | undefined;
      const lists = withoutNumbers(joinWrappedLists(s.lines, columnRight(lines, s.lines)));
      const grid = languageGrid(lists);
      const marked = markedGrid(lists);
      const digital = digitalGrid(lists);
      const oneAMark = oneSkillAMark(lists);
      for (const [i, line] of lists.entries()) {
        const row = grid.rows.get(line.id);
        if (row) {
          resume.skills.languages.push(row);
          source('skills.languages', { text: row, lines: sourceIds(line), confidence: 0.8 });
          continue;
        }
        const cross = marked.rows.get(line.id);
        if (cross) {
          const [key, text] = cross.spoken
            ? (['languages', `${cross.name} (${cross.level})`] as const)
            : (['core', cross.name] as const);
          resume.skills[key].push(text);
          source(`skills.${key}`, { text, lines: sourceIds(line), confidence: 0.8 });
          continue;
        }
        if (grid.skip.has(line.id) || marked.skip.has(line.id) || digital.has(line.id)) {
          sourceIds(line).forEach((id) => used.add(id));
          continue;
        }
        // A closing line under the last table ('Köln, im Mai 2023', 'München, 12.11.2026') is no skill, nor is the
        // name signed under it. (A skills table's row is no closing line: 'Jenkins' | '2024' | '4 Years'; nor is a
        // marked item, '• Windows Server 2016 / 2019'.)
        const measuredRow = isMeasuredRow(line.parts.map((q) => q.text));
        if (
          (!measuredRow &&
            !line.bullet &&
            line.text.split(/\s+/).length <= 5 &&
            findDates(line.text) &&
            (/\p{L}{3,}\.?\s+(?:19|20)\d\d/u.test(line.text) || PLACE_AND_DAY.test(line.text))) ||
          (!!p.fullName && line.text.trim().toLowerCase() === p.fullName.trim().toLowerCase()) ||
          REFERENCES_ON_REQUEST.test(line.text.trim())
        )
          continue;
        if (s.kind === 'skills' && groupNames(line, lists[i + 1])) {
          sourceIds(line).forEach((id) => used.add(id));
          continue;
        }
        // A Chinese sentence of proficiency names its tools inside it ('熟练使用 Python、SQL 进行数据提取').
        const named = s.kind === 'skills' ? namesInSkillSentences(line.text) : undefined;
        if (named) {
          resume.skills.core.push(...named);
          source('skills.core', { text: named.join(', '), lines: sourceIds(line), confidence: 0.7 });
          continue;
        }
        const listed = listItems(line, oneAMark.has(line.id));
        const label = listed.label;
        let items =
          s.kind === 'skills' ? withoutLevels(label ? listed.items : skillOfMeasuredRow(listed.items)) : listed.items;
        if (!label && (onlyLevels(items) || onlyColumnHeads(items)) && s.kind === 'skills') {
          sourceIds(line).forEach((id) => used.add(id));
          continue;
        }
        if (!items.length) {
          // A label over the list on the lines below ('Otro(s) idioma(s):'): read, and placed nowhere.
          if (/[:：]\s*$/u.test(line.text)) sourceIds(line).forEach((id) => used.add(id));
          continue;
        }
        // Interests or a driving licence among the skills ('Interests: chess, running', 'Führerschein: Klasse B') are
        // no skills: a section of their own. (A 'Certifications:' line there stays, as the person filed it.)
        // (So is a licence named in a list item of its own: 'Prawo jazdy kat. B', a line or a column's cell.)
        const licences = label
          ? []
          : items.flatMap((text) => {
              const kind = drivingLicenceItem(text);
              return kind ? [{ text, kind }] : [];
            });
        for (const { text, kind } of licences) {
          const id = newId();
          resume.custom.push({ id, label: kind, bullets: [text] });
          source(`custom.${id}.bullets`, { text, lines: sourceIds(line), confidence: 0.8 }, kind);
        }
        if (licences.length) items = items.filter((i) => !licences.some((l) => l.text === i));
        if (!items.length) continue;
        if (
          label &&
          (headingKind(label)?.kind === 'interests' || DRIVING_LICENCE.test(label) || TYPING_SPEED.test(label))
        ) {
          const id = newId();
          resume.custom.push({ id, label, bullets: items });
          source(`custom.${id}.bullets`, { text: items.join('\n'), lines: sourceIds(line), confidence: 0.8 }, label);
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
          source('skills.languages', { text: levels.join(', '), lines: [line.id], confidence: 0.8 });
          continue;
        }
        (languages ? resume.skills.languages : resume.skills.core).push(...items);
        const ids = sourceIds(line);
        source(languages ? 'skills.languages' : 'skills.core', {
          text: items.join(', '),
          lines: ids,
          confidence: 0.85,
        });
      }
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
