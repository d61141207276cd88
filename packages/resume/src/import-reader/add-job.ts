import { newId } from '../defaults';
import { joinWrapped } from '../wrapped-text';
import { CASELESS_LETTER } from '../scripts';
import { REVIEW_BELOW, type Collected, type EntryDates } from './collected';
import type { Assigned } from './assign-pieces';
import type { Entry } from './entries';
import { labelledDetail } from './line-label';
import { tagsOf, techList } from './tech-lines';
import { sourceIds } from './line-joins';

// A job of the resume from an entry whose fields are told apart, each field with where it was read.

export function addJob(c: Collected, e: Entry, a: Assigned, d: EntryDates): void {
  const id = newId();
  const key = `experience.${id}`;
  const reason = a.confidence < REVIEW_BELOW ? ('order-only' as const) : undefined;
  if (a.first)
    c.source(`${key}.title`, {
      text: a.first.text,
      lines: [a.first.line],
      confidence: a.confidence,
      reason,
    });
  if (a.second)
    c.source(`${key}.company`, {
      text: a.second.text,
      lines: [a.second.line],
      confidence: a.confidence,
      reason,
    });
  if (a.place) c.source(`${key}.location`, { text: a.place.text, lines: [a.place.line], confidence: 0.8 });
  const dates = c.dates(key, d);
  // A header line none of whose text became a field, of two words or more ('> Built the weekly KPI deck', an
  // industry's 'Финансовый сектор, банк'): the job's text with its paragraphs, never dropped.
  const named = new Set([a.first?.line, a.second?.line, a.place?.line, d?.line]);
  const unnamed = e.header.filter(
    (l) => !named.has(l.id) && !sourceIds(l).some((id) => c.used.has(id)) && saysMore(l.text),
  );
  // Its technologies on a line of their own ('Kotlin / Kafka / Kubernetes / AWS').
  const tech = e.tech ?? e.paragraphs.filter((l) => techList(l.text));
  const technologies = tech.flatMap((l) => techList(l.text, 2) ?? tagsOf(l) ?? []);
  tech.forEach((l) => c.source(`${key}.technologies`, { text: l.text, lines: [l.id], confidence: 0.8 }));
  // In the order they were written; a labelled detail after the description ('Team: four buyers') a line of its own.
  const said = [...unnamed, ...e.paragraphs.filter((l) => !tech.includes(l))].sort((x, y) => x.id - y.id);
  const paragraphs = said.reduce(
    (text, l) => (!text ? l.text : labelledDetail(l.text) ? `${text}\n${l.text}` : joinWrapped(text, l.text)),
    '',
  );
  if (paragraphs) c.source(`${key}.summary`, { text: paragraphs, lines: said.map((l) => l.id), confidence: 0.7 });
  e.header.forEach((l) => sourceIds(l).forEach((id) => c.used.add(id)));
  c.resume.experience.push({
    id,
    title: a.first?.text ?? '',
    company: a.second?.text ?? '',
    location: a.place?.text ?? '',
    ...dates,
    bullets: c.bullets(key, e),
    technologies,
    url: '',
    description: '',
    summary: paragraphs,
  });
}

/**
 * Text that says more than a word: two words or more, or in a script written without spaces three letters or more
 * ('廣告行銷公關業・30~100人・台北市信義區', a paragraph in Chinese).
 */
const CASELESS_LETTERS = new RegExp(CASELESS_LETTER.source, 'gu');
export const saysMore = (text: string): boolean =>
  text.trim().split(/\s+/u).length >= 2 || (text.match(CASELESS_LETTERS) ?? []).length >= 3;
