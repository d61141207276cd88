import { plural, t } from '@lingui/core/macro';
import { i18n } from '../../i18n';

/**
 * The import check's sentences (issue #39), whole, in the interface's language: getters and functions, so each is
 * read when shown (never frozen at import).
 */
export const IMPORT_CHECK_TEXT = {
  marked: (n: number) =>
    t`${plural(n, {
      one: 'The import was unsure of # field: it is marked below. Check it, or edit it.',
      other: 'The import was unsure of # fields: they are marked below. Check each, or edit it.',
    })}`,
  get allChecked() {
    return t`Every field the import was unsure of has been checked.`;
  },
  imported: (fileName: string) => t`Imported from ${fileName}: compare the fields with the original.`,
  get compare() {
    return t`Compare with the original`;
  },
  title: (fileName: string) => t`Where each field came from: ${fileName}`,
  get description() {
    return t`Each field is outlined on the page it was read from. Amber fields were read with low confidence; red lines were not used.`;
  },
  get toCheck() {
    return t`To check`;
  },
  get read() {
    return t`Read`;
  },
  get unused() {
    return t`Not used`;
  },
  get noneUnused() {
    return t`Every line was used.`;
  },
  page: (n: number) => t`Page ${n}`,
  get pages() {
    return t`Pages`;
  },
  get loading() {
    return t`Drawing the page...`;
  },
  get failed() {
    return t`The page could not be drawn.`;
  },
  get paragraphs() {
    return t`The document, paragraph by paragraph`;
  },
  confidence: (c: number) => {
    const sure = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(c);
    return t`${sure} sure`;
  },
};
