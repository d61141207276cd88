import type { SourceLine } from './types';

// A name given in two labelled fields, as forms and many Latin American CVs set it: 'Nombres: Verónica Alexandra'
// and 'Apellidos: Chiriboga Salazar', in either order.

const GIVEN =
  /^(?:nombres?|primer nombre|first names?|given names?|forenames?|vorname[n]?|prénoms?|nome|nomes|imię|imiona)$/iu;
const SURNAMES =
  /^(?:apellidos?|surnames?|last name|family name|nachname[n]?|nom de famille|cognome|sobrenomes?|apelidos?|nazwisko)$/iu;

/** A line's label and its value: 'Label:' | 'value' as cells, or 'Label: value' typed. */
function labelled(line: SourceLine): { label: string; value: string } | undefined {
  const [first, second] = line.parts;
  if (first && second)
    return {
      label: first.text.replace(/[:：]\s*$/u, '').trim(),
      value: line.parts
        .slice(1)
        .map((p) => p.text)
        .join(' ')
        .replace(/^[:：]\s*/u, '')
        .trim(),
    };
  const m = /^([^:：]{2,30})[:：]\s*(\S.*)$/u.exec(line.text);
  return m ? { label: m[1]!.trim(), value: m[2]!.trim() } : undefined;
}

/** The given names and the surnames from their labelled lines, near one another: the whole name and its lines. */
export function givenAndSurnames(lines: readonly SourceLine[]): { text: string; lines: number[] } | undefined {
  const read = lines.map((l) => ({ line: l, field: labelled(l) }));
  const given = read.findIndex((r) => !!r.field && GIVEN.test(r.field.label) && !!r.field.value);
  if (given < 0) return undefined;
  const near = read.slice(Math.max(0, given - 3), given + 4);
  const surnames = near.find((r) => !!r.field && SURNAMES.test(r.field.label) && !!r.field.value);
  if (!surnames) return undefined;
  const g = read[given]!;
  return {
    text: `${g.field!.value} ${surnames.field!.value}`,
    lines: [g.line.id, surnames.line.id],
  };
}

/**
 * A name whose word space a letter-spaced heading lost ('J A S M I N E W H I T F I E L D', read back as
 * 'JASMINEWHITFIELD'): parted as the person's own e-mail or profile address parts it ('jasmine.whitfield@…',
 * 'linkedin.com/in/jasmine-whitfield'), when its words make the name whole, or where the surname starts after an
 * initial ('jwhitfield@…') or the given name ends before one ('jasminew').
 */
export function nameParted(name: string, addresses: readonly string[]): string {
  if (!/^\p{L}{6,}$/u.test(name)) return name;
  for (const address of addresses) {
    const own = address.includes('@') ? address.split('@')[0]! : (/\/in\/([^/?#]+)/iu.exec(address)?.[1] ?? '');
    const words = own.split(/[._-]+/u).filter(Boolean);
    const lower = name.toLocaleLowerCase();
    // (Or an initial and the surname, 'jwhitfield', or the given name and an initial, 'jasminew'.)
    if (words.length === 1 && /^\p{L}{4,}$/u.test(own)) {
      const o = own.toLocaleLowerCase();
      const at =
        lower.startsWith(o[0]!) && lower.endsWith(o.slice(1)) && lower.length > o.length
          ? lower.length - (o.length - 1)
          : lower.startsWith(o.slice(0, -1)) && lower[o.length - 1] === o.at(-1) && lower.length > o.length
            ? o.length - 1
            : -1;
      if (at > 1 && at < name.length - 1) return `${name.slice(0, at)} ${name.slice(at)}`;
    }
    if (words.length < 2 || words.some((w) => !/^\p{L}+$/u.test(w))) continue;
    if (words.join('').toLocaleLowerCase() !== name.toLocaleLowerCase()) continue;
    let at = 0;
    return words
      .map((w) => {
        const part = name.slice(at, at + w.length);
        at += w.length;
        return part;
      })
      .join(' ');
  }
  return name;
}
