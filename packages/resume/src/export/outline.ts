import { formatDateRange, formatMonth } from '../dates';
import { resumeLanguageOf, resumeTexts, sectionHeading } from '../locale';
import { displayUrl, safeHref } from '../safe-url';
import type { Resume } from '../schema';

/**
 * The resume as a document outline: what the Word (.docx) and plain-text exports both write, so the two can never
 * disagree about which values are there or in what order. Strings keep their bullet markup (**bold**, *italic*):
 * the text export removes it, the Word export turns it into bold/italic runs.
 */

/** A piece of text that is a link when `href` is set (http, https or mailto only: see safeHref). */
export interface OutlineLink {
  text: string;
  href?: string;
  /** The address as typed, which the plain-text export writes so it survives a paste. */
  raw?: string;
}

export interface OutlineEntry {
  /** 'Senior Software Engineer, Brightwave Payments'. */
  title: string;
  /** Place, role, kind: 'San Francisco, CA'. */
  subtitle: string;
  /** 'Mar 2021 – Present', like the templates. */
  dates: string;
  links: OutlineLink[];
  paragraphs: string[];
  bullets: string[];
}

export interface OutlineSection {
  title: string;
  paragraphs: string[];
  entries: OutlineEntry[];
  bullets: string[];
}

export interface Outline {
  name: string;
  headline: string;
  contact: OutlineLink[];
  sections: OutlineSection[];
}

const has = (s: string | undefined | null): s is string => !!s && s.trim() !== '';
const lines = (list: readonly string[] | undefined) => (list ?? []).filter(has).map((s) => s.trim());
const join = (parts: Array<string | undefined>, sep: string) =>
  parts
    .filter(has)
    .map((s) => s.trim())
    .join(sep);

/** A URL as a link when it is safe, shown without its scheme; as plain text otherwise. */
export function linkOf(url: string, text = displayUrl(url)): OutlineLink[] {
  if (!has(url)) return [];
  const href = safeHref(url);
  return [href ? { text: text.trim() || displayUrl(url), href, raw: url.trim() } : { text: url.trim() }];
}

function entry(fields: Partial<OutlineEntry> & { title: string }): OutlineEntry {
  const e = { subtitle: '', dates: '', links: [], paragraphs: [], bullets: [], ...fields };
  return { ...e, paragraphs: e.paragraphs.filter(has), bullets: lines(e.bullets) };
}

const keep = (e: OutlineEntry) =>
  has(e.title) || has(e.subtitle) || has(e.dates) || e.links.length + e.paragraphs.length + e.bullets.length > 0;

function section(title: string, parts: Partial<Omit<OutlineSection, 'title'>>): OutlineSection[] {
  const s: OutlineSection = {
    title,
    paragraphs: (parts.paragraphs ?? []).filter(has),
    entries: (parts.entries ?? []).filter(keep),
    bullets: lines(parts.bullets),
  };
  return s.paragraphs.length + s.entries.length + s.bullets.length > 0 ? [s] : [];
}

/**
 * Sections in the order the templates draw them (summary, experience, projects, education, skills,
 * certifications), then the sections an import brings (volunteer, awards, publications, interests, references),
 * other links, and the custom sections in their own order. A section is written only when it has content.
 */
export function resumeOutline(resume: Resume): Outline {
  const p = resume.profile;
  // Headings, labels and dates in the resume's language (issue #35); English keeps the words it always had.
  const lang = resume.meta.language;
  const t = resumeTexts(lang);
  const english = resumeLanguageOf(lang) === 'en';
  const heading = (key: Parameters<typeof sectionHeading>[1]) => sectionHeading(resume.meta, key);
  const range = (start: string, end: string) => formatDateRange(start, end, lang);
  const technologies = (list: readonly string[]) => {
    const tech = lines(list);
    return tech.length ? [`${english ? 'Technologies:' : t.tech} ${tech.join(', ')}`] : [];
  };
  const contact: OutlineLink[] = [
    ...(has(p.location) ? [{ text: p.location.trim() }] : []),
    ...(has(p.address) || has(p.postalCode) ? [{ text: join([p.address, p.postalCode], ' ') }] : []),
    ...(has(p.phone) ? [{ text: p.phone.trim() }] : []),
    ...linkOf(p.email, p.email),
    ...linkOf(p.website),
    ...linkOf(p.linkedin),
    ...linkOf(p.github),
  ];
  const skillLabels = { core: t.skillCore, tools: t.skillTools, languages: t.skillLanguages };
  const sections: OutlineSection[] = [
    ...section(heading('summary'), { paragraphs: [resume.summary.trim()] }),
    ...section(heading('experience'), {
      entries: resume.experience.map((e) =>
        entry({
          title: join([e.title, e.company], ', '),
          subtitle: e.location.trim(),
          dates: range(e.startDate, e.endDate),
          links: linkOf(e.url),
          paragraphs: [e.description.trim(), e.summary.trim(), ...technologies(e.technologies)],
          bullets: lines(e.bullets),
        }),
      ),
    }),
    ...section(heading('projects'), {
      entries: resume.projects.map((pr) =>
        entry({
          title: pr.name.trim(),
          subtitle: join([pr.role, pr.entity, pr.type], ' · '),
          dates: range(pr.startDate, pr.endDate),
          links: linkOf(pr.url),
          paragraphs: [pr.description.trim(), ...technologies(pr.technologies)],
          bullets: lines(pr.bullets),
        }),
      ),
    }),
    ...section(heading('education'), {
      entries: resume.education.map((ed) =>
        entry({
          title: join([join([ed.degree, ed.field], english ? ' in ' : ', '), ed.school], ', '),
          subtitle: has(ed.score) ? `${english ? 'Score' : t.grade}: ${ed.score.trim()}` : '',
          dates: range(ed.startDate, ed.endDate),
          links: linkOf(ed.url),
          bullets: lines(ed.details),
        }),
      ),
    }),
    ...section(heading('skills'), {
      paragraphs: [
        ...(['core', 'tools', 'languages'] as const)
          .filter((k) => lines(resume.skills[k]).length > 0)
          .map((k) => `${skillLabels[k]}: ${lines(resume.skills[k]).join(', ')}`),
        ...resume.skillGroups
          .filter((g) => has(g.name) || lines(g.keywords).length > 0)
          .map((g) => {
            const label = join([g.name, has(g.level) ? `(${g.level.trim()})` : ''], ' ');
            return join([label, lines(g.keywords).join(', ')], ': ');
          }),
      ],
    }),
    ...section(heading('certifications'), { bullets: resume.certifications }),
    ...section(t.volunteer, {
      entries: resume.volunteer.map((v) =>
        entry({
          title: join([v.position, v.organization], ', '),
          dates: range(v.startDate, v.endDate),
          links: linkOf(v.url),
          paragraphs: [v.summary.trim()],
          bullets: lines(v.highlights),
        }),
      ),
    }),
    ...section(t.awards, {
      entries: resume.awards.map((a) =>
        entry({
          title: a.title.trim(),
          subtitle: a.awarder.trim(),
          dates: formatMonth(a.date, lang),
          paragraphs: [a.summary.trim()],
        }),
      ),
    }),
    ...section(t.publications, {
      entries: resume.publications.map((pub) =>
        entry({
          title: pub.name.trim(),
          subtitle: pub.publisher.trim(),
          dates: formatMonth(pub.releaseDate, lang),
          links: linkOf(pub.url),
          paragraphs: [pub.summary.trim()],
        }),
      ),
    }),
    ...section(t.interests, {
      bullets: resume.interests.map((i) => join([i.name, lines(i.keywords).join(', ')], ': ')),
    }),
    ...section(t.references, {
      entries: resume.references.map((r) => entry({ title: r.name.trim(), paragraphs: [r.reference.trim()] })),
    }),
    ...section(t.links, {
      entries: resume.links
        .filter((l) => has(l.url))
        .map((l) =>
          entry({ title: join([l.label, has(l.username) ? `(${l.username.trim()})` : ''], ' '), links: linkOf(l.url) }),
        ),
    }),
    ...resume.custom.flatMap((c) => (has(c.label) ? section(c.label.trim(), { bullets: c.bullets }) : [])),
  ];
  return { name: p.fullName.trim(), headline: p.headline.trim(), contact, sections };
}
