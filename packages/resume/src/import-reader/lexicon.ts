/**
 * Words that tell an entry's fields apart, in the resume languages: what a job title says ('Engineer',
 * 'Ingenieur', 'Responsable', '営業'), what a company's or a school's name says ('GmbH', 'S.L.', 'University',
 * '株式会社', 'جامعة'), what a degree says. Each is a hint weighed with the layout, never a rule alone.
 */

const words = (list: string) =>
  list
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);
const union = (list: string[]) => new RegExp(`(?<![\\p{L}])(?:${list.join('|')})(?![\\p{L}])`, 'iu');
const contains = (list: string[]) => new RegExp(`(?:${list.join('|')})`, 'iu');

export const TITLE_WORDS = union(
  words(`
manager|engineer|developer|supervisor|intern|internship|stage|engineering co-op|co-op student|co-op engineer|director|analyst|designer|consultant|officer|assistant|specialist|
coordinator|administrator|architect|scientist|teacher|nurse|accountant|technician|researcher|editor|writer|representative|
executive|lead|leader|head|chair|chairperson|aide|president|vp|founder|co-founder|programmer|operator|agent|clerk|advisor|adviser|associate|trainee|
apprentice|counselor|counsellor|tutor|cashier|associate|professor|lecturer|postdoctoral|fellow|owner|partner|chef|driver|
pharmacist|physician|therapist|instructor|paralegal|attorney|lawyer|auditor|controller|recruiter|buyer|planner|
strategist|producer|specialist|contractor|freelancer|volunteer|ambassador|mentor|student|graduate|sre|devops|staff|
sergeant|corporal|lieutenant|bookseller|midwife|operative|labourer|laborer|chemist|biologist|technologist|sonographer|
radiographer|phlebotomist|optometrist|dietitian|dietician|nutritionist|chaplain|custodian|groundskeeper|landscaper|
ingenieur|ingenieurin|entwickler|entwicklerin|leiter|leiterin|berater|beraterin|projektleiter|werkstudent|werkstudentin|praktikant|praktikantin|
sachbearbeiter|sachbearbeiterin|referent|referentin|kaufmann|kauffrau|steuerfachangestellte|steuerfachangestellter|buchhalter|buchhalterin|
geschäftsführer|mitarbeiter|mitarbeiterin|assistenz|fachkraft|techniker|meister|
responsable|director|directora|jefe|jefa|técnico|técnica|ingeniero|ingeniera|analista|desarrollador|desarrolladora|consultor|consultora|
gerente|coordinador|coordinadora|administrativo|administrativa|enfermero|enfermera|profesor|profesora|auxiliar|becario|becaria|comercial|
chargé|chargée|chef|ingénieur|ingénieure|développeur|développeuse|assistant|assistante|conseiller|conseillère|stagiaire|alternant|
directeur|directrice|consultant|consultante|infirmier|infirmière|
responsabile|impiegato|impiegata|sviluppatore|tecnico|ingegnere|
gerente|analista|engenheiro|engenheira|desenvolvedor|assistente|coordenador|estagiário|
ontwikkelaar|adviseur|medewerker|beheerder|verpleegkundige|leidinggevende|docent|verkoper|teamleider|projectleider|
kierownik|kierowniczka|specjalista|specjalistka|inżynier|programista|programistka|księgowy|księgowa|stażysta|stażystka|praktykant|praktykantka|analityk|analityczka|asystent|asystentka|konsultantka|dyrektor|dyrektorka|koordynator|koordynatorka|menedżer|menedżerka|referent|referentka|kontroler|kontrolerka|
utvecklare|chef|ingenjör|konsult|ledare|sköterska|sjuksköterska|undersköterska|handläggare|säljare|lärare|läkare|ekonom|
staf|staff|karyawan|magang|kepala|manajer|insinyur|pengembang|analis|asisten|koordinator|petugas|
chuyên viên|nhân viên|trưởng phòng|giám đốc|thực tập sinh|kỹ sư|lập trình viên|trưởng nhóm|phó phòng|kế toán|
müdür|mühendis|uzman|yönetici|müdürü|mühendisi|uzmanı|yöneticisi|sorumlusu|temsilcisi|asistanı|direktörü|analisti|geliştiricisi|şefi|danışmanı|koordinatörü|
менеджер|инженер|разработчик|руководитель|специалист|аналитик|директор|бухгалтер|конструктор|продавец|консультант|юрист|
экономист|программист|администратор|ассистент|стажер|стажёр|начальник|заместитель|
менеджер|інженер|розробник|керівник|фахівець|продавець|консультант|економіст|програміст|адміністратор|асистент|
стажист|начальник|заступник|
διευθυντής|διευθύντρια|μηχανικός|υπεύθυνος|υπεύθυνη|λογιστής|λογίστρια|προϊστάμενος|προϊσταμένη|βοηθός|υπάλληλος|
στέλεχος|σύμβουλος|αναλυτής|προγραμματιστής|πωλητής|πωλήτρια|ασκούμενος|ασκούμενη|
مدير|مدقق|محاسب|مهندس|مطور|أخصائي|مسؤول|مشرف|رئيس|مساعد|مستشار|محلل|
مديرة|مدققة|مهندسة|مطورة|أخصائية|مسؤولة|مشرفة|رئيسة|مستشارة|محللة|متدربة|موظفة|
מנהל|מנהלת|מהנדס|מהנדסת|מפתח|מפתחת|בודק|בודקת|אנליסט|אנליסטית|יועץ|יועצת|רכז|רכזת|
مدیر|کارشناس|مهندس|برنامه‌نویس|توسعه‌دهنده|مشاور|تحلیلگر|کارآموز|سرپرست|
प्रबंधक|इंजीनियर|
photographer|barista|waiter|waitress|server|bartender|cook|host|hostess|housekeeper|cleaner|janitor|receptionist|
secretary|salesperson|merchandiser|stocker|courier|electrician|plumber|carpenter|mechanic|welder|machinist|laborer|
caregiver|nanny|pilot|attendant|guard|firefighter|paramedic|dentist|hygienist|veterinarian|surgeon|psychologist|
worker|dispatcher|estimator|foreman|superintendent|inspector|surveyor|drafter|draftsman|translator|interpreter|
journalist|reporter|copywriter|illustrator|animator|artist|musician|coach|trainer|librarian|archivist|curator|
economist|statistician|actuary|broker|banker|teller|underwriter|adjuster|realtor|lifeguard|stylist|hairdresser|
barber|baker|butcher|gardener|member|
contable|cajero|cajera|camarero|camarera|vendedor|vendedora|dependiente|dependienta|ayudante|asesor|asesora|encargado|
encargada|recepcionista|médico|médica|maestro|maestra|abogado|abogada|operario|operaria|conductor|conductora|
repartidor|repartidora|cocinero|cocinera|practicante|pasante|práctica|supervisora|secretario|secretaria|diseñador|diseñadora|
arquitecto|arquitecta|especialista|programador|programadora|periodista|traductor|traductora|azafata|limpiador|
limpiadora|electricista|fontanero|mecánico|mecánica|soldador|carpintero|gestor|gestora|agente|representante|promotor|
promotora|teleoperador|teleoperadora|administrador|administradora|investigador|investigadora|docente|monitor|monitora|
cuidador|cuidadora|farmacéutico|farmacéutica|psicólogo|psicóloga|fisioterapeuta|veterinario|veterinaria|dentista|
auditora|socio|socia|fundador|fundadora|presidente|presidenta|voluntario|voluntaria|comprador|compradora|asistente|
verkäufer|verkäuferin|einkäufer|einkäuferin|kassierer|kassiererin|kellner|kellnerin|koch|köchin|fahrer|fahrerin|pfleger|pflegerin|
krankenschwester|erzieher|erzieherin|lehrer|lehrerin|arzt|ärztin|rechtsanwalt|rechtsanwältin|elektriker|mechaniker|
mechatroniker|monteur|schlosser|tischler|friseur|friseurin|bäcker|bäckerin|helfer|helferin|aushilfe|servicekraft|
angestellte|angestellter|sekretärin|assistent|assistentin|gründer|gründerin|inhaber|inhaberin|auszubildende|
auszubildender|azubi|
vendeur|vendeuse|caissier|caissière|serveur|serveuse|cuisinier|cuisinière|chauffeur|enseignant|enseignante|professeur|
avocat|avocate|comptable|secrétaire|technicien|technicienne|ouvrier|ouvrière|employé|employée|animateur|animatrice|
gérant|gérante|commerciale|réceptionniste|formateur|formatrice|rédacteur|rédactrice|journaliste|traducteur|
traductrice|architecte|graphiste|analyste|auditeur|auditrice|acheteur|acheteuse|magasinier|livreur|aide-soignant|
aide-soignante|éducateur|éducatrice|psychologue|pharmacien|pharmacienne|médecin|fondateur|fondatrice|président|
présidente|bénévole|contrôleur|contrôleuse|gestionnaire|
cameriere|cameriera|commesso|commessa|cuoco|cuoca|autista|infermiere|infermiera|insegnante|avvocato|contabile|
segretaria|segretario|operaio|operaia|addetto|addetta|magazziniere|consulente|direttore|direttrice|architetto|geometra|
programmatore|programmatrice|progettista|coordinatore|coordinatrice|educatore|educatrice|farmacista|medico|fondatore|
stagista|tirocinante|volontario|volontaria|commercialista|
garçom|garçonete|cozinheiro|cozinheira|motorista|enfermeiro|enfermeira|advogado|advogada|contador|contadora|
secretária|operador|operadora|atendente|supervisora|diretor|diretora|arquiteto|arquiteta|estagiária|sócio|sócia|
voluntário|voluntária|repositor|estoquista|balconista|
`),
);

/**
 * German job titles are compounds whose last part says what the person does ('Bilanzbuchhalterin',
 * 'Vertriebsleiter', 'Einzelhandelskauffrau'): the parts a title ends with.
 */
const TITLE_COMPOUND =
  /(?<![\p{L}])\p{L}{2,}(?:buchhalter|kaufmann|kauffrau|berater|leiter|ingenieur|entwickler|referent|sachbearbeiter|assistent|verkäufer|techniker|mitarbeiter|manager|pfleger|erzieher|lehrer|fahrer|helfer|arzt|ärztin|planer|prüfer|koch|köchin|fachangestellte|fachwirt|betreuer|spezialist|analyst|architekt|designer|koordinator|controller|utvecklare|ledare|sköterska|handläggare|samordnare|säljare|ingenjör|läkare|lärare|verpleegkundige|medewerker|adviseur|ontwikkelaar|beheerder|leider)(?:in|innen|r)?(?![\p{L}])/iu;

/** Job titles in CJK and Thai are not split into words. */
export const TITLE_CJK = contains(
  words(`リーダー|マネージャー|エンジニア|営業|担当|主任|係長|課長|部長|社員|スタッフ|コンサルタント|デザイナー|アシスタント|
経理|事務|開発|経理|技術者|プログラマー|工程师|经理|主管|专员|總監|工程師|經理|專員|팀장|매니저|엔지니어|개발자|대리|과장|차장|부장|주임|선임|책임|수석|사원|인턴|インターン|实习生|實習生|
ผู้จัดการ|วิศวกร|นักพัฒนา`),
);

export const COMPANY_WORDS = union(
  words(`
inc|inc\\.|llc|llp|ltd|ltd\\.|limited|plc|corp|corp\\.|corporation|co\\.|company|group|holdings|partners|associates|
gmbh|ag|kg|mbb|mbh|se|e\\.v\\.|ug|
s\\.l\\.|s\\.a\\.|s\\.l|s\\.a|sl|sa|sas|sarl|s\\.p\\.a\\.|spa|srl|s\\.r\\.l\\.|ltda|bv|b\\.v\\.|nv|n\\.v\\.|ab|oy|as|a/s|
sp\\. z o\\.o\\.|s\\.c\\.|biuro rachunkowe|spółka|przedsiębiorstwo|a\\.ş\\.|ооо|тов|ао|оао|зао|пао|фоп|прат|пат|α\\.ε\\.|ε\\.π\\.ε\\.|ο\\.ε\\.|ε\\.ε\\.|ι\\.κ\\.ε\\.|α\\.ε\\.β\\.ε\\.|
pt|pt\\.|tbk|công ty|tnhh|cổ phần|tập đoàn|
university|college|hospital|clinic|bank|institute|agency|authority|foundation|trust|council|ministry|department|school|
center|centre|bureau|studio|studios|labs|lab|systems|solutions|technologies|services|consulting|logistics|
health|medical|publishing|freelance|self-employed|army|navy|air force|
coffee|café|cafe|restaurant|restaurante|hotel|hotels|bar|store|stores|shop|market|supermarket|pharmacy|bakery|
airlines|airways|motors|foods|energy|insurance|capital|ventures|networks|telecom|pharma|retail|
red cross|cruz roja|rotes kreuz|croix-rouge|croce rossa|
grupo|gruppo|groupe|hospital|universidad|universitat|empresa|consultora|ayuntamiento|supermercado|tienda|farmacia|clínica|laboratorio|laboratorios|
panadería|hoteles|restaurantes|bodega|bodegas|winery|
markt|apotheke|bäckerei|gastronomie|supermarché|boulangerie|pharmacie|ristorante|albergo|negozio|loja|mercado|
padaria|farmácia|
kanzlei|stadtwerke|klinik|klinikum|universität|hochschule|verlag|
métropole|théâtre|mairie|
sjukhus|sjukhuset|universitetssjukhuset|kommun|landsting|vårdcentral|ziekenhuis|zorggroep|gemeente|
`),
);

export const COMPANY_CJK = contains(
  words(
    `株式会社|有限会社|合同会社|公司|集团|集團|银行|銀行|대학교|주식회사|㈜|บริษัท|شركة|مكتب|مؤسسة|بنك|مجموعة|חברת|בע"מ|شرکت|سهامی خاص|سهامی عام|مسئولیت محدود|จำกัด|มหาชน|ห้างหุ้นส่วน|प्रा\\. लि\\.|प्राइवेट लिमिटेड|लिमिटेड|कंपनी|एसोसिएट्स|एंटरप्राइजेज|ट्रेडर्स|
संस्थान|समिति|मिशन|निगम|परिषद|प्राधिकरण|मंत्रालय|फाउंडेशन|ट्रस्ट|सोसाइटी|इंडस्ट्रीज|अस्पताल`,
  ),
);

export const SCHOOL_WORDS = contains(
  words(`universit|college|school|institut|academy|académie|academia|polytechnic|hochschule|gymnasium|realschule|
fachhochschule|escuela|colegio|instituto|école|ecole|lycée|liceo|scuola|politecnico|universidade|faculdade|hogeschool|
uniwersytet|politechnika|högskola|skola|gymnasie|üniversite|üniversitesi|lisesi|koleji|kolej|meslek yüksekokulu|университет|институт|університет|πανεπιστήμιο|πανεπιστημιο|λύκειο|λυκειο|
πολυτεχνείο|πολυτεχνειο|جامعة|معهد|كلية|مدرسة|أكاديمية|אוניברסיטת|
מכללת|מכון|הטכניון|دانشگاه|विश्वविद्यालय|विद्यालय|महाविद्यालय|स्कूल|कॉलेज|इंस्टीट्यूट|大学|大學|学院|學院|高校|高等学校|専門学校|대학교|대학|มหาวิทยาลัย|โรงเรียน|วิทยาลัย|trường|đại học|universitas|
sekolah|politeknik|business school|kolleg|conservatoire|seminary|universidad|facultad|faculté|escola|istituto|accademia|
akademie|berufsschule|fachschule|handelsschule|conservatorio|technikum|szkoła|liceum|школа|колледж|lyceum|collège|centro de formación|
centro de estudios|centro educativo|tecnológico de|tecnologico de|vidyalaya|vidyashala|vidyapeeth|vidyapith|mahavidyalaya|
vidya mandir|vidya niketan|vidyaniketan|cégep|cegep|alma mater studiorum|academie`),
);

/**
 * Schools known by their initials: before the school's name ('IES Virgen del Pilar', 'TU München', 'FH Aachen';
 * not a degree's '(FH)'), or alone ('UNED', 'ETH').
 */
// (And Latin America's national training services: Colombia's SENA, Peru's SENATI, Brazil's SENAI and SENAC, Chile's
// INACAP, São Paulo's technical schools and colleges, 'ETEC Getúlio Vargas', 'FATEC São Paulo', Mexico's CONALEP, Guatemala's INTECAP, the Dominican INFOTEP; its universities known by their initials:
// Buenos Aires' UBA, UTN and UNLP, Lima's UNMSM and PUCP, Campinas' UNICAMP, Mexico's ITAM, Montevideo's UDELAR; and
// France's grandes écoles and institutes named so: INSA, IUT, ENSAM, ESSEC, ESCP, HEC; the Netherlands' regional
// colleges, 'ROC Midden Nederland'; the Russian and Ukrainian universities known by their initials, 'МГТУ им. Н. Э.
// Баумана', 'КПИ им. Игоря Сикорского'; India's institutes before their town, 'IIT Roorkee', 'BITS Pilani'.)
const SCHOOL_PREFIXES =
  '(?:IES|CIFP|CPIFP|TU|FH|HAW|ROC|UC|SUNY|CUNY|HTL|HAK|BHAK|HLW|ETEC|FATEC|IIT|NIT|IIIT|IIM|IISER|BITS)';
const SCHOOLS_BY_INITIALS =
  '(?:UCLA|UCSD|UCSF|NYU|UCL|LSE|UNED|UNAM|UBA|UTN|UNLP|UNMSM|PUCP|UNICAMP|ITAM|UDELAR|ETH|EPFL|SENA|SENATI|SENAI|SENAC|INACAP|CONALEP|INTECAP|INFOTEP|INSA|IUT|IAE|IEP|ENSAM|ESSEC|ESCP|HEC|INP|ENS|ENSTA|ENSAE|ENSEEIHT|EPITA|EPITECH|ESIEE|EFREI|ISEP|EDHEC|NEOMA|SKEMA|KEDGE|МГУ|МГТУ|СПбГУ|МФТИ|МИФИ|НИУ ВШЭ|ВШЭ|МГИМО|РУДН|ЛЭТИ|ИТМО|УрФУ|КФУ|НГУ|ТГУ|ДВФУ|СПбПУ|МАИ|МЭИ|КПИ|КНУ|ЛНУ|ХНУ)';
const SCHOOL_INITIALS = new RegExp(
  `(?<![\\p{L}(])(?:${SCHOOL_PREFIXES}\\s+(?=\\p{Lu})|${SCHOOLS_BY_INITIALS}(?![\\p{L}]))`,
  'u',
);
/**
 * A university named by its initials alone after a faculty's or school's name, which it ends: 'Facultad de Ciencias
 * Económicas, UBA' is one employer.
 */
const UNIVERSITY_INITIALS = new RegExp(`^${SCHOOLS_BY_INITIALS}$`, 'u');
/** The word a faculty, school or department is named by ('Facultad de Ciencias Agrarias'): a unit, never a town. */
export const UNIT_HEAD =
  /^(?:facultad|faculdade|facoltà|faculté|faculty|escuela|escola|école|school|instituto|institut|departamento|department|colegio)\s/iu;
export const endsFacultyName = (before: string, segment: string): boolean =>
  UNIT_HEAD.test(before) && UNIVERSITY_INITIALS.test(segment.trim());

export const DEGREE_WORDS = union(
  words(`
bachelor|bachelors|master|masters|doctor|doctorate|ph\\.?d\\.?|mba|msc|m\\.sc\\.?|bsc|b\\.sc\\.?|b\\.s\\.?|b\\.a\\.?|m\\.s\\.?|m\\.a\\.?|
ba|ma|bs|ms|mfa|bfa|b\\.eng\\.?|m\\.eng\\.?|beng|meng|b\\.tech\\.?|m\\.tech\\.?|b\\.b\\.a\\.?|bba|jd|md|
m\\.b\\.a\\.?|b\\.f\\.a\\.?|m\\.f\\.a\\.?|b\\.s\\.n\\.?|m\\.s\\.n\\.?|m\\.p\\.h\\.?|m\\.p\\.a\\.?|m\\.s\\.w\\.?|a\\.a\\.s\\.?|
ll\\.b\\.?|ll\\.m\\.?|b\\.com\\.?|m\\.com\\.?|b\\.arch\\.?|m\\.arch\\.?|ed\\.d\\.?|pharm\\.d\\.?|d\\.d\\.s\\.?|d\\.v\\.m\\.?|m\\.phil\\.?|
bsn|msn|mph|mpa|msw|aas|llb|llm|bcom|mcom|barch|edd|pharmd|dds|dvm|mphil|dphil|mres|
associate|diploma|certificate|specialization|specialisation|degree|ged|high school|a-levels|a levels|a-level|a level|as levels|gcse|gcses|igcse|btec|hons|
class x|class xii|class 10|class 12|class 10th|class 12th|std\\.? x|std\\.? xii|ssc|hsc|sslc|hsslc|puc|matriculation|
higher secondary|senior secondary|
abitur|ausbildung|diplom|magister|staatsexamen|fachabitur|hochschulreife|allgemeine hochschulreife|fachhochschulreife|
mittlere reife|geprüfte|geprüfter|ihk|reifeprüfung|reife- und diplomprüfung|matura|
grado|máster|licenciatura|licenciado|diplomatura|doctorado|bachillerato|especialidad|técnico superior|cfgs|cfgm|
técnico en|técnica en|técnico em|técnica em|tecnólogo en|tecnóloga en|tecnólogo em|bootcamp|nanodegree|
ciclo formativo|formación profesional|maestría|maestria|magíster|posgrado|postgrado|especialización|especializacion|
diplomado|ingeniero|ingeniera|bachiller|contador público|contadora pública|tecnicatura|profesorado|doble grado|ingeniería civil|ingeniería comercial|
ingeniería de ejecución|enseñanza media|curso de|curso en|educación secundaria|secundaria completa|educación media|ensino médio|ensino secundário|
licence|master|mastère|doctorat|baccalauréat|bts|dut|diplôme|classes préparatoires|
laurea|diploma|dottorato|
licenciatura|mestrado|doutorado|bacharelado|pós-graduação|graduação em|especialização em|
بكالوريوس|ماجستير|دكتوراه|دبلوم|الثانوية العامة|ليسانس|
学士|修士|博士|학사|석사|박사|
lisans|yüksek lisans|ön lisans|doktora|πτυχίο|πτυχιο|μεταπτυχιακό|μεταπτυχιακο|απολυτήριο|απολυτηριο|διδακτορικό|licencjat|inżynier|бакалавр|магистр|специалист|факультет|бакалаврат|магистратура|кандидат наук|
kandidatexamen|masterexamen|civilingenjör|sarjana|jurusan|program studi|diploma|cử nhân|thạc sĩ|tiến sĩ|
hbo|mbo|wo-bachelor|wo-master|havo|vwo|vmbo|propedeuse|vervolgopleiding|
کارشناسی|کارشناسی ارشد|کاردانی|دکتری|دکترا|دیپلم|תואר ראשון|תואר שני|תואר שלישי|הנדסאי|קורס|बी\\.ए\\.|एम\\.ए\\.|बी\\.कॉम|एम\\.कॉम|
स्नातक|स्नातकोत्तर|डिप्लोमा|ปริญญาตรี|ปริญญาโท|ปริญญาเอก|มัธยมศึกษาตอนปลาย|มัธยมศึกษาตอนต้น|ปวช\\.|ปวส\\.|本科|硕士|碩士|学士学位|大专|магістр|
`),
);

/**
 * Québec's college diplomas by their initials before their field ('DEC en sciences de la nature', 'AEC en
 * logistique', 'DEP en secrétariat'): in capitals only, as 'Dec 2019' is a month.
 */
const DEGREE_INITIALS = /(?<![\p{L}])(?:DEC|AEC|DEP)\s+en\s/u;
/** A diploma named by the school that gives it ('Diploma di Liceo Scientifico', 'Diploma de Bachiller'): a degree. */
const DIPLOMA_OF = /^(?:diploma|diplôme|diplom)\s+(?:di|de|do|du|of)\s[^,]+$/iu;
const degreeEnd = (s: string) =>
  DIPLOMA_OF.test(s) ? s.length : Math.max(lastEnd(DEGREE_WORDS, s), lastEnd(DEGREE_INITIALS, s));

/** 'Title, Company' joiners: 'Engineer at Acme', 'Ingenieur bei Acme', 'Ingénieur chez Acme'. */
// (An employer's name opens with no small letter: 'Chargée d’études en alternance, Boiron' has no joiner. Written in
// each case, not with the i flag, under which \p{Ll} would match capitals too.)
export const AT =
  /\s+(?:at|At|AT|@|bei|BEI|chez|CHEZ|en|EN|presso|PRESSO|na|NA|bij|BIJ|w|W|på|PÅ|в|В|у|У|στην|ΣΤΗΝ|في|ב)\s+(?!\p{Ll})/u;

/** Where the last match of `re` ends in `s`, or -1. */
const lastEnd = (re: RegExp, s: string) => {
  let end = -1;
  for (const m of s.matchAll(new RegExp(re.source, `${re.flags}g`))) end = m.index! + m[0].length;
  return end;
};

/**
 * Whether a piece reads as a job title / as an organisation. A piece with words of both ('Logistics Coordinator',
 * 'Lone Star Logistics') is what its last such word says: the head of a title or a name comes last.
 */
/**
 * A title whose head comes first, as the Romance languages and English's 'Head of' write them ('Gerente de tienda',
 * 'Ayudante de cocina', 'Director of Engineering'): its first word or two are a title's, before 'de', 'of'...
 */
const headFirst = (s: string): boolean => {
  const m = s.match(/^\s*(\S+(?:\s+\S+)?)\s+(?:de|del|des|di|da|do|du|della|of|für)\s/iu);
  return !!m && TITLE_WORDS.test(m[1]!) && !COMPANY_WORDS.test(m[1]!);
};

const titleWords = (s: string): number => {
  if (TITLE_CJK.test(s) || headFirst(s)) return 1;
  const t = Math.max(lastEnd(TITLE_WORDS, s), lastEnd(TITLE_COMPOUND, s));
  return t >= 0 && t >= lastEnd(COMPANY_WORDS, s) ? 1 : 0;
};

/**
 * A company's legal forms as they are written after its name ('Acme, Inc.', 'Robert Bosch GmbH', 'Festo SE & Co. KG',
 * 'Telefónica S.A.'), also in capitals; those of three letters or more also in small letters. Two small letters are
 * words ('se', 'co').
 */
// (Portugal's 'Lda.' and Brazil's 'Ltda.' after a comma as often as not: 'Numeralis Contabilidade, Lda.'.)
const LEGAL_FORMS = [
  'Inc',
  'LLC',
  'LLP',
  'Ltd',
  'PLC',
  'Corp',
  // (Written out: 'Kruger Corporation', wrapped before it in a narrow column.)
  'Corporation',
  'Incorporated',
  'Co',
  'GmbH',
  'AG',
  'SE',
  'KG',
  // (Mexico's: 'Grupo Industrial Tapatío, S.A. de C.V.'.)
  'S.A. de C.V',
  'S.A.B. de C.V',
  'S. de R.L. de C.V',
  'S.A',
  'S.L',
  // (Colombia's and France's 'S.A.S.', Argentina's, Italy's and Peru's 'S.R.L.', 'S.r.l.', 'S.A.C.'.)
  'S.A.S',
  'S.R.L',
  'S.r.l',
  'S.A.C',
  'B.V',
  'Lda',
  'Ltda',
  // (Chile's and Italy's 'Sociedad por Acciones', 'Società per Azioni'.)
  'SpA',
  // (Turkey's 'Anonim Şirketi' and 'Limited Şirketi': 'Yıldız Gıda A.Ş.', 'Anadolu Lojistik Ltd. Şti.'.)
  'A.Ş',
  'Şti',
  // (Poland's 'spółka z ograniczoną odpowiedzialnością': 'BPO Solutions Sp. z o.o.'.)
  'Sp. z o.o',
];
const LEGAL_FORM_WORD = [
  ...new Set(
    LEGAL_FORMS.flatMap((f) => [f, f.toUpperCase(), ...(f.replace('.', '').length > 2 ? [f.toLowerCase()] : [])]),
  ),
]
  .map((f) => `${f.replace(/\./g, '\\.?')}\\.?`)
  // (Forms whose letters without their stops are a region's: Mexico's 'S.C.' and 'A.C.', not South Carolina's 'SC';
  // Poland's 'spółka cywilna', 's.c.'.)
  .concat(['S\\.C\\.', 'A\\.C\\.', 's\\.c\\.'])
  .join('|');
/** A legal form within a text. */
export const LEGAL_FORM = new RegExp(`(?<![\\p{L}])(?:${LEGAL_FORM_WORD})(?![\\p{L}])`, 'u');
/** A legal form that ends a text ('… Buckeye Outdoor Supply Co.', '… BPO Solutions Sp. z o.o.'). */
export const ENDS_ON_LEGAL_FORM = new RegExp(`(?<![\\p{L}])(?:${LEGAL_FORM_WORD})$`, 'u');
/** A text that is a legal form alone ('Inc.' after 'Acme, '). */
export const IS_LEGAL_FORM = new RegExp(`^(?:${LEGAL_FORM_WORD})$`, 'u');
/** A line that starts with a company's legal form goes on the name above it ('Robert Bosch' / 'GmbH, Stuttgart'). */
export const STARTS_WITH_LEGAL_FORM = new RegExp(`^(?:${LEGAL_FORM_WORD})(?=[\\s,]|$)`, 'u');

/**
 * A title and the unit of the employer it works in, after a comma ('Registered Nurse, Emergency Department',
 * 'Software Engineer, Payments'): a title, whatever words the unit has.
 */
const titleAndUnit = (s: string): boolean => {
  const segments = s.split(/,\s+/);
  return (
    segments.length === 2 &&
    titleWords(segments[0]!) === 1 &&
    !COMPANY_WORDS.test(segments[0]!) &&
    !LEGAL_FORM.test(segments[1]!)
  );
};

/**
 * The end of the name of an employer's unit, which a title may name after its comma ('Charge Nurse, Emergency
 * Department'): with a title, the unit belongs to the title, not to the employer.
 */
export const UNIT_NAME =
  /\s(?:department|unit|ward|division|team|desk|office|section|lab|laboratory|departamento|servicio|unidad|abteilung|station)$/iu;

/**
 * Without a qualifier in brackets at the end, which says how a job was held, not what it is ('Healthcare Assistant
 * (Bank)', the NHS's staff bank; 'Staff Nurse (Band 5)').
 */
const unqualified = (s: string) => s.replace(/(?<=\p{L}.*)\s+\([^()]{1,30}\)$/u, '');

export const titleScore = (given: string): number => {
  const s = unqualified(given);
  return titleAndUnit(s) ? 1 : titleWords(s);
};
export const companyScore = (given: string): number => {
  const s = unqualified(given);
  if (COMPANY_CJK.test(s)) return 1;
  if (headFirst(s) || titleAndUnit(s)) return 0;
  const c = lastEnd(COMPANY_WORDS, s);
  return c >= 0 && c > Math.max(lastEnd(TITLE_WORDS, s), lastEnd(TITLE_COMPOUND, s)) ? 1 : 0;
};
// A piece with words of both is what its last says, as for titles: 'High School Diploma' is a degree, 'Lincoln High
// School' a school ('high school' and 'school' end together there: a school).
/**
 * 'Universitario' qualifies a degree ('Máster Universitario en …', 'Título universitario'): it names no school. Nor
 * do the grandes écoles that France's 'classes préparatoires aux grandes écoles' prepare for.
 */
const withoutDegreeAdjective = (s: string) =>
  s
    .replace(/(?<![\p{L}])universit[àa]ri[oa]s?(?![\p{L}])/giu, (m) => '·'.repeat(m.length))
    .replace(/(?<=classes préparatoires aux )grandes écoles/iu, (m) => '·'.repeat(m.length));
export const schoolScore = (given: string): number => {
  const s = withoutDegreeAdjective(given);
  const school = Math.max(lastEnd(SCHOOL_WORDS, s), lastEnd(SCHOOL_INITIALS, s));
  return school >= 0 && school >= degreeEnd(s) ? 1 : 0;
};
/** A Latin American carrera named by its field ('Ingeniería Industrial y de Sistemas', 'Ingeniería en Sistemas'). */
const CARRERA = /^ingenier[ií]a\s/iu;
export const degreeScore = (given: string): number => {
  const s = withoutDegreeAdjective(given);
  const school = Math.max(lastEnd(SCHOOL_WORDS, s), lastEnd(SCHOOL_INITIALS, s));
  return degreeEnd(s) > school || (CARRERA.test(s) && school < 0) ? 1 : 0;
};

/** The little words a name leaves in lower case ('Bank of America', 'Universidad de Sevilla', 'Institut für …'). */
const NAME_PARTICLE =
  /^(?:of|the|and|for|in|at|on|de|del|la|y|und|für|et|du|des|di|e|em|da|do|dos|das|della|dei|von|van|der|den|en)$/iu;

/** A text's words that a name's capitals would tell: those with a letter or digit, its little words aside. */
export const nameWords = (text: string): string[] =>
  text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w) && !NAME_PARTICLE.test(w));

/**
 * The share of those words that start as a name's words do, with a capital, a digit or a bracket: 1 for 'Denver
 * Museum of Nature & Science', far less for a sentence.
 */
export function capitalisedShare(text: string): number {
  const named = nameWords(text);
  return named.length ? named.filter((w) => /^[\p{Lu}\d(]/u.test(w)).length / named.length : 0;
}

/**
 * The words a line that goes on below cannot end on: a joiner or an article, in the import's languages ('Universitat
 * de' / 'Barcelona', 'cut costs by 20% for the' / 'finance team'). A line ending on one, or on a comma or dash, is
 * wrapped.
 */
const MID_PHRASE_WORDS =
  'in|of|and|the|to|for|with|a|an|by|on|at|from|or|into|across|&|und|der|die|das|mit|für|von|zu|im|am|zum|zur|vom|' +
  'nach|bei|über|unter|durch|gegen|ohne|aus|auf|sowie|als|ein|eine|einer|eines|einem|einen|den|dem|' +
  'sur|dans|par|avec|les|une|al|por|sobre|entre|nel|nella|pelo|pela|ao|em|' +
  'de|del|de la|' +
  'la|el|los|las|en|y|o|con|para|le|et|pour|des|du|au|aux|di|della|e|i|per|il|da|do|dos|van|' +
  'since|until|desde|hasta|seit|depuis|dal|dalla|' +
  'w|we|z|ze|na|dla|oraz|przy|' +
  'το|τη|την|του|της|των|τα|τον|τις|τους|και|σε|στο|στη|στην|στον|στα|στις|στους|με|για|από|έως|μέχρι|κατά|προς|' +
  // Ukrainian's and Russian's ('… господарствам Київської і' / 'Житомирської областей'), and 'named after' in a
  // school's name ('… МГТУ' / 'им. Н. Э. Баумана').
  'і|й|та|з|із|зі|в|у|на|до|для|по|від|під|над|при|без|через|про|ім\\.|імені|' +
  'и|с|со|во|к|ко|от|из|о|об|за|а также|им\\.|имени|' +
  // Persian's, Arabic's and Hebrew's that stand as words ('… موجودی انبار با' / 'Power BI برای …').
  'و|با|در|از|به|برای|تا|که|را|بر|في|من|إلى|على|مع|عن|أو|של|עם|על|את|אל|או';
/** Words a line may end on mid-sentence that no name goes on from ('… kept logo retention above' / '92% …'). */
const MID_SENTENCE_WORDS =
  'above|below|over|under|than|about|around|nearly|almost|approximately|within|during|through|per|via|' +
  // A possessive, whose noun comes next ('… base de mi' / 'trabajo fin de máster').
  'my|our|their|its|your|mi|mis|su|sus|nuestro|nuestra|nuestros|nuestras|mein|meine|meinen|meinem|meiner|unser|' +
  'unsere|unseren|unserem|unserer|mon|ma|notre|nos|leur|leurs|sa|ses|meu|minha|meus|minhas|nosso|nossa|seu|sua|' +
  'mio|mia|miei|mie|nostro|nostra|suo';
// ('Champaign, IL' ends on no Italian article: a word right after a comma is a region's code, 'IL', 'IN', 'DE'.)
const MID_PHRASE_END = new RegExp(
  `(?:[,\\-–]|(?<![\\p{L}])(?<!,\\s*)(?:${MID_PHRASE_WORDS}|${MID_SENTENCE_WORDS}))\\s*$`,
  'iu',
);
/**
 * A line that ends on a word a phrase goes on after. (Not a numeral after a name's word, which Catalan's 'i' is not:
 * 'Profesora adjunta, cátedra de Enología I'.)
 */
export const ENDS_MID_PHRASE = {
  test: (text: string): boolean => MID_PHRASE_END.test(text) && !/(?:^|\s)\p{Lu}\p{Ll}+\s+I\s*$/u.test(text),
};
/** A word that joins others in a phrase ('con', 'of', 'und'): a sentence's or a name's, no tag's. */
export const FUNCTION_WORD = new RegExp(`^(?:${MID_PHRASE_WORDS})$`, 'iu');
/** A line that goes on a name from the line above: 'de Barcelona', 'of Technology', 'y Tecnología'. */
export const STARTS_MID_NAME = new RegExp(`^(?:${MID_PHRASE_WORDS})\\s+\\p{Lu}`, 'u');
/**
 * The word a school's or body's name opens with in the Romance languages, which no name ends on ('… – Instituto' /
 * 'Mexicano de Contadores Públicos, 2019', '… • BANCO' / 'PICHINCHA'), and German's school before its town ('…, Ostbayerische
 * Technische Hochschule' / 'Regensburg, Regensburg'): a line ending on one goes on below. So do Persian's, Arabic's and Hebrew's
 * ('دانشگاه' / 'صنعتی شریف', 'جامعة', Hebrew's construct 'אוניברסיטת'), whose name always follows.
 */
export const ENDS_ON_NAME_HEAD =
  /(?<![\p{L}])(?:instituto|institut|universidad|universidade|università|université|universitat|universität|hochschule|fachhochschule|escuela|escola|colegio|facultad|faculdade|facoltà|centro|école|lycée|liceo|banco|grupo|fundación|fundação|fondazione|ministerio|ministério|ministero|secretaría|corporación|cooperativa|compañía|companhia|دانشگاه|دانشکده|آموزشگاه|پژوهشگاه|شرکت|موسسه|مؤسسه|جامعة|كلية|معهد|شركة|مؤسسة|مدرسة|אוניברסיטת|מכללת|חברת)$/iu;

/** A line ending on such a word set as a name sets it: capitalised ('… • BANCO', not '… del sistema de diseño del banco'). */
export const endsOnNameHead = (text: string): boolean =>
  ENDS_ON_NAME_HEAD.test(text) && !/(?<![\p{L}])\p{Ll}\p{L}*$/u.test(text);

/** A school's campus after its name's comma ('…, Unidad Iztapalapa', '…, Sede Ecuador'): part of the name. */
export const CAMPUS = /^(?:unidad|campus|sede|plantel|recinto|seccional|extensión|extension)\s+\p{Lu}/iu;

/**
 * How a job was held, which no field of the editor holds ('Contrato indefinido', 'Full-time', 'Befristet'; Brazil's
 * 'CLT' and 'PJ', employed or as a company).
 */
export const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|permanent|temporary|fixed[- ]term|seasonal|contrato (?:indefinido|temporal|fijo|de prácticas|en prácticas|por obra y servicio)|jornada (?:completa|parcial|intensiva)|media jornada|medio tiempo|half[- ]time|tiempo (?:completo|parcial)|autónomo|vollzeit|teilzeit|befristet|unbefristet|festanstellung|cdi|cdd|temps (?:plein|partiel)|intérim|tempo (?:pieno|parziale|indeterminato|determinato)|tempo integral|meio período|(?:regime |contrato )?clt|pj|efetivo|temporário)$/iu;

/**
 * How a job was held, with a remark in brackets ('Stage de 6 mois', 'CDD', 'Job étudiant (12 h/sem.)'): neither its
 * title nor its employer. (Set under the dates in a column of its own, a table's row order may put it after the
 * job's first item, where it starts no job.)
 */
export const isContractKind = (text: string): boolean => {
  const kind = text.replace(/\s*\([^()]*\)$/u, '').trim();
  return EMPLOYMENT_TYPE.test(kind) || CONTRACT_KIND.test(kind);
};
const CONTRACT_KIND =
  /^(?:stage(?: de fin d'études| de fin d’études)?(?: de \d+ (?:mois|semaines))?|job (?:étudiant|d'été|d’été)|alternance|apprentissage|contrat (?:d'apprentissage|d’apprentissage|de professionnalisation)|(?:summer |paid |unpaid )?internship|praktikum|pflichtpraktikum|werkstudent(?:in)?|minijob|prácticas(?: profesionales)?|estágio|tirocinio|freelance|self-employed)$/iu;
