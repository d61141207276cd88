import { newId, sampleResume, type FontId, type Resume } from '@resumey/resume';

/**
 * Resumes written in other scripts (issue #35), for the tests of their fonts: the PDF, the preview and the public
 * page. Until resumes carry a language (issue #35 item 1) their headings stay English; the text a person writes
 * (name, headline, summary, jobs, school, skills) is in the language, with the Latin e-mail and web address and the
 * Western digits people mix in. Each has what its script's fonts must get right: Japanese kana, kanji and
 * full-width forms with rare name kanji (髙, 﨑); Arabic joined letters, a lam-alef ligature, harakat and
 * Arabic-Indic digits; Persian's own letters, digits and the zero-width non-joiner; Thai vowels and tone marks;
 * Devanagari conjuncts and vowel signs.
 */
export const SCRIPT_LANGUAGES = [
  'ja',
  'zh-Hans',
  'zh-Hant',
  'ko',
  'ar',
  'fa',
  'he',
  'th',
  'hi',
  'el',
  'ru',
  'vi',
] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];

interface ScriptText {
  name: string;
  headline: string;
  location: string;
  summary: string;
  jobs: { title: string; company: string; location: string; bullets: string[] }[];
  school: string;
  degree: string;
  field: string;
  skills: string[];
  languages: string[];
  certification: string;
}

export const SCRIPT_TEXT: Record<ScriptLanguage, ScriptText> = {
  ja: {
    name: '髙橋 健太',
    headline: 'シニアソフトウェアエンジニア',
    location: '東京都渋谷区',
    summary:
      'ウェブアプリケーションの設計と開発に十年以上携わってきました。チームを率いて大規模な決済システムを構築しました。',
    jobs: [
      {
        title: 'テックリード',
        company: '株式会社ブライトウェーブ',
        location: '東京',
        bullets: [
          '決済基盤を再設計し、応答時間を40%短縮しました。',
          '新人エンジニア八名の育成を担当し、コードレビューの指針を整備しました。',
        ],
      },
      {
        title: 'ソフトウェアエンジニア',
        company: '山﨑製作所（株）',
        location: '大阪',
        bullets: ['在庫管理システムを開発し、月間２万件の注文を処理しました。'],
      },
    ],
    school: '東京大学',
    degree: '修士',
    field: '情報理工学',
    skills: ['システム設計', '品質保証', 'プロジェクト管理'],
    languages: ['日本語（母語）', '英語（ビジネスレベル）'],
    certification: '応用情報技術者試験 合格',
  },
  'zh-Hans': {
    name: '王小明',
    headline: '高级软件工程师',
    location: '北京市',
    summary: '拥有八年以上构建快速、易用的网络应用的经验，曾带领团队开发支付和数据分析平台。',
    jobs: [
      {
        title: '技术负责人',
        company: '光波支付有限公司',
        location: '上海',
        bullets: ['重新设计了支付系统，将响应时间缩短了40%。', '带领五名工程师的团队开发了新的计费平台。'],
      },
    ],
    school: '清华大学',
    degree: '硕士',
    field: '计算机科学',
    skills: ['系统设计', '数据库', '团队管理'],
    languages: ['中文（母语）', '英语（流利）'],
    certification: '高级软件工程师资格证书',
  },
  'zh-Hant': {
    name: '陳大文',
    headline: '資深軟體工程師',
    location: '臺北市',
    summary: '擁有八年以上建構快速、易用的網路應用程式的經驗，曾帶領團隊開發支付與資料分析平台。',
    jobs: [
      {
        title: '技術主管',
        company: '光波支付股份有限公司',
        location: '新竹',
        bullets: ['重新設計支付系統，將回應時間縮短了40%。', '帶領五位工程師的團隊開發新的計費平台。'],
      },
    ],
    school: '國立臺灣大學',
    degree: '碩士',
    field: '資訊工程',
    skills: ['系統設計', '資料庫', '團隊管理'],
    languages: ['中文（母語）', '英語（流利）'],
    certification: '資訊安全工程師證照',
  },
  ko: {
    name: '김민준',
    headline: '선임 소프트웨어 엔지니어',
    location: '서울특별시',
    summary: '빠르고 접근성 높은 웹 애플리케이션을 8년 이상 개발해 왔습니다. 결제 및 분석 플랫폼 팀을 이끌었습니다.',
    jobs: [
      {
        title: '테크 리드',
        company: '브라이트웨이브 결제',
        location: '판교',
        bullets: [
          '결제 시스템을 재설계하여 응답 시간을 40% 단축했습니다.',
          '다섯 명의 엔지니어로 구성된 팀을 이끌었습니다.',
        ],
      },
    ],
    school: '서울대학교',
    degree: '석사',
    field: '컴퓨터공학',
    skills: ['시스템 설계', '데이터베이스', '팀 관리'],
    languages: ['한국어 (모국어)', '영어 (업무 가능)'],
    certification: '정보처리기사',
  },
  ar: {
    name: 'ليلى حسن',
    headline: 'مهندسة برمجيات أولى',
    location: 'القاهرة، مصر',
    summary: 'مُهَنْدِسَة برمجيات بخبرة تزيد على ثماني سنوات في بناء تطبيقات ويب سريعة وسهلة الاستخدام.',
    jobs: [
      {
        title: 'قائدة فريق تقني',
        company: 'شركة النيل للمدفوعات',
        location: 'القاهرة',
        bullets: ['أعدت تصميم لوحة التحكم وخفضت زمن التحميل بنسبة 70٪', 'خدمت أكثر من ١٢٠ ألف تاجر في ٣ دول عربية.'],
      },
      {
        title: 'مطورة ويب',
        company: 'استوديو الإسكندرية الرقمي',
        location: 'الإسكندرية',
        bullets: ['طورت أكثر من عشرين موقعًا لعملاء في قطاع التجزئة والضيافة.'],
      },
    ],
    school: 'جامعة القاهرة',
    degree: 'بكالوريوس',
    field: 'علوم الحاسب',
    skills: ['تصميم الأنظمة', 'قواعد البيانات', 'الأمن السيبراني'],
    languages: ['العربية (اللغة الأم)', 'الإنجليزية (مستوى مهني)'],
    certification: 'شهادة مهندس حلول سحابية',
  },
  fa: {
    name: 'سارا احمدی',
    headline: 'مهندس نرم‌افزار ارشد',
    location: 'تهران، ایران',
    summary: 'مهندس نرم‌افزار با هشت سال تجربه در ساخت برنامه‌های وب سریع و پژوهش گسترده.',
    jobs: [
      {
        title: 'سرپرست فنی',
        company: 'شرکت پرداخت نگار',
        location: 'تهران',
        bullets: ['زمان بارگذاری صفحه را ۴۰٪ کاهش دادم.', 'گزارش‌های ماهانه را برای ژوئن تا دسامبر تهیه کردم.'],
      },
    ],
    school: 'دانشگاه صنعتی شریف',
    degree: 'کارشناسی ارشد',
    field: 'مهندسی کامپیوتر',
    skills: ['طراحی سیستم', 'پایگاه داده'],
    languages: ['فارسی (زبان مادری)', 'انگلیسی (حرفه‌ای)'],
    certification: 'گواهی معمار راه‌حل‌های ابری',
  },
  he: {
    name: 'נועה כהן',
    headline: 'מהנדסת תוכנה בכירה',
    location: 'תל אביב',
    summary: 'מהנדסת תוכנה עם ניסיון של שמונה שנים בבניית יישומי רשת מהירים ונגישים.',
    jobs: [
      {
        title: 'ראש צוות',
        company: 'גל תשלומים בע"מ',
        location: 'הרצליה',
        bullets: ['הובלתי צוות של חמישה מהנדסים ושיפרתי את זמני הטעינה ב־40%.'],
      },
    ],
    school: 'הטכניון',
    degree: 'תואר שני',
    field: 'מדעי המחשב',
    skills: ['תכנון מערכות', 'מסדי נתונים'],
    languages: ['עברית (שפת אם)', 'אנגלית (רמה מקצועית)'],
    certification: 'הסמכת ארכיטקט ענן',
  },
  th: {
    name: 'สมชาย ใจดี',
    headline: 'วิศวกรซอฟต์แวร์อาวุโส',
    location: 'กรุงเทพมหานคร',
    summary: 'มีประสบการณ์มากกว่าแปดปีในการพัฒนาเว็บแอปพลิเคชันที่รวดเร็วและใช้งานง่าย',
    jobs: [
      {
        title: 'หัวหน้าทีมเทคนิค',
        company: 'บริษัท ไบรท์เวฟ เพย์เมนต์ จำกัด',
        location: 'กรุงเทพฯ',
        bullets: ['ออกแบบระบบชำระเงินใหม่และลดเวลาตอบสนองลงร้อยละ 40', 'ดูแลทีมวิศวกรห้าคนและปรับปรุงขั้นตอนการตรวจโค้ด'],
      },
    ],
    school: 'จุฬาลงกรณ์มหาวิทยาลัย',
    degree: 'ปริญญาโท',
    field: 'วิทยาการคอมพิวเตอร์',
    skills: ['การออกแบบระบบ', 'ฐานข้อมูล'],
    languages: ['ภาษาไทย (ภาษาแม่)', 'ภาษาอังกฤษ (ดีมาก)'],
    certification: 'ใบรับรองสถาปนิกระบบคลาวด์',
  },
  hi: {
    name: 'अनन्या शर्मा',
    headline: 'वरिष्ठ सॉफ़्टवेयर इंजीनियर',
    location: 'नई दिल्ली',
    summary: 'तेज़ और सुलभ वेब अनुप्रयोग बनाने का आठ वर्षों से अधिक का अनुभव।',
    jobs: [
      {
        title: 'तकनीकी प्रमुख',
        company: 'ब्राइटवेव पेमेंट्स',
        location: 'बेंगलुरु',
        bullets: ['भुगतान प्रणाली को फिर से डिज़ाइन किया और लोड समय 40% कम किया।', 'पाँच इंजीनियरों की टीम का नेतृत्व किया।'],
      },
    ],
    school: 'भारतीय प्रौद्योगिकी संस्थान दिल्ली',
    degree: 'स्नातकोत्तर',
    field: 'कंप्यूटर विज्ञान',
    skills: ['सिस्टम डिज़ाइन', 'डेटाबेस'],
    languages: ['हिन्दी (मातृभाषा)', 'अंग्रेज़ी (व्यावसायिक)'],
    certification: 'क्लाउड समाधान वास्तुकार प्रमाणपत्र',
  },
  el: {
    name: 'Μαρία Παπαδοπούλου',
    headline: 'Ανώτερη Μηχανικός Λογισμικού',
    location: 'Αθήνα',
    summary: 'Μηχανικός λογισμικού με οκτώ χρόνια εμπειρίας στην ανάπτυξη γρήγορων και προσβάσιμων εφαρμογών.',
    jobs: [
      {
        title: 'Επικεφαλής Ομάδας',
        company: 'Φωτεινό Κύμα Πληρωμές',
        location: 'Θεσσαλονίκη',
        bullets: ['Επανασχεδίασα το σύστημα πληρωμών και μείωσα τον χρόνο απόκρισης κατά 40%.'],
      },
    ],
    school: 'Εθνικό Μετσόβιο Πολυτεχνείο',
    degree: 'Μεταπτυχιακό',
    field: 'Πληροφορική',
    skills: ['Σχεδιασμός συστημάτων', 'Βάσεις δεδομένων'],
    languages: ['Ελληνικά (μητρική)', 'Αγγλικά (άριστα)'],
    certification: 'Πιστοποίηση αρχιτέκτονα νέφους',
  },
  ru: {
    name: 'Анна Иванова',
    headline: 'Ведущий инженер-программист',
    location: 'Москва',
    summary: 'Инженер-программист с восьмилетним опытом создания быстрых и доступных веб-приложений.',
    jobs: [
      {
        title: 'Руководитель группы',
        company: 'Яркая волна платежи',
        location: 'Санкт-Петербург',
        bullets: ['Переработала платёжную систему и сократила время отклика на 40%.'],
      },
    ],
    school: 'Московский государственный университет',
    degree: 'Магистр',
    field: 'Информатика',
    skills: ['Проектирование систем', 'Базы данных'],
    languages: ['Русский (родной)', 'Английский (свободно)'],
    certification: 'Сертифицированный облачный архитектор',
  },
  vi: {
    name: 'Nguyễn Thị Hương',
    headline: 'Kỹ sư phần mềm cấp cao',
    location: 'Thành phố Hồ Chí Minh',
    summary: 'Kỹ sư phần mềm với hơn tám năm kinh nghiệm xây dựng các ứng dụng web nhanh và dễ tiếp cận.',
    jobs: [
      {
        title: 'Trưởng nhóm kỹ thuật',
        company: 'Công ty Thanh toán Sóng Sáng',
        location: 'Hà Nội',
        bullets: ['Thiết kế lại hệ thống thanh toán và giảm thời gian phản hồi 40%.'],
      },
    ],
    school: 'Đại học Bách khoa Hà Nội',
    degree: 'Thạc sĩ',
    field: 'Khoa học máy tính',
    skills: ['Thiết kế hệ thống', 'Cơ sở dữ liệu'],
    languages: ['Tiếng Việt (bản ngữ)', 'Tiếng Anh (thành thạo)'],
    certification: 'Chứng chỉ kiến trúc sư giải pháp đám mây',
  },
};

/** The developer sample rewritten in `language`, in `font` (the template's and other settings are the sample's). */
export function scriptResume(language: ScriptLanguage, font: FontId = 'inter', templateId?: string): Resume {
  const t = SCRIPT_TEXT[language];
  const r = sampleResume();
  r.meta = { ...r.meta, fontFamily: font, ...(templateId ? { templateId } : {}) };
  r.profile = { ...r.profile, fullName: t.name, headline: t.headline, location: t.location };
  r.summary = t.summary;
  r.experience = t.jobs.map((job, i) => ({
    ...r.experience[i % r.experience.length]!,
    id: newId(),
    ...job,
    technologies: ['TypeScript', 'React'],
  }));
  r.education = [{ ...r.education[0]!, school: t.school, degree: t.degree, field: t.field, details: [] }];
  r.skills = { core: t.skills, tools: [], languages: t.languages };
  r.certifications = [t.certification];
  r.projects = [];
  r.links = [];
  r.custom = [];
  return r;
}

/** Every piece of text of the resume in its own script (what a reader of the PDF must get back). */
export function scriptStrings(language: ScriptLanguage): string[] {
  const t = SCRIPT_TEXT[language];
  return [
    t.name,
    t.headline,
    t.location,
    t.summary,
    ...t.jobs.flatMap((j) => [j.title, j.company, j.location, ...j.bullets]),
    t.school,
    t.degree,
    t.field,
    ...t.skills,
    ...t.languages,
    t.certification,
  ];
}

/** A Korean item long enough to wrap in any template: its lines must break at its spaces, never inside a word. */
export const KOREAN_LONG_ITEM =
  '결제 시스템의 핵심 모듈을 마이크로서비스 아키텍처로 재설계하고 배포 파이프라인을 자동화하여 평균 응답 시간을 40% 단축했으며, 장애 대응 절차를 표준화하여 야간 호출 건수를 절반으로 줄였습니다.';

/** The Korean resume, its language Korean, its first job opening with KOREAN_LONG_ITEM. */
export function koreanResume(templateId: string): Resume {
  const resume = scriptResume('ko', 'inter', templateId);
  resume.meta = { ...resume.meta, language: 'ko' };
  resume.experience[0]!.bullets = [KOREAN_LONG_ITEM, ...resume.experience[0]!.bullets];
  return resume;
}
