import type { ImportResult } from '../json-resume/import';
import type { ResumeLanguage } from '../locale/keys';

/** The custom section the lines no rule placed go in, as the importers name it while they read. */
export const REVIEW_SECTION = 'Imported - please review';

// That section's heading in the resume's own language: it is printed with the resume until the person sorts it.
const REVIEW_LABELS: Record<ResumeLanguage, string> = {
  en: REVIEW_SECTION,
  de: 'Importiert – bitte prüfen',
  fr: 'Importé – à vérifier',
  es: 'Importado – por revisar',
  it: 'Importato – da controllare',
  'pt-BR': 'Importado – revisar',
  'pt-PT': 'Importado – rever',
  nl: 'Geïmporteerd – controleren',
  pl: 'Zaimportowane – do sprawdzenia',
  sv: 'Importerat – granska',
  tr: 'İçe aktarıldı – gözden geçirin',
  ru: 'Импортировано — проверьте',
  uk: 'Імпортовано — перевірте',
  el: 'Εισήχθη – ελέγξτε',
  ar: 'مستورد – يُرجى المراجعة',
  he: 'יובא – נא לבדוק',
  fa: 'واردشده – لطفاً بررسی کنید',
  hi: 'आयात किया गया – कृपया जाँचें',
  'zh-Hans': '已导入 – 请检查',
  'zh-Hant': '已匯入 – 請檢查',
  ja: 'インポート – 要確認',
  ko: '가져옴 – 검토 필요',
  th: 'นำเข้าแล้ว – โปรดตรวจสอบ',
  vi: 'Đã nhập – vui lòng kiểm tra',
  id: 'Diimpor – harap periksa',
};

/** The review section's heading in `language` (a BCP 47 tag; its base language when the tag itself has none). */
export function reviewLabel(language: string): string {
  const labels = REVIEW_LABELS as Record<string, string>;
  const base = language.split('-')[0]!;
  return labels[language] ?? labels[{ pt: 'pt-BR', zh: 'zh-Hans' }[base] ?? base] ?? REVIEW_SECTION;
}

/**
 * An import's result with its review section headed in the resume's language (set once the whole file is read),
 * and the report naming it so.
 */
export function withReviewLabel(result: ImportResult): ImportResult {
  if (!result.ok) return result;
  const label = reviewLabel(result.resume.meta.language ?? 'en');
  if (label === REVIEW_SECTION || !result.resume.custom.some((c) => c.label === REVIEW_SECTION)) return result;
  const custom = result.resume.custom.map((c) => (c.label === REVIEW_SECTION ? { ...c, label } : c));
  const report = result.report && {
    ...result.report,
    dropped: result.report.dropped.map((n) =>
      n.code === 'lines-not-recognised' && n.value === REVIEW_SECTION ? { ...n, value: label } : n,
    ),
  };
  return { ...result, resume: { ...result.resume, custom }, ...(report && { report }) };
}
