/** The editor's words for the resume language and renamed headings (issue #35), whole sentences. */
export const LANGUAGE_TEXT = {
  language: 'Resume language',
  languageHint: 'Headings, dates and the template’s own words are written in this language.',
  headingsTitle: 'Section headings',
  headingsDescription: 'Rename a heading for this resume. Leave it empty to use the language’s heading.',
  headingLabel: (section: string) => `${section} heading`,
  reset: 'Reset',
  resetLabel: (section: string) => `Reset the ${section} heading`,
} as const;
