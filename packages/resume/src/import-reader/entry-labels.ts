import type { SourceLine } from './types';

/**
 * The labels entries are written with, as many Spanish, Latin American and Portuguese CVs and the old Europass write
 * them ('Empresa: Alpina', 'Cargo: Jefe de Planeación', 'Período: Febrero de 2019 – Actualidad', 'Funciones:'), by the
 * field each names; labelled-entries.ts reads entries by them.
 */

export type Field = 'company' | 'title' | 'school' | 'degree' | 'dates' | 'start' | 'end' | 'place' | 'items';

const alternatives = (list: string) =>
  list
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean)
    .join('|');
const LABEL = (list: string) => new RegExp(`^(?:${alternatives(list)})$`, 'iu');

const FIELDS: Record<Field, RegExp> = {
  company: LABEL(`
    empresa|compañía|empleador|entidad|institución|institucion|nombre y dirección de la empresa|nombre y dirección de la empresa o empleador|nombre y dirección del empleador|
    company|employer|organi[sz]ation|name and address of employer|client|end client|arbeitgeber|firma|unternehmen|
    entreprise|employeur|société|nom et adresse de l'employeur|azienda|datore di lavoro|
    nome e indirizzo del datore di lavoro|empregador|entidade|entidade empregadora|nome e endereço do empregador|werkgever|bedrijf|arbetsgivare|arbetsgivarens namn och adress|företag|pracodawca|
    компания|организация|работодатель|компанія|організація|роботодавець|εταιρεία|εργοδότης|όνομα και διεύθυνση εργοδότη|şirket|kurum|işveren|
    firma adı|şirket adı|kurum adı|
    perusahaan|nama perusahaan|instansi|công ty|חברה|מעסיק|कंपनी|संस्था|नियोक्ता|บริษัท|ชื่อบริษัท|
    公司名稱|公司名称|企業名稱|企业名称|任職公司|会社名|회사명`),
  title: LABEL(`
    cargo|puesto|puesto o cargo ocupado|profesión o cargo desempeñado|posición|rol|cargo desempeñado|
    job title|title|position|position held|role|designation|occupation or position held|
    position|stelle|funktion|berufsbezeichnung|poste|fonction|intitulé du poste|fonction ou poste occupé|
    ruolo|posizione|mansione|lavoro o posizione ricoperti|tipo di impiego|posizione ricoperta|tipo de empleo|
    beruf oder funktion|função|cargo ocupado|função ou cargo ocupado|functie|stanowisko|befattning|yrke eller befattning|
    должность|позиция|посада|θέση|απασχόληση ή θέση που κατείχατε|pozisyon|unvan|posisi|jabatan|vị trí|chức vụ|תפקיד|पद|पदनाम|ตำแหน่ง|
    職務名稱|职务名称|職稱|职称|職位|职位|職務|职务|役職|職種|직위|직책|직급|직무|담당 직무|담당직무`),
  school: LABEL(`
    institución|institución educativa|universidad|centro|centro de estudios|centro educativo|colegio|escuela|
    establecimiento|nombre del centro|nombre y tipo del centro de estudios|nombre y tipo de organización que ha impartido la educación o la formación|
    school|university|institution|college|name and type of organi[sz]ation providing education and training|
    hochschule|universität|schule|bildungseinrichtung|établissement|école|université|
    nom et type de l'établissement d'enseignement|nom et type de l'établissement d'enseignement ou de formation|
    istituto|università|nome e tipo d'istituto di istruzione o formazione|nome e tipo di istituto di istruzione o formazione|
    name und art der bildungs- oder ausbildungseinrichtung|nome e tipo da organização de ensino ou formação|
    instituição|universidade|escola|instelling|uczelnia|szkoła|lärosäte|namn på och typ av organisation som tillhandahållit utbildningen|
    учебное заведение|заклад освіти|навчальний заклад|εκπαιδευτικό ίδρυμα|ίδρυμα|όνομα και είδος του οργανισμού|όνομα και είδος του οργανισμού παροχής εκπαίδευσης ή κατάρτισης|okul|üniversite|sekolah|
    nama sekolah|universitas|trường|מוסד לימודים|מוסד|
    學校名稱|学校名称|學校|学校|学校名|학교명|학교`),
  degree: LABEL(`
    título|título obtenido|titulación|titulación obtenida|título de la cualificación obtenida|cualificación obtenida|grado|carrera|
    estudios|programa|degree|qualification|title of qualification awarded|program|programme|major|abschluss|
    studiengang|diplôme|intitulé du certificat ou diplôme délivré|titolo|titolo della qualifica rilasciata|
    qualifica conseguita|laurea|curso|grau|formação|opleiding|diploma|kierunek|tytuł|examen|benämning på examen eller utbildningsbevis|
    bezeichnung der erworbenen qualifikation|designação da qualificação atribuída|highest grade passed|
    highest qualification|qualification obtained|
    специальность|квалификация|спеціальність|кваліфікація|πτυχίο|ειδίκευση|τίτλος του πιστοποιητικού ή διπλώματος|bölüm|jurusan|program studi|gelar|
    chuyên ngành|תואר|परीक्षा|डिग्री|วุฒิการศึกษา|สาขา|สาขาวิชา|คณะ|
    學位|学位|科系|系所|專業|专业|学部|学科|학위|전공`),
  dates: LABEL(`
    período|periodo|fechas?|duración|tiempo laborado|tiempo|año|años|año de grado|año de graduación|fecha de grado|
    dates?|period|duration|years?|graduated|graduation|graduation date|graduation year|year completed|
    year of completion|year obtained|
    zeitraum|dauer|jahr|abschlussjahr|datum|période|durée|année|anno|data|date|datas|ano|ano de conclusão|conclusão|
    periode|jaar|
    okres|rok|
    период|период работы|годы|період|роки|περίοδος|διάρκεια|ημερομηνίες|tarih|tarihler|dönem|çalışma tarihi|çalışma tarihleri|tahun|thời gian|תקופה|שנים|अवधि|कार्यकाल|ระยะเวลา|ปีการศึกษา|
    任職期間|任职期间|在職期間|在职时间|任职时间|工作時間|工作时间|起止时间|起止時間|期間|期间|就讀期間|就读时间|在籍期間|在学期間|근무기간|재직기간|기간|재학기간|
    s\\.y\\.|s\\.y|sy|a\\.y\\.|school year|academic year|año lectivo|año escolar`),
  start: LABEL(`
    fecha de ingreso|fecha de inicio|inicio|desde|from|start|start date|von|beginn|début|depuis|dal|da|início|
    data de início|admissão|van|od`),
  end: LABEL(`
    fecha de retiro|fecha de salida|fecha de egreso|año de egreso|fecha de terminación|fecha de finalización|fin|hasta|to|until|end|
    end date|bis|ende|fin|au|jusqu'à|al|a|até|término|data de saída|tot|do`),
  place: LABEL(`
    ciudad|lugar|ubicación|localidad|location|city|place|ort|standort|arbeitsort|lieu|ville|luogo|città|sede|local|
    cidade|plaats|miejscowość|miasto|город|місто|πόλη|şehir|kota|lokasi|địa điểm|עיר`),
  items: LABEL(`
    funciones|responsabilidades|logros|actividades|tareas|funciones principales|principales funciones|
    principales actividades y responsabilidades|principales materias|materias|funciones y responsabilidades principales|descripción|
    funciones y logros|logros principales|principales logros|logros destacados|responsibilities|duties|achievements|
    accomplishments|tasks|key responsibilities|main responsibilities|key achievements|main achievements|
    roles|responsibilities included|responsibilities include|duties included|duties include|main duties|key duties|
    main duties and responsibilities|key duties and responsibilities|achievements included|funciones desempeñadas|
    principales funciones desempeñadas|funciones realizadas|actividades realizadas|logros obtenidos|logros alcanzados|
    selected achievements|notable achievements|key accomplishments|highlights|key contributions|
    major projects handled|projects handled|key projects|major projects|projects executed|
    responsibilities and achievements|wichtigste erfolge|réalisations principales|principaux résultats|
    main activities and responsibilities|description|duties and responsibilities|aufgaben|tätigkeiten|erfolge|
    aufgaben und erfolge|missions|réalisations|responsabilités|tâches|activités|
    principales activités et responsabilités|mansioni|attività|responsabilità|risultati|
    principali attività e responsabilità|principali mansioni e responsabilità|wichtigste tätigkeiten und zuständigkeiten|
    principais actividades e responsabilidades|funções|atividades|responsabilidades|realizações|conquistas|
    principais atividades|principais actividades|principais atividades e responsabilidades|taken|verantwoordelijkheden|werkzaamheden|
    resultaten|obowiązki|osiągnięcia|zadania|zakres obowiązków|główne obowiązki|najważniejsze osiągnięcia|arbetsuppgifter|huvudsakliga arbetsuppgifter och ansvarsområden|huvudämnen/yrkesfärdigheter som omfattas av utbildningen|
    обязанности|должностные обязанности|основные обязанности|достижения|функции|обов'язки|обов’язки|досягнення|
    функції|αρμοδιότητες|καθήκοντα|επιτεύγματα|κύριες δραστηριότητες και αρμοδιότητες|görevler|görev ve sorumluluklar|sorumluluklar|başarılar|iş tanımı|İş tanımı|görev tanımı|
    tanggung jawab|uraian tugas|tugas|pencapaian|prestasi|mô tả công việc|nhiệm vụ|thành tích|תחומי אחריות|הישגים|
    कार्य विवरण|जिम्मेदारियाँ|ज़िम्मेदारियाँ|उपलब्धियाँ|หน้าที่รับผิดชอบ|หน้าที่ความรับผิดชอบ|หน้าที่|ผลงาน|
    工作内容|工作职责|主要职责|岗位职责|职责|主要工作|工作描述|工作內容|工作職責|主要職責|業務内容|担当業務|職務内容|主な業務|
    工作业绩|主要业绩|业绩|工作成果|工作業績|主要業績|業績|
    実績|主な実績|成果|담당업무|주요업무|주요 성과|성과`),
};

export const JOB: Field[] = ['company', 'title', 'dates', 'start', 'end', 'place', 'items'];
export const SCHOOL: Field[] = ['school', 'degree', 'dates', 'start', 'end', 'place', 'items'];

/** A line's label and what follows it: 'Cargo: Analista', or a table's label cell beside its value. */
export function split(line: SourceLine): { label: string; value: string } | undefined {
  const m = line.text.match(/^([^:：]{2,60}?)\s*[:：]\s*(.*)$/u);
  if (m && !/\d/.test(m[1]!)) return { label: m[1]!, value: m[2]!.trim() };
  if (line.parts.length >= 2 && !/\d/.test(line.parts[0]!.text))
    return {
      label: line.parts[0]!.text,
      value: line.parts
        .slice(1)
        .map((p) => p.text)
        .join(' '),
    };
  return undefined;
}

/**
 * A label as the rules compare it: its spaces as one, without the mark the old Europass sets before it ('• Tipo di
 * impiego') and the remark in brackets after it ('Date (da – a)', 'Dates (from – to)', '(se pertinente)').
 */
export const bare = (label: string) =>
  label
    .replace(/\s+/g, ' ')
    .replace(/^[•·▪‣◦-]\s*/u, '')
    .replace(/\s*\([^()]*\)\s*$/u, '')
    .trim();

export const fieldOf = (label: string, fields: readonly Field[]) => fields.find((f) => FIELDS[f].test(bare(label)));

/**
 * A header piece after the label of what names an entry ('Puesto: Contadora General' under an employer no label
 * names): which of the two it is (the title or the school first, the company or the degree second), and its value.
 */
export function headerLabel(text: string, school: boolean): { role: 'first' | 'second'; value: string } | undefined {
  // (Or in Japanese lenticular brackets: '【職種】バックエンドエンジニア'.)
  const m = text.match(/^([^:：\d]{2,60}?)\s*[:：]\s*(\S.*)$/u) ?? text.match(/^【([^【】]{1,12})】\s*(\S.*)$/u);
  const field = m ? fieldOf(m[1]!, school ? SCHOOL : JOB) : undefined;
  const [first, second] = school ? ['school', 'degree'] : ['title', 'company'];
  return field === first || field === second
    ? // (Without the stop that closed the line, but for an abbreviation's: 'Puesto: Administrativa de Compras.'.)
      { role: field === first ? 'first' : 'second', value: m![2]!.trim().replace(/(?<=\p{Ll}{3})\.$/u, '') }
    : undefined;
}

/** A school's level as a label before its name, the Philippines' way ('Tertiary:', 'Secondary:', 'Primary:'). */
const SCHOOL_LEVEL =
  /^(?:tertiary|secondary|primary|elementary|intermediate|vocational|post[- ]?graduate|graduate studies|junior high school|senior high school|(?:estudios )?(?:primari[oa]s?|secundari[oa]s?|terciari[oa]s?|universitari[oa]s?|técnic[oa]s?|tecnológic[oa]s?)|bachiller|posgrado|postgrado|nivel (?:primario|secundario|terciario|universitario)|ensino (?:fundamental|médio|superior)|pós-graduação|высшее|неоконченное высшее|среднее специальное|среднее профессиональное|вища|повна вища|неповна вища|базова вища|середня спеціальна)$/iu;
export const isSchoolLevel = (label: string): boolean =>
  /[:：]\s*$/u.test(label) && namesSchoolLevel(label.replace(/[:：]\s*$/u, ''));
/**
 * A line that starts with a school's level typed as a label before its text ('Universitario: Contador Público – UBA'),
 * or in a cell of its own before it ('Universitarios:' | 'Contador Público – …', a Word tab stop).
 */
export const typedSchoolLevel = (line: SourceLine): boolean => {
  const m = line.parts[0]?.text.match(/^([^:：\d]{4,40}[:：])\s*(\S?)/u);
  return !!m && (!!m[2] || line.parts.length > 1) && isSchoolLevel(m[1]!);
};
/** A school's level written bare, without the colon of a label ('Técnica', 'Bachiller' over the school's name). */
export const namesSchoolLevel = (text: string): boolean => SCHOOL_LEVEL.test(text.trim());

/** Whether a label names a field of an entry ('Empresa', 'Cargo', 'Período', 'Funciones'), of a job or a school. */
export const isFieldLabel = (label: string): boolean => !!fieldOf(label, [...new Set([...JOB, ...SCHOOL])]);

/**
 * A line that only announces the items under it, of any section: a label with its colon ('Funciones:',
 * 'Responsibilities:'), or two joined, which builders print without one ('Logros/Tareas', 'Achievements/Tasks'), or
 * one in Chinese, Japanese or Korean, which need none.
 */
export const isItemsLabel = (text: string): boolean => itemsLabel(text, false);

/** Or a single label without its colon too ('Achievements', a builder's small label in a job over its items). */
export const isLoneItemsLabel = (text: string): boolean => itemsLabel(text, true);

const itemsLabel = (text: string, colonless: boolean): boolean => {
  // (Japanese sets it in lenticular brackets: '【業務内容】', '【実績】'.)
  const bracketed = text.trim().match(/^【(.{2,20})】$/u);
  if (bracketed) return FIELDS.items.test(bracketed[1]!);
  const m = text.match(/^(.{2,60}?)\s*([:：]?)\s*$/u);
  if (!m) return false;
  const labels = m[1]!.split(/\s*(?:[/&+]|\s(?:and|y|e|et|und|i|en)\s)\s*/iu);
  // (Chinese, Japanese and Korean set it alone in its cell, without one: '담당업무', '工作内容'.)
  const cjk = /^[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]+$/u.test(m[1]!);
  return (!!m[2] || labels.length > 1 || cjk || colonless) && labels.every((l) => FIELDS.items.test(l.trim()));
};

/**
 * A school's grade after its label, in the resume languages ('Nota media: 8,1', 'GPA: 3.8', 'Abschlussnote: 1,7'),
 * or in brackets after the degree ('Master of Science (Note 1,7)').
 */
// (Portugal's marks out of 20 name their unit: 'Média final: 14 valores'. 'Grade 12' alone is a school year, as South
// Africa, Canada and the Philippines name them.)
export const GRADE =
  /(?:^|[,|·;.(]\s*|\s)(?:gpa|cgpa|wam|percentage|aggregate|grade(?!\s+(?:[1-9]|1[0-3])(?![\d.,/]))|final grade|overall grade|nota media|nota final|nota de titulación|nota de egreso|nota|calificación|calificación final|abschlussnote|gesamtnote|note|voto|voto di laurea|voto finale|votazione|votazione finale|média|média final|cijfer|eindcijfer|ocena|not ortalaması|promedio|promedio general|diploma notu|βαθμός|βαθμος|gno|gano|agno|ipk|средний балл|середній бал|ממוצע|معدل|بمجموع|المجموع|학점|điểm trung bình)(?:\s*[:：]\s*|\s+(?=\d))(\d+(?:[.,]\d+)?%?(?:\s*\/\s*\d+(?:[.,]\d+)?)?(?:\s+valores)?|\p{L}[^,|·;\d]{1,40})/iu;

/**
 * What a CV says about the employer under its name, not about a role, as Japan's 職務経歴書 sets it: '事業内容：…',
 * '資本金：…', '従業員数：820名', '雇用形態：正社員', and the roles' table's head row ('期間 業務内容').
 */
export const saysOfEmployer = (text: string): boolean =>
  /^(?:(?:事業内容|資本金|売上高|従業員数|上場|設立|雇用形態)\s*[:：]|期間\s*業務内容(?:\s*(?:環境・規模|開発環境|環境|規模|役割・規模))?$)/u.test(
    text,
  );
