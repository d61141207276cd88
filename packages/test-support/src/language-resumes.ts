import { newId, sampleResume, type FontId, type Resume } from '@resumey/resume';

/**
 * Whole resumes written in German, Japanese and Arabic, with meta.language set (issue #35 item 7): the ATS check
 * in every script (apps/server/test/pdf-ats-languages.test.ts) and the language screenshots (e2e). Each is what a
 * person of that language writes: the name, a headline, contact details with a Latin e-mail and web address, a
 * summary, two jobs with bullets, a school, grouped skills and a certificate. The headings, month names and
 * 'Present' come from the resume's language (packages/resume/src/locale).
 *
 * What each one tries: German umlauts, ß and long compounds ('Zahlungsplattform'), a figure with a comma and
 * percent; Japanese kana, kanji, full-width brackets and the long vowel mark, which are set without spaces;
 * Arabic joined letters, lam-alef, a Latin product name and Western digits inside right-to-left bullets, and
 * Arabic-Indic digits.
 */
export const LANGUAGE_RESUME_LANGUAGES = ['de', 'ja', 'ar'] as const;
export type LanguageResumeLanguage = (typeof LANGUAGE_RESUME_LANGUAGES)[number];

interface Job {
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  bullets: string[];
}

interface LanguageText {
  name: string;
  headline: string;
  location: string;
  phone: string;
  email: string;
  website: string;
  linkedin: string;
  summary: string;
  jobs: [Job, Job];
  school: string;
  degree: string;
  field: string;
  core: string[];
  tools: string[];
  languages: string[];
  certification: string;
}

export const LANGUAGE_TEXT: Record<LanguageResumeLanguage, LanguageText> = {
  de: {
    name: 'Katharina Müller',
    headline: 'Senior-Softwareentwicklerin',
    location: 'München, Deutschland',
    phone: '+49 89 1234567',
    email: 'katharina.mueller@example.de',
    website: 'https://kmueller.dev',
    linkedin: 'linkedin.com/in/katharinamueller',
    summary:
      'Softwareentwicklerin mit über acht Jahren Erfahrung in der Entwicklung schneller, barrierefreier ' +
      'Webanwendungen. Ich habe Teams von bis zu sechs Personen geleitet und eine Zahlungsplattform für ' +
      'mittelständische Händler aufgebaut.',
    jobs: [
      {
        title: 'Leitende Softwareentwicklerin',
        company: 'Süddeutsche Zahlungsdienste GmbH',
        location: 'München',
        startDate: '2021-03',
        endDate: '',
        bullets: [
          'Neugestaltung des Händlerportals geleitet und die mittlere Ladezeit von 4,2 s auf 1,3 s gesenkt.',
          'Abrechnungsstrecke für monatlich 3 Mio. Rechnungen mit 99,99 % Verfügbarkeit entworfen.',
          'Fünf Nachwuchsentwicklerinnen und -entwickler betreut und Richtlinien für Code-Reviews eingeführt.',
        ],
      },
      {
        title: 'Softwareentwicklerin',
        company: 'Nordlicht Analytik AG',
        location: 'Hamburg',
        startDate: '2017-09',
        endDate: '2021-02',
        bullets: [
          'Echtzeit-Dashboards für 300 Geschäftskunden entwickelt, die täglich genutzt werden.',
          'Berichtsabfragen durch neue Datenbankindizes um 65 % beschleunigt.',
        ],
      },
    ],
    school: 'Technische Universität München',
    degree: 'Master of Science',
    field: 'Informatik',
    core: ['Systementwurf', 'Barrierefreiheit', 'Leistungsoptimierung'],
    tools: ['TypeScript', 'React', 'PostgreSQL'],
    languages: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)'],
    certification: 'Zertifizierte Scrum-Masterin (PSM I)',
  },
  ja: {
    name: '佐藤 美咲',
    headline: 'シニアソフトウェアエンジニア',
    location: '東京都渋谷区',
    phone: '090-1234-5678',
    email: 'misaki.sato@example.jp',
    website: 'https://misaki.dev',
    linkedin: 'linkedin.com/in/misakisato',
    summary:
      'ウェブアプリケーションの設計と開発に八年以上携わってきました。決済と分析の基盤をチームで構築し、' +
      '後進の育成にも力を入れています。',
    jobs: [
      {
        title: 'テックリード',
        company: '株式会社ブライトウェーブ',
        location: '東京',
        startDate: '2021-04',
        endDate: '',
        bullets: [
          '決済基盤を再設計し、平均応答時間を四割短縮しました。',
          '新人エンジニア五名の育成を担当し、コードレビューの指針を整備しました。',
          '加盟店向け管理画面を刷新し、問い合わせ件数を半減させました。',
        ],
      },
      {
        title: 'ソフトウェアエンジニア',
        company: '北星アナリティクス株式会社',
        location: '大阪',
        startDate: '2017-04',
        endDate: '2021-03',
        bullets: [
          'リアルタイム分析ダッシュボードを開発し、三百社の顧客に提供しました。',
          'データベースの索引を見直し、集計処理を大幅に高速化しました。',
        ],
      },
    ],
    school: '京都大学',
    degree: '修士',
    field: '情報学',
    core: ['システム設計', '品質保証', 'プロジェクト管理'],
    tools: ['TypeScript', 'React', 'PostgreSQL'],
    languages: ['日本語（母語）', '英語（ビジネスレベル）'],
    certification: '応用情報技術者試験 合格',
  },
  ar: {
    name: 'ليلى حسن',
    headline: 'مهندسة برمجيات أولى',
    location: 'القاهرة، مصر',
    phone: '+20 10 1234 5678',
    email: 'layla.hassan@example.com',
    website: 'https://laylahassan.dev',
    linkedin: 'linkedin.com/in/laylahassan',
    summary:
      'مهندسة برمجيات بخبرة تزيد على ثماني سنوات في بناء تطبيقات ويب سريعة وسهلة الاستخدام. ' +
      'قدت فرقًا هندسية صغيرة وبنيت منصات للمدفوعات والتحليلات.',
    jobs: [
      {
        title: 'قائدة فريق تقني',
        company: 'شركة النيل للمدفوعات',
        location: 'القاهرة',
        startDate: '2021-03',
        endDate: '',
        bullets: [
          'أعدت تصميم لوحة تحكم التجار وخفضت زمن التحميل بنسبة 70٪',
          'خدمت المنصة أكثر من ١٢٠ ألف تاجر في ثلاث دول عربية',
          'أشرفت على خمسة مهندسين ووضعت دليلًا لمراجعة الشيفرة',
        ],
      },
      {
        title: 'مطورة ويب',
        company: 'استوديو الإسكندرية الرقمي',
        location: 'الإسكندرية',
        startDate: '2017-09',
        endDate: '2021-02',
        bullets: [
          'طورت أكثر من عشرين موقعًا لعملاء في قطاع التجزئة والضيافة',
          'بنيت لوحات تحليلات فورية باستخدام React لعملاء المؤسسات',
        ],
      },
    ],
    school: 'جامعة القاهرة',
    degree: 'بكالوريوس',
    field: 'علوم الحاسب',
    core: ['تصميم الأنظمة', 'قواعد البيانات', 'الأمن السيبراني'],
    tools: ['TypeScript', 'React', 'PostgreSQL'],
    languages: ['العربية (اللغة الأم)', 'الإنجليزية (مستوى مهني)'],
    certification: 'شهادة مهندس حلول سحابية',
  },
};

/** The resume written in `language`, drawn in `templateId` and `font`. */
export function languageResume(language: LanguageResumeLanguage, templateId?: string, font: FontId = 'inter'): Resume {
  const t = LANGUAGE_TEXT[language];
  const r = sampleResume();
  r.meta = { ...r.meta, language, fontFamily: font, ...(templateId ? { templateId } : {}) };
  r.profile = {
    ...r.profile,
    fullName: t.name,
    headline: t.headline,
    location: t.location,
    phone: t.phone,
    email: t.email,
    website: t.website,
    linkedin: t.linkedin,
    github: '',
  };
  r.summary = t.summary;
  r.experience = t.jobs.map((job, i) => ({ ...r.experience[i]!, id: newId(), ...job, technologies: [] }));
  r.education = [
    {
      ...r.education[0]!,
      id: newId(),
      school: t.school,
      degree: t.degree,
      field: t.field,
      details: [],
    },
  ];
  r.skills = { core: t.core, tools: t.tools, languages: t.languages };
  r.certifications = [t.certification];
  r.projects = [];
  r.links = [];
  r.custom = [];
  return r;
}
