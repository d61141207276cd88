import { FROM, MONTHS_TO, PRESENT, SINCE, monthNames } from './date-words';

/**
 * The patterns dates are found with, built once from every resume language's words (date-words.ts): one date, a
 * range of them, the present, months with two-digit years, and a month sharing the next one's year.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let patterns:
  | {
      token: RegExp;
      range: RegExp;
      rangeAll: RegExp;
      present: RegExp;
      /** The present's words as one alternation, for patterns built elsewhere (minguo.ts). */
      presentWords: string;
      monthBefore: RegExp;
      short: RegExp;
    }
  | undefined;

const YEAR = '(?:19|20)\\d\\d';
export function datePatterns() {
  if (patterns) return patterns;
  const names = [...monthNames().keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  const present = PRESENT.map(escape).join('|');
  // One date: a month name and a year (either order, 'de' between, or 'mar/2019'), a numeric month and year, a CJK or Korean
  // year and month, a Vietnamese 'tháng M năm Y', or a year alone.
  const token = [
    // '2021年3月', and with its day ('2024年5月1日現在', the date a Japanese resume is written).
    `${YEAR}\\s*年\\s*\\d{1,2}\\s*月(?:\\s*\\d{1,2}\\s*日)?`,
    `${YEAR}\\s*년\\s*\\d{1,2}\\s*월`,
    `th[aá]ng\\s*\\d{1,2}(?:\\s*n[aă]m\\s*|\\s*[/.-]\\s*)${YEAR}`,
    // Russian and Ukrainian write 'г.' / 'р.' (year) after it: 'январь 2019 г.'.
    `(?:${names})\\.?(?:\\s+(?:de|del|of)|,)?\\s+(?:'\\d\\d|${YEAR}(?:\\s*[гр]\\.)?)`,
    // 'mar/2019', Brazil's and Portugal's short form.
    `(?:${names})\\.?\\s*/\\s*${YEAR}`,
    // A whole date in words, month first ('March 15, 2019', 'Jan 5th 2020') or day first ('15 March 2019',
    // '15. März 2019'): only the month is kept. After
    // month and year, whose names may end in a number ('tháng 1 2019').
    `(?:${names})\\.?\\s+(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?,?\\s+${YEAR}`,
    `(?:0?[1-9]|[12]\\d|3[01])\\.?\\s+(?:${names})\\.?,?\\s+${YEAR}`,
    // (Spanish and Portuguese join its words with 'de': '15 de enero de 2016', '1º de março de 2019'.)
    `(?:0?[1-9]|[12]\\d|3[01])[º°]?\\s+de\\s+(?:${names})\\.?\\s+(?:de|del)\\s+${YEAR}`,
    // A whole date, day first ('01/03/2019', Europass; '01.03.2019'), or month first when the day says so.
    `(?:0?[1-9]|[12]\\d|3[01])\\s*[/.]\\s*(?:0?[1-9]|[12]\\d|3[01])\\s*[/.]\\s*${YEAR}`,
    // (Or with hyphens, set close, as Indian forms write it: '16-08-2013'.)
    `(?:0?[1-9]|[12]\\d|3[01])-(?:0?[1-9]|1[0-2])-${YEAR}`,
    `${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])`,
    `(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}`,
    `(?:0[1-9]|1[0-2])-${YEAR}`,
    `${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2]|[1-9])(?![\\d/.])`,
    `${YEAR}\\s*年`,
    `${YEAR}(?:\\s*[гр]\\.)?`,
  ].join('|');
  const now = `(?:${present})`;
  // Words between two dates, whole words: JavaScript's \\b knows ASCII letters only ('à', 'до', 'إلى' are not).
  const between = [
    'to',
    'bis',
    'à',
    'au',
    'a',
    'al',
    'hasta',
    'até',
    'ad',
    'tot',
    'do',
    'till',
    'until',
    'по',
    'до',
    'έως',
    'إلى',
    'حتى',
    'עד',
    'تا',
    'sampai',
    'đến',
    // (Hindi's 'from … (to) …': 'जुलाई 2016 से मार्च 2019', 'अप्रैल 2019 से अब तक'.)
    'से',
  ];
  // One look behind and ahead for all of them: each is a letter class a browser builds anew, in every case, when it
  // compiles the pattern (a cold import worker does on its first lines).
  const sep = `\\s*(?:[-\u2010-\u2015~〜～→]|(?<![\\p{L}])(?:${between.map(escape).join('|')})(?![\\p{L}])|까지|至)\\s*`;
  const since = `(?:${SINCE.map(escape).join('|')})\\s+`;
  // Words before a range's first date that say nothing alone ('from June 2016 until August 2018', 'De 2015 a 2018'):
  // part of a range only; 'de 2015' alone is no 'since'.
  const from = `(?:${FROM.map(escape).join('|')})\\s+`;
  // Where a date ends: before no letter or digit, or after a CJK date's last character, which words follow without
  // a space ('2024年5月1日現在', '2019年4月入社'), or before 至 ('2019.03至2021.06'); not a fiscal year ('2017年度'),
  // which a sentence says.
  const end = '(?:(?<=[年月日년월])(?![\\d度])|(?=至)|(?![\\p{L}\\d]))';
  // An open range ends the text with its dash ('2019–', the job still held).
  const rangeSource = `(?<![\\p{L}\\d]|\\d[./-])(?:${from}(?:${token})${sep}(?:${token}|${now})|(?:${since})?(?:${token})(?:${sep}(?:${token}|${now})|\\s*[-\u2013\u2014]\\s*$)?)${end}|(?<![\\p{L}])${now}(?![\\p{L}])`;
  patterns = {
    token: new RegExp(`(?:(?<=至)|(?<![\\p{L}\\d]))(?:${token})${end}`, 'iu'),
    range: new RegExp(rangeSource, 'iu'),
    present: new RegExp(`^(?:${now})$`, 'iu'),
    presentWords: present,
    rangeAll: new RegExp(rangeSource, 'giu'),
    // Months with two-digit years, in a range only ('03/19 – 06/21', '03/19 – heute'): alone, '3/19' is no date.
    short: new RegExp(
      `(?<![\\d/.])(0?[1-9]|1[0-2])/(\\d\\d)\\s*[-\u2013\u2014]\\s*(?:(0?[1-9]|1[0-2])/(\\d\\d)(?![\\d/])|(?:${now})(?![\\p{L}]))`,
      'iu',
    ),
    // A month before a dash and a month with its year ('May–Aug 2019'): the two share the year. So do two in words
    // ('De juillet à décembre 2016', 'from June to August 2015'), the first word with them.
    monthBefore: new RegExp(
      `(?<![\\p{L}])(?:(?:${FROM.map(escape).join('|')})\\s+)?(${names})\\.?(?:\\s*[-\u2010-\u2015~]\\s*|\\s+(?:${MONTHS_TO.map(escape).join('|')})\\s+)$`,
      'iu',
    ),
  };
  return patterns;
}
