/** The public resume page's parts, shared by the server's rendering and the browser's (issue #18 item 2). */
export {
  PUBLIC_PAGE_DATA_ID,
  PublicPage,
  PublicFrame,
  PdfAction,
  ResumeOnPage,
  templateOf,
  useHydrated,
  type PublicPageData,
} from './PublicPage';
export { LoadError, LoadingState, TemplateMissing } from './states';
export { PasswordNotice, type PasswordNoticeProps } from './PasswordNotice';
export { CHROME, SHARED_CHROME, useChrome, type ChromeText } from './chrome';
