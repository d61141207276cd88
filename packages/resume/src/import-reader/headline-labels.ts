import { closeUnder } from './line-gaps';
import type { SourceLine } from './types';

// What the header says about the job the person wants, and what in it is no headline.

/** The label job sites and forms set before the job wanted ('Desired position', 'Бажана посада', '期望职位'). */
const WANTED =
  /^(?:desired (?:position|job|role)|target (?:position|role|job)|position sought|job intention|желаемая должность|бажана посада|求职意向|期望职位|意向职位|希望職種|希望職務|희망\s?직무|희망\s?직종|ตำแหน่งงานที่สนใจ|ตำแหน่งที่สนใจ|ตำแหน่งงานที่ต้องการ|ตำแหน่งที่ต้องการ|vị trí mong muốn|posisi yang diinginkan|puesto deseado|cargo deseado|cargo pretendido|cargo desejado|wunschposition|gewünschte position|poste recherché|poste souhaité|posizione desiderata|istenen pozisyon|pożądane stanowisko|gewenste functie)/iu;

/**
 * The job a line of the header says the person wants, after its label: in the cell beside it ('ตำแหน่งงานที่สนใจ' |
 * '1. เจ้าหน้าที่จัดซื้ออาวุโส'), after its colon ('期望职位：大数据架构师' | '期望城市：…'), or none on a label alone ('Бажана
 * посада' over the job, '求职意向' over its row). `whole` when the line says nothing else.
 */
function wantedPosition(line: SourceLine): { value: string; whole: boolean } | undefined {
  const first = line.parts[0]?.text.trim() ?? '';
  const m = first.match(WANTED);
  if (!m) return undefined;
  const rest = first.slice(m[0].length).trim();
  if (!rest || /^[:：]$/u.test(rest)) {
    const beside = line.parts[1]?.text.trim().replace(/^\d{1,2}[.)]\s*/u, '') ?? '';
    return { value: beside, whole: line.parts.length <= 2 };
  }
  const value = rest.match(/^[:：]\s*(\S.*)$/u)?.[1];
  return value ? { value, whole: line.parts.length === 1 } : undefined;
}

/**
 * The headline a header's line gives after the label of the job wanted, with its value's rest wrapped onto the next
 * line in lower case ('Желаемая должность: … руководитель конструкторской' / 'группы'); `used`, the lines it took
 * whole. Undefined where the line has no such label.
 */
export function wantedHeadline(
  all: readonly SourceLine[],
  index: number,
): { text: string; lines: number[]; used: number[] } | undefined {
  const line = all[index]!;
  const wanted = wantedPosition(line);
  if (!wanted) return undefined;
  const next = all[index + 1];
  const rest =
    wanted.whole && !!next && next.parts.length === 1 && /^\p{Ll}/u.test(next.text) && closeUnder(line, next)
      ? next
      : undefined;
  const lines = rest ? [line.id, rest.id] : [line.id];
  return {
    text: rest ? `${wanted.value} ${rest.text}` : wanted.value,
    lines,
    used: wanted.whole ? lines : [],
  };
}
