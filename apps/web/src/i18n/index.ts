// The interface's languages (issue #35 item 5). Components write messages with Lingui's macros
// (`t`/`<Trans>`/`plural` from '@lingui/react/macro', `t` from '@lingui/core/macro' outside React); the rest of
// the app uses this folder only through this file.
export { activateLocale, currentLocale, i18n } from './activate';
export { initialLocale } from './preference';
export { directionOf, INTERFACE_LOCALES, matchLocale, type InterfaceLocale } from './locales';
export { LanguagePicker } from './LanguagePicker';
export { useAccountLanguage } from './account-language';
export { M } from './messages';
export { localizeMessage } from './server-text';
