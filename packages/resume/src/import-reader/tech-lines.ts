import { isKnownCity } from './cities';
import { findDates } from './dates';
import { companyScore, titleScore } from './lexicon';
import type { SourceLine } from './types';

// A job's technologies on a line of their own under its items or description: names parted by slashes or middle dots,
// or a row of tags.

/**
 * A job's technologies on a line of their own, parted by slashes ('Kotlin / Kafka / Kubernetes / AWS', as the
 * Developer CV and many builders print them under the job): three names or more, each a few words, no sentence. (Or
 * by middle dots, four or more, none a title, an employer or a place: 'Go · Kafka · PostgreSQL · Kubernetes (EKS)',
 * where 'Senior Engineer · Northwind Ltd · Leeds' is a job's header.)
 */
export const techList = (text: string, least = 3): string[] | undefined => {
  const dotted = !text.includes(' / ') && text.includes(' · ');
  const names = text.split(dotted ? /\s+·\s+/u : /\s+\/\s+/u).map((t) => t.trim());
  const named = names.every((t) => /^[\p{Lu}\d.#+]/u.test(t) && t.split(/\s+/u).length <= 3 && !/[.,;:]$/u.test(t));
  const plain = !dotted || names.every((t) => !titleScore(t) && !companyScore(t) && !isKnownCity(t));
  return names.length >= (dotted ? Math.max(least, 4) : least) && named && plain && !findDates(text)
    ? names
    : undefined;
};

/**
 * A row of tags under a job's items, each a cell of its own ('Java' | 'Spring Boot' | 'Redis' | '高并发', a job site's
 * chips): the job's technologies, when set smaller than the text (the caller says).
 */
export const tagsOf = (line: SourceLine): string[] | undefined => {
  const tags = line.parts.map((p) => p.text.trim());
  const tag = (t: string) =>
    /^[\p{Lu}\p{Lo}\d.#+]/u.test(t) && t.split(/\s+/u).length <= 3 && t.length <= 25 && !/[.,;:。，；：、]$/u.test(t);
  return tags.length >= 2 && !line.bullet && tags.every(tag) && !findDates(line.text) ? tags : undefined;
};
