// The interface's languages (issue #35 item 5). Components write messages with Lingui's macros
// (`t`/`<Trans>`/`plural` from '@lingui/react/macro', `t` from '@lingui/core/macro' outside React); the rest of
// the app uses this folder only through this file.
export { activateLocale, currentLocale, i18n } from './activate';
export { initialLocale, rememberOnDevice } from './preference';
export {
  directionOf,
  INTERFACE_LOCALES,
  isInterfaceLocale,
  matchLocale,
  nativeName,
  type InterfaceLocale,
} from './locales';
export { M } from './messages';
export { localizeMessage } from './server-text';
export { colourName, colourNameOfValue } from './colour-names';
