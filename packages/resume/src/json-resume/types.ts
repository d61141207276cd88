import type { FontId } from '../constants';
import type { FontSizeId, PageSizeId } from '../page-setup';
import type { HeadingKey } from '../locale/keys';

/**
 * The parts of JSON Resume (https://jsonresume.org/schema, v1.0.0) that Resumey reads and writes. Every field is
 * optional, as in the standard. `keywords` on work items and `meta.resumey` are Resumey extensions (the standard
 * allows additional properties); other tools ignore them.
 */

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles?: JsonResumeProfile[];
}

export interface JsonResumeWork {
  name?: string;
  position?: string;
  location?: string;
  description?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  /** Resumey extension: the technologies of the job. */
  keywords?: string[];
}

export interface JsonResumeEducation {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface JsonResumeProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
  roles?: string[];
  entity?: string;
  type?: string;
}

export interface JsonResumeAward {
  title?: string;
  date?: string;
  awarder?: string;
  summary?: string;
}

export interface JsonResumeVolunteer {
  organization?: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface JsonResumePublication {
  name?: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
}

/** What `meta.resumey` holds: what JSON Resume has no place for, so a Resumey round trip loses nothing. */
export interface ResumeyExtension {
  version: 1;
  title: string;
  templateId: string;
  color: string;
  fontFamily: FontId;
  lineSpacing: number;
  pageMargins: { top: number; right: number; bottom: number; left: number };
  /** Issue #20; files exported before it have neither, and import as A4 at normal size. */
  pageSize?: PageSizeId;
  fontSize?: FontSizeId;
  createdAt: string;
  /** The resume's section order and hidden sections (meta.sectionOrder, meta.hiddenSections); absent = none. */
  sectionOrder?: string[];
  hiddenSections?: string[];
  /** Issue #35: the resume's language (meta.language) and its renamed headings (meta.headings). */
  language?: string;
  headings?: Partial<Record<HeadingKey, string>>;
  /**
   * Custom sections in order. A section of a mapped kind wrote its bullets as the last `count` entries of awards,
   * volunteer or publications (after the structured ones); the others carry their bullets here.
   */
  custom?: Array<{ label: string; kind?: CustomKind; count?: number; bullets?: string[] }>;
  /** What each entry of `skills` was: the Core or Tools category, or a named group. */
  skills?: Array<'core' | 'tools' | 'group'>;
  /** [exported url, url as typed] pairs, for urls that export normalised ('example.com' -> 'https://example.com/'). */
  urls?: Array<[string, string]>;
  /** [exported plain text, text with markup] pairs: markup is removed on export and restored on import. */
  markup?: Array<[string, string]>;
}

export type CustomKind = 'awards' | 'volunteer' | 'publications';

export interface JsonResume {
  $schema?: string;
  basics?: JsonResumeBasics;
  work?: JsonResumeWork[];
  volunteer?: JsonResumeVolunteer[];
  education?: JsonResumeEducation[];
  awards?: JsonResumeAward[];
  certificates?: Array<{ name?: string; date?: string; issuer?: string; url?: string }>;
  publications?: JsonResumePublication[];
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>;
  languages?: Array<{ language?: string; fluency?: string }>;
  interests?: Array<{ name?: string; keywords?: string[] }>;
  references?: Array<{ name?: string; reference?: string }>;
  projects?: JsonResumeProject[];
  meta?: { canonical?: string; version?: string; lastModified?: string; resumey?: ResumeyExtension };
}
