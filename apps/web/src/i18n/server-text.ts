import { MESSAGES, type MessageKey } from '@resumey/resume';
import { M } from './messages';

const keyOfText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, unknown][])
    .filter((entry): entry is [MessageKey, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);

/**
 * A message the server or a shared schema wrote in English (SPEC.md's text, as the API keeps answering), in the
 * interface's language when it is one of the shared messages; any other text as it came.
 */
export function localizeMessage(english: string): string {
  const key = keyOfText.get(english);
  const localized = key ? M[key] : undefined;
  return typeof localized === 'string' ? localized : english;
}
