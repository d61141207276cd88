import { HISTORY_MESSAGES } from './messages';

/** Version history in the editor (issue #42 item 1): the History panel and its name for the editor's switches. */
export { HistoryPanel, usePrefetchedHistory, type HistoryTarget } from './HistoryPanel';
export const HISTORY_LABEL = HISTORY_MESSAGES.title;
