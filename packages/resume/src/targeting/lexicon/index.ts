/**
 * The curated skills list the extraction recognises terms by (issue #40). Written for Resumey from public knowledge,
 * with these public sources consulted for which terms and spellings are in common use:
 * - the O*NET database's "Technology Skills" and "Hot Technologies" (US Department of Labor, onetonline.org) for
 *   software and tools across occupations;
 * - ESCO, the European classification of skills, competences and occupations (esco.ec.europa.eu), for skills and
 *   job titles outside software and their German forms;
 * - the Stack Overflow Developer Survey's lists of languages, frameworks, databases and tools;
 * - the issuers' own names and abbreviations of certifications (AWS, Microsoft, Google Cloud, CompTIA, (ISC)²,
 *   ISACA, PMI, AXELOS, Scrum Alliance, Scrum.org, CFA Institute, AICPA, American Heart Association, NCSBN, APICS);
 * - the Bundesagentur für Arbeit's job titles (BERUFENET) and German degree names (Bachelor, Diplom, Staatsexamen).
 *
 * An entry is a concept with its spellings in every language: a language pack (../languages) brings the grammar
 * (stemming, requirement wording, section headings), so a new language adds a pack and its spellings here.
 * LEXICON_VERSION changes whenever an entry is added, removed or changed, so stored results can say what found them.
 */
import type { LexiconEntry } from './entry';
import { BUSINESS_SKILLS, BUSINESS_TOOLS } from './business';
import { CERTIFICATIONS, DEGREES, FIELDS_OF_STUDY } from './credentials';
import { DATA_SKILLS, DATA_TOOLS } from './data';
import {
  DESIGN_SKILLS,
  DESIGN_TOOLS,
  HEALTHCARE_SKILLS,
  HEALTHCARE_TOOLS,
  OPERATIONS_SKILLS,
  OPERATIONS_TOOLS,
} from './fields';
import { SOFTWARE_SKILLS, SOFTWARE_TOOLS } from './software';
import { SPOKEN_LANGUAGES, TITLES } from './titles';

export type { LexiconEntry } from './entry';
export { entryId } from './entry';

export const LEXICON_VERSION = 1;

export const LEXICON: readonly LexiconEntry[] = [
  ...SOFTWARE_SKILLS,
  ...SOFTWARE_TOOLS,
  ...DATA_SKILLS,
  ...DATA_TOOLS,
  ...BUSINESS_SKILLS,
  ...BUSINESS_TOOLS,
  ...DESIGN_SKILLS,
  ...DESIGN_TOOLS,
  ...HEALTHCARE_SKILLS,
  ...HEALTHCARE_TOOLS,
  ...OPERATIONS_SKILLS,
  ...OPERATIONS_TOOLS,
  ...CERTIFICATIONS,
  ...DEGREES,
  ...FIELDS_OF_STUDY,
  ...TITLES,
  ...SPOKEN_LANGUAGES,
];

const byId = new Map(LEXICON.map((e) => [e.id, e]));
export const lexiconEntry = (id: string): LexiconEntry | undefined => byId.get(id);
