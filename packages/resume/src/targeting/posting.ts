import type { LanguagePack } from './languages';
import type { Strength } from './types';

/** What the part of a posting a sentence is in asks of the candidate. */
export type SectionRole = 'required' | 'preferred' | 'ignored' | 'neutral';

export interface PostingSentence {
  text: string;
  role: SectionRole;
}

/** 'Requirements', 'Nice to have:', '**Your profile**', '## What we offer': a short line of its own. */
function headingRole(line: string, pack: LanguagePack): SectionRole | undefined {
  const text = line
    .replace(/^[\s#*_>=-]+|[\s*_:=-]+$/g, '')
    .replace(/\(m\/w\/d\)|\(w\/m\/d\)|\(all genders?\)/gi, '')
    .trim();
  const bulleted = /^(?:[•▪●○◦‣·–—*-]|\d+[.)])\s/.test(line.trim());
  // The heading's words come first ('Nice to have', 'Your profile'), not 'Strong C# skills'.
  if (!text || /:\s*\S/.test(text) || text.split(/\s+/).length > 7 || /[.!?;,]$/.test(text) || bulleted)
    return undefined;
  const { headings } = pack;
  const starts = (re: RegExp) => new RegExp(`^(?:${pack.headingLead.source})?(?:${re.source})`, 'i').test(text);
  if (starts(headings.preferred)) return 'preferred';
  if (starts(headings.neutral)) return 'neutral';
  if (starts(headings.required)) return 'required';
  if (starts(headings.ignored)) return 'ignored';
  return undefined;
}

/**
 * The posting's sentences, each with the role of the section it is in: a heading line ('Requirements', 'Nice to
 * have', 'What we offer') sets the role of the lines below it until the next heading. A line 'Requirements: ...'
 * is a heading and its first sentence at once. Sentences end at '. ', '!', '?', ';' and line ends (not inside
 * 'Node.js').
 */
export function postingSentences(text: string, pack: LanguagePack): PostingSentence[] {
  const out: PostingSentence[] = [];
  let role: SectionRole = 'neutral';
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.trim();
    if (!line) continue;
    const heading = headingRole(line, pack);
    if (heading) {
      role = heading;
      continue;
    }
    const colon = /^([^:]{2,40}):\s+(.+)$/.exec(line);
    if (colon) {
      const lead = headingRole(colon[1]!, pack);
      if (lead) {
        role = lead;
        line = colon[2]!;
      }
    }
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d•(])|;\s*/u)) {
      if (sentence.trim()) out.push({ text: sentence.trim(), role });
    }
  }
  return out;
}

/**
 * The strength of a term at `at` (a character offset) in a sentence: the sentence's own wording first ('is a plus',
 * 'required'; with both, whichever is nearer the term), else its section's role.
 */
export function strengthAt(sentence: PostingSentence, at: number, pack: LanguagePack): Strength {
  const nearest = (re: RegExp) => {
    let best = Infinity;
    for (const m of sentence.text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`)))
      best = Math.min(best, Math.abs(m.index - at));
    return best;
  };
  const preferred = nearest(pack.cues.preferred);
  if (preferred === Infinity) {
    if (sentence.role === 'preferred' && nearest(pack.cues.required) === Infinity) return 'preferred';
    return 'required';
  }
  return nearest(pack.cues.required) < preferred ? 'required' : 'preferred';
}
