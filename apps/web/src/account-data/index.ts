// The account's data (issue #42 items 3 and 5): Download my data and Import an account export, in the account dialog.
export { AccountDataSettings } from './AccountDataSettings';
