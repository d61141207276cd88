import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { degreeScore } from '../src/import-reader/lexicon';
import { measuredRows, type ItemRow } from './pdf-page';

// India's largest job site's resume as it prints it (en-html-naukri): its key skills as chips, its IT skills table
// and school years named by class.

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const read = (...rows: ItemRow[][]) => readResume(pdfLines(measuredRows(...rows))).resume;
const name: ItemRow = ['Raghavendra Prasad K', 55.5, 105.75, 224.51, 19.99, B];

describe("Naukri's resume", () => {
  it("reads key skills drawn as chips, each comma drawn apart ('Core Java' | ',' | 'Spring Boot' | ',')", () => {
    const chips = (y: number, ...items: Array<[string, number, number]>): ItemRow[] =>
      items.flatMap(([text, x, width], i): ItemRow[] => [
        [text, x, y, width, 9.49, R],
        ...(i < items.length - 1 ? [[',', x + width + 7.76, y, 2.54, 9.49, R] as ItemRow] : []),
      ]);
    const resume = read([
      name,
      ['Key Skills', 42.75, 368.25, 51.08, 10.99, B],
      ...chips(394.5, ['Core Java', 50.5, 41.36], ['Spring Boot', 112.37, 52.67], ['Microservices', 185.55, 60.64]),
      ...chips(413.25, ['System Design', 50.5, 65.71], ['Multithreading', 136.71, 66.49]),
    ]);
    expect(resume.skills.core).toEqual([
      'Core Java',
      'Spring Boot',
      'Microservices',
      'System Design',
      'Multithreading',
    ]);
  });

  it("reads its IT skills table's first column as the skills, not the versions, years and experience beside them", () => {
    const resume = read([
      name,
      ['IT Skills', 42.75, 244.5, 41.89, 10.99, B],
      ['Skill', 49.5, 271.5, 18.77, 9, B],
      ['Version', 212, 271.5, 33.78, 9, B],
      ['Last Used', 295.73, 271.5, 43.53, 9, B],
      ['Experience', 397.01, 271.5, 49.27, 9, B],
      ['Java', 49.5, 291.75, 17.13, 9, R],
      ['17', 212, 291.75, 10.3, 9, R],
      ['2024', 295.73, 291.75, 20.59, 9, R],
      ['6 Years 4 Months', 397.01, 291.75, 72.41, 9, R],
      ['Jenkins', 49.5, 311.75, 30.1, 9, R],
      ['2024', 295.73, 311.75, 20.59, 9, R],
      ['4 Years', 397.01, 311.75, 30.29, 9, R],
    ]);
    expect(resume.skills.core).toEqual(['Java', 'Jenkins']);
  });

  it("reads 'Class XII' and 'Class X' as degrees, the board under them the school, the year under that its", () => {
    expect(['Class XII', 'Class X', 'Std. X', 'SSC', 'Higher Secondary'].map(degreeScore)).toEqual([1, 1, 1, 1, 1]);
    expect(degreeScore('World-class Xbox team')).toBe(0);
    const resume = read([
      name,
      ['Education', 42.75, 502.5, 54.78, 10.99, B],
      ['B.Tech/B.E. Computers', 42.75, 527.25, 111.13, 10, B],
      ['Visvesvaraya Technological University (VTU)', 42.75, 541.5, 193.21, 9.49, R],
      ['2014 Full Time', 42.75, 554.25, 59.54, 8.8, R],
      ['Class XII', 42.75, 579, 42.43, 10, B],
      ['CBSE, English Medium', 42.75, 593.25, 99.42, 9.49, R],
      ['2010 · 86.4%', 42.75, 606.75, 51.78, 8.8, R],
    ]);
    // ('English Medium', the language taught in, is no part of the board's name.)
    expect(resume.education.map((e) => [e.degree, e.school, e.endDate])).toEqual([
      ['B.Tech/B.E. Computers', 'Visvesvaraya Technological University (VTU)', '2014'],
      ['Class XII', 'CBSE', '2010'],
    ]);
  });
  it("reads 'Current Location:' in its header as the place, over the full address in its personal details", () => {
    const resume = read([
      name,
      ['Total Experience: 6 Years 4 Months', 55.5, 138, 180, 9.49, R],
      ['Current Location: Bengaluru', 300, 138, 130, 9.49, R],
      ['Personal Details', 42.75, 400, 80, 10.99, B],
      ['Date of Birth:', 49.5, 425, 60, 9.49, B],
      ['14 March 1994', 160, 425, 70, 9.49, R],
      ['Address:', 49.5, 440, 40, 9.49, B],
      ['No. 27, 2nd Main, 5th Cross, BTM Layout 2nd Stage, Bengaluru, Karnataka - 560076', 160, 440, 380, 9.49, R],
    ]);
    expect(resume.profile.location).toBe('Bengaluru');
  });
});
