import { lazy } from 'react';

// What the rest of the app uses of the share feature: the dashboard's panel of share statistics.
export { ShareStatsPanel } from './ShareStats';
// Its list's query key: deleting a resume withdraws its custom URLs.
export { SHARES_KEY } from './share-api';
// The editor's share dialog: its code is loaded when the dialog first opens.
export const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));
