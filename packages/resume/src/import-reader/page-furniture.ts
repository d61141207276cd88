import { westernDigits } from './text';
import { isOnlyDates } from './dates';
import { closeUnder } from './line-gaps';
import { runningHeads } from './running-heads';
import { CREDIT, siteMasthead } from './site-masthead';
import type { SourceLine } from './types';

// Lines of the page, not of the resume: page numbers, the document's own title, a site's footer, a date it was updated.

/** Page furniture: page numbers, 'Page 2 of 3', 'Seite 1/2', '- 2 -'. */
export const isPageNumber = (written: string): boolean => pageNumber(westernDigits(written));

const pageNumber = (text: string): boolean =>
  /^(?:[-–—]\s*)?\d{1,3}(?:\s*[-–—])?$|^(?:page|seite|página|pagina|page|pag\.|strona|sida|sayfa|страница|сторінка|σελίδα|صفحة|עמוד|صفحه|पृष्ठ|页|頁|ページ|페이지|หน้า|trang|halaman)\s*\d*(?:\s*(?:of|von|de|di|z|av|\/|из|з|من|מתוך|از|के|共)\s*(?:\d*|\?\?))?$/iu.test(
    text.trim(),
  ) ||
  pageOfPages(text) ||
  // (As Chinese numbers its pages: '第1页/共2页', '第 1 頁，共 2 頁'.)
  /^第\s*\d{1,3}\s*[页頁](?:\s*[/,，]?\s*共\s*\d{1,3}\s*[页頁])?$/u.test(text.trim());

/** 'N / M' as a page's number, not a date alone on its line ('02/2019', a date column's cell broken after its dash). */
function pageOfPages(text: string): boolean {
  const m = text.trim().match(/^(\d{1,2})\s*\/\s*(\d{1,2})$/);
  return !!m && Number(m[1]) >= 1 && Number(m[1]) <= Number(m[2]);
}

/**
 * Text as a title may be letter-spaced: runs of single letters closed up ('職 務 経 歴 書', 'FORMATO E U R O P E O'), and
 * Turkish's dotted capital I lower-cased as a plain i ('ÖZGEÇMİŞ').
 */
const closedUp = (text: string): string =>
  text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/(?<!\p{L})(\p{L}) (?=\p{L}(?!\p{L}))/gu, '$1')
    .replace(/İ/gu, 'i');

/** A document's own title, not its author's name: 'Lebenslauf', 'Curriculum Vitae', '職務経歴書', '个人简历'. */
export const isDocumentTitle = (text: string): boolean =>
  /^(?:resume|résumé|cv|(?:europass )?curr[ií]cul(?:um|o)(?: vit(?:ae|æ))?(?: europass| documentado)?|vit(?:ae|æ)|s[ií]ntesis curricular|europass|formato europeo(?: per il curriculum vitae)?|lebenslauf|tabellarischer lebenslauf|bewerbung|hoja de vida|職務経歴書|履歴書|简历|个人简历|個人簡歷|个人履历|履歷|履歷表|简历表|求职简历|이력서|السيرة الذاتية|سيرة ذاتية|קורות חיים|رزومه|बायोडाटा|резюме|życiorys|özgeçmiş|βιογραφικ[οό](?: σημε[ιί]ωμα)?|(?:daftar )?riwayat hidup|sơ yếu lý lịch|biodata)$/iu.test(
    closedUp(text),
  );

/**
 * A builder's credit at the page's foot ('Powered by Enhancv', 'تم إنشاء هذه السيرة الذاتية عبر Bayt.com'): a short
 * line that credits a site or a brand.
 */
const builderCredit = (text: string): boolean =>
  CREDIT.test(text) &&
  text.trim().split(/\s+/u).length <= 10 &&
  (/[\p{L}\d-]+\.(?:com|net|org|io|co|app|cv|me|ru|de|es|fr)(?![\p{L}])/iu.test(text) ||
    /^(?:powered by|made with|created with|built with)\s+\p{Lu}/iu.test(text.trim()));

/** A site's footer printed with the page: '© 2026 Daniel Okafor · Built with Hugo'. */
export const isCopyright = (text: string): boolean =>
  /^(?:©|\(c\)|copyright\s*©?)\s*(?:19|20)\d\d(?!\d)/iu.test(text.trim());

/**
 * When the document was last changed, as a page's foot or a Notion export's last line says it ('Last updated @March 3,
 * 2025', RenderCV's 'Last updated in March 2025', 'Stand: März 2025', 'Actualizado: enero de 2025'): furniture, no
 * entry's date.
 */
export const isUpdateNote = (text: string): boolean => {
  const m = text
    .trim()
    .match(
      /^(?:last updated|updated|last modified|actualizado|última actualización|stand|zuletzt aktualisiert|mis à jour|aggiornato|atualizado|diperbarui|terakhir diperbarui|bijgewerkt|güncellendi|zaktualizowano|обновлено|оновлено|ενημερώθηκε|آخرین به\u200cروزرسانی|آخرین بروزرسانی|آخرین به روزرسانی|آخر تحديث|تم التحديث|עודכן לאחרונה|更新于|更新於|最后更新|最終更新日|최종 업데이트|อัปเดตล่าสุด|cập nhật lần cuối)\s*(?:on|in|el|en|am|le|il|em|pada|op)?\s*[:@]?\s*(.+)$/iu,
    );
  return !!m && isOnlyDates(m[1]!);
};

/**
 * The lines of the page, not of the resume: page numbers, running heads and feet, the document's title, a note of when
 * it was updated, a site's copyright line. Lines in `skip` (a label cell's wrapped rest) are none, however they read.
 */
export function furnitureLines(lines: readonly SourceLine[], skip: ReadonlySet<number>): Set<number> {
  const running = runningHeads(lines);
  // A page's last line with its number in one of its cells ('30 de noviembre de 2026' | '© Unión Europea …' |
  // 'Página 1 / 2', Europass's footer): page furniture.
  const lastOnPage = new Map<number, SourceLine>();
  for (const l of lines)
    if (l.box.page > 0 && l.box.y >= (lastOnPage.get(l.box.page)?.box.y ?? -1)) lastOnPage.set(l.box.page, l);
  const pageFoot = new Set(
    [...lastOnPage.values()].filter(
      (l) =>
        l.parts.length > 1 &&
        // (A number alone is the page's own, not a table row's: '2' | 'Hospital' | 'Asistente' | '15/01/2018' ….)
        l.parts.some((p) => isPageNumber(p.text) && (!/^\d+$/u.test(p.text.trim()) || Number(p.text) === l.box.page)),
    ),
  );
  // A number alone on its line is the page's own at the page's top or foot, or where it is the page's number; in the
  // middle of a page, a table's cell ('200' over '6', a year its narrow column broke).
  const amidPage = (l: SourceLine) =>
    l.box.page > 0 &&
    /^\d+$/u.test(l.text.trim()) &&
    Number(l.text) !== l.box.page &&
    lines.some((o) => o.box.page === l.box.page && o.box.y < l.box.y - 1) &&
    lines.some((o) => o.box.page === l.box.page && o.box.y > l.box.y + 1);
  const out = new Set(
    lines
      .filter(
        (line, i) =>
          !skip.has(line.id) &&
          ((isPageNumber(line.text) && !amidPage(line)) ||
            // (Not a word in lower case that goes on the line above: 'Illustrative Mathematics' / 'curriculum'.)
            (isDocumentTitle(line.text) && !(/^\p{Ll}/u.test(line.text) && i > 0 && closeUnder(lines[i - 1]!, line))) ||
            isUpdateNote(line.text) ||
            // (Or in a cell after the name of the site that printed it: 'karirloka' | 'Diperbarui 3 Des 2024'.)
            (line.parts.length === 2 && isUpdateNote(line.parts[1]!.text)) ||
            isCopyright(line.text) ||
            (builderCredit(line.text) && (line === lastOnPage.get(line.box.page) || line.box.page === 0)) ||
            running.has(line.id) ||
            pageFoot.has(line)),
      )
      .map((l) => l.id),
  );
  for (const l of siteMasthead(lines, out)) out.add(l.id);
  return out;
}
