import { GRADE } from './entry-labels';

// The words a degree's line is written with besides the degree: its field, honours, grade, labels and notes.

/** 'Bachelor of Science in Computer Science': the degree and its field. */
export const DEGREE_IN =
  /^(.*?\b(?:bachelor|master|associate|doctor|diploma|certificate|b\.?[as]\.?|m\.?[as]\.?|bsc|msc|ph\.?d\.?)\b.*?)\s+in\s+(.+)$/i;

/**
 * The class a British degree was awarded with, after its comma ('BSc (Hons) Economics, First Class', '…, 2:1'), or
 * a French one's mention ('Baccalauréat général, mention Bien'): its grade, the score, no part of the degree. (Latin honours, 'summa cum laude', stay a detail.)
 */
// (Written short too: 'BSc (Hons) Quantity Surveying, First', '…, 2:i', 'MSc Data Science, Distinction'.)
const HONOUR =
  '(?:first|upper second|lower second|second|third)[- ]class(?: hono(?:u)?rs)?|first|upper second|lower second|2:[12]|2:ii?|(?:with )?(?:distinction|merit)|mention (?:très bien|tres bien|bien|assez bien|passable)';
// (Or in brackets, as British CVs set it after the school: 'University of Leeds (2:1)'.)
export const HONOURS = new RegExp(`(?:[,;]\\s*(${HONOUR})|\\s*\\(\\s*(${HONOUR})\\s*\\))\\s*$`, 'iu');
export const HONOUR_ALONE = new RegExp(`^(?:${HONOUR})$`, 'iu');
/** A mark out of its scale, alone: '110/110', '110/110 e lode', '3.8 / 4.0'. */
export const MARK_ALONE = /^\d+(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?(?:\s+(?:e lode|cum laude))?$/iu;
/** The subject studied as German CVs name it over the school: 'Studium der Wirtschaftsinformatik'. */
export const STUDY = /^(?:studium (?:der|des)|studiengang)\s+(\S.*)$/iu;
/** Its field of study after a label ('Campo(s) de estudio: Salud y bienestar', Europass's). */
export const FIELD =
  /(?:^|[,|·;]\s*)(?:field\(?s\)? of study|field of study|major|campo\(?s\)? de estudio|especialidad|studienfach|schwerpunkt|domaine\(?s\)? d'études|spécialité|campo\(?i\)? di studio|área\(?s\)? de estudo|studierichting|kierunek|bölüm)\s*[:：]\s*([^,|·;]+)/iu;

/** A faculty named in a degree's place, as Russian and Ukrainian CVs name the studies: 'Учётно-экономический факультет'. */
export const FACULTY =
  /(?<![\p{L}])(?:факультет|faculty of|facultad de|faculté de|fakultät für|facoltà di|faculdade de|wydział|fakültesi)(?![\p{L}])/iu;

/** The label a degree may come after ('Degree: Bachelor of Science', a WPS template's). */
const DEGREE_LABEL =
  /^(?:degree|qualification|título|titulación|abschluss|diplôme|diploma|grau|titolo|tytuł(?: zawodowy)?|stopień|chuyên ngành|ngành học|bằng cấp|jurusan|program studi|bölüm|специальность|спеціальність)\s*[:：]\s*/iu;

/**
 * Words before a degree not yet awarded, as Canadian and Indian resumes write it ('Candidate for Bachelor of Applied
 * Science', 'Pursuing B.Tech in …'): its end date, in the future, says so already.
 */
const NOT_YET = /^(?:candidate for(?: the)?|(?:currently )?pursuing)\s+(?=\S)/iu;

/** A Turkish job site's level before the degree it gave ('Üniversite (Lisans)', 'Üniversite (Ön Lisans)'): the degree. */
const LEVEL_THEN_DEGREE = /^(?:üniversite|yüksekokul|meslek yüksekokulu)\s*\(([^()]+)\)$/iu;

export const withoutDegreeLabel = (degree: string): string =>
  degree.replace(DEGREE_LABEL, '').replace(NOT_YET, '').replace(LEVEL_THEN_DEGREE, '$1');

/**
 * What a degree's line says about it after its name: honours ('summa cum laude', 'with Honors', 'Dean’s List', 'First Class
 * Honours', '(Second Class Upper Division)') and when it is expected ('(expected May 2026)'). Kept as details, not
 * as the degree's name.
 */
const DEGREE_NOTE =
  /(?:,\s*|\s+)(?:\(\s*((?:expected|anticipated|exp\.)\s[^)]+|(?:first|second|third)[- ]class[^()]*)\)|((?:summa |magna )?cum laude|with (?:high(?:est)? )?hono(?:u)?rs|with distinction|first[- ]class hono(?:u)?rs|dean['’]s list|president['’]s list))\s*$/iu;

/**
 * A school-leaving qualification over the subjects taken ('A-levels: Business Studies (B), English Language (B)',
 * 'GCSEs: 9 including Maths and English (A*–C)'): the subjects are a detail, not a field of study.
 */
const LEAVING_SUBJECTS =
  /^((?:a|as)[- ]levels?|i?gcses?|(?:advanced )?highers|leaving cert(?:ificate)?|ib diploma|international baccalaureate(?: diploma)?|abitur|matura|maturità|baccalauréat)\s*[:：]\s*(\S.*)$/iu;

export function degreeNotes(written: string): { degree: string; notes: string[] } {
  const subjects = written.match(LEAVING_SUBJECTS);
  let degree = subjects ? subjects[1]! : written;
  const notes: string[] = subjects ? [subjects[2]!] : [];
  let m: RegExpMatchArray | null;
  while ((m = degree.match(DEGREE_NOTE)) && m.index! > 0) {
    notes.unshift((m[1] ?? m[2])!);
    degree = degree.slice(0, m.index).trim();
  }
  return { degree, notes };
}

/** A grade in brackets goes with them: 'Master of Science (Note 1,7)'. */
export const withoutBracketedGrade = (text: string) =>
  text.replace(/\s*\(([^()]*)\)/gu, (m, inner: string) =>
    GRADE.test(inner) && inner.replace(GRADE, '').trim() === '' ? '' : m,
  );

export function withoutGrade(degree: string): string {
  const rest = withoutBracketedGrade(degree).replace(GRADE, '');
  return rest === degree ? degree : rest.replace(/[\s,;.|·]+$/u, '').trim() || degree;
}

/**
 * A qualification's level in a European framework beside it, as Europass prints it ('EQF 7', 'MECES 3', 'DQR-Niveau
 * 6'): a detail, not its field of study.
 */
export const FRAMEWORK_LEVEL =
  /^(?:(?:EQF|EQR|CEC|QEC|MEC|MECES|NQF|DQR|EKR|QEQ|ERK)(?:[- ]?(?:level|nivel|niveau|livello|nível|stufe))?\s*\d|(?:level|nivel|niveau|livello|nível|stufe)\s*\d\s+(?:EQF|EQR|CEC|QEC|MEC|MECES|NQF|DQR|EKR|QEQ|ERK))$/iu;

/** Whether the studies were finished, in a cell of its own ('畢業', '졸업'): said by the dates, no field of study. */
export const STUDY_STATUS =
  /^(?:畢業|毕业|肄業|肄业|結業|结业|在學|在学|在學中|在学中|在讀|在读|卒業|졸업|재학|수료)$/u;

/**
 * How the place was won or the studies followed, a tag of its own beside the degree on Chinese job sites ('统招',
 * unified admission; '全日制', full-time; '985'): a detail, no field of study.
 */
export const ADMISSION =
  /^(?:统招|統招|全日制|非全日制|自考|成人高考|成考|函授|网络教育|網路教育|脱产|在职|在職|985|211|双一流|雙一流)$/u;
