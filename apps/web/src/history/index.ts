import { HISTORY_MESSAGES } from './messages';

/** Version history in the editor (issue #42 item 1): the History panel and its name for the editor's switches. */
export { HistoryPanel, usePrefetchedHistory, type HistoryTarget } from './HistoryPanel';
/** The panel's name in the interface's language, read at render. */
export const historyLabel = () => HISTORY_MESSAGES.title;
