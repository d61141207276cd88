// A 'CV ATS-friendly' typed in Word by a Jakarta finance staffer after the templates shared on Indonesian social media
// (TikTok, Instagram, LinkedIn posts: 'CV ATS tanpa foto, tanpa tabel, tanpa ikon, satu kolom'): A4, 2 cm margins,
// Calibri 11 (no Calibri on the build machine: LibreOffice sets it in its fallback, Noto Sans, wider, so the lines
// break earlier than in Word), every run marked 'id-ID', Word's default list mark (U+F0B7 in Symbol), LibreOffice PDF,
// two pages. What it has:
// - the name typed in capitals, bold and centred ('PUTRI AYU LESTARI'), over one centred contact line split by bars
//   ('Jakarta Selatan | 0812-3456-7890 | e-mail | linkedin.com/in/…', the city without its province);
//   (LibreOffice's wider type breaks the profile address at its hyphen: 'linkedin.com/in/putri-' / 'ayu-lestari');
// - a summary paragraph under it with no heading, justified, with years and tools in it ('6 tahun', 'SAP',
//   'Microsoft Excel') and English terms in italics as Indonesian spelling rules ask ('closing', 'cash flow');
// - headings in bold capitals over a bottom border (PENGALAMAN KERJA, PENDIDIKAN, KEAHLIAN, SERTIFIKASI, ORGANISASI);
// - each job as '**PT Company – City**<TAB>Jan 2021 – Sekarang' (an en dash between company and city, the dates on a
//   right tab stop at the margin), the title in italics under it ('Staf Keuangan', 'Management Trainee', 'Magang
//   Audit'), then Word list items in Indonesian sentences mixing English terms, some in italics inside the sentence
//   ('closing bulanan', 'vouching'), with figures and years that are no job's dates ('tahun buku 2021–2023',
//   'budget tahunan 2020', 'Rp 1,2 miliar', 'PPh 21/23'); months in Indonesian, written out in one job ('Agustus 2018 –
//   Desember 2020') and cut short in the others ('Jan', 'Mei', 'Agu' for Agustus, 'Okt'); a company ending 'Tbk';
//   an internship at an audit firm whose name has a comma and an ampersand ('KAP Hendrawan, Sutanto & Rekan');
// - PENDIDIKAN in the same shape: '**Universitas Indonesia – Depok**<TAB>2014 – 2018' over 'S1 Akuntansi, IPK
//   3,65/4,00' (the grade after a comma, with decimal commas and a slash), then the senior high school ('SMA Negeri 8
//   Jakarta', 'Jurusan IPA');
// - KEAHLIAN as list items '**Hard Skill:** a, b, …' and '**Soft Skill:** …' with commas inside parentheses
//   ('Perpajakan (PPN, PPh 21/23)', 'Microsoft Excel (Pivot Table, VLOOKUP)'), and a '**Bahasa:** …' item of spoken
//   languages (not skills);
// - SERTIFIKASI as list items 'Name – Issuer (Mon YYYY)' ('Brevet Pajak A & B – Ikatan Akuntan Indonesia (Okt 2019)'):
//   neither schools nor skills;
// - ORGANISASI laid out exactly as the jobs ('**Ikatan Mahasiswa Akuntansi FEB UI – Depok**<TAB>Okt 2015 – Okt 2016'
//   over 'Bendahara Umum' in italics and items): student organisations and a committee, which the author keeps apart
//   from PENGALAMAN KERJA, so they are NOT jobs in the expected fields (nor schools).
// Word breaks the page where the text runs out, the headings, entry lines and titles kept with what follows: page 2
// starts with KEAHLIAN (in the rewrapped copy, its type a tenth larger, with PENDIDIKAN).
import { AlignmentType, BorderStyle, Paragraph, TabStopType, TextRun, type IRunOptions } from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

/** The bullets as typed, English terms the author set in italics between asterisks. */
const typed = {
  sinar: [
    'Menyusun laporan keuangan bulanan dan mendukung proses *closing* bulanan untuk 3 entitas anak perusahaan',
    'Melakukan rekonsiliasi bank dan akun hutang-piutang di SAP FI/CO setiap minggu',
    'Memproses pembayaran vendor rata-rata 450 *invoice* per bulan sesuai SOP dan jadwal *cash flow*',
    'Menyiapkan data pendukung untuk audit eksternal tahun buku 2021–2023 tanpa temuan material',
    'Membuat *dashboard aging* piutang di Excel sehingga DSO turun dari 62 hari menjadi 48 hari',
  ],
  mitra: [
    'Mengikuti program rotasi 12 bulan di divisi Accounting, Treasury, dan Tax sebelum ditempatkan di tim Finance Controller',
    'Membantu penyusunan *budget* tahunan 2020 untuk 85 gerai di Jabodetabek',
    'Melakukan *stock opname* bulanan dan rekonsiliasi persediaan dengan tim gudang',
    'Menyiapkan SPT Masa PPN dan PPh 23 serta membuat e-Faktur setiap bulan',
    'Menemukan selisih persediaan senilai Rp 1,2 miliar dan mengusulkan perbaikan SOP penerimaan barang',
  ],
  kap: [
    'Membantu tim audit dalam *vouching* dan pengujian substantif akun kas dan piutang klien manufaktur',
    'Menyiapkan kertas kerja audit dan mengirim surat konfirmasi piutang kepada 40 pelanggan klien',
  ],
};
const plain = (s: string) => s.replaceAll('*', '');

export const expected: Expected = {
  language: 'id',
  name: 'PUTRI AYU LESTARI',
  email: 'putri.ayulestari@example.com',
  phone: '0812-3456-7890',
  location: 'Jakarta Selatan',
  // PENGALAMAN KERJA only: ORGANISASI's entries, laid out the same, are student organisations, not jobs.
  jobs: [
    {
      title: 'Staf Keuangan',
      company: 'PT Sinar Cahaya Logistik',
      start: '2021-01',
      end: 'present',
      bullets: typed.sinar.map(plain),
    },
    {
      title: 'Management Trainee',
      company: 'PT Mitra Ritel Sejahtera Tbk',
      start: '2018-08',
      end: '2020-12',
      bullets: typed.mitra.map(plain),
    },
    {
      title: 'Magang Audit',
      company: 'KAP Hendrawan, Sutanto & Rekan',
      start: '2017-05',
      end: '2017-08',
      bullets: typed.kap.map(plain),
    },
  ],
  // The degree with its field, the grade (IPK) left aside.
  schools: [
    { school: 'Universitas Indonesia', degree: 'S1 Akuntansi', start: '2014', end: '2018' },
    { school: 'SMA Negeri 8 Jakarta', degree: 'Jurusan IPA', start: '2011', end: '2014' },
  ],
  // The Hard Skill and Soft Skill lists; the Bahasa item is spoken languages.
  skills: [
    'Akuntansi Keuangan',
    'Closing Bulanan',
    'Rekonsiliasi Bank',
    'Perpajakan (PPN, PPh 21/23)',
    'SAP FI/CO',
    'Accurate',
    'Microsoft Excel (Pivot Table, VLOOKUP)',
    'Power BI',
    'Teliti',
    'Manajemen Waktu',
    'Kerja Sama Tim',
    'Komunikasi',
    'Problem Solving',
  ],
};

type Job = (typeof expected.jobs)[number];
const [sinar, mitra, kap] = expected.jobs as [Job, Job, Job];

/** A4 with 2 cm margins. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1134;
const WIDTH = PAGE.width - 2 * MARGIN;

/** A size typed in the document, scaled with the rest for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const ID = { value: 'id-ID' };
const r = (text: string, options: IRunOptions = {}) => new TextRun({ text, language: ID, ...options });
/** A text with *italic* English terms as runs. */
const rich = (text: string) => text.split('*').map((part, i) => r(part, i % 2 ? { italics: true } : {}));

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [r(text, { bold: true, size: sz(24) })],
  });

/** '**Organisation – City**<TAB>dates', the dates on a right tab stop at the margin. */
const entry = (name: string, city: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 120 },
    keepNext: true,
    children: [r(`${name} – ${city}`, { bold: true }), r(`\t${dates}`)],
  });

/** The line under an entry: the title in italics, or the degree. */
const sub = (text: string, italics = true) =>
  new Paragraph({ spacing: { after: 20 }, keepNext: italics, children: [r(text, { italics })] });

/** An item of Word's bulleted list at its default indents (0,63 cm, hanging 0,63 cm). */
const item = (children: TextRun[]) =>
  new Paragraph({ numbering: { reference: 'bullets', level: 0 }, indent: { left: 720, hanging: 360 }, children });

const job = (company: string, city: string, dates: string, title: string, bullets: string[]) => [
  entry(company, city, dates),
  sub(title),
  ...bullets.map((b) => item(rich(b))),
];

const labelled = (label: string, list: string) => item([r(`${label}: `, { bold: true }), r(list)]);

const SUMMARY =
  'Lulusan S1 Akuntansi Universitas Indonesia dengan pengalaman 6 tahun di bidang keuangan dan akuntansi, ' +
  'mencakup pelaporan keuangan, *closing* bulanan, rekonsiliasi, dan perpajakan. Terbiasa bekerja dengan SAP dan ' +
  'Microsoft Excel untuk mengolah data dalam jumlah besar serta menjaga *cash flow* perusahaan tetap sehat. Teliti, ' +
  'mampu bekerja di bawah tekanan tenggat waktu, dan sedang mencari peran sebagai *Senior Accountant* atau ' +
  '*Finance Supervisor*.';

const skills = expected.skills;

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 709, footer: 709 },
          },
        },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 60 },
            children: [r(expected.name, { bold: true, size: sz(32) })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 160 },
            children: [
              r(`${expected.location} | ${expected.phone} | ${expected.email} | linkedin.com/in/putri-ayu-lestari`),
            ],
          }),
          new Paragraph({ alignment: AlignmentType.JUSTIFIED, children: rich(SUMMARY) }),
          heading('PENGALAMAN KERJA'),
          ...job(sinar.company, 'Jakarta', 'Jan 2021 – Sekarang', sinar.title, typed.sinar),
          ...job(mitra.company, 'Jakarta', 'Agustus 2018 – Desember 2020', mitra.title, typed.mitra),
          ...job(kap.company, 'Jakarta', 'Mei 2017 – Agu 2017', kap.title, typed.kap),
          heading('PENDIDIKAN'),
          entry('Universitas Indonesia', 'Depok', '2014 – 2018'),
          sub('S1 Akuntansi, IPK 3,65/4,00', false),
          entry('SMA Negeri 8 Jakarta', 'Jakarta', '2011 – 2014'),
          sub('Jurusan IPA', false),
          heading('KEAHLIAN'),
          labelled('Hard Skill', skills.slice(0, 8).join(', ')),
          labelled('Soft Skill', skills.slice(8).join(', ')),
          labelled('Bahasa', 'Indonesia (Native), Inggris (Aktif – TOEFL ITP 570)'),
          heading('SERTIFIKASI'),
          item([r('Brevet Pajak A & B – Ikatan Akuntan Indonesia (Okt 2019)')]),
          item([r('SAP Certified Associate – Financial Accounting (Mar 2022)')]),
          item([r('Microsoft Office Specialist: Excel Expert – Microsoft (Jun 2021)')]),
          heading('ORGANISASI'),
          entry('Ikatan Mahasiswa Akuntansi FEB UI', 'Depok', 'Okt 2015 – Okt 2016'),
          sub('Bendahara Umum'),
          item(rich('Mengelola anggaran kegiatan tahunan sebesar Rp 250 juta untuk 12 program kerja')),
          item(rich('Menyusun laporan pertanggungjawaban keuangan yang disahkan dalam Musyawarah Anggota 2016')),
          entry('Accounting Festival FEB UI 2016', 'Depok', 'Feb 2016 – Mei 2016'),
          sub('Koordinator Divisi Sponsorship'),
          item(rich('Memimpin tim 6 orang dan memperoleh dana *sponsorship* Rp 120 juta dari 14 perusahaan')),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uF0B7', font: 'Symbol' },
  );
