// A skill's level or measure beside it, read apart from the skill: 'Advanced', 'sehr gut', '★★★★☆', 'Level: B2',
// a skills table's version and years, its column heads.

/** How well a sentence says the skills after it are known ('Proficient in', 'familiar with', 'Kenntnisse in'). */
export const PROFICIENT =
  /^(?:(?:highly |very )?(?:proficient|skilled|experienced|advanced|expert) (?:in|with|at)|(?:working )?(?:familiar|familiarity|experience) with|(?:working |basic |strong )?knowledge of|(?:sehr )?gute? kenntnisse (?:in|von)|kenntnisse in|erfahrung (?:in|mit)|(?:amplios |buenos )?conocimientos? (?:de|en)|dominio de|experiencia (?:en|con)|manejo de|maîtrise de|connaissances? (?:de|en))\s+/iu;

/**
 * A skills row's items without the level after each skill ('Derecho laboral' | 'Experto' | 'Litigación' |
 * 'Avanzado'): the level rates the skill before it and is no skill.
 */
export const withoutLevels = (items: readonly string[]): string[] => {
  const apart = items.filter((item, i) => !(i > 0 && isLevel(item) && !isLevel(items[i - 1]!)));
  // (Or each typed after its skill in the same cell, a row of them: 'Hadoop 精通' | 'Spark 精通' | 'Flink 熟练'. Not
  // after a dash, which writes the level as part of the item: 'Excel - Avanzado'.)
  const rated = apart.map((item) => /^(.*[^\s:：|–—-])\s+(\S+)$/u.exec(item.trim()));
  return apart.length >= 2 && rated.every((m) => !!m && isLevel(m[2]!) && !isLevel(m[1]!))
    ? rated.map((m) => m![1]!)
    : apart;
};

/** A row of levels only, under the skills they rate ('Go' | 'PostgreSQL' over 'Advanced' | 'Advanced'). */
export const onlyLevels = (items: readonly string[]): boolean => items.length > 0 && items.every(isLevel);

/** A skills table's column heads ('Skill' | 'Level', 'مهارت' | 'سطح' | 'مهارت' | 'سطح'): no skills. */
export const onlyColumnHeads = (items: readonly string[]): boolean =>
  items.length >= 2 && items.every((i) => COLUMN_HEAD.test(i.trim()));

const COLUMN_HEAD =
  /^(?:skills?|level|proficiency|rating|years|version|last used|experience|years of experience|program|programs|tools?|languages?|reading|writing|speaking|listening|dil|okuma|yazma|konuşma|dinleme|kenntnis(?:se)?|niveau|stufe|habilidad(?:es)?|competencias?|conocimientos?|herramientas?|software|nivel|competenze|livello|competências|nível|vaardigheid|umiejętność|poziom|навык(?:и)?|уровень|навичк[аи]|рівень|yetenek|beceri|seviye|δεξιότητα|επίπεδο|keahlian|keterampilan|tingkat|kỹ năng|mức độ|trình độ|מיומנות|רמה|مهارة|المهارة|المستوى|مهارت|سطح|कौशल|स्तर|ทักษะ|ระดับ|技能|スキル|レベル|水平|熟练程度|熟練度|程度|기술|수준|스킬)$/iu;

/** A skills table's cell that measures its row's skill: a version, the year last used, the years used ('6 Years'). */
const MEASURE =
  /^(?:v?\d+(?:\.\d+)*\+?|\d+(?:\.\d+)?\+?\s*(?:years?|yrs?\.?|months?|mos?\.?)(?:\s*\d+\s*(?:months?|mos?\.?))?)$/iu;
const DURATION = /\d\s*(?:years?|yrs?\.?|months?|mos?\.?)$/iu;

/**
 * A skills table's row: a skill, then cells that measure it ('Java' | '17' | '2024' | '6 Years 4 Months', Naukri's
 * 'IT Skills' under 'Skill' | 'Version' | 'Last Used' | 'Experience').
 */
export const isMeasuredRow = (items: readonly string[]): boolean =>
  items.length >= 2 &&
  !MEASURE.test(items[0]!.trim()) &&
  items.slice(1).every((i) => MEASURE.test(i.trim())) &&
  items.slice(1).some((i) => DURATION.test(i.trim()));

/** A list's items, or a skills table row's skill alone (its first cell). */
export const skillOfMeasuredRow = (items: readonly string[]): string[] =>
  isMeasuredRow(items) ? [items[0]!] : [...items];

/** How well, as a word or two ('sehr gut', 'Advanced', 'avanzado', 'C1'). */
const LEVEL =
  /^(?:sehr gut|gut|befriedigend|grundkenntnisse|fortgeschritten|expert(?:e|in)?|fließend|verhandlungssicher|muttersprache|basic|beginner|novice|intermediate|advanced|expert|experienced|skilful|skillful|competent|proficient|fluent|native|básico|basico|intermedio|avanzado|experto|alto|medio|bajo|nativo|usuario(?: básico| intermedio| avanzado)?|excelente|bueno|débutant|intermédiaire|avancé|courant|notions|base|intermedio|avanzato|ottimo|buono|discreto|básico|intermediário|avançado|fluente|[abc][12]|zaawansowany|średniozaawansowany|podstawowy|biegły|gevorderd|vloeiend|отлично|хорошо|средний|базовый|продвинутый|эксперт|відмінно|добре|середній|базовий|просунутий|ileri|orta|başlangıç|iyi|çok iyi|uzman|άριστα|πολύ καλά|καλά|μέτρια|mahir|menengah|dasar|baik|sangat baik|thành thạo|khá|tốt|cơ bản|trung bình|מתקדם|בינוני|בסיסי|ממוצע|ممتاز|جيد جدا|جيد جدًا|جيد جداً|جيد|متوسط|مبتدئ|متقدم|خبير|عالی|خیلی خوب|خوب|مبتدی|پیشرفته|उत्कृष्ट|अच्छा|मध्यम|बुनियादी|ดีมาก|ดี|ปานกลาง|พอใช้|精通|熟练|熟練|熟悉|了解|良好|一般|上級|中級|初級|상|중|하|고급|중급|초급)$/iu;

// (Turkish capital 'İ' has no case-insensitive match in 'i': 'İleri' is 'ileri'.)
export const isLevel = (text: string) => LEVEL.test(text.trim().replace(/İ/gu, 'i'));

/** A skill's level after its colon, named as a level ('nivel avanzado', 'Level: B2'), a remark in brackets after it. */
export const RATED =
  /^[^:：,]{1,40}(?<!\d)[:：]\s*(?:nivel|level|niveau|livello|nível|stufe)\s*[:：]?\s*(.+?)(?:\s*\([^()]*\))?\.?$/iu;

/** Stars or dots after a skill that rate it ('Python ★★★★☆', 'SQL ●●●○○'). */
export const RATING = /\s*[★☆✩✪●○◉◎■□▪▫⬤◯]{2,}\s*$/u;
