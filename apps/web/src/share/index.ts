// What the rest of the app uses of the share feature: the dashboard's panel of share statistics.
export { ShareStatsPanel } from './ShareStats';
