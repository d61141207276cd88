// Daftar riwayat hidup yang diketik sendiri di Word, seperti yang lazim dikirim pelamar di Indonesia: A4 dengan
// margin Normal Word (2,54 cm), Times New Roman 12 (di LibreOffice jadi Liberation Serif), bullet bawaan Word
// (U+F0B7 di font Symbol). Isinya:
// - judul 'DAFTAR RIWAYAT HIDUP' di tengah, tebal dan bergaris bawah; nama tidak ditulis di atas, hanya sesudah label
//   'Nama' di DATA PRIBADI;
// - judul bagian huruf kapital tebal dengan garis bawah paragraf (DATA PRIBADI, RIWAYAT PENDIDIKAN, PENGALAMAN KERJA,
//   PELATIHAN / SERTIFIKASI, KEAHLIAN, BAHASA, ORGANISASI);
// - DATA PRIBADI sebagai tabel tanpa garis dengan kolom label, kolom ':' dan kolom isi (Nama, 'Tempat, Tanggal Lahir'
//   dengan koma di labelnya, 'Bandung, 17 Agustus 1995', Jenis Kelamin, Agama, Status, Kewarganegaraan, 'Tinggi /
//   Berat Badan', Alamat 'Jl. …, RT 03/RW 05, Kel. …, Kec. …, Bandung 40134' terlipat dua baris di selnya, 'No. HP/WA',
//   Email sebagai tautan biru bergaris bawah seperti buatan Word), dan pas foto 3x4 berlatar biru di kolom kanan
//   yang digabung ke bawah;
// - RIWAYAT PENDIDIKAN dengan tab: '2013 – 2017<TAB>S1 Teknik Informatika, Universitas Pasundan, IPK 3,52' (jenjang
//   dan jurusan sebelum kampus, IPK dengan koma desimal) dan '2010 – 2013<TAB>SMA Negeri 5 Bandung, Jurusan IPA'
//   (sekolah sebelum jurusan);
// - PENGALAMAN KERJA: periode tebal sendiri satu baris ('Maret 2019 – Sekarang'), lalu 'PT … Tbk, Jakarta' (yang
//   kedua ditulis 'PT. …' dengan titik), lalu 'Posisi<TAB>: …' dan 'Tanggung jawab<TAB>:' dengan titik dua sejajar
//   oleh tab, di bawahnya butir-butir Word yang sebagian terlipat dua baris; kerja praktik di dinas pemerintah kota
//   sebagai pekerjaan ketiga;
// - PELATIHAN / SERTIFIKASI dengan tahun di kolom tab ('2018<TAB>Sertifikasi Kompetensi Junior Web Developer,
//   BNSP'), tidak dihitung sebagai sekolah;
// - KEAHLIAN sebagai butir 'Label<TAB>: daftar' ('Bahasa Pemrograman : Go, PHP, JavaScript, Python') dan satu butir
//   'Microsoft Office (Word, Excel, PowerPoint)' tanpa label; BAHASA sebagai butir ('Bahasa Inggris : Aktif, TOEFL
//   ITP 553'); ORGANISASI dengan tahun di kolom tab (himpunan mahasiswa, bukan pekerjaan);
// - penutup 'Demikian daftar riwayat hidup ini saya buat dengan sebenar-benarnya …' rata kanan-kiri, lalu di
//   separuh kanan halaman 'Bandung, 6 Januari 2025', 'Hormat saya,', ruang tanda tangan dan nama dalam kurung.
import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { NO_BORDERS, png, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'id',
  name: 'Rizky Aditya Pratama',
  email: 'rizkyaditya.p95@example.co.id',
  phone: '0812-3456-7890',
  location: 'Jl. Tubagus Ismail Dalam No. 12, RT 03/RW 05, Kel. Sekeloa, Kec. Coblong, Bandung 40134',
  jobs: [
    {
      title: 'Senior Backend Engineer',
      company: 'PT Nusantara Data Teknologi Tbk',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Mengembangkan dan memelihara layanan API berbasis Go dan PostgreSQL untuk aplikasi pembayaran digital dengan lebih dari 2 juta pengguna aktif',
        'Memimpin migrasi sistem monolitik PHP ke arsitektur microservices di atas Kubernetes',
        'Menurunkan waktu respons API rata-rata dari 800 ms menjadi 180 ms melalui caching Redis dan optimasi query',
        'Membimbing 4 orang junior developer dan melakukan code review harian',
      ],
    },
    {
      title: 'Web Developer',
      company: 'PT. Solusi Kreatif Indonesia',
      start: '2017-08',
      end: '2019-02',
      bullets: [
        'Membuat aplikasi web sistem informasi akademik untuk 12 sekolah swasta di Jawa Barat menggunakan Laravel dan MySQL',
        'Mengintegrasikan payment gateway Midtrans untuk pembayaran SPP secara online',
        'Menyusun dokumentasi teknis dan memberikan pelatihan kepada operator sekolah',
      ],
    },
    {
      title: 'Mahasiswa Kerja Praktik',
      company: 'Dinas Komunikasi dan Informatika Kota Bandung',
      start: '2016-07',
      end: '2016-08',
      bullets: [
        'Membantu pengembangan aplikasi pengaduan masyarakat berbasis web',
        'Melakukan input dan validasi data aset TIK di lingkungan Pemerintah Kota Bandung',
      ],
    },
  ],
  schools: [
    { school: 'Universitas Pasundan', degree: 'S1 Teknik Informatika', start: '2013', end: '2017' },
    { school: 'SMA Negeri 5 Bandung', degree: 'Jurusan IPA', start: '2010', end: '2013' },
  ],
  // The lists after the labels of KEAHLIAN, and the one item without a label; BAHASA is apart.
  skills: [
    'Go',
    'PHP',
    'JavaScript',
    'Python',
    'Laravel',
    'Gin',
    'Vue.js',
    'PostgreSQL',
    'MySQL',
    'Redis',
    'Git',
    'Docker',
    'Kubernetes',
    'RabbitMQ',
    'Microsoft Office (Word, Excel, PowerPoint)',
  ],
};

type Job = (typeof expected.jobs)[number];
const [nusantara, solusi, diskominfo] = expected.jobs as [Job, Job, Job];

/** A4 with Word's Normal margins (2,54 cm). */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 708, footer: 708 },
};
const WIDTH = A4.size.width - 2 * 1440;

/** The personal data table's columns: label 4,6 cm, ':' 0,5 cm, the value, the photo 3,5 cm. */
const LABEL = 2608;
const COLON = 284;
const PHOTO = 1985;
const VALUE = WIDTH - LABEL - COLON - PHOTO;

/** The year column of the education, training and organisation lines: a left tab stop at 3,5 cm. */
const YEARS = 1985;
/** The labels of a job ('Posisi', 'Tanggung jawab'): their ':' on a tab stop at 3,5 cm. */
const JOB_LABEL = 1985;

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The pas foto 3x4: head and shoulders in a dark jacket over a white shirt, on the blue backdrop of a studio photo.
const photo = png(113, 151, (x, y) => {
  const head = ((x - 56) / 24) ** 2 + ((y - 58) / 30) ** 2 <= 1;
  const hair = head && y < 44;
  const collar = y > 96 && Math.abs(x - 56) < 12 - (y - 96) / 8;
  const shoulders = y > 92 && ((x - 56) / 54) ** 2 + ((y - 160) / 66) ** 2 <= 1;
  if (hair) return [40, 32, 28];
  if (head) return [196, 152, 118];
  if (collar && shoulders) return [245, 245, 245];
  if (shoulders) return [38, 42, 54];
  return [28, 92, 190];
});

/** A section heading: bold capitals over a thin rule (a paragraph border). */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
    children: [new TextRun({ text, bold: true })],
  });

const p = (children: Array<TextRun | ExternalHyperlink>, after = 0) => new Paragraph({ spacing: { after }, children });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });

const personal: Array<[string, TextRun | ExternalHyperlink]> = [
  ['Nama', new TextRun(expected.name)],
  ['Tempat, Tanggal Lahir', new TextRun('Bandung, 17 Agustus 1995')],
  ['Jenis Kelamin', new TextRun('Laki-laki')],
  ['Agama', new TextRun('Islam')],
  ['Status', new TextRun('Belum Menikah')],
  ['Kewarganegaraan', new TextRun('Indonesia')],
  ['Tinggi / Berat Badan', new TextRun('172 cm / 65 kg')],
  ['Alamat', new TextRun(expected.location!)],
  ['No. HP/WA', new TextRun(expected.phone!)],
  [
    'Email',
    new ExternalHyperlink({
      link: `mailto:${expected.email}`,
      children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
    }),
  ],
];

/** DATA PRIBADI: label | ':' | value, and the photo's cell merged down over every row. */
const personalTable = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [LABEL, COLON, VALUE, PHOTO],
  rows: personal.map(
    ([label, value], i) =>
      new TableRow({
        children: [
          cell(LABEL, [p([new TextRun(label)], 40)]),
          cell(COLON, [p([new TextRun(':')], 40)]),
          cell(VALUE, [p([value], 40)]),
          ...(i === 0
            ? [
                new TableCell({
                  rowSpan: personal.length,
                  width: { size: PHOTO, type: WidthType.DXA },
                  verticalAlign: VerticalAlign.TOP,
                  borders: NO_BORDERS,
                  children: [
                    new Paragraph({
                      alignment: AlignmentType.RIGHT,
                      children: [
                        new ImageRun({ type: 'png', data: photo, transformation: { width: 113, height: 151 } }),
                      ],
                    }),
                  ],
                }),
              ]
            : []),
        ],
      }),
  ),
});

/** 'years<TAB>text' with a hanging indent at the tab, so a long line wraps under the text. */
const yearLine = (years: string, text: string, after = 60) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: YEARS }],
    indent: { left: YEARS, hanging: YEARS },
    spacing: { after },
    children: [new TextRun(years), new TextRun('\t'), new TextRun(text)],
  });

/** 'Label<TAB>: value', the colon on the tab stop. */
const labelLine = (label: string, value: string, position = JOB_LABEL) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position }],
    keepNext: true,
    children: [new TextRun(`${label}\t: ${value}`)],
  });

/** Word's bullet at its default indents (0,63 cm, hanging 0,63 cm). */
const item = (text: string, last = false, keepNext = false) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left: 720, hanging: 360 },
    spacing: { after: last ? 160 : 0 },
    keepNext,
    children: [new TextRun(text)],
  });

/** A job: the period in bold, 'Company, City', then 'Posisi' and 'Tanggung jawab' over the items. */
const job = (period: string, j: Job, city?: string) => [
  new Paragraph({ keepNext: true, children: [new TextRun({ text: period, bold: true })] }),
  new Paragraph({ keepNext: true, children: [new TextRun(city ? `${j.company}, ${city}` : j.company)] }),
  labelLine('Posisi', j.title),
  labelLine('Tanggung jawab', ''),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

/** A KEAHLIAN or BAHASA item: 'Label<TAB>: list', the colons lined up at 5,5 cm. */
const labelItem = (label: string, list: string, last = false) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left: 720, hanging: 360 },
    tabStops: [{ type: TabStopType.LEFT, position: 3119 }],
    spacing: { after: last ? 120 : 0 },
    children: [new TextRun(`${label}\t: ${list}`)],
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
            spacing: { after: 240 },
            children: [new TextRun({ text: 'DAFTAR RIWAYAT HIDUP', bold: true, underline: {}, size: sz(28) })],
          }),
          heading('DATA PRIBADI'),
          personalTable,
          heading('RIWAYAT PENDIDIKAN'),
          yearLine('2013 – 2017', 'S1 Teknik Informatika, Universitas Pasundan, IPK 3,52'),
          yearLine('2010 – 2013', 'SMA Negeri 5 Bandung, Jurusan IPA', 0),
          heading('PENGALAMAN KERJA'),
          ...job('Maret 2019 – Sekarang', nusantara, 'Jakarta'),
          ...job('Agustus 2017 – Februari 2019', solusi, 'Bandung'),
          ...job('Juli 2016 – Agustus 2016', diskominfo),
          heading('PELATIHAN / SERTIFIKASI'),
          yearLine('2022', 'AWS Certified Developer – Associate, Amazon Web Services'),
          yearLine('2020', 'Pelatihan “Belajar Membuat Aplikasi Back-End untuk Pemula”, Dicoding Indonesia'),
          yearLine('2018', 'Sertifikasi Kompetensi Junior Web Developer, BNSP', 0),
          heading('KEAHLIAN'),
          labelItem('Bahasa Pemrograman', skills.slice(0, 4).join(', ')),
          labelItem('Framework', skills.slice(4, 7).join(', ')),
          labelItem('Database', skills.slice(7, 10).join(', ')),
          labelItem('Tools', skills.slice(10, 14).join(', ')),
          item(skills[14]!, true),
          heading('BAHASA'),
          labelItem('Bahasa Indonesia', 'Aktif (lisan dan tulisan)'),
          labelItem('Bahasa Inggris', 'Aktif, TOEFL ITP 553'),
          labelItem('Bahasa Sunda', 'Aktif (lisan)', true),
          heading('ORGANISASI'),
          yearLine(
            '2014 – 2016',
            'Kepala Divisi Riset dan Teknologi, Himpunan Mahasiswa Teknik Informatika (HIMATIF) Universitas Pasundan',
          ),
          yearLine('2015', 'Ketua Panitia Seminar Nasional Teknologi Informasi Universitas Pasundan', 0),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            spacing: { before: 360, after: 240 },
            children: [
              new TextRun(
                'Demikian daftar riwayat hidup ini saya buat dengan sebenar-benarnya untuk dapat dipergunakan ' +
                  'sebagaimana mestinya.',
              ),
            ],
          }),
          new Paragraph({ indent: { left: 5954 }, keepNext: true, children: [new TextRun('Bandung, 6 Januari 2025')] }),
          new Paragraph({
            indent: { left: 5954 },
            keepNext: true,
            spacing: { after: 1080 },
            children: [new TextRun('Hormat saya,')],
          }),
          new Paragraph({
            indent: { left: 5954 },
            children: [new TextRun({ text: `(${expected.name})`, bold: true, underline: {} })],
          }),
        ],
      },
    ],
    'Times New Roman',
    24,
    { text: '\uF0B7', font: 'Symbol' },
  );
