// What the rest of the app uses of the trash (issue #42): the dashboard's section, and its query key so a delete
// made elsewhere shows up in it.
export { TrashSection } from './TrashSection';
export { TRASH_KEY } from './trash-api';
export { TRASH_TEXT } from './messages';
