import { t } from '@lingui/core/macro';
import type { ApiKeyScope } from '@resumey/resume';

/**
 * Every sentence the API keys section shows, whole sentences in the interface's language: each is read at the
 * moment of use, so a change of language shows at the next render.
 */
export const API_KEYS_TEXT = {
  get heading() {
    return t`API keys`;
  },
  get intro() {
    return t`Let your own scripts and AI assistants work on your resumes through the Resumey API and its MCP server. Each key has only the permissions you give it.`;
  },
  get reference() {
    return t`API reference`;
  },
  get loading() {
    return t`Loading your API keys…`;
  },
  get loadFailed() {
    return t`Your API keys could not be loaded. Please try again.`;
  },
  get empty() {
    return t`You have no API keys yet.`;
  },
  get create() {
    return t`Create API key`;
  },
  get limitReached() {
    return t`You have as many API keys as an account may hold. Revoke one you no longer use to create another.`;
  },
  get nameLabel() {
    return t`Name`;
  },
  get namePlaceholder() {
    return t`e.g. My assistant`;
  },
  get scopesLegend() {
    return t`Permissions`;
  },
  get expiryLabel() {
    return t`Expires`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get submit() {
    return t`Create key`;
  },
  get showOnce() {
    return t`Copy this key now and keep it somewhere safe. It will not be shown again.`;
  },
  get keyLabel() {
    return t`Your new API key`;
  },
  get copy() {
    return t`Copy`;
  },
  get copied() {
    return t`API key copied`;
  },
  get copyFailed() {
    return t`Could not copy: select the key and copy it by hand.`;
  },
  get done() {
    return t`Done`;
  },
  get revoke() {
    return t`Revoke`;
  },
  get revokeTitle() {
    return t`Revoke this API key?`;
  },
  get revokeConfirm() {
    return t`Revoke key`;
  },
  get revoked() {
    return t`API key revoked`;
  },
  get neverUsed() {
    return t`Never used`;
  },
  get noExpiry() {
    return t`No expiry`;
  },
  get expired() {
    return t`Expired`;
  },
  get datesLabel() {
    return t`Dates`;
  },
};

/** Expiry choices of a new key, in days (null: no expiry); `label()` in the interface's language. */
export const EXPIRY_CHOICES: readonly { days: number | null; label: () => string }[] = [
  { days: 30, label: () => t`30 days` },
  { days: 90, label: () => t`90 days` },
  { days: 365, label: () => t`1 year` },
  { days: null, label: () => t`No expiry` },
];

/** API_KEY_SCOPE_LABELS (the shared English, which the API documents) in the interface's language. */
export function scopeLabel(scope: ApiKeyScope): { title: string; description: string } {
  switch (scope) {
    case 'resumes:read':
      return { title: t`Read resumes`, description: t`List your resumes, read them and download their PDFs.` };
    case 'resumes:write':
      return { title: t`Write resumes`, description: t`Create, change, rename, duplicate and delete resumes.` };
    case 'shares:manage':
      return {
        title: t`Manage shares`,
        description: t`Read and change your custom URLs, their settings and views, and your username.`,
      };
  }
}

export const createdText = (name: string) => t`API key created: ${name}`;
export const revokeDescription = (name: string) =>
  t`Programs using “${name}” will stop working at once. This cannot be undone.`;
export const createdOn = (date: string) => t`Created ${date}`;
export const lastUsed = (when: string) => t`Last used ${when}`;
export const expiresOn = (date: string) => t`Expires ${date}`;
export const keyActions = (name: string) => t`Revoke ${name}`;
