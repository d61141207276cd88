// The API keys feature (issue #43), used by the account dialog.
export { ApiKeysSettings } from './ApiKeysSettings';
