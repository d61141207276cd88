import type { TermKind } from '../types';

/** One term of the skills list: its canonical name, its kind, and every way of writing it that means the same. */
export interface LexiconEntry {
  /** 'javascript', 'c-sharp': from the canonical name, stable across versions of the list. */
  id: string;
  name: string;
  kind: Exclude<TermKind, 'experience' | 'phrase'>;
  /**
   * Synonyms and spellings, the name included. One that starts with '=' matches only in exactly that case ('=Go',
   * '=R', '=Excel'): written in lower case it is an ordinary word.
   */
  aliases: string[];
  /** Generic degrees only: 0 school, 1 associate, 2 bachelor, 3 master, 4 doctorate (a higher one satisfies a lower). */
  level?: number;
}

/** 'C#' -> 'c-sharp', 'Node.js' -> 'node-js', 'Bachelor's degree' -> 'bachelors-degree'. */
export const entryId = (name: string) =>
  name
    .toLowerCase()
    .replace(/#/g, '-sharp')
    .replace(/\+/g, '-plus')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A group of entries written one a line: 'Name | synonym | synonym', an optional '@N' after the name giving a
 * degree's level. Written as text so the list reads like a list.
 */
export function group(kind: LexiconEntry['kind'], lines: string): LexiconEntry[] {
  return lines
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('//'))
    .map((line) => {
      const [head = '', ...rest] = line.split('|').map((p) => p.trim());
      const level = /@(\d)$/.exec(head);
      const name = head.replace(/\s*@\d$/, '').replace(/^=/, '');
      const entry: LexiconEntry = { id: entryId(name), name, kind, aliases: [head.replace(/\s*@\d$/, ''), ...rest] };
      if (level) entry.level = Number(level[1]);
      return entry;
    });
}
