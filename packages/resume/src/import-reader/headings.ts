import { CASELESS_LETTER } from '../scripts';

/**
 * Section headings of resumes in the resume languages (issue #35 item 8), by the section they open. Matched on
 * the heading's whole text once normalised (see headingKey): a heading is one of these phrases, maybe with a
 * few more words ('Berufserfahrung und Praktika'). Written from how resumes in each language are headed, not
 * from one template: several phrasings per language.
 */

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'certifications'
  | 'awards'
  | 'volunteer'
  | 'publications'
  | 'interests'
  | 'references'
  | 'additional'
  | 'other';

type Table = Record<string, string[]>;

const EXPERIENCE: Table = {
  en: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'research experience',
    'industry experience',
    'career',
    'positions held',
    'internships',
    'internship experience',
    // The Philippines' practicum for a degree.
    'on-the-job training',
    'on the job training',
    'professional background',
    'professional history',
    'relevant work experience',
    'related experience',
    'additional experience',
    'other experience',
    'leadership experience',
    'teaching experience',
    'clinical experience',
    'military service',
    'military experience',
    'experience highlights',
    // JSON Resume's name for the section, which its themes print.
    'work',
  ],
  de: [
    'berufserfahrung',
    'berufliche erfahrung',
    'praktische erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'erfahrung',
    'berufspraxis',
    'praxiserfahrung',
    'tätigkeiten',
    'berufliche laufbahn',
    'praktika',
  ],
  fr: [
    'expérience',
    'expériences',
    'stages',
    'expérience professionnelle',
    'expériences professionnelles',
    'parcours professionnel',
  ],
  es: [
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'historial laboral',
    'trayectoria',
    'prácticas',
    'prácticas profesionales',
  ],
  it: [
    'esperienza',
    'esperienze',
    'esperienza professionale',
    'esperienze professionali',
    'esperienza lavorativa',
    'esperienze lavorative',
  ],
  pt: ['experiência', 'experiência profissional', 'experiências profissionais', 'histórico profissional'],
  nl: ['werkervaring', 'ervaring', 'werkervaringen', 'loopbaan', 'professionele ervaring'],
  pl: ['doświadczenie', 'doświadczenie zawodowe', 'przebieg pracy', 'historia zatrudnienia'],
  sv: ['arbetslivserfarenhet', 'erfarenhet', 'yrkeserfarenhet', 'anställningar'],
  tr: ['iş deneyimi', 'deneyim', 'deneyimler', 'iş tecrübesi', 'tecrübe', 'mesleki deneyim'],
  ru: ['опыт работы', 'опыт', 'профессиональный опыт', 'трудовая деятельность'],
  uk: ['досвід роботи', 'досвід', 'професійний досвід', 'трудова діяльність'],
  el: ['επαγγελματική εμπειρία', 'εμπειρία', 'εργασιακή εμπειρία'],
  ar: [
    'الخبرة',
    'الخبرات',
    'الخبرة العملية',
    'الخبرات العملية',
    'الخبرة المهنية',
    'الخبرات المهنية',
    'الخبرات السابقة',
  ],
  he: ['ניסיון', 'ניסיון תעסוקתי', 'ניסיון מקצועי', 'ניסיון בעבודה'],
  fa: ['سوابق کاری', 'تجربه کاری', 'سوابق شغلی', 'تجربیات'],
  hi: ['अनुभव', 'कार्य अनुभव', 'व्यावसायिक अनुभव'],
  'zh-Hans': ['工作经历', '工作经验', '职业经历', '实习经历', '经历'],
  'zh-Hant': ['工作經歷', '工作經驗', '職業經歷', '實習經歷', '經歷'],
  ja: ['職歴', '職務経歴', '職務経験', '経歴', '職務内容'],
  ko: ['경력', '경력 사항', '경력사항', '업무 경험', '직무 경험'],
  th: ['ประสบการณ์', 'ประสบการณ์ทำงาน', 'ประวัติการทำงาน'],
  vi: ['kinh nghiệm', 'kinh nghiệm làm việc', 'quá trình công tác'],
  id: ['pengalaman', 'pengalaman kerja', 'riwayat pekerjaan', 'pengalaman profesional'],
};

const EDUCATION: Table = {
  en: [
    'education',
    'academic background',
    'qualifications',
    'education and training',
    'academic qualifications',
    'education history',
    'academic history',
    // As Indian and Pakistani resumes head the table of their qualifications.
    'educational qualification',
    'educational qualifications',
    'academic qualification',
    'educational details',
    'academic details',
    'academic profile',
    'educational background',
    'educational attainment',
    // Nigeria's, Ghana's and Kenya's.
    'institutions attended',
    'institutions attended with dates',
    'schools attended',
    'schools attended with dates',
    'educational qualifications with dates',
    'educational institutions attended',
  ],
  de: [
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'schulbildung',
    'akademischer werdegang',
    'aus- und weiterbildung',
    'allgemeine und berufliche bildung',
    // The new Europass's.
    'schul- und berufsbildung',
    'schule und studium',
    'schulische ausbildung',
    'akademische ausbildung',
  ],
  fr: ['formation', 'formations', 'études', 'parcours académique', 'diplômes', 'éducation', 'éducation et formation'],
  es: [
    'educación',
    'formación',
    'formación académica',
    'estudios',
    'titulación',
    'educación y formación',
    'datos académicos',
    'estudios realizados',
  ],
  it: ['istruzione', 'formazione', 'istruzione e formazione', 'studi'],
  pt: ['formação', 'formação acadêmica', 'formação académica', 'educação', 'escolaridade', 'educação e formação'],
  nl: ['opleiding', 'opleidingen', 'onderwijs', 'onderwijs en opleiding'],
  pl: ['wykształcenie', 'edukacja', 'wykształcenie i szkolenia'],
  sv: ['utbildning', 'utbildningar', 'utbildning och yrkesutbildning'],
  tr: ['eğitim', 'eğitim bilgileri', 'öğrenim'],
  ru: ['образование'],
  uk: ['освіта'],
  el: ['εκπαίδευση', 'σπουδές'],
  ar: ['التعليم', 'المؤهلات العلمية', 'المؤهل العلمي', 'التحصيل العلمي', 'الدراسة'],
  he: ['השכלה', 'לימודים'],
  fa: ['تحصیلات', 'سوابق تحصیلی'],
  hi: ['शिक्षा', 'शैक्षिक योग्यता'],
  'zh-Hans': ['教育背景', '教育经历', '学历'],
  'zh-Hant': ['教育背景', '教育經歷', '學歷'],
  ja: ['学歴', '学歴・職歴'],
  ko: ['학력', '학력 사항', '학력사항', '교육'],
  th: ['การศึกษา', 'ประวัติการศึกษา'],
  vi: ['học vấn', 'trình độ học vấn', 'giáo dục'],
  id: ['pendidikan', 'riwayat pendidikan'],
};

const SKILLS: Table = {
  en: [
    'skills',
    'technical skills',
    'technical strengths',
    'core competencies',
    'competencies',
    'key skills',
    'expertise',
    'areas of expertise',
    'tools',
    'technologies',
    'skills & tools',
    'top skills',
    'strengths',
    'key strengths',
    'skills & interests',
    'skills and interests',
    'skills and abilities',
    'skills summary',
    'technical proficiencies',
    'proficiencies',
    'technical expertise',
    'computer skills',
    'it skills',
    'tools and technologies',
    'core qualifications',
    'programming skills',
    'software skills',
    'technical skills and tools',
  ],
  de: [
    'kenntnisse',
    'fähigkeiten',
    'qualifikationen',
    'kompetenzen',
    'fachkenntnisse',
    'edv-kenntnisse',
    'it-kenntnisse',
    'skills',
    'top-kenntnisse',
  ],
  fr: [
    'compétences',
    'compétences techniques',
    'atouts',
    'savoir-faire',
    'outils',
    'informatique',
    'logiciels',
    'principales compétences',
  ],
  es: [
    'habilidades',
    'habilidades técnicas',
    'tecnologías',
    'stack tecnológico',
    'conocimientos técnicos',
    'competencias digitales',
    'competencias',
    'conocimientos',
    'aptitudes',
    'aptitudes principales',
    'conocimientos informáticos',
    'herramientas',
    'herramientas informáticas',
    'informática',
    // The 2004 Europass's headings ('Capacidades y competencias personales / informáticas / técnicas').
    'competencias personales',
    'capacidades y competencias personales',
    'capacidades y competencias informáticas',
    'capacidades y competencias técnicas',
    'competencias informáticas',
  ],
  it: [
    'competenze',
    'abilità',
    'capacità',
    'competenze tecniche',
    'strumenti',
    'competenze informatiche',
    'competenze principali',
    // The old 'Formato europeo''s headings; its organisational and social ones hold sentences (ADDITIONAL).
    'capacità e competenze personali',
    'capacità e competenze tecniche',
    'capacità e competenze informatiche',
  ],
  pt: ['competências', 'habilidades', 'conhecimentos', 'ferramentas', 'informática', 'principais competências'],
  nl: ['vaardigheden', 'competenties', 'kennis', 'software', 'belangrijkste vaardigheden'],
  pl: ['umiejętności', 'kompetencje', 'narzędzia'],
  sv: ['kompetenser', 'färdigheter', 'kunskaper'],
  tr: ['yetenekler', 'beceriler', 'yetkinlikler'],
  ru: ['навыки', 'ключевые навыки', 'профессиональные навыки'],
  uk: ['навички', 'ключові навички'],
  el: ['δεξιότητες', 'ικανότητες'],
  ar: ['المهارات', 'المهارات التقنية', 'الكفاءات'],
  he: ['כישורים', 'מיומנויות'],
  fa: ['مهارت‌ها', 'مهارتها', 'مهارت ها'],
  hi: ['कौशल'],
  'zh-Hans': ['技能', '专业技能', '技能特长'],
  'zh-Hant': ['技能', '專業技能'],
  ja: ['スキル', '活かせる経験・知識・技術', '活かせる経験', 'テクニカルスキル', '技術', 'pcスキル'],
  ko: ['기술', '보유 기술', '역량', '스킬'],
  th: ['ทักษะ', 'ความสามารถ'],
  vi: ['kỹ năng'],
  id: ['keterampilan', 'keahlian', 'kemampuan'],
};

const SUMMARY: Table = {
  en: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'objective',
    'career objective',
    'about me',
    'about',
    'personal statement',
    'overview',
    'summary of qualifications',
    'qualifications summary',
    'executive summary',
    'career summary',
    'career profile',
    'executive profile',
    'professional overview',
    // The closing paragraph of the templates WPS Office and Chinese job sites offer.
    'self-evaluation',
    'self evaluation',
    'self-assessment',
  ],
  de: ['profil', 'kurzprofil', 'über mich', 'zusammenfassung', 'persönliches profil'],
  fr: ['profil', 'résumé', 'à propos', 'objectif', 'profil professionnel'],
  es: [
    'perfil',
    'perfil profesional',
    'resumen',
    'sobre mí',
    'acerca de mí',
    'objetivo',
    'extracto',
    'objetivo profesional',
    'resumen profesional',
    'autoevaluación',
  ],
  it: ['profilo', 'sommario', 'chi sono', 'obiettivo', 'profilo professionale'],
  pt: ['perfil', 'resumo', 'sobre mim', 'objetivo', 'resumo profissional'],
  nl: ['profiel', 'samenvatting', 'over mij'],
  pl: ['profil', 'podsumowanie', 'podsumowanie zawodowe', 'o mnie', 'cel zawodowy'],
  sv: ['profil', 'sammanfattning', 'om mig'],
  tr: ['profil', 'özet', 'hakkımda', 'kariyer hedefi'],
  ru: ['о себе', 'профиль', 'резюме', 'цель'],
  uk: ['про себе', 'профіль', 'мета'],
  el: ['προφίλ', 'σύνοψη', 'σχετικά με εμένα'],
  ar: ['الملخص', 'نبذة', 'نبذة مهنية', 'نبذة عني', 'الملف الشخصي', 'الهدف الوظيفي', 'ملخص'],
  he: ['תקציר', 'פרופיל', 'על עצמי', 'תמצית'],
  fa: ['خلاصه', 'درباره من', 'پروفایل'],
  hi: ['सारांश', 'परिचय', 'उद्देश्य'],
  'zh-Hans': ['个人简介', '自我评价', '个人总结', '简介'],
  'zh-Hant': ['個人簡介', '自我評價', '簡介'],
  ja: ['職務要約', '自己pr', '要約', 'プロフィール', '自己紹介'],
  ko: ['자기소개', '요약', '프로필'],
  th: ['สรุป', 'ข้อมูลโดยสรุป', 'ประวัติย่อ', 'เกี่ยวกับฉัน'],
  vi: ['giới thiệu', 'tóm tắt', 'mục tiêu nghề nghiệp'],
  id: ['ringkasan', 'profil', 'tentang saya'],
};

const CONTACT: Table = {
  en: [
    'contact',
    'contact information',
    'contact details',
    'personal details',
    'personal information',
    'personal data',
    'details',
  ],
  de: ['kontakt', 'persönliche daten', 'persönliche angaben', 'kontaktdaten'],
  fr: ['contact', 'coordonnées', 'informations personnelles'],
  es: ['contacto', 'contactar', 'datos personales', 'información personal', 'datos de contacto'],
  it: ['contatti', 'dati personali', 'informazioni personali'],
  pt: ['contato', 'contacto', 'contactos', 'dados pessoais', 'informações pessoais'],
  nl: ['contact', 'contactgegevens', 'personalia', 'persoonlijke gegevens'],
  pl: ['kontakt', 'dane osobowe', 'dane kontaktowe'],
  sv: ['kontakt', 'kontaktuppgifter', 'personuppgifter'],
  tr: ['iletişim', 'kişisel bilgiler', 'iletişim bilgileri'],
  ru: ['контакты', 'контактная информация', 'личные данные'],
  uk: ['контакти', 'контактна інформація', 'особисті дані'],
  el: ['επικοινωνία', 'στοιχεία επικοινωνίας', 'προσωπικά στοιχεία'],
  ar: ['معلومات الاتصال', 'بيانات الاتصال', 'البيانات الشخصية', 'المعلومات الشخصية', 'التواصل'],
  he: ['פרטי קשר', 'פרטים אישיים', 'צור קשר'],
  fa: ['اطلاعات تماس', 'مشخصات فردی', 'تماس'],
  hi: ['संपर्क', 'व्यक्तिगत विवरण'],
  'zh-Hans': ['联系方式', '个人信息', '基本信息'],
  'zh-Hant': ['聯絡方式', '個人資料', '基本資料'],
  ja: ['連絡先', '基本情報', '個人情報'],
  ko: ['연락처', '인적 사항', '인적사항', '개인 정보'],
  th: ['ติดต่อ', 'ข้อมูลส่วนตัว', 'ข้อมูลติดต่อ'],
  vi: ['liên hệ', 'thông tin cá nhân', 'thông tin liên hệ'],
  id: ['kontak', 'data pribadi', 'informasi pribadi'],
};

// With the labels of a languages table's rows ('Mother tongue(s)', Europass's 'Lingua madre') and Europass's
// section names ('Umiejętności językowe', 'Competenze linguistiche').
const LANGUAGES: Table = {
  en: [
    'languages',
    'language',
    'language skills',
    'mother tongue',
    'mother tongues',
    'mother tongue(s)',
    'other language(s)',
    'native language',
  ],
  de: ['sprachen', 'sprachkenntnisse', 'fremdsprachen', 'muttersprache', 'sprachkompetenzen'],
  fr: ['langues', 'langues étrangères', 'langue maternelle', 'compétences linguistiques'],
  es: [
    'idiomas',
    'lenguas',
    'lengua materna',
    'competencias lingüísticas',
    'lengua(s) materna(s)',
    'otro(s) idioma(s)',
    'otros idiomas',
  ],
  it: ['lingue', 'conoscenze linguistiche', 'lingua madre', 'competenze linguistiche', 'madrelingua', 'altre lingue'],
  pt: ['idiomas', 'línguas', 'língua materna', 'competências linguísticas'],
  nl: ['talen', 'talenkennis', 'moedertaal', 'taalvaardigheden'],
  pl: ['języki', 'języki obce', 'znajomość języków', 'język ojczysty', 'umiejętności językowe'],
  sv: ['språk', 'språkkunskaper'],
  tr: ['diller', 'yabancı dil', 'yabancı diller'],
  ru: ['языки', 'знание языков', 'иностранные языки'],
  uk: ['мови', 'знання мов', 'іноземні мови'],
  el: ['γλώσσες', 'ξένες γλώσσες'],
  ar: ['اللغات'],
  he: ['שפות'],
  fa: ['زبان‌ها', 'زبانها', 'زبان ها'],
  hi: ['भाषाएँ', 'भाषाएं'],
  'zh-Hans': ['语言能力', '语言'],
  'zh-Hant': ['語言能力', '語言'],
  ja: ['語学', '言語'],
  ko: ['외국어', '어학', '언어'],
  th: ['ภาษา'],
  vi: ['ngoại ngữ', 'ngôn ngữ'],
  id: ['bahasa'],
};

const PROJECTS: Table = {
  en: ['projects', 'selected projects', 'personal projects', 'key projects'],
  de: ['projekte', 'projekterfahrung'],
  fr: ['projets'],
  es: ['proyectos', 'proyectos destacados', 'proyectos personales'],
  it: ['progetti'],
  pt: ['projetos', 'projectos'],
  nl: ['projecten'],
  pl: ['projekty'],
  sv: ['projekt'],
  tr: ['projeler'],
  ru: ['проекты'],
  uk: ['проєкти', 'проекти'],
  el: ['έργα'],
  ar: ['المشاريع'],
  he: ['פרויקטים'],
  fa: ['پروژه‌ها', 'پروژه ها'],
  hi: ['परियोजनाएँ'],
  'zh-Hans': ['项目经历', '项目经验'],
  'zh-Hant': ['專案經歷', '項目經歷'],
  ja: ['プロジェクト'],
  ko: ['프로젝트'],
  th: ['โครงการ'],
  vi: ['dự án'],
  id: ['proyek'],
};

const CERTIFICATIONS: Table = {
  en: [
    'certifications',
    'certificates',
    'licenses',
    'licenses & certifications',
    'licenses and certifications',
    'certifications and licenses',
    'certifications and training',
    'professional development',
    'training',
    'courses',
    'credentials',
  ],
  de: ['zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'fortbildungen'],
  fr: ['certifications', 'certificats'],
  es: [
    'certificaciones',
    'certificados',
    'cursos',
    'formación complementaria',
    'cursos y seminarios',
    'capacitaciones',
    'capacitación',
    'otros cursos',
    'cursos y certificaciones',
    'licencias y certificaciones',
  ],
  it: ['certificazioni'],
  pt: ['certificações', 'certificados', 'cursos'],
  nl: ['certificaten', 'certificeringen', 'cursussen', 'cursussen en trainingen', 'trainingen'],
  pl: ['certyfikaty', 'kursy'],
  sv: ['certifieringar', 'certifikat'],
  tr: ['sertifikalar'],
  ru: ['сертификаты', 'курсы'],
  uk: ['сертифікати', 'курси'],
  el: ['πιστοποιήσεις'],
  ar: ['الشهادات', 'الدورات', 'الدورات التدريبية'],
  he: ['תעודות', 'הסמכות'],
  fa: ['گواهینامه‌ها', 'مدارک'],
  hi: ['प्रमाणपत्र'],
  'zh-Hans': ['证书', '资格证书'],
  'zh-Hant': ['證照', '證書'],
  ja: ['資格', '免許・資格'],
  ko: ['자격증'],
  th: ['ใบรับรอง'],
  vi: ['chứng chỉ'],
  id: ['sertifikasi', 'sertifikat'],
};

const AWARDS: Table = {
  en: [
    'awards',
    'honors',
    'honours',
    'awards & honors',
    'honors & awards',
    'awards and recognition',
    'achievements',
    'accomplishments',
  ],
  de: ['auszeichnungen'],
  fr: ['distinctions', 'prix'],
  es: ['premios', 'logros', 'reconocimientos'],
  it: ['premi', 'riconoscimenti'],
  pt: ['prêmios', 'prémios'],
  ja: ['受賞歴'],
  ar: ['الجوائز'],
};
const VOLUNTEER: Table = {
  en: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'activities',
    'leadership & activities',
    'community involvement',
    'community service',
    'extracurricular activities',
  ],
  de: ['ehrenamt', 'ehrenamtliches engagement', 'engagement'],
  fr: ['bénévolat', 'engagement associatif'],
  es: ['voluntariado'],
  it: ['volontariato'],
  pt: ['voluntariado'],
  ar: ['العمل التطوعي'],
};
const PUBLICATIONS: Table = {
  en: ['publications', 'selected publications'],
  de: ['publikationen', 'veröffentlichungen'],
  fr: ['publications'],
  es: ['publicaciones'],
  it: ['pubblicazioni'],
  pt: ['publicações'],
  ar: ['المنشورات'],
  ja: ['論文'],
};
const INTERESTS: Table = {
  en: ['interests', 'hobbies'],
  de: ['interessen', 'hobbys', 'hobbies'],
  fr: ["centres d'intérêt", 'loisirs', 'intérêts'],
  es: ['intereses', 'aficiones'],
  it: ['interessi', 'hobby'],
  pt: ['interesses', 'hobbies'],
  ar: ['الهوايات', 'الاهتمامات'],
  ja: ['趣味', '自己pr'],
};
const REFERENCES: Table = {
  en: ['references'],
  de: ['referenzen'],
  fr: ['références'],
  es: ['referencias'],
  it: ['referenze'],
  pt: ['referências'],
};

/**
 * Sections the model has no list for that people add at the end ('Additional information', 'Otros datos de
 * interés', memberships, coursework): kept as custom sections, as printed, instead of going on the section above.
 */
const ADDITIONAL: Table = {
  en: [
    'additional information',
    'additional',
    'other information',
    'affiliations',
    'professional affiliations',
    'memberships',
    'professional memberships',
    'relevant coursework',
    'coursework',
  ],
  de: ['weitere angaben', 'sonstiges', 'zusätzliche informationen', 'mitgliedschaften'],
  ko: ['기타사항', '기타 사항', '기타'],
  fr: ['informations complémentaires', 'autres informations', 'divers'],
  es: [
    'información adicional',
    'otros datos de interés',
    'otros datos',
    'datos de interés',
    'otra información',
    'información complementaria',
    'asignaturas relevantes',
  ],
  it: [
    'altre informazioni',
    'ulteriori informazioni',
    'informazioni aggiuntive',
    'capacità e competenze organizzative',
    'capacità e competenze relazionali',
    'capacità e competenze sociali',
    'capacità e competenze artistiche',
    'altre capacità e competenze',
  ],
  pt: ['informações adicionais', 'outras informações'],
};

export const HEADINGS: Array<[Exclude<SectionKind, 'other'>, Table]> = [
  ['experience', EXPERIENCE],
  ['education', EDUCATION],
  ['skills', SKILLS],
  ['languages', LANGUAGES],
  ['summary', SUMMARY],
  ['contact', CONTACT],
  ['projects', PROJECTS],
  ['certifications', CERTIFICATIONS],
  ['awards', AWARDS],
  ['volunteer', VOLUNTEER],
  ['publications', PUBLICATIONS],
  ['interests', INTERESTS],
  ['references', REFERENCES],
  ['additional', ADDITIONAL],
];

/**
 * A heading without the count some builders print after it: 'Опыт работы — 9 лет 2 месяца', 'Experience (12 years)',
 * 'Berufserfahrung – 8 Jahre'. The tail starts at a dash or bracket and holds a number.
 */
export const withoutCount = (text: string): string =>
  text.replace(/\s+(?:[—–-]\s+|\()(?=[^—–(]*\d)[^—–(]{1,40}$/u, '').trim();

/** Lower case, no accents or decorations ('01 —', ':'), typographic quotes straightened, spacing single. */
export const headingKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    // Without accents: Greek capitals are written without them ('ΕΚΠΑΙΔΕΥΣΗ', as a browser's upper case sets
    // 'Εκπαίδευση'), and many leave them off Spanish and French ones ('FORMACION ACADEMICA'). Only the Latin, Greek
    // and Cyrillic combining accents (U+0300-036F, Turkish 'İ''s dot among them): other scripts' vowel signs stay.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    // 'Skills & Abilities' is 'Skills and Abilities'.
    .replace(/\s*&\s*/g, ' and ')
    // (A word may end in a mark: Hindi's 'शिक्षा' in the vowel sign 'ा'.)
    .replace(/^[^\p{L}]+|[^\p{L}\p{M})]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Match {
  kind: Exclude<SectionKind, 'other'>;
  languages: string[];
  /** How much of the heading the phrase covers: 1 for the whole heading. */
  cover: number;
}

let phrases: Array<{ phrase: string; kind: Exclude<SectionKind, 'other'>; language: string; cjk: boolean }> | undefined;

/** The section a heading names, and the languages whose phrase it is; undefined when it names none. */
const seen = new Map<string, Match | undefined>();

/** The section a heading names, if any; memoised, as each line of a resume is asked about several times. */
export function headingKind(text: string): Match | undefined {
  if (!seen.has(text)) {
    if (seen.size > 5000) seen.clear();
    seen.set(text, joinedKind(text));
  }
  const hit = seen.get(text);
  return hit && { ...hit, languages: [...hit.languages] };
}

function joinedKind(text: string): Match | undefined {
  const best = phraseKind(text);
  if (best && best.cover >= 1) return best;
  // A word's first letters set apart in a box of their own ('Exp erience', 'Cer tifications', as the Twenty Seconds
  // CV draws them) and read back with a space after them: the word whole.
  for (const m of text.matchAll(/(?<=(?:^|\s)\p{Lu}\p{L}{1,2})\s+(?=\p{Ll})/gu)) {
    const whole = phraseKind(text.slice(0, m.index) + text.slice(m.index + m[0].length));
    if (whole && whole.cover >= 1) return whole;
  }
  // Two headings joined ('Fähigkeiten und Kenntnisse', 'Skills & Interests', 'Skills/Competencies'): the
  // first's, or the other's than languages, which a skills section reads too ('Sprachen und Kenntnisse').
  const halves = text.split(/\s+(?:and|und|y|e|et|i|en|och|og|ve|и|및|&|\+)\s+|\s*\/\s*/iu);
  if (halves.length !== 2) return best;
  const [a, b] = halves.map(phraseKind);
  if (!a || !b || a.cover < 1 || b.cover < 1) return best;
  return { ...(a.kind === 'languages' ? b : a), cover: 1 };
}

/**
 * An Arabic heading whose lam-alef ligatures a PDF gave back in visual order ('المؤهالت العلمية' for 'المؤهلات
 * العلمية', as LibreOffice writes them): inside a word, 'ال' read as 'لا'. Only tried when the text as read names
 * no heading, since 'ال' inside a word is often right ('الأعمال').
 */
const ligaturesSwapped = (text: string) => text.replace(/(?<=[\p{Script=Arabic}])ال/gu, 'لا');

function phraseKind(text: string): Match | undefined {
  const read = phraseKindAsRead(text);
  if (read || !/(?<=[\p{Script=Arabic}])ال/u.test(text)) return read;
  return phraseKindAsRead(ligaturesSwapped(text));
}

function phraseKindAsRead(text: string): Match | undefined {
  const key = headingKey(text);
  if (!key || key.length > 60) return undefined;
  phrases ??= HEADINGS.flatMap(([kind, table]) =>
    Object.entries(table).flatMap(([language, list]) =>
      list.map((phrase) => ({
        // Keyed as the text is: NFKC writes Thai's 'ำ' as two letters.
        phrase: headingKey(phrase),
        kind,
        language,
        cjk: CASELESS_LETTER.test(phrase),
      })),
    ),
  );
  let best: Match | undefined;
  for (const p of phrases) {
    let hit: boolean;
    if (key === p.phrase) hit = true;
    // A letter-spaced heading read back letter by letter loses its word spaces with its letter gaps (unspace):
    // 'EXPERIENCIALABORAL' is the whole phrase.
    else if (!key.includes(' ') && p.phrase.includes(' ')) hit = key === p.phrase.replaceAll(' ', '');
    else if (p.cjk) hit = key.includes(p.phrase) && key.length <= p.phrase.length + 8;
    else {
      // The phrase as whole words of a short heading ('Berufserfahrung und Praktika', 'Relevant Experience').
      const at = ` ${key} `.indexOf(` ${p.phrase} `);
      hit = at >= 0 && key.split(' ').length <= p.phrase.split(' ').length + 3;
    }
    if (!hit) continue;
    const cover = p.phrase.length / key.length;
    if (!best || cover > best.cover) best = { kind: p.kind, languages: [p.language], cover };
    else if (cover === best.cover && best.kind === p.kind && !best.languages.includes(p.language))
      best.languages.push(p.language);
  }
  return best;
}
