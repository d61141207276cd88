/**
 * A line of a PDF's text as an extractor reads it (see @resumey/pdf-text, whose PdfTextLine has this shape):
 * the parser needs only its text, its parts and enough position and style to tell headings, entries and
 * wrapped lines apart.
 */
export interface AtsLine {
  /** From 1. */
  page: number;
  text: string;
  /** Runs set apart within the line (a date at the right margin, tags, contact cells); joined they make `text`. */
  parts: string[];
  /** Left edge and baseline, in points from the page's top-left corner. */
  x: number;
  y: number;
  fontSize: number;
  bold: boolean;
}

export type AtsSectionKind =
  'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'other';

export interface AtsSection {
  kind: AtsSectionKind;
  /** The heading as read. */
  heading: string;
  /** The page the heading is on. */
  page: number;
  lines: AtsLine[];
}

export interface AtsEntry {
  /** The lines above the bullets, split into their parts. */
  header: string[];
  bullets: string[];
  /** 'Tech: a · b' lines and tags under the bullets: no field an ATS reads, kept for the PDF import. */
  technologies?: string[];
}

export interface AtsJob {
  title: string;
  company: string;
  location: string;
  dates: string;
  bullets: string[];
  technologies?: string[];
}

export interface AtsSchool {
  school: string;
  degree: string;
  field: string;
  dates: string;
  details: string[];
}

export interface AtsProject {
  name: string;
  role: string;
  bullets: string[];
  /** Web addresses in the project's header, as printed. */
  urls?: string[];
  technologies?: string[];
}

/** What the parser reads from a resume's text. */
export interface AtsResume {
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  /** Web addresses of the header, as printed. */
  links: string[];
  summary: string;
  experience: AtsJob[];
  education: AtsSchool[];
  projects: AtsProject[];
  skills: string[];
  certifications: string[];
  sections: AtsSection[];
}
