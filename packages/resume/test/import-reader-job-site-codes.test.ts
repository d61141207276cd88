import { describe, expect, it } from 'vitest';
import { findPhone } from '../src/import-reader/contact';

// Corpus round 52: a Korean job site's 이력서 (ko-html-jobkorea) heads each page with its resume number and the date
// it was printed, 'R24-0918-3321 · 출력일 2024.09.23': neither is the person's phone.

describe("a job site's codes and dates beside the phone", () => {
  it.each(['이력서번호 R24-0918-3321', '출력일 2024.09.23', '列印日期:2024/11/18'])("'%s' holds no phone", (text) =>
    expect(findPhone(text)).toBeUndefined(),
  );

  it('still reads the phone after its label', () => {
    expect(findPhone('휴대폰 010-1234-5678')).toBe('010-1234-5678');
  });
});
