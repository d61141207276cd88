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
  }
}
