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
