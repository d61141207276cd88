/** Every sentence the API keys section shows (whole sentences, for the translation catalogues to come). */
export const API_KEYS_TEXT = {
  heading: 'API keys',
  intro:
    'Let your own scripts and AI assistants work on your resumes through the Resumey API and its MCP server. Each key has only the permissions you give it.',
  reference: 'API reference',
  loading: 'Loading your API keys…',
  loadFailed: 'Your API keys could not be loaded. Please try again.',
  empty: 'You have no API keys yet.',
  create: 'Create API key',
  limitReached: 'You have as many API keys as an account may hold. Revoke one you no longer use to create another.',
  nameLabel: 'Name',
  namePlaceholder: 'e.g. My assistant',
  scopesLegend: 'Permissions',
  expiryLabel: 'Expires',
  cancel: 'Cancel',
  submit: 'Create key',
  created: 'API key created',
  showOnce: 'Copy this key now and keep it somewhere safe. It will not be shown again.',
  keyLabel: 'Your new API key',
  copy: 'Copy',
  copied: 'API key copied',
  copyFailed: 'Could not copy: select the key and copy it by hand.',
  done: 'Done',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this API key?',
  revokeConfirm: 'Revoke key',
  revoked: 'API key revoked',
  neverUsed: 'Never used',
  noExpiry: 'No expiry',
  expired: 'Expired',
  datesLabel: 'Dates',
} as const;

/** Expiry choices of a new key, in days (null: no expiry). */
export const EXPIRY_CHOICES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: null, label: 'No expiry' },
] as const;

export const revokeDescription = (name: string) =>
  `Programs using “${name}” will stop working at once. This cannot be undone.`;
export const createdOn = (date: string) => `Created ${date}`;
export const lastUsed = (when: string) => `Last used ${when}`;
export const expiresOn = (date: string) => `Expires ${date}`;
export const keyActions = (name: string) => `Revoke ${name}`;
