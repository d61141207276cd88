import { t } from '@lingui/core/macro';

/**
 * The editor's words for the resume language and renamed headings (issue #35), whole sentences. Getters: each is
 * read when shown, in the interface's language then.
 */
export const LANGUAGE_TEXT = {
  get language() {
    return t`Resume language`;
  },
  get languageHint() {
    return t`Headings, dates and the template’s own words are written in this language.`;
  },
  get headingsTitle() {
    return t`Section headings`;
  },
  get headingsDescription() {
    return t`Rename a heading for this resume. Leave it empty to use the language’s heading.`;
  },
  headingLabel: (section: string) => t`${section} heading`,
  get reset() {
    return t`Reset`;
  },
  resetLabel: (section: string) => t`Reset the ${section} heading`,
};
