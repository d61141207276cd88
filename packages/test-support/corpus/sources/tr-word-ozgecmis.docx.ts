// Bir özgeçmiş, Türkiye'de Word'de boş bir belgeye elle yazılmış (bir kariyer sitesinin dışa aktarımı değil): A4,
// Türkçe Word'ün Normal kenar boşlukları (2,5 cm), Times New Roman 12 (LibreOffice'te Liberation Serif), Word'ün
// varsayılan madde imi (Symbol yazı tipinde U+F0B7). İçinde:
// - en üstte ortada, harf aralığı açılmış (Word'ün karakter aralığı) 'ÖZGEÇMİŞ' başlığı; altında büyük ve kalın ad soyad, yanında unvan yok;
// - başlıklar kalın, İ/Ş/Ğ'li büyük harflerle, altı çizgili paragraf kenarlığı: KİŞİSEL BİLGİLER, EĞİTİM BİLGİLERİ,
//   İŞ DENEYİMİ, YABANCI DİL, BİLGİSAYAR BİLGİSİ, SERTİFİKALAR, REFERANSLAR, HOBİLER;
// - KİŞİSEL BİLGİLER kenarlıksız bir tablonun sol hücresinde sekmeyle hizalanmış iki nokta üst üste ('Adres<TAB>:
//   …'), adres asılı girintiyle iki satıra kırılıyor ve içinde kendi iki noktası var ('No: 14 D: 7'), 'Cep Tel<TAB>:
//   0 (532) 123 45 67', e-posta Türkçe harfsiz ('aysenur.yildirim'), 'Doğum Yeri' başka bir şehir (Ankara),
//   'Medeni Durumu', 'Ehliyet<TAB>: B Sınıfı (2013)'; sağ hücrede vesikalık fotoğraf;
// - EĞİTİM BİLGİLERİ tek satırlık paragraflar: 'Orta Doğu Teknik Üniversitesi – Endüstri Mühendisliği (Lisans),
//   2012 – 2016, GNO: 3,12/4,00' (okul adı kalın) ve bölümsüz bir lise ('…Anadolu Lisesi, 2008 – 2012, Diploma Notu:
//   88,40');
// - İŞ DENEYİMİ kenarlıksız iki sütunlu tablo: solda kalın tarihler, en yenisi ayla ve 'Devam ediyor' ile yazılmış
//   ve dar sütunda iki satıra kırılıyor ('Şubat 2020 – Devam' / 'ediyor'), eskileri '06/2016 – 01/2020'; sağda kalın
//   'Firma A.Ş., İstanbul' / '… Ltd. Şti., Bursa', 'Pozisyon: …' ve 'Görev ve Sorumluluklar:' altında maddeler
//   (bazıları iki satıra kırılıyor); üçüncüsü zorunlu yaz stajı, maddesi tablo satırı bölünerek 2. sayfaya geçiyor;
// - YABANCI DİL 'İngilizce<TAB>: İleri (YDS 2019: 82,5)' gibi satırlar (beceri değil); BİLGİSAYAR BİLGİSİ 'Etiket<TAB>:
//   liste' satırları, listeler virgülle; SERTİFİKALAR 'YYYY – Ad, Kurum' (okul değil); REFERANSLAR iki kişi, kurum
//   ve telefonlarıyla (kişinin kendi telefonu değil); HOBİLER (beceri değil).
import {
  AlignmentType,
  BorderStyle,
  ImageRun,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { NO_BORDERS, png, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'tr',
  name: 'Ayşe Nur Yıldırım',
  email: 'aysenur.yildirim@example.com.tr',
  phone: '0 (532) 123 45 67',
  location: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 14 D: 7, 34758 Ataşehir / İstanbul',
  jobs: [
    {
      title: 'Kıdemli Üretim Planlama Uzmanı',
      company: 'Marmara Dayanıklı Tüketim Ürünleri A.Ş.',
      start: '2020-02',
      end: 'present',
      bullets: [
        'Çamaşır makinesi ve bulaşık makinesi fabrikalarının aylık ana üretim planının (MPS) hazırlanması ve takibi',
        'Satış, satın alma ve lojistik birimleriyle haftalık S&OP toplantılarının yürütülmesi',
        'SAP PP modülünde malzeme ihtiyaç planlaması (MRP) parametrelerinin güncellenmesi',
        'Mamul stok seviyesinin %15 azaltılmasını sağlayan planlama projesinin yürütülmesi',
        '3 kişilik planlama ekibinin koordinasyonu',
      ],
    },
    {
      title: 'Üretim Planlama Mühendisi',
      company: 'Nilüfer Otomotiv Yan Sanayi Ltd. Şti.',
      start: '2016-06',
      end: '2020-01',
      bullets: [
        'Ana sanayi müşterilerinin (Tofaş, Oyak Renault) haftalık siparişlerine göre üretim çizelgelerinin hazırlanması',
        'Hat verimliliği (OEE) raporlarının hazırlanması ve kayıp analizleri',
        'Kalıp değişim sürelerini kısaltan SMED çalışmalarına katılım',
      ],
    },
    {
      title: 'Stajyer Mühendis',
      company: 'Başkent Savunma Elektronik Sanayi A.Ş.',
      start: '2015-07',
      end: '2015-08',
      bullets: ['Depo yerleşim düzeninin incelenmesi ve toplama sürelerinin ölçülmesi'],
    },
  ],
  schools: [
    {
      school: 'Orta Doğu Teknik Üniversitesi',
      degree: 'Endüstri Mühendisliği (Lisans)',
      start: '2012',
      end: '2016',
    },
    { school: 'Ankara Atatürk Anadolu Lisesi', start: '2008', end: '2012' },
  ],
  // The lists after the labels of BİLGİSAYAR BİLGİSİ, split at their commas; YABANCI DİL and HOBİLER are apart.
  skills: [
    'MS Excel (ileri düzey)',
    'MS Word',
    'MS PowerPoint',
    'SAP PP/MM',
    'Logo Tiger',
    'Minitab',
    'Power BI',
    'Python',
    'GAMS',
    'Arena',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [marmara, nilufer, baskent] = expected.jobs as [Job, Job, Job];
const [odtu, lise] = expected.schools as [School, School];

/** A4 with Turkish Word's Normal margins, 2,5 cm on every side. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1418, bottom: 1418, left: 1418, right: 1418, header: 709, footer: 709 },
};
const WIDTH = A4.size.width - 2 * 1418;
/** The photo's cell, 3,5 cm. */
const PHOTO = 1985;
/** The colon of a 'Label<TAB>: value' line on a left tab stop at 3,75 cm, the value (and its wrapped line) at 4,1 cm. */
const COLON = 2126;
const VALUE = 2325;
/** The date column of İŞ DENEYİMİ, 4,25 cm. */
const DATES = 2410;

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | { text: string; bold?: boolean; italics?: boolean };
const p = (list: R[], after = 0, keepNext = false) =>
  new Paragraph({ spacing: { after }, keepNext, children: list.map((r) => new TextRun(r)) });

/** A heading: bold capitals over a rule (the paragraph's bottom border). */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
    children: [new TextRun({ text, bold: true })],
  });

/** 'Label<TAB>:<TAB>value', the colons lined up by a tab stop and a long value wrapping under itself. */
const labelLine = (label: string, value: string, after = 40) =>
  new Paragraph({
    tabStops: [
      { type: TabStopType.LEFT, position: COLON },
      { type: TabStopType.LEFT, position: VALUE },
    ],
    indent: { left: VALUE, hanging: VALUE },
    spacing: { after },
    children: [new TextRun({ text: label, bold: true }), new TextRun(`\t:\t${value}`)],
  });

/** Word's bullet at its default indents (0,63 cm, hanging 0,63 cm). */
const item = (text: string, last = false) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left: 720, hanging: 360 },
    spacing: { after: last ? 160 : 0 },
    children: [new TextRun(text)],
  });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.TOP,
    children,
  });

/** A job: the dates in bold on the left; 'Firma, Şehir' in bold, 'Pozisyon:', 'Görev ve Sorumluluklar:' and the items. */
const job = (dates: string, j: Job, city: string) =>
  new TableRow({
    children: [
      cell(DATES, [p([{ text: dates, bold: true }])]),
      cell(WIDTH - DATES, [
        p([{ text: `${j.company}, ${city}`, bold: true }], 20, true),
        p([{ text: 'Pozisyon: ', bold: true }, j.title], 20, true),
        p([{ text: 'Görev ve Sorumluluklar:', bold: true }], 0, true),
        ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
      ]),
    ],
  });

/** A school on one line: the name in bold, then ' – field (level), years, grade'. */
const school = (s: School, rest: string, after = 60) =>
  new Paragraph({
    spacing: { after },
    children: [new TextRun({ text: s.school ?? '', bold: true }), new TextRun(rest)],
  });

// A vesikalık photo, 3 × 4 cm: head and shoulders, dark hair to the shoulders, a navy jacket, a pale backdrop.
const photo = png(113, 151, (x, y) => {
  const head = ((x - 56) / 22) ** 2 + ((y - 60) / 29) ** 2 <= 1;
  const hair = ((x - 56) / 29) ** 2 + ((y - 62) / 40) ** 2 <= 1 && (y < 46 || Math.abs(x - 56) > 18);
  const shoulders = y > 94 && ((x - 56) / 54) ** 2 + ((y - 162) / 66) ** 2 <= 1;
  const neck = y > 84 && y < 104 && Math.abs(x - 56) < 9;
  if (hair && !(head && y >= 46)) return [52, 36, 28];
  if (head || neck) return [222, 184, 156];
  if (shoulders) return Math.abs(x - 56) < 10 - (y - 96) / 10 ? [240, 240, 236] : [34, 44, 74];
  return [232, 234, 238];
});

const skills = expected.skills;

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 200 },
            children: [new TextRun({ text: 'ÖZGEÇMİŞ', bold: true, size: sz(28), characterSpacing: 60 })],
          }),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            borders: TableBorders.NONE,
            columnWidths: [WIDTH - PHOTO, PHOTO],
            rows: [
              new TableRow({
                children: [
                  cell(WIDTH - PHOTO, [
                    new Paragraph({
                      spacing: { after: 120 },
                      children: [new TextRun({ text: expected.name, bold: true, size: sz(40) })],
                    }),
                    heading('KİŞİSEL BİLGİLER'),
                    labelLine('Adres', expected.location!),
                    labelLine('Cep Tel', expected.phone!),
                    labelLine('E-posta', expected.email!),
                    labelLine('Doğum Yeri', 'Ankara'),
                    labelLine('Doğum Tarihi', '14.03.1994'),
                    labelLine('Medeni Durumu', 'Bekâr'),
                    labelLine('Uyruğu', 'T.C.'),
                    labelLine('Ehliyet', 'B Sınıfı (2013)', 0),
                  ]),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: PHOTO, type: WidthType.DXA },
                    verticalAlign: VerticalAlign.TOP,
                    children: [
                      new Paragraph({
                        alignment: AlignmentType.RIGHT,
                        children: [
                          new ImageRun({ type: 'png', data: photo, transformation: { width: 113, height: 151 } }),
                        ],
                      }),
                    ],
                  }),
                ],
              }),
            ],
          }),
          heading('EĞİTİM BİLGİLERİ'),
          school(odtu, ` – ${odtu.degree}, ${odtu.start} – ${odtu.end}, GNO: 3,12/4,00`),
          school(lise, `, ${lise.start} – ${lise.end}, Diploma Notu: 88,40`, 0),
          heading('İŞ DENEYİMİ'),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            borders: TableBorders.NONE,
            columnWidths: [DATES, WIDTH - DATES],
            rows: [
              job('Şubat 2020 – Devam ediyor', marmara, 'İstanbul'),
              job('06/2016 – 01/2020', nilufer, 'Bursa'),
              job('07/2015 – 08/2015', baskent, 'Ankara'),
            ],
          }),
          heading('YABANCI DİL'),
          labelLine('İngilizce', 'İleri (YDS 2019: 82,5)'),
          labelLine('Almanca', 'Başlangıç (A2)', 0),
          heading('BİLGİSAYAR BİLGİSİ'),
          labelLine('Ofis Programları', skills.slice(0, 3).join(', ')),
          labelLine('ERP', skills.slice(3, 5).join(', ')),
          labelLine('Analiz', skills.slice(5, 8).join(', ')),
          labelLine('Modelleme', skills.slice(8).join(', '), 0),
          heading('SERTİFİKALAR'),
          p(['2021 – Yalın Altı Sigma Yeşil Kuşak, Kalite Derneği (KalDer)'], 40),
          p(['2019 – SAP PP Modülü Kullanıcı Eğitimi, Marmara Dayanıklı Tüketim Ürünleri A.Ş. Akademi'], 40),
          p(['2017 – İş Sağlığı ve Güvenliği Temel Eğitimi (16 saat)']),
          heading('REFERANSLAR'),
          p(
            [{ text: 'Mehmet Kaya', bold: true }, ' – Fabrika Müdürü, Marmara Dayanıklı Tüketim Ürünleri A.Ş.'],
            0,
            true,
          ),
          p(['Tel: 0 (216) 555 12 34'], 100),
          p(
            [{ text: 'Doç. Dr. Zeynep Aksoy', bold: true }, ' – Öğretim Üyesi, ODTÜ Endüstri Mühendisliği Bölümü'],
            0,
            true,
          ),
          p(['Tel: 0 (312) 555 98 76']),
          heading('HOBİLER'),
          p(['Fotoğrafçılık, doğa yürüyüşü, satranç']),
        ],
      },
    ],
    'Times New Roman',
    24,
    { text: '\uF0B7', font: 'Symbol' },
  );
