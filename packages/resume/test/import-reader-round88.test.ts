import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 88: a job's last items painted after the page's head (id-html-kalibrr).

const SANS = 'Arial';
const BOLD = 'Arial-Bold';

describe('a job’s last items painted after the head of the page, under the next heading', () => {
  const item = (text: string, y: number): ItemRow[] => [
    ['•', 88, y, 4, 8.8, 'Symbol'],
    [text, 97, y, 5 * text.length, 8.8, SANS],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Pengalaman Kerja', 54, 256, 100, 11, BOLD],
        ['Backend Engineer', 96, 467, 90, 9.5, BOLD],
        ['PT Kirim Cepat Logistik', 96, 481, 110, 8.8, SANS],
        ['Jul 2018 - Des 2020', 96, 494, 90, 8.3, SANS],
        ...item('Membangun API pelacakan paket dengan Node.js dan Redis', 539),
        ...item('Memigrasikan antrean pesan dari RabbitMQ ke Apache Kafka tanpa downtime', 554),
        ['Software Developer', 96, 615, 95, 9.5, BOLD],
        ['CV Solusi Data Mataram', 96, 629, 110, 8.8, SANS],
        ['Agu 2016 - Jun 2018', 96, 642, 90, 8.3, SANS],
        ['Software house yang mengerjakan sistem informasi untuk kampus.', 96, 671, 300, 8.8, SANS],
        ['Pendidikan', 54, 764, 60, 11, BOLD],
        // The page's head, painted after its body (a positioned box), then the last job's items.
        ['Rizky Aditya Nugroho', 122, 48, 180, 17, BOLD],
        ['Jakarta Selatan, DKI Jakarta · rizky.nugroho@example.com', 122, 89, 300, 8.5, SANS],
        ...item('Mengembangkan sistem informasi akademik berbasis Laravel', 688),
        ...item('Membuat modul pelaporan keuangan dan ekspor data ke Excel', 702),
        ...item('Menangani deployment ke server VPS dan backup basis data MySQL harian', 716),
        ['Universitas Gadjah Mada', 96, 790, 120, 9.5, BOLD],
        ['Sarjana (S1), Teknik Informatika', 96, 804, 150, 8.8, SANS],
        ['2012 - 2016', 96, 817, 60, 8.3, SANS],
      ]),
    ),
  );

  it('gives the items to the job they stand under, not to the school', () => {
    expect(resume.experience.map((e) => e.bullets.length)).toEqual([2, 3]);
    expect(resume.experience[1]!.bullets.at(-1)).toBe(
      'Menangani deployment ke server VPS dan backup basis data MySQL harian',
    );
    expect(resume.education.map((e) => [e.school, e.details])).toEqual([['Universitas Gadjah Mada', []]]);
  });
});
