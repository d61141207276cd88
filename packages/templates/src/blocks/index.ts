// The shared blocks every template is built from.
export * from './content';
export { Page, bleed, SideBand, pageVariables } from './Page';
export { Avatar } from './Avatar';
export { Contact, ContactIcon, contactItems, type ContactItem } from './Contact';
export { Name, Line } from './Identity';
export { Bullets, BULLET } from './Bullets';
export { Markup } from './Markup';
export { DateRange } from './DateRange';
export { ResumeLanguageContext, useResumeLanguage, useResumeTexts } from './language';
export { LinkOrText } from './LinkOrText';
export { Tags, type TagStyle } from './Tags';
export { Entry, experienceEntry, projectEntry, educationEntry, type EntryData, type EntryStyle } from './Entry';
export { Skills, type SkillsStyle } from './Skills';
export { Section, type Heading, type HeadingProps, type SectionList } from './Section';
export { LetterContext, useLetter } from './letter';
export { LetterBody } from './LetterBody';
export { Sections, ALL_SECTIONS, DEFAULT_TITLES, type SectionKey, type Theme } from './Sections';
