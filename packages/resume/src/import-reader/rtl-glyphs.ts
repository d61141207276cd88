// Right-to-left text as XeTeX's and browsers' PDFs give it back, put as its writer typed it (cleanText).

/**
 * Guillemets around right-to-left words read as their mirrored glyphs ('»فاتورة«' for '«فاتورة»'; German sets
 * '»Text«' so: only around Arabic or Hebrew); XeTeX's lam-alef ligature read back as lam and U+061D, a mark no text has
 * ('وإغل؝ق' for 'وإغلاق', the word's space read before it: 'عميل ؝ًمن' for 'عميلاً من'); an Arabic mark read after its
 * word's space, before the next word's letter ('محاسبا ًيغطي' for 'محاسباً يغطي').
 */
export const rightToLeftAsWritten = (s: string): string =>
  s
    .replace(/»([^«»]*[\p{Script=Arabic}\p{Script=Hebrew}][^«»]*)«/gu, '«$1»')
    .replace(/ل(\s*)\u061d([\u064b-\u0652\u0670]*)/gu, 'لا$2$1')
    .replace(/\s+([\u064b-\u0652\u0670]+)(?=\p{L})/gu, '$1 ');
