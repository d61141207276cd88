import type { AtsEntry, AtsJob, AtsLine, AtsProject, AtsSchool } from './types';
import { joinWrappedBullets } from './entries';
import { BULLET, DATE_RANGE, EMAIL, FIELD_DELIMITER, hasLetters, isUpper, PHONE, URL_LIKE } from './text';
import { joinWrapped } from '../wrapped-text';

/** A header part cut at the delimiters parsers split on, with dates taken out as fields of their own. */
function fieldsOf(parts: readonly string[]): { fields: string[]; dates: string } {
  const fields: string[] = [];
  let dates = '';
  for (const part of parts) {
    let rest = part;
    const date = rest.match(DATE_RANGE);
    if (date && !dates) {
      dates = date[0].trim();
      rest = `${rest.slice(0, date.index)} | ${rest.slice(date.index! + date[0].length)}`;
    }
    for (const piece of rest.split(FIELD_DELIMITER)) {
      const field = piece.replace(/^[\s|·•,/@]+|[\s|·•,/@]+$/gu, '').trim();
      if (field && hasLetters(field)) fields.push(field);
    }
  }
  return { fields, dates };
}

/** Title, company and location in the order a template shows them; dates wherever they are. */
export function jobOf(entry: AtsEntry): AtsJob {
  const { fields, dates } = fieldsOf(entry.header);
  return {
    title: fields[0] ?? '',
    company: fields[1] ?? '',
    location: fields[2] ?? '',
    dates,
    bullets: entry.bullets,
    technologies: entry.technologies ?? [],
  };
}

export const SCHOOL_WORD =
  /\b(universit\w*|college|institut\w*|school|academy|polytechnic|conservatoire|hochschule)\b/i;
export const DEGREE_WORD =
  /\b(bachelor|master|doctor|ph\.?\s?d|mba|b\.?\s?sc?|m\.?\s?sc?|b\.?a|m\.?a|associate|diploma|certificate|degree|licen[cs]e)\b/i;

/** 'BSc in Computer Science': the degree and its field, cut at ' in '; the whole line is the degree otherwise. */
export function degreeAndField(line: string): { degree: string; field: string } {
  const cut = line.match(/^(.*?)\s+in\s+(.+)$/i);
  return { degree: (cut ? cut[1]! : line).trim(), field: cut ? cut[2]!.trim() : '' };
}

/** School by its words (University, College, ...), else the part after the degree; 'Degree in Field' split. */
export function schoolOf(entry: AtsEntry): AtsSchool {
  const { fields, dates } = fieldsOf(entry.header);
  let schoolAt = fields.findIndex((f) => SCHOOL_WORD.test(f) && !DEGREE_WORD.test(f));
  if (schoolAt < 0) schoolAt = fields.length > 1 && DEGREE_WORD.test(fields[0]!) ? 1 : 0;
  const school = fields[schoolAt] ?? '';
  return {
    school,
    ...degreeAndField(fields.find((_, i) => i !== schoolAt) ?? ''),
    dates,
    details: entry.bullets,
  };
}

export function projectOf(entry: AtsEntry): AtsProject {
  const { fields } = fieldsOf(entry.header);
  const named = fields.filter((f) => !URL_LIKE.test(f));
  return {
    name: named[0] ?? '',
    role: named[1] ?? '',
    bullets: entry.bullets,
    urls: fields.filter((f) => URL_LIKE.test(f)),
    technologies: entry.technologies ?? [],
  };
}

/** Every skill of the section: 'Label: a, b, c' lines, one-a-line lists and rows of tags alike. */
const LABELLED = /^([^:,]{1,30}):\s*(.*)$/;

/**
 * A group's label in capitals on a line of its own ('TOOLS'), as list and tag layouts print it. Given the line after
 * it, a label heads a row of tags or is set apart from the line by weight or size: a capitals line in the style of
 * a next line of one item is a skill of a list of one skill a line whose marks are no text ('SQL' over 'GraphQL').
 */
const isGroupLabel = (line: AtsLine, next?: AtsLine) =>
  line.parts.length === 1 &&
  isUpper(line.text) &&
  line.text.length > 2 &&
  !/[,·|:]/.test(line.text) &&
  (!next || next.parts.length > 1 || next.bold !== line.bold || Math.abs(next.fontSize - line.fontSize) >= 0.3);

/** `line` is set as the next row of `above`: from the same left edge, in the same size, within two rows below. */
const nextRowOf = (above: AtsLine, line: AtsLine) =>
  Math.abs(line.x - above.x) < 1 &&
  Math.abs(line.fontSize - above.fontSize) < 0.3 &&
  line.y > above.y &&
  line.y - above.y < above.fontSize * 2;

/**
 * A list wrapped onto rows of its own, joined back into one line of one part: each line joins the (joined) line
 * above it when `continues` says it carries on that list and it is set as its next row.
 */
export function joinWrappedList(
  lines: readonly AtsLine[],
  continues: (above: AtsLine, line: AtsLine) => boolean,
): AtsLine[] {
  const out: AtsLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && continues(prev, line) && nextRowOf(prev, line)) {
      const text = joinWrapped(prev.text, line.text);
      out[out.length - 1] = { ...prev, text, parts: [text], y: line.y };
    } else out.push(line);
  }
  return out;
}

/** 'Core: a, b, System' over 'Design, c': a labelled list wrapped onto lines of its own, joined back. */
const joinWrappedLists = (lines: readonly AtsLine[]) =>
  joinWrappedList(
    lines,
    (prev, line) =>
      LABELLED.test(prev.text) &&
      !LABELLED.test(line.text) &&
      !BULLET.test(line.text) &&
      !isGroupLabel(line) &&
      line.parts.length === 1,
  );

export function skillsOf(lines: readonly AtsLine[]): string[] {
  const skills: string[] = [];
  const joined = joinWrappedLists(joinWrappedBullets(lines));
  for (const [i, line] of joined.entries()) {
    const listed = BULLET.test(line.text);
    const parts = line.parts.length > 1 || !listed ? line.parts : [line.text];
    for (let part of parts) {
      part = part.replace(BULLET, '').trim();
      const labelled = part.match(LABELLED);
      if (labelled) part = labelled[2]!;
      // A group label in capitals on a line of its own ('TOOLS'); a listed item in capitals ('• SQL') is a skill.
      else if (!listed && isGroupLabel(line, joined[i + 1])) continue;
      for (const item of part.split(/\s*[,;·•|]\s*|\s+[/–—]\s+/u)) {
        // A separator left at an item's end or start when the items are separate runs ('TypeScript /').
        const skill = item.trim().replace(/^[/–—]\s+|\s+[/–—]$/u, '');
        if (skill && !BULLET.test(skill)) skills.push(skill);
      }
    }
  }
  return skills;
}

export interface HeaderFields {
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
}

const LOCATION = /^[\p{L}][\p{L}\p{M} .'-]*,\s*[\p{L}][\p{L}\p{M} .'-]*$/u;
const LABEL = /^(location|phone|tel|mobile|email|e-mail|mail|website|web|linkedin|github|url):\s*/i;

/** Name (the first line), headline (the next line that is not a contact detail) and contact details. */
export function headerOf(lines: readonly AtsLine[]): HeaderFields {
  const out: HeaderFields = { name: '', headline: '', email: '', phone: '', location: '', links: [] };
  const first = lines.find((l) => hasLetters(l.text));
  out.name = (first?.parts[0] ?? '').replace(/[^\p{L}\p{M})]+$/u, '').trim();
  for (const line of lines) {
    if (line === first) continue;
    let contact = false;
    for (const part of line.parts) {
      for (let piece of part.split(FIELD_DELIMITER)) {
        piece = piece
          .replace(LABEL, '')
          .replace(/^[|·•/]\s*|\s*[|·•/]$/gu, '')
          .trim();
        if (!piece) continue;
        const email = piece.match(EMAIL);
        if (email && !out.email) {
          out.email = email[0];
          contact = true;
        } else if (!hasLetters(piece) && PHONE.test(piece) && !out.phone) {
          out.phone = piece.match(PHONE)![0].trim();
          contact = true;
        } else if (URL_LIKE.test(piece)) {
          out.links.push(piece);
          contact = true;
        } else if (LOCATION.test(piece) && !out.location) {
          out.location = piece;
          contact = true;
        }
      }
    }
    if (!contact && !out.headline && !out.email && !out.phone && !out.location) out.headline = line.text;
  }
  return out;
}
