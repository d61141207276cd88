import { CONTACT_KIND, URL, findPhone } from './contact';
import { partsText } from './plain-items';
import { boxOfBoth, joinWhere, onePart } from './line-joins';
import { alignedUnder } from './line-gaps';
import type { SourceLine, SourcePart } from './types';

// Contact details a narrow column wrapped over lines: a link, an e-mail or a phone number cut at its end.

/** A link's own rest on the next line ('oyelaran-4b2a1917', perhaps with its kind after it). */
const LINK_REST = /^[\p{L}\p{N}%~./#?=&_-]+(?:\s*\([\p{L} ]+\))?$/u;
const linkRest = (line: SourceLine, next: SourceLine) => /[-/_]$/.test(line.text) && LINK_REST.test(next.text);

/** An address's start at a line's end: its name, '@' and its domain, whole or cut anywhere after the '@'. */
const EMAIL_START = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]*)*$/u;

/** The last labels of the addresses people write: a wrapped e-mail's rest must end on one. */
const TLD =
  /\.(?:com|org|net|edu|gov|info|biz|io|co|me|dev|ai|app|de|es|fr|it|nl|be|at|ch|pt|pl|se|no|dk|fi|uk|ie|ru|ua|tr|gr|jp|cn|kr|in|id|vn|th|br|mx|ar|cl|pe|uy|au|nz|ca|us|za|eg|sa|ae|il|ir)$/i;

/**
 * An e-mail a narrow cell broke where the column ended, not at a hyphen ('amara.okafor@example.co' over 'm', or
 * 'amara.okafor@example.' over 'com'): the next line, right under it, is the rest of its last word, and only with it
 * does the address end on a known domain.
 */
export const emailRest = (line: SourceLine, next: SourceLine): boolean => {
  const email = line.text.match(EMAIL_START);
  return (
    !!email &&
    /^[a-z\d][a-z\d.-]*$/i.test(next.text) &&
    next.box.y > line.box.y &&
    // (On a wide line grid too, WPS's: 1.84 of the type's size apart, 2.7 in larger type. The known domain the two
    // make vouches for them.)
    next.box.y - line.box.y < line.size * 3 &&
    TLD.test(`${email[0]}${next.text}`) &&
    // (Not a web address under an address already whole: 'marcus@example.com' over 'mwhitfield.example.com'.)
    !(TLD.test(email[0]) && next.text.includes('.'))
  );
};

/**
 * Or broken before its '@', at a hyphen or a dot of its name ('sophie.reindl-' over 'hartmann@example.de'): the line
 * is a name's start alone, and the next an address that ends on a known domain.
 */
// (Or right before its '@': 'naveenkumar.gowda.network' over '@example.com'.)
const emailStart = (line: SourceLine, next: SourceLine) =>
  ((/^[\p{L}\d._%+]+[-._]$/u.test(line.text) && /^[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/u.test(next.text)) ||
    (/^[\p{L}\d._%+-]+$/u.test(line.text) && /^@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+$/u.test(next.text))) &&
  TLD.test(next.text) &&
  next.box.y > line.box.y &&
  next.box.y - line.box.y < line.size * 1.8;

const close = (line: SourceLine, next: SourceLine) =>
  next.box.page === line.box.page && next.box.y > line.box.y && next.box.y - line.box.y < line.size * 1.8;

/**
 * A link broken at a hyphen or a slash in a narrow column ('www.linkedin.com/in/lucia-' over 'fernandez-garcia
 * (LinkedIn)'), its kind alone on the next line, or an e-mail broken anywhere: one line again.
 */
export function joinWrappedLinks(lines: readonly SourceLine[]): SourceLine[] {
  // How the next line goes on: glued (the rest of the link or address), after a space (its kind), or not at all.
  const separator = (line: SourceLine, next: SourceLine): '' | ' ' | undefined => {
    if (line.parts.length !== 1 || next.parts.length !== 1) return;
    // (An address centred in its cell breaks anywhere too: 'wanglei95@example.c' over 'om'.)
    if (!under(line.parts[0]!, next.parts[0]!, true)) return;
    if (emailRest(line, next) || emailStart(line, next)) return '';
    if (Math.abs(line.box.x - next.box.x) >= 3) return;
    // A phone number's last group wrapped alone ('Teléfono: +52 1 55 4187' over '2390').
    if (/\d$/.test(line.text) && /^\d{2,4}$/.test(next.text) && findPhone(line.text) && close(line, next)) return ' ';
    // Or broken at its hyphen, the line going on after it ('Austin, TX · (512) 555-' over '0148 · priya@…').
    const group = next.text.match(/^\d{2,4}(?!\d)/u)?.[0];
    if (/\d-$/u.test(line.text) && group && close(line, next) && findPhone(`${line.text}${group}`)?.endsWith(group))
      return '';
    const url = line.text.match(URL);
    if (!url || url.index! + url[0].length !== line.text.length) return;
    if (linkRest(line, next)) return '';
    // (Or its last letters alone, where the column ended mid-word: 'linkedin.com/in/mjcevallo' over 's'.)
    if (/^[\p{Ll}\d]{1,4}$/u.test(next.text) && close(line, next)) return '';
    if (/^\(/.test(next.text) && CONTACT_KIND.test(` ${next.text}`)) return ' ';
  };
  return joinWhere(lines, (line, next) => {
    const cells = cellsWrapped(line, next);
    if (cells) return cells;
    if (linkGoesOn(line, next)) return { ...onePart(line, `${line.text}${next.text}`), box: boxOfBoth(line, next) };
    const glue = separator(line, next);
    return glue === undefined ? undefined : onePart(line, `${line.text}${glue}${next.text}`);
  });
}

/** Every link in a line, the last one too (URL finds the first). */
const EVERY_URL = new RegExp(URL.source, `${URL.flags.replace('g', '')}g`);

/**
 * A link at a line's end broken at a hyphen or a slash, in a column set flush right or centred: its rest under it,
 * right edge on right edge ('www.linkedin.com/in/reem-' over 'abdulla-alkaabi-' over '4b2a17190 (LinkedIn)', an
 * Arabic page's sidebar) or middle on middle (a centred contact line's '… | linkedin.com/in/putri-' over
 * 'ayu-lestari').
 */
function linkGoesOn(line: SourceLine, next: SourceLine): boolean {
  if (line.parts.length !== 1 || next.parts.length !== 1) return false;
  if (
    next.box.page !== line.box.page ||
    next.box.y <= line.box.y ||
    next.box.y - line.box.y > line.box.h + line.size * 1.8
  )
    return false;
  const url = [...line.text.matchAll(EVERY_URL)].at(-1);
  return !!url && url.index + url[0].length === line.text.length && linkRest(line, next) && alignedUnder(line, next);
}

/** A part right under another, from its left edge or, centred, from its middle. */
const under = (a: SourcePart, b: SourcePart, centred = false) =>
  Math.abs(a.x - b.x) < 3 || (centred && Math.abs((a.x + a.right) / 2 - (b.x + b.right) / 2) < 3);

/**
 * A row of a table whose cells both wrapped, a label's and an e-mail's ('Correo' | 'veronica.chiriboga88@example.'
 * over 'electrónico:' | 'com'): each cell's lines joined, the label's after a space, the address's glued.
 */
function cellsWrapped(line: SourceLine, next: SourceLine): SourceLine | undefined {
  if (line.parts.length < 2 || line.parts.length !== next.parts.length || !close(line, next)) return undefined;
  if (!line.parts.every((p, i) => under(p, next.parts[i]!))) return undefined;
  const [last, rest] = [line.parts.at(-1)!, next.parts.at(-1)!];
  if (!emailRest({ ...line, text: last.text }, { ...next, text: rest.text })) return undefined;
  const parts = [
    ...line.parts.slice(0, -1).map((p, i) => ({ ...p, text: `${p.text} ${next.parts[i]!.text}` })),
    { ...last, text: `${last.text}${rest.text}` },
  ];
  return { ...line, parts, text: partsText(parts) };
}
