// Choosing the interface language (issue #35 item 5): the picker, and the account's choice following the user to
// other devices. Apart from i18n/ (the catalogs, which lib/ and every feature build on) because it calls the API.
export { LanguagePicker } from './LanguagePicker';
export { useAccountLanguage } from './account-language';
