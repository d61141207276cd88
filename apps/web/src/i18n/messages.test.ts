import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '@resumey/resume';
import { activateLocale, i18n } from './activate';
import { matchLocale } from './locales';
import { M } from './messages';
import { localizeMessage } from './server-text';

const sample = (key: MessageKey, from: typeof MESSAGES | typeof M) => {
  const value = from[key] as unknown;
  return typeof value === 'function' ? (value as (...a: string[]) => string)('alex', 'cv') : value;
};

describe('the shared messages in the interface language', () => {
  afterEach(() => activateLocale('en'));

  it("reads SPEC.md's English exactly, key for key", () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) expect(sample(key, M), key).toBe(sample(key, MESSAGES));
  });

  it("translates the server's English answer when it is a shared message, and leaves other text as it came", async () => {
    await activateLocale('pseudo');
    expect(i18n.locale).toBe('pseudo');
    const translated = localizeMessage(MESSAGES.usernameTaken);
    expect(translated).not.toBe(MESSAGES.usernameTaken);
    expect(translated.length).toBeGreaterThan(0);
    expect(localizeMessage('Something only this server says')).toBe('Something only this server says');
  });
});

describe('the language a browser asks for', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['zh-TW'], 'zh-Hans'],
    [['zh-CN'], 'zh-Hans'],
    [['ar-EG'], 'ar'],
    [['ko', 'ja'], 'ja'],
    [['ko'], 'en'],
    [['not a tag', 'fr'], 'fr'],
    [[], 'en'],
  ])('%j gives %s', (tags, expected) => expect(matchLocale(tags)).toBe(expected));
});
