/** The import check's sentences (issue #39), whole, for the interface translation to wrap later. */
export const IMPORT_CHECK_TEXT = {
  marked: (n: number) =>
    n === 1
      ? 'The import was unsure of 1 field: it is marked below. Check it, or edit it.'
      : `The import was unsure of ${n} fields: they are marked below. Check each, or edit it.`,
  allChecked: 'Every field the import was unsure of has been checked.',
  imported: (fileName: string) => `Imported from ${fileName}: compare the fields with the original.`,
  compare: 'Compare with the original',
  title: (fileName: string) => `Where each field came from: ${fileName}`,
  description:
    'Each field is outlined on the page it was read from. Amber fields were read with low confidence; red lines were not used.',
  toCheck: 'To check',
  read: 'Read',
  unused: 'Not used',
  noneUnused: 'Every line was used.',
  page: (n: number) => `Page ${n}`,
  loading: 'Drawing the page...',
  failed: 'The page could not be drawn.',
  paragraphs: 'The document, paragraph by paragraph',
  confidence: (c: number) => `${Math.round(c * 100)}% sure`,
} as const;
