import type { ReactNode } from 'react';
import { columnSections, EN_TEXTS, SECTION_KEYS, sectionHeading, type Resume, type SectionKey } from '@resumey/resume';
import { Bullets } from './Bullets';
import {
  hasText,
  skillGroups,
  visibleCustom,
  visibleEducation,
  visibleExperience,
  visibleLines,
  visibleProjects,
  type SkillCategoryKey,
} from './content';
import { educationEntry, Entry, experienceEntry, projectEntry, type EntryData, type EntryStyle } from './Entry';
import { LetterBody } from './LetterBody';
import { useLetter } from './letter';
import { Markup } from './Markup';
import { Section, type Heading, type SectionList } from './Section';
import { Skills, type SkillsStyle } from './Skills';
import { Tags, type TagStyle } from './Tags';

export type { SectionKey };

/** The English headings; a resume's own come from its language and renamed headings (sectionHeading). */
export const DEFAULT_TITLES: Record<Exclude<SectionKey, 'custom'>, string> = {
  summary: EN_TEXTS.summary,
  experience: EN_TEXTS.experience,
  projects: EN_TEXTS.projects,
  education: EN_TEXTS.education,
  skills: EN_TEXTS.skills,
  certifications: EN_TEXTS.certifications,
};

/** How a template draws its sections: everything that differs between templates below the header. */
export interface Theme {
  heading: Heading;
  /** The template's own English wording ('Professional Experience'): used only on English resumes. */
  titles?: Partial<Record<Exclude<SectionKey, 'custom'>, string>>;
  /** Classes of every section (spacing between sections). */
  section?: string;
  layout?: 'stacked' | 'side-label';
  labelWidth?: string;
  entry: EntryStyle;
  /** Classes of the list of entries (spacing between them). */
  entries?: string;
  skills: SkillsStyle;
  skillLabels?: Partial<Record<SkillCategoryKey, string>>;
  certifications?: 'bullets' | TagStyle;
  summary?: string;
}

/**
 * Entries as a list the section draws, its heading kept on one page with the first (see Section's `list`). Entries
 * are at least 0.6 of a line apart (margins collapse: the template's own spacing when it is more): parsers of the
 * OpenResume kind tell one entry from the next by a line gap over 1.4 times the commonest one, and in a compact
 * template two jobs 1.3 lines apart were read as one. A timeline draws its own gap, inside the entry.
 */
const entryList = (items: EntryData[], theme: Theme): SectionList => ({
  className: `${theme.entries ?? 'space-y-3'} ${theme.entry.layout === 'timeline' ? '' : '[&>*+*]:mt-[0.6lh]'}`,
  items: items.map((item) => <Entry key={item.key} entry={item} style={theme.entry} />),
});

/** Each visible section as [key, title, body]; custom sections come one per label. */
function sectionBodies(
  resume: Resume,
  key: SectionKey,
  theme: Theme,
): Array<[string, string, ReactNode | SectionList]> {
  const title = (k: Exclude<SectionKey, 'custom'>) => sectionHeading(resume.meta, k, theme.titles?.[k]);
  switch (key) {
    case 'summary':
      return hasText(resume.summary)
        ? [
            [
              key,
              title(key),
              // dir=auto: the summary reads in the direction of its own first letter (a Latin summary in an Arabic resume).
              <p dir="auto" className={`m-0 whitespace-pre-line ${theme.summary ?? ''}`}>
                <Markup text={resume.summary.trim()} />
              </p>,
            ],
          ]
        : [];
    case 'experience': {
      const items = visibleExperience(resume).map(experienceEntry);
      return items.length ? [[key, title(key), entryList(items, theme)]] : [];
    }
    case 'projects': {
      const items = visibleProjects(resume).map(projectEntry);
      return items.length ? [[key, title(key), entryList(items, theme)]] : [];
    }
    case 'education': {
      const items = visibleEducation(resume).map((e) => educationEntry(e, resume.meta.language));
      return items.length ? [[key, title(key), entryList(items, theme)]] : [];
    }
    case 'skills': {
      const groups = skillGroups(resume, theme.skillLabels);
      return groups.length ? [[key, title(key), <Skills groups={groups} style={theme.skills} />]] : [];
    }
    case 'certifications': {
      const certs = visibleLines(resume.certifications);
      if (!certs.length) return [];
      const style = theme.certifications ?? 'bullets';
      const body = style === 'bullets' ? <Bullets lines={certs} marksAsImages /> : <Tags items={certs} style={style} />;
      return [[key, title(key), body]];
    }
    case 'custom':
      return visibleCustom(resume).map((c) => [`custom-${c.id}`, c.label.trim(), <Bullets lines={c.bullets} />]);
  }
}

const isList = (body: ReactNode | SectionList): body is SectionList =>
  typeof body === 'object' && body !== null && 'items' in body && Array.isArray((body as SectionList).items);

export const visibleSectionCount = (resume: Resume, order: SectionKey[], theme: Theme): number =>
  columnSections(resume.meta, order).flatMap((key) => sectionBodies(resume, key, theme)).length;

export interface SectionsProps {
  resume: Resume;
  theme: Theme;
  /**
   * The sections of this column in the template's own order. Every template draws its columns through here, so
   * the user's order (sorting within the column) and hidden sections apply to all 22 in one place; see
   * section-columns.ts for what each template's columns hold.
   */
  order: SectionKey[];
  /** Number of the first section, for numbered headings continued across columns. */
  start?: number;
}

/**
 * The column's sections in the user's order, each only when it is not hidden and has content (SPEC.md section 2).
 */
export function Sections({ resume, theme, order, start = 0 }: SectionsProps) {
  const letter = useLetter();
  // A cover letter (issue #41): the main column (the one with the summary or experience) holds its body instead.
  if (letter) return order.includes('experience') || order.includes('summary') ? <LetterBody letter={letter} /> : null;
  const bodies = columnSections(resume.meta, order).flatMap((key) => sectionBodies(resume, key, theme));
  return (
    <>
      {bodies.map(([key, title, body], i) => (
        <Section
          key={key}
          sectionKey={key.startsWith('custom-') ? 'custom' : key}
          title={title}
          heading={theme.heading}
          index={start + i}
          className={theme.section ?? 'mt-5'}
          layout={theme.layout}
          labelWidth={theme.labelWidth}
          list={isList(body) ? body : undefined}
        >
          {isList(body) ? null : body}
        </Section>
      ))}
    </>
  );
}

export const ALL_SECTIONS: SectionKey[] = [...SECTION_KEYS];
