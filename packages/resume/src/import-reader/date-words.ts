import { RESUME_LANGUAGES } from '../locale/keys';
import { MONTHS } from './month-names';

// The words dates are written with in the resume languages (dates.ts reads them): month names, the present,
// 'since', 'from', seasons and durations.

/** Spellings Intl does not give and resumes use. */
const EXTRA_MONTHS: Record<string, number> = {
  // A quarter as the month it starts with ('Q1 2019 – Q3 2021').
  q1: 1,
  q2: 4,
  q3: 7,
  q4: 10,
  // Persian's Gregorian months (Intl gives Persian the Solar Hijri ones), also in their ezafe form ('ژانویهٔ ۲۰۱۹').
  ژانویه: 1,
  ژانویهٔ: 1,
  فوریهٔ: 2,
  مهٔ: 5,
  ژوئیهٔ: 7,
  فوریه: 2,
  مارس: 3,
  آوریل: 4,
  مه: 5,
  می: 5,
  ژوئن: 6,
  ژوئیه: 7,
  جولای: 7,
  اوت: 8,
  آگوست: 8,
  سپتامبر: 9,
  اکتبر: 10,
  نوامبر: 11,
  دسامبر: 12,
  sept: 9,
  mrz: 3,
  märz: 3,
  juni: 6,
  juli: 7,
  set: 9,
  dic: 12,
  ene: 1,
  janv: 1,
  févr: 2,
  avr: 4,
  juil: 7,
  déc: 12,
  sep: 9,
  oct: 10,
  nov: 11,
  dez: 12,
  okt: 10,
  mai: 5,
  giu: 6,
  ago: 8,
  // Levantine Arabic month names, beside the Egyptian ones Intl gives.
  'كانون الثاني': 1,
  شباط: 2,
  آذار: 3,
  نيسان: 4,
  أيار: 5,
  حزيران: 6,
  تموز: 7,
  آب: 8,
  أيلول: 9,
  'تشرين الأول': 10,
  'تشرين الثاني': 11,
  'كانون الأول': 12,
  // Greek months as a heading or a resume names them (nominative); Intl gives the genitive even standalone.
  ιανουάριος: 1,
  φεβρουάριος: 2,
  μάρτιος: 3,
  απρίλιος: 4,
  μάιος: 5,
  ιούνιος: 6,
  ιούλιος: 7,
  αύγουστος: 8,
  σεπτέμβριος: 9,
  οκτώβριος: 10,
  νοέμβριος: 11,
  δεκέμβριος: 12,
};

export const PRESENT = [
  'present',
  'pres.',
  'current',
  'now',
  'till date',
  'till now',
  'to date',
  'act.',
  'today',
  'ongoing',
  'date',
  'heute',
  'aktuell',
  'jetzt',
  'derzeit',
  'dato',
  'bis dato',
  'bis heute',
  'bis jetzt',
  'laufend',
  "aujourd'hui",
  'aujourd’hui',
  'présent',
  'actuel',
  'ce jour',
  'à ce jour',
  "jusqu'à ce jour",
  'jusqu’à ce jour',
  "jusqu'à aujourd'hui",
  'jusqu’à aujourd’hui',
  'à présent',
  'actualidad',
  'la actualidad',
  'a la actualidad',
  'hasta la actualidad',
  'actualmente',
  'actual',
  'presente',
  'hoy',
  'la fecha',
  'a la fecha',
  'hasta la fecha',
  'hasta hoy',
  'al presente',
  'el presente',
  'hasta el momento',
  'oggi',
  'ad oggi',
  'a oggi',
  'tuttora',
  'attuale',
  'in corso',
  'atual',
  'atualmente',
  'o momento',
  'hoje',
  'até hoje',
  'até o momento',
  'até ao momento',
  'até à data',
  'heden',
  'nu',
  'huidig',
  'obecnie',
  'nadal',
  'teraz',
  'pågående',
  'nuvarande',
  'tills vidare',
  'idag',
  'günümüz',
  'halen',
  'devam ediyor',
  'hâlâ',
  'настоящее время',
  // (Its first word alone: a narrow date column wraps before 'время'.)
  'настоящее',
  'наст. время',
  'н.в.',
  // (Spaced as typesetting sets it, 'н.\,в.' in LaTeX.)
  'н. в.',
  'наст. вр.',
  'сейчас',
  'по настоящее время',
  'по теперішній час',
  'теперішній час',
  'теперішній',
  'тепер',
  'дотепер',
  'зараз',
  'σήμερα',
  'τώρα',
  'الآن',
  'حتى الآن',
  'الحاضر',
  'حاليا',
  'حاليًا',
  'היום',
  'הווה',
  'כיום',
  'اکنون',
  'تاکنون',
  'حال',
  'वर्तमान',
  'अब तक',
  '至今',
  '迄今',
  '目前',
  '仍在職',
  '仍在职',
  '在職中',
  '在职中',
  '在職',
  '在职',
  '재직중',
  '재직 중',
  '现在',
  '現在',
  '今',
  '현재',
  'ปัจจุบัน',
  'hiện tại',
  'nay',
  'sekarang',
  'saat ini',
];

export const SINCE = [
  'since',
  'seit',
  'depuis',
  'desde',
  'dal',
  'dall',
  'da',
  'desde',
  'sinds',
  'od',
  'sedan',
  'с',
  'з',
  'από',
  'منذ',
  'מאז',
  'از',
  'से',
  '自',
  'から',
  'sejak',
  'từ',
];

export const FROM = ['from', 'de', 'du', 'von', 'dal', 'van', 'من'];
/** Words between two months that share the year after them ('de mai à juin 2015'). */
export const MONTHS_TO = ['to', 'à', 'a', 'al', 'bis', 'hasta', 'até', 'tot', 'till', 'until'];

let months: Map<string, number> | undefined;
export const stripDot = (s: string) => s.toLowerCase().replace(/\.$/, '').trim();

/** Every language's month names (long and short, standalone and inside a date), lower case, to their number. */
export function monthNames(): Map<string, number> {
  if (months) return months;
  months = new Map(Object.entries(EXTRA_MONTHS));
  MONTHS.forEach((names, m) => names.forEach((name) => months!.has(name) || months!.set(name, m + 1)));
  return months;
}

/**
 * The table month-names.ts holds, made from Intl: one formatter per language and style, each asked for the twelve
 * months. Kept to regenerate that table (and to test it against the running Intl).
 */
export function monthNamesFromIntl(): Map<string, number> {
  const out = new Map<string, number>();
  const dates = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2021, m, 15)));
  for (const locale of RESUME_LANGUAGES) {
    for (const month of ['long', 'short'] as const) {
      const alone = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      const inDate = new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' });
      dates.forEach((date, m) => {
        const names = [alone.format(date), inDate.formatToParts(date).find((p) => p.type === 'month')?.value];
        for (const name of names) {
          if (!name || /^\d+/.test(name)) continue;
          const key = stripDot(name.normalize('NFKC'));
          if (key.length >= 2 && !out.has(key)) out.set(key, m + 1);
        }
      });
    }
  }
  return out;
}

/**
 * A season of the year, in the resume languages ('Summer 2013', 'sommaren 2012', 'Somrar 2014–2015', Persian's
 * 'تابستان ۱۳۹۳'), or a season of seasonal work: a harvest's or a resort's ('Zafra 2017', 'Temporada 2019', 'Saison
 * 2018').
 */
export const SEASON =
  '(?:(?:summer|spring|fall|autumn|winter)s?|sommer|frühjahr|herbst|verano|invierno|primavera|otoño|été|hiver|printemps|automne|estate|inverno|verão|sommaren|våren|hösten|vintern|sommar|somrar|somrarna|höst|vinter|zomer|zomers|veranos|étés|estati|verões|zafra|temporada|saison|stagione|sezon|بهار|تابستان|پاییز|پائیز|زمستان|الصيف|صيف|קיץ)';

/** Studies or a job still going on, in words ('en curso', 'cursando', 'em andamento', 'in progress'). */
export const IN_PROGRESS = 'en curso|cursando|en progreso|em curso|em andamento|in progress|ongoing';

/**
 * A number of years and months in the resume languages ('6 anos 1 mês', '2 yrs 3 mos', '8 سنوات 6 أشهر', '3년 2개월',
 * '5 ปี 10 เดือน'), Arabic's and Hebrew's one or two years or months in words ('سنة واحدة', 'سنتان', 'שנתיים'). Chinese and Japanese
 * years are one or two digits, so that no '2019年' reads as a length.
 */
const DURATION_UNITS = [
  'years?|yrs?|months?|mos?|лет|года?|год|месяц(?:а|ев)?|мес\\.?|років|роки|рік|місяц(?:ь|і|ів)|jahre?n?|monate?n?',
  'años?|meses?|mês|ans?|mois|anos?|anni|anno|mesi|mese|lata?|rok|miesi(?:ąc|ące|ęcy)|jaar|maand(?:en)?|månad(?:er)?',
  'år|yıl|ay|tahun|bulan|έτη|έτος|χρόνια|μήνες|μήνας|سنوات|سنة|عام|أعوام|أشهر|شهر|سال|ماه',
  'שנים|שנה|חודשים|חודש|वर्ष|साल|महीने|महीना|ปี|เดือน|năm|tháng|년|개월',
].join('|');
const DURATION_WORDS = 'سنة\\s+واحدة|شهر\\s+واحد|سنتان|سنتين|شهران|شهرين|שנתיים|חודשיים';
export const DURATION_BODY = `(?:(?:\\d+\\s*(?:${DURATION_UNITS})|\\d{1,2}\\s*(?:年|个月|個月|ヶ月|か月|カ月)|${DURATION_WORDS})\\.?(?!\\p{L})\\s*(?:and|и|і|und|y|et|e|i|en|och|ve|و)?\\s*)+`;
