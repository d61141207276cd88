import { findDates } from './dates';
import type { Section } from './types';

/**
 * A sworn statement that the details above are true, as forms close a resume ('Declaro bajo juramento que la
 * información consignada …', 'I hereby declare that …', 'Je certifie que …'), before the place, the date and the
 * signature.
 */
const DECLARATION =
  /^(?:declaro|declaramos|certifico|dejo constancia|i\s+(?:do\s+)?(?:hereby\s+)?(?:solemnly\s+)?(?:declare|certify|affirm)|hereby\s+declare|je\s+(?:soussigné\S*\s+)?(?:déclare|certifie|atteste)|ich\s+(?:versichere|erkläre)|dichiaro|eu\s+declaro|declaro)\b/iu;

/**
 * The same in Korean, Japanese and Chinese, a sentence of few words ('위의 기재 사항은 사실과 틀림이 없습니다',
 * '上記の通り相違ありません', '本人承诺以上信息真实').
 */
const CJK_DECLARATION =
  /^(?:(?:위의?|상기)\s*(?:기재\s*)?(?:사항|내용)[은는이]?\s*(?:모두\s*)?사실과\s*(?:틀림|다름)|上記の?(?:通り|とおり)相違(?:ありません|ございません)|本人(?:郑重)?(?:承诺|保证|声明)以上)/u;

/**
 * The sections without a closing declaration at their end and the lines under it (place and date, 'Firma', the name
 * signed, an ID number): no skills or entries of the section it follows, left for the review. A section that opens
 * with one ('DECLARATION' over 'I hereby declare …') is the person's own and stays.
 */
export function withoutClosing(sections: readonly Section[]): void {
  for (const s of sections) {
    const at = s.lines.findIndex(
      (l) =>
        (DECLARATION.test(l.text.trim()) && l.text.split(/\s+/u).length >= 8) || CJK_DECLARATION.test(l.text.trim()),
    );
    if (at > 0) s.lines = s.lines.slice(0, at);
    // (Or the place and the date it was signed, alone at the section's end: 'München, im März 2025', 'Lyon, le 3
    // mars 2025', 'Berlin, den 12.03.2025'; the page's last line, which a sidebar read after the main column leaves
    // at the end of the main column's last section.)
    const last = s.lines.at(-1);
    if (last && s.lines.length > 1 && SIGNED_AT.test(last.text.trim()) && findDates(last.text))
      s.lines = s.lines.slice(0, -1);
  }
}

const SIGNED_AT =
  /^\p{Lu}[\p{L}.-]+(?:\s\p{Lu}[\p{L}.-]+)?,\s*(?:den|im|am|le|el|il|em|dnia|a|in)\s+[\p{L}\d.\s]{4,24}$/u;
