import type { PdfImportLine } from '../src/pdf-import';

/**
 * Lines as a PDF reader gives them: '‖' splits parts, '**' bold, '@n' a size, leading
 * spaces indent by 4 pt each, '>r' at the end sets the right edge; 14 pt spacing, a blank row 10 pt more.
 */
export function lines(spec: string): PdfImportLine[] {
  let y = 50;
  return spec
    .trim()
    .split('\n')
    .map((raw) => {
      const m = raw.match(/^(\s*)(\*\*)?(?:@(\d+(?:\.\d+)?)\s)?(.*?)(?:\s>(\d+))?$/)!;
      const [, indent, bold, size, rest, right] = m;
      if (rest === '') {
        y += 10;
        return undefined;
      }
      y += 14;
      const parts = rest!.split(' ‖ ');
      return {
        page: 1,
        text: parts.join(' '),
        parts,
        x: 50 + indent!.length * 4,
        y,
        fontSize: size ? Number(size) : 10,
        bold: !!bold,
        ...(right ? { right: Number(right) } : {}),
      };
    })
    .filter((l): l is PdfImportLine => !!l);
}
