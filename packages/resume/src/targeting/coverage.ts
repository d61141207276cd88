import type { AtsLine } from '../ats/types';
import type { Resume } from '../schema';
import { SECTION_NAMES } from '../sections';
import { LANGUAGE_PACKS } from './languages';
import { PhraseMatcher } from './matcher';
import { TARGETING_MESSAGES } from './messages';
import { editorPlaces, pdfPlaces, type Place, type TextPlace } from './places';
import { suggestionsFor, type Suggestion } from './suggestions';
import type { PostingLanguage, Term } from './types';
import { yearsOfExperience } from './years';

export type NotInPdfReason = 'hidden' | 'not-printed' | 'unreadable';

export interface MatchedTerm {
  term: Term;
  /** Where the ATS read it in the PDF. */
  places: Place[];
}

export interface MissingTerm {
  term: Term;
  /** Where it would count. */
  suggestions: Suggestion[];
}

export interface UnreadTerm extends MissingTerm {
  /** Where the editor holds it. */
  places: Place[];
  reason: NotInPdfReason;
  /** Said to the user: why the ATS does not read it. */
  message: string;
}

export interface Coverage {
  /** 0-100: matched weight over all weight; null for a posting without terms. */
  score: number | null;
  formula: string;
  matched: MatchedTerm[];
  /** Heaviest first. */
  missing: MissingTerm[];
  /** In the editor, not in the PDF. */
  notInPdf: UnreadTerm[];
  /** Years of experience the PDF's job dates add up to. */
  yearsRead: number;
}

export interface CoverageInput {
  terms: readonly Term[];
  language: PostingLanguage;
  /** The PDF's lines, as @resumey/pdf-text reads them. */
  pdfLines: readonly AtsLine[];
  /** The resume as the editor holds it. */
  resume: Resume;
  /**
   * The template's text as rendered (HTML without tags): tells a field the template leaves out from one it draws.
   * A function: it is asked for only when some term is in the editor and not in the PDF.
   */
  printedText?: string | (() => string);
  /** For 'Present' in job dates. */
  now?: Date;
}

const byWeight = (a: { term: Term }, b: { term: Term }) =>
  b.term.weight - a.term.weight || b.term.count - a.term.count || a.term.label.localeCompare(b.term.label);

/**
 * What an ATS finds of a posting's terms in the resume's PDF (issue #40): each term matched against the PDF's text
 * place by place (section, job, bullet); the terms the editor holds but the PDF does not, with the reason; the rest
 * missing, with where they would count. Pure: the server reads the PDF and hands its lines here.
 */
export function computeCoverage(input: CoverageInput): Coverage {
  const pack = LANGUAGE_PACKS[input.language];
  const findable = input.terms.filter((t) => t.kind !== 'experience');
  const matcher = new PhraseMatcher(
    findable.map((t) => ({ id: t.id, aliases: t.aliases.length ? t.aliases : [t.label] })),
    pack,
  );
  const locate = (places: readonly TextPlace[]) => {
    const found = new Map<string, Place[]>();
    for (const { place, text } of places)
      for (const hit of matcher.find(matcher.tokens(text))) {
        const list = found.get(hit.id) ?? [];
        if (!list.some((p) => JSON.stringify(p) === JSON.stringify(place))) list.push(place);
        found.set(hit.id, list);
      }
    return found;
  };
  const inPdf = locate(pdfPlaces(input.pdfLines));
  const inEditor = locate(editorPlaces(input.resume));
  let printed: Map<string, Place[]> | undefined;
  const printedHas = (id: string): boolean | undefined => {
    if (input.printedText === undefined) return undefined;
    const text = typeof input.printedText === 'function' ? input.printedText() : input.printedText;
    printed ??= locate([{ place: { section: 'other', heading: '' }, text }]);
    return printed.has(id);
  };
  const yearsRead = yearsOfExperience(input.pdfLines, input.now ?? new Date());

  const matched: MatchedTerm[] = [];
  const missing: MissingTerm[] = [];
  const notInPdf: UnreadTerm[] = [];
  for (const term of input.terms) {
    if (term.kind === 'experience') {
      if (yearsRead >= (term.years ?? 0))
        matched.push({ term, places: [{ section: 'experience', heading: 'Experience' }] });
      else missing.push({ term, suggestions: suggestionsFor(term, input.resume) });
      continue;
    }
    const places = inPdf.get(term.id);
    if (places) {
      matched.push({ term, places });
      continue;
    }
    const held = inEditor.get(term.id);
    const suggestions = suggestionsFor(term, input.resume);
    if (!held) {
      missing.push({ term, suggestions });
      continue;
    }
    const hidden = input.resume.meta.hiddenSections;
    const shown = held.filter((p) => !p.key || !hidden.includes(p.key));
    let reason: NotInPdfReason;
    let message: string;
    if (shown.length === 0) {
      reason = 'hidden';
      message = TARGETING_MESSAGES.reasonHidden(SECTION_NAMES[held[0]!.key!]);
    } else if (printedHas(term.id) === false) {
      reason = 'not-printed';
      message = TARGETING_MESSAGES.reasonNotPrinted;
    } else {
      reason = 'unreadable';
      message = TARGETING_MESSAGES.reasonUnreadable;
    }
    notInPdf.push({ term, places: held, reason, message, suggestions });
  }
  const weight = (list: { term: Term }[]) => list.reduce((n, x) => n + x.term.weight, 0);
  const total = weight([...matched, ...missing, ...notInPdf]);
  return {
    score: total ? Math.round((100 * weight(matched)) / total) : null,
    formula: TARGETING_MESSAGES.scoreFormula,
    matched: matched.sort(byWeight),
    missing: missing.sort(byWeight),
    notInPdf: notInPdf.sort(byWeight),
    yearsRead,
  };
}
