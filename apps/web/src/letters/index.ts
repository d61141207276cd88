// Cover letters (issue #41): the route's screen is loaded by the router; the rest of the app uses these.
export { CoverLetterLink, LetterBadge, LETTERS_QUERY_KEY, useLetterIds } from './badges';
export { DuplicateLetterDialog } from './DuplicateDialog';
export { downloadLetterPdf } from './download';
