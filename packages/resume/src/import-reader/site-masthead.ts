import { EMAIL, findPhone, URL } from './contact';
import type { SourceLine } from './types';
import { comparable } from './text';

/** A bare web address as its host ('https://www.vakansia.ua/' -> 'vakansia.ua'), or undefined. */
function host(text: string): string | undefined {
  const m = text.match(URL);
  if (!m || m[0].length !== text.length || text.includes('@')) return undefined;
  return m[0]
    .replace(/^https?:\/\//u, '')
    .replace(/^www\./u, '')
    .replace(/\/.*$/u, '');
}

/**
 * The masthead of the site that printed the resume: the lines above the name on the first page ('rabotagrad.ru' |
 * 'Резюме No 39417265 · обновлено …', 'کاراینجا' beside 'karinja.ir'), when the page's furniture names the site one of
 * them shows ('rabotagrad.ru/resume/39417265 | Страница 1 из 2', 'Роздруковано … з сайту www.vakansia.ua', 'این رزومه
 * با رزومه‌ساز کاراینجا ساخته شده است'). The site's name is neither the person's headline nor their web site. Lines
 * that hold an e-mail address or a phone number are the person's: no masthead then.
 */
export function siteMasthead(lines: readonly SourceLine[], furniture: ReadonlySet<number>): SourceLine[] {
  const feet = lines.filter((l) => furniture.has(l.id)).map((l) => comparable(l.text));
  const first = lines.filter((l) => l.box.page === 1);
  if (!feet.length || !first.length) return [];
  const title = first.reduce((a, b) => (b.size > a.size ? b : a));
  const above = first.filter((l) => l.box.y < title.box.y - title.size * 0.5 && !furniture.has(l.id));
  // (Named by another line than its own twin: a header repeated on every page names nothing.)
  const named = (text: string) => {
    const t = comparable(text);
    const site = host(t);
    if (site) return feet.some((f) => f !== t && f.includes(site));
    return /^\p{L}[\p{L}\p{M}]{3,}$/u.test(t) && feet.some((f) => f !== t && f.split(/[\s.,·|:()]+/u).includes(t));
  };
  const personal = (l: SourceLine) => EMAIL.test(l.text) || !!findPhone(l.text);
  return above.some((l) => l.parts.some((p) => named(p.text))) && !above.some(personal) ? above : [];
}
