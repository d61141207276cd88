import type { Section } from './types';

/**
 * A sworn statement that the details above are true, as forms close a resume ('Declaro bajo juramento que la
 * información consignada …', 'I hereby declare that …', 'Je certifie que …'), before the place, the date and the
 * signature.
 */
const DECLARATION =
  /^(?:declaro|declaramos|certifico|dejo constancia|i\s+(?:do\s+)?(?:hereby\s+)?(?:solemnly\s+)?(?:declare|certify|affirm)|hereby\s+declare|je\s+(?:soussigné\S*\s+)?(?:déclare|certifie|atteste)|ich\s+(?:versichere|erkläre)|dichiaro|eu\s+declaro|declaro)\b/iu;

/**
 * The sections without a closing declaration at their end and the lines under it (place and date, 'Firma', the name
 * signed, an ID number): no skills or entries of the section it follows, left for the review. A section that opens
 * with one ('DECLARATION' over 'I hereby declare …') is the person's own and stays.
 */
export function withoutClosing(sections: readonly Section[]): void {
  for (const s of sections) {
    const at = s.lines.findIndex((l) => DECLARATION.test(l.text.trim()) && l.text.split(/\s+/u).length >= 8);
    if (at > 0) s.lines = s.lines.slice(0, at);
  }
}
