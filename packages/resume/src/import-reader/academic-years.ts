/**
 * Academic years as Spain, Italy, the UK and Germany write them ('2019/20', 'a.a. 2019/2020', 'WS 2019/20'), in a
 * teaching record or a school's dates: rewritten, character for character so that indices hold, as the years the
 * date patterns read. A range's start is its first year ('2017/18 – 2018/19' began in 2017), its end its last (it
 * ended in 2019); one alone is the two years it spans ('2019-20'). The second number is the next year's, which a
 * month after a year ('2019/04') rarely is: '2011/12' alone stays December 2011, as Japanese and Chinese resumes
 * write months; beside an academic year no month can be ('2013/14'), it is one too.
 */
const YEAR_PAIR = /(?<![\d/.])((?:19|20)\d\d)\/(\d\d(?:\d\d)?)(?![\d/])/gu;
const DASH = /[–—-]/u;

export function academicYears(text: string): string {
  const pairs = [...text.matchAll(YEAR_PAIR)].filter(([, year, next]) =>
    next!.length === 2 ? Number(next) === (Number(year) + 1) % 100 : Number(next) === Number(year) + 1,
  );
  // (A month's two digits can be the next year's only from 2000/01 to 2011/12.)
  if (!pairs.some(([, , next]) => next!.length === 4 || Number(next) > 12 || next === '00')) return text;
  let out = text;
  for (const pair of pairs) {
    const [whole, year, next] = pair as unknown as [string, string, string];
    const at = pair.index!;
    const after = text.slice(at + whole.length);
    const before = text.slice(0, at);
    const written = DASH.test(after.trimStart()[0] ?? '')
      ? year.padEnd(whole.length)
      : DASH.test(before.trimEnd().at(-1) ?? '')
        ? `${next.length === 2 ? year.slice(0, 2) : ''}${next}`.padStart(whole.length)
        : `${year}-${next}`;
    out = out.slice(0, at) + written + out.slice(at + whole.length);
  }
  return out;
}

/** The text starts with an academic year ('2019/20 – actualidad | Química Analítica II …'). */
export const startsWithAcademicYear = (text: string): boolean =>
  /^\s*(?:19|20)\d\d\/\d/u.test(text) && academicYears(text) !== text;

/** A teaching record's heading, in the languages whose CVs list courses by academic year. */
const TEACHING =
  /^(?:experiencia docente|docencia(?: universitaria)?(?: impartida)?|teaching(?: experience)?|courses taught|lehrtätigkeit|lehrerfahrung|expérience d'enseignement|enseignements?|attività didattica|esperienza didattica|didattica|experiência docente|docência)$/iu;

/**
 * A teaching record that lists courses by academic year ('2019/20 – actualidad | Química Analítica II (Grado en
 * Química): teoría …, 90 h/curso'), as an academic's CV sets one under its jobs: courses, not jobs, so kept as
 * printed, as a section of its own. Its heading says teaching, and every line that starts with dates starts with an
 * academic year.
 */
export function listsCoursesTaught(heading: string, lines: readonly { text: string }[]): boolean {
  if (
    !TEACHING.test(
      heading
        .trim()
        .replace(/[:：]$/u, '')
        .toLowerCase(),
    )
  )
    return false;
  const dated = lines.filter((l) => /^\s*(?:19|20)\d\d/u.test(l.text));
  return dated.length >= 2 && dated.every((l) => startsWithAcademicYear(l.text));
}

/** A thesis or dissertation, in the languages whose CVs name one ('MSc dissertation', 'Masterarbeit', 'Tesi di laurea'). */
const THESIS =
  /(?<![\p{L}])(?:dissertation|thesis|tesis|tesi|thèse|mémoire|masterarbeit|bachelorarbeit|diplomarbeit|dissertação|tfg|tfm)(?![\p{L}])/iu;

/**
 * A research section of theses, not positions ('RESEARCH' over 'University of Edinburgh | MSc dissertation', Deedy's
 * CV): studies done for a degree, read as projects. Its heading is research alone, and each of its dated entries' first
 * lines names a thesis.
 */
export function researchOfTheses(heading: string, firstLines: () => readonly { text: string }[]): boolean {
  const key = heading.replace(/\s+/gu, '').toLowerCase();
  if (!['research', 'forschung', 'investigación', 'recherche', 'ricerca', 'pesquisa'].includes(key)) return false;
  // (The section's entries are split only under such a heading: every other experience section is split once, later.)
  const lines = firstLines();
  return lines.length > 0 && lines.every((l) => THESIS.test(l.text));
}
