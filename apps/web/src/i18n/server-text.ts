import { MESSAGES, type MessageKey } from '@resumey/resume';
import { M } from './messages';

// Made on first use, not when the module loads: a module that computes at load time counts as having side effects,
// so bundles that import lib/api.ts without calling errorText (the public page) would keep every message.
let keyOfText: Map<string, MessageKey> | undefined;
const keyOf = (text: string) =>
  (keyOfText ??= new Map(
    (Object.entries(MESSAGES) as [MessageKey, unknown][])
      .filter((entry): entry is [MessageKey, string] => typeof entry[1] === 'string')
      .map(([key, message]) => [message, key]),
  )).get(text);

/**
 * A message the server or a shared schema wrote in English (SPEC.md's text, as the API keeps answering), in the
 * interface's language when it is one of the shared messages; any other text as it came.
 */
export function localizeMessage(english: string): string {
  const key = keyOf(english);
  const localized = key ? M[key] : undefined;
  return typeof localized === 'string' ? localized : english;
}
