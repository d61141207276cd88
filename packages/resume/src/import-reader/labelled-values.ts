import { looksLikePlace, looksLikeStreet } from './places';
import { LEGAL_FORM } from './lexicon';
import { PLACE_TAIL, TOWN_WORDS, townAfterName, townInRegion } from './place-tails';

// The values of an entry's labelled fields taken apart: an employer and its town or address, a school and its town.

/** A label that names an address with the employer ('Nombre y dirección de la empresa', 'Name and address of employer'). */
export const ADDRESS_LABEL = /direcci[oó]n|address|adresse|indirizzo|endereço|anschrift|adres/iu;

/**
 * An employer's name and its address in one value ('Acciona Construcción S.A., Avenida de Europa 18, 28108
 * Alcobendas (España)'): the name up to the first part that reads as a street, a postal code or a place.
 */
export function nameAndAddress(value: string): [string, string?] {
  const parts = value.split(/,\s+/);
  const at = parts.findIndex(
    (p, i) => i > 0 && (looksLikeStreet(p) || looksLikePlace(p) || /^[\p{Lu}][\p{L}\p{M}.' -]+\s*\([^()]+\)$/u.test(p)),
  );
  return at > 0 ? [parts.slice(0, at).join(', '), parts.slice(at).join(', ')] : [value];
}

/**
 * An employer's name and the town after its last comma ('Tata Consultancy Services Ltd., Pune'), or all after its
 * legal form ('Deccan Precision Castings Pvt. Ltd., Chakan, Pune').
 */
export function withTown(value: string): [string, string?] {
  // (Or after a dash, the employer's own dashes before it: 'Atlântico Digital – Sistemas de Informação, S.A. – Lisboa'.)
  const dash = value.match(/^(.+?)\s+[–—-]\s+([^–—-]+)$/u);
  if (dash && (looksLikePlace(dash[2]!) || (LEGAL_FORM.test(dash[1]!) && TOWN_WORDS.test(dash[2]!))))
    return [dash[1]!, dash[2]!];
  const parts = value.split(/,\s*/u);
  const formAt = parts.findIndex((p) => LEGAL_FORM.test(p));
  const rest = parts.slice(formAt + 1);
  if (formAt >= 0 && rest.length && rest.every((p) => /^\p{Lu}[\p{L}\p{M}.' -]*$/u.test(p) && !LEGAL_FORM.test(p)))
    return [parts.slice(0, formAt + 1).join(', '), rest.join(', ')];
  const m = value.match(/^(.+?),\s*([^,]+)$/u);
  if (m && looksLikePlace(m[2]!) && !looksLikePlace(m[1]!)) return [m[1]!, m[2]!];
  // (Or a town no list knows after an employer's name, or a building and the town: 'Mwangaza Sacco Society Limited,
  // Thika', 'Kenya Revenue Authority, Times Tower, Nairobi', as an entry header's place is cut.)
  const tail = PLACE_TAIL(parts, false);
  return tail && tail < parts.length ? [parts.slice(0, -tail).join(', '), parts.slice(-tail).join(', ')] : [value];
}

/**
 * A school's town after its name and a comma ('Ikusasa Secondary School, Soweto'), or a town with its region after
 * any school ('Università degli Studi di Bergamo, Dalmine (BG)').
 */
export function schoolAndTown(value: string): [string, string?] {
  const at = value.lastIndexOf(',');
  const [name, town] = [value.slice(0, at), value.slice(at + 1).trim()];
  return at > 0 && (townAfterName(name, town, true) || townInRegion(town)) ? [name, town] : [value];
}
