import { isKnownCity } from './cities';
import { DISTRICT_SLASH_TOWN } from './places';
import { EMAIL, URL, findPhone, labelled } from './contact';
import type { HeaderFields } from './header';
import type { SourceLine } from './types';

// A contact line cut into its details, and what a right-to-left line or a line of details alone says about them.

/** Pieces of a contact line: its parts cut at the separators people type between details. */
// Also before a label that starts the next detail on the same line ('Phone: 555-123-4567 Email: …'), but for the
// second word of one ('E-mail Address: …').
// (A math diamond parts resume.cls's address lines, a lozenge a Word template's; a slash between digits is a German
// phone's, after its area code: '0561 / 78 41 92'.) (A dash before a postcode is the address's: 'Hyderabad – 500072,
// Telangana'; one before a phone's or an e-mail's label parts them: 'Arequipa, Perú – Cel.: +51 955 123 456'.)
const SEPARATOR =
  /\s+[|•·｜⋄◇♢◊◆♦]\s+|(?<!\d)\s+\/\s+|\s+\/\s+(?!\d)|\s*[|｜]\s*|\s{2,}|\s+[–—]\s+(?=\S+@|\+|\(?\d|(?:cel|tel|tlf|telf|m[oó]vil|celular|phone|mobile|cell|e-?mail|correo)\.?\s*:)(?!\d{5,6}(?:[,.]|$|\s+\p{L}))|(?<!e-?mail)\s+(?=(?:e-?mail|phone|tel|mobile|cell|linkedin|website|web|github|address|correo|tel[eé]fono|m[oó]vil|dirección)\s*:\s)/iu;
/**
 * A phone typed in a right-to-left line without marks to keep it left to right: the bidi algorithm draws its groups
 * in reverse ('0100 555 1234' drawn '1234 555 0100'), so the group with the trunk prefix comes last. Put back.
 */
export function inTypedOrder(phone: string): string {
  const groups = phone.split(' ');
  const zero = /^[0٠۰]/u;
  return groups.length >= 2 &&
    groups.every((g) => /^[\d\u0660-\u0669\u06f0-\u06f9]+$/u.test(g)) &&
    !zero.test(groups[0]!) &&
    zero.test(groups.at(-1)!)
    ? groups.reverse().join(' ')
    : phone;
}

/** A phone whose groups are parted by middle dots ('(720) · 555 · 0139'), which part details elsewhere on the line. */
const DOTTED_PHONE = /(?:\+\d{1,3} · )?\(?\d{2,4}\)?(?: · \d{2,4}){2,3}(?!\d)/gu;
/** An address's last words after its number, a district, a slash and the town ('34758 Ataşehir / İstanbul'). */
const DISTRICT_SLASH = /\d[^|•·/\d]*\p{L} \/ (\p{Lu}[\p{L}\p{M}]+)$/u;
/** Or its area code parted by a slash, as German numbers were written ('0171 / 5538204'). */
const SLASHED_PHONE = /(?<![\d/])0\d{2,5} \/ \d{3,8}(?:[- ]\d{1,5})?(?![\d/])/gu;
export const contactPieces = (line: SourceLine): string[] =>
  line.parts
    // A phone set against the e-mail after it ('555-0131rohan.kapoor@example.com', tab stops that met) is apart.
    .map((p) => p.text.replace(/(\d{3}[-. ]\d{4})(?=\p{L}[\p{L}\d._%+-]*@)/u, '$1  '))
    // (Its dots held apart from the separators while the line is cut: a zero-width space around each.)
    .map((text) =>
      text
        .replace(DOTTED_PHONE, (phone) => phone.replaceAll(' · ', '\u200b·\u200b'))
        .replace(SLASHED_PHONE, (phone) => phone.replace(' / ', '\u200b/\u200b'))
        // (So is an address's district and its province, as Turkey writes them: '34758 Ataşehir / İstanbul'.)
        .replace(DISTRICT_SLASH, (whole, town: string) =>
          isKnownCity(town) ? whole.replace(/ \/ (?=\S+$)/u, '\u200b/\u200b') : whole,
        )
        // (Or the district alone before it, without the street: 'Ataşehir / İstanbul'.)
        .replace(/^.*$/u, (whole) => (DISTRICT_SLASH_TOWN(whole) ? whole.replace(' / ', '\u200b/\u200b') : whole)),
    )
    .flatMap((text) => text.split(SEPARATOR))
    .map((s) => s.replaceAll('\u200b·\u200b', ' · ').replaceAll('\u200b/\u200b', ' / ').trim())
    .filter(Boolean);

/** A single word or two on a contact line of its own, among other details ('Lyon • 06 12 34 56 78'): the place. */
export function placeAmongDetails(all: readonly SourceLine[], out: HeaderFields): void {
  for (const line of all) {
    const pieces = contactPieces(line);
    if (pieces.length < 2 || !pieces.some((p) => EMAIL.test(p) || findPhone(p))) continue;
    // (The name beside its contact details is no place: 'Harshad Kulkarni' | 'Email : …'.)
    const name = out.name?.lines.includes(line.id) ? line.parts[0]?.text : undefined;
    const left = pieces.filter((p) => p !== name && !EMAIL.test(p) && !findPhone(p) && !URL.test(p) && !labelled(p));
    // A name's words are capitalised but for its particles ('Saint-Denis', 'Rio de Janeiro'): 'Willing to relocate' is
    // no place.
    const named = (s: string) =>
      s
        .split(/\s+/)
        .every(
          (w) => /^\p{Lu}/u.test(w) || /^(?:de|del|la|le|les|di|da|do|dos|das|am|an|der|im|sur|upon|on)$/u.test(w),
        );
    if (
      left.length === 1 &&
      /^[\p{Lu}][\p{L}\p{M}' -]{1,40}$/u.test(left[0]!) &&
      left[0]!.split(/\s+/).length <= 3 &&
      named(left[0]!)
    ) {
      out.location = {
        text: left[0]!,
        lines: [line.id],
        confidence: 0.6,
        reason: 'place-position',
      };
      out.used.add(line.id);
      break;
    }
  }
}
