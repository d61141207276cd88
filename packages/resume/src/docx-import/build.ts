import { degreeAndField, SCHOOL_WORD } from '../ats/fields';
import { EMAIL, FIELD_DELIMITER, PHONE, URL_LIKE, hasLetters } from '../ats/text';
import { createResume, newId } from '../defaults';
import type { Resume } from '../schema';
import { bulletText, headerFields, hrefFor, isBullet, splitDocEntries, type DocEntry } from './entries';
import type { DocBlock } from './read-docx';
import type { DocSection } from './sections';
import { gradeAfterLabel, moreSectionOf, skillListOf, technologiesAfterLabel } from '../locale/read-names';
import { REVIEW_SECTION } from '../import-reader/review-section';

/** The custom section that holds every line the rules could not place (issue #19: nothing is guessed silently). */
export { REVIEW_SECTION };

const LOCATION = /^[\p{L}][\p{L}\p{M} .'-]*,\s*[\p{L}][\p{L}\p{M} .'-]*$/u;
const POSTAL_CODE = /\s(\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;
const LABELLED = /^([^:,]{1,40}):\s*(.+)$/;

const listOf = (s: string) =>
  s
    .split(/\s*[,;·•|]\s*/u)
    .map((x) => x.trim())
    .filter(Boolean);
const textOf = (blocks: readonly DocBlock[]) => blocks.map((b) => b.marked).join('\n');

/** An entry's paragraphs: 'Technologies: a, b' lines as a list, the rest as text. */
function paragraphsOf(e: DocEntry) {
  const technologies: string[] = [];
  const text: string[] = [];
  for (const p of e.paragraphs) {
    const tech = technologiesAfterLabel(p.text);
    if (tech) technologies.push(...listOf(tech));
    else text.push(p.marked);
  }
  return { technologies, text };
}

const bulletsOf = (e: DocEntry) => e.bullets.map(bulletText).filter(Boolean);
const dates = (h: ReturnType<typeof headerFields>) => ({
  startDate: h.dates?.start ?? '',
  endDate: h.dates?.end ?? '',
});

/** Name, headline and contact details from the lines above the first section; the rest is returned unplaced. */
function readHeader(resume: Resume, header: readonly DocBlock[], unplaced: string[]) {
  const p = resume.profile;
  const [first, ...rest] = header;
  p.fullName = first?.text ?? '';
  for (const b of rest) {
    const left: string[] = [];
    for (const part of b.parts) {
      for (const raw of part.split(FIELD_DELIMITER)) {
        const piece = raw.replace(/^(?:email|e-mail|phone|tel|mobile|web|website|location)\s*:\s*/i, '').trim();
        if (!piece) continue;
        const href = hrefFor(header, piece);
        if (!p.email && (EMAIL.test(piece) || href.startsWith('mailto:'))) {
          p.email = href.startsWith('mailto:') ? href.slice(7) : piece.match(EMAIL)![0];
        } else if (!p.phone && !hasLetters(piece) && PHONE.test(piece)) p.phone = piece;
        else if (URL_LIKE.test(piece)) {
          if (/linkedin\.com/i.test(piece) && !p.linkedin) p.linkedin = href;
          else if (/github\.com/i.test(piece) && !p.github) p.github = href;
          else if (!p.website) p.website = href;
          else resume.links.push({ id: newId(), label: 'Website', url: href, username: '' });
        } else if (!p.location && LOCATION.test(piece)) p.location = piece;
        else if (!p.address && /\d/.test(piece) && /\p{L}{3}/u.test(piece)) {
          // A street address after the city, with its postal code at the end as our export writes them.
          const postal = piece.match(POSTAL_CODE);
          p.address = postal ? piece.slice(0, postal.index).trim() : piece;
          p.postalCode = postal ? postal[1]! : '';
        } else left.push(piece);
      }
    }
    // The first line that is not contact details is the headline; anything else is for the user to place.
    if (left.length && !p.headline && left.length === b.parts.flatMap((x) => x.split(FIELD_DELIMITER)).length) {
      p.headline = b.text;
    } else unplaced.push(...left);
  }
}

function readSkills(resume: Resume, blocks: readonly DocBlock[]) {
  for (const b of blocks) {
    const line = isBullet(b) ? bulletText(b) : b.text;
    const labelled = line.match(LABELLED);
    if (!labelled) {
      resume.skills.core.push(...listOf(line));
      continue;
    }
    const [, label, items] = labelled;
    const key = skillListOf(label!);
    if (key) resume.skills[key].push(...listOf(items!));
    else {
      const level = label!.match(/^(.*?)\s*\(([^)]*)\)$/);
      resume.skillGroups.push({
        id: newId(),
        name: (level ? level[1]! : label!).trim(),
        level: level ? level[2]!.trim() : '',
        keywords: listOf(items!),
      });
    }
  }
}

/** 'Master in Biology' (English), or 'Master, Biologie' as the export writes it in the other languages. */
function degreeAndFieldOf(pieces: readonly string[]): { degree: string; field: string } {
  const inEnglish = degreeAndField(pieces.join(', '));
  if (inEnglish.field || pieces.length !== 2) return inEnglish;
  return { degree: pieces[0]!, field: pieces[1]! };
}

/** 'Degree in Field, School': the school by its words (University, College...), else the part after the comma. */
function readSchool(e: DocEntry): Resume['education'][number] {
  const h = headerFields(e.header, false);
  const [name = '', ...more] = h.fields;
  const pieces = name.split(/,\s+/);
  let at = pieces.findIndex((x) => SCHOOL_WORD.test(x));
  if (at < 0) at = pieces.length > 1 ? 1 : 0;
  const school = pieces.slice(at).join(', ');
  const score = more.map(gradeAfterLabel).find((g) => g !== undefined);
  return {
    id: newId(),
    school,
    ...degreeAndFieldOf(pieces.slice(0, at)),
    ...dates(h),
    details: [...paragraphsOf(e).text, ...bulletsOf(e)],
    url: h.urls[0] ?? '',
    score: score ?? '',
  };
}

/**
 * Fills a new resume from the document's header and sections. Sections of bullets alone under a heading the
 * model has no list for are custom sections, as written; lines no rule places are in REVIEW_SECTION.
 */
export function buildResume(header: readonly DocBlock[], sections: readonly DocSection[]): Resume {
  const resume = createResume();
  const unplaced: string[] = [];
  readHeader(resume, header, unplaced);
  const custom = (label: string, blocks: readonly DocBlock[]) =>
    resume.custom.push({ id: newId(), label, bullets: blocks.map((b) => (isBullet(b) ? bulletText(b) : b.marked)) });

  for (const s of sections) {
    const entries = () => splitDocEntries(s.blocks);
    // Exports in other languages name these sections in theirs ('Ehrenamt', 'Enlaces'): read by the English word.
    const heading = moreSectionOf(s.heading) ?? s.heading.toLowerCase();
    if (s.kind === 'summary') resume.summary = textOf(s.blocks);
    else if (s.kind === 'skills') readSkills(resume, s.blocks);
    else if (s.kind === 'certifications') resume.certifications.push(...s.blocks.map((b) => bulletText(b)));
    else if (s.kind === 'education') resume.education.push(...entries().map(readSchool));
    else if (/^interests?$/.test(heading)) {
      for (const b of s.blocks) {
        const m = bulletText(b).match(LABELLED);
        resume.interests.push({
          id: newId(),
          name: m ? m[1]!.trim() : bulletText(b),
          keywords: m ? listOf(m[2]!) : [],
        });
      }
    } else if ((s.kind === 'other' || /volunt/.test(heading)) && s.blocks.every(isBullet)) custom(s.heading, s.blocks);
    else if (s.kind === 'experience' && !/volunt/.test(heading)) {
      for (const e of entries()) {
        const h = headerFields(e.header, true);
        const para = paragraphsOf(e);
        // Two paragraphs or more: a first one-liner that is not a sentence says what the company does.
        const first = para.text[0] ?? '';
        const described = para.text.length > 1 && first.length <= 150 && !/[.!?]$/.test(first);
        resume.experience.push({
          id: newId(),
          title: h.fields[0] ?? '',
          company: h.fields[1] ?? '',
          location: h.fields.slice(2).join(', '),
          ...dates(h),
          bullets: bulletsOf(e),
          technologies: para.technologies,
          url: h.urls[0] ?? '',
          description: described ? first : '',
          summary: para.text.slice(described ? 1 : 0).join('\n'),
        });
      }
    } else if (s.kind === 'projects') {
      for (const e of entries()) {
        const h = headerFields(e.header, false);
        const para = paragraphsOf(e);
        const [name = '', role = '', entity = '', type = ''] = h.fields;
        resume.projects.push({
          id: newId(),
          name,
          role,
          entity,
          type,
          url: h.urls[0] ?? '',
          ...dates(h),
          bullets: bulletsOf(e),
          technologies: para.technologies,
          description: para.text.join('\n'),
        });
      }
    } else if (/volunt/.test(heading)) {
      for (const e of entries()) {
        const h = headerFields(e.header, true);
        resume.volunteer.push({
          id: newId(),
          position: h.fields[0] ?? '',
          organization: h.fields[1] ?? '',
          url: h.urls[0] ?? '',
          ...dates(h),
          summary: paragraphsOf(e).text.join('\n'),
          highlights: bulletsOf(e),
        });
      }
    } else if (/^(awards?|honou?rs)/.test(heading)) {
      for (const e of entries()) {
        const h = headerFields(e.header, false);
        resume.awards.push({
          id: newId(),
          title: h.fields[0] ?? '',
          awarder: h.fields[1] ?? '',
          date: h.dates?.end || h.dates?.start || '',
          summary: [...paragraphsOf(e).text, ...bulletsOf(e)].join('\n'),
        });
      }
    } else if (/^publications?/.test(heading)) {
      for (const e of entries()) {
        const h = headerFields(e.header, false);
        resume.publications.push({
          id: newId(),
          name: h.fields[0] ?? '',
          publisher: h.fields[1] ?? '',
          releaseDate: h.dates?.end || h.dates?.start || '',
          url: h.urls[0] ?? '',
          summary: [...paragraphsOf(e).text, ...bulletsOf(e)].join('\n'),
        });
      }
    } else if (/^references?/.test(heading)) {
      for (const e of entries()) {
        const name = e.header.map((b) => b.text).join(' ');
        resume.references.push({ id: newId(), name, reference: [...paragraphsOf(e).text, ...bulletsOf(e)].join('\n') });
      }
    } else if (/^links?$/.test(heading)) {
      for (const e of entries()) {
        const h = headerFields(e.header, false);
        const [label = 'Link', username = ''] = (h.fields[0] ?? 'Link').match(/^(.*?)(?:\s+\((.*)\))?$/)!.slice(1);
        for (const url of h.urls) resume.links.push({ id: newId(), label, url, username });
      }
    } else custom(s.heading, s.blocks);
  }
  if (unplaced.length) resume.custom.push({ id: newId(), label: REVIEW_SECTION, bullets: unplaced });
  return resume;
}
