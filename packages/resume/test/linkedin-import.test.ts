import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromLinkedInExport, LINKEDIN_MESSAGES } from '../src/linkedin/import';

const BOM = '\uFEFF';

/** A LinkedIn data export as the member downloads it: CSVs with a BOM, CRLF lines, quoted multi-line fields. */
const CSV: Record<string, string> = {
  'Profile.csv':
    BOM +
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\r\n' +
    'Zoë,"O\'Brien, Jr.",,12 Quay St,,"Staff Engineer, Payments","I build payment systems.\nSecond paragraph with ""quotes"".",Software,D02,"Dublin, Ireland",[zoe],"[PERSONAL:https://zoe.dev],[COMPANY:https://acme.example.com]",\r\n',
  'Positions.csv':
    BOM +
    'Company Name,Title,Description,Location,Started On,Finished On\r\n' +
    'Acme Payments,Staff Engineer,"• Led the ledger rewrite\n• Cut costs by 30%","Dublin, Ireland",Mar 2021,\r\n' +
    'Globex,Engineer,Built APIs.,Cork,Jun 2017,Feb 2021\r\n',
  'Education.csv':
    BOM +
    'School Name,Start Date,End Date,Notes,Degree Name,Activities\r\n' +
    'Trinity College Dublin,2012,2016,First-class honours,BSc Computer Science,Robotics society\r\n',
  'Skills.csv': BOM + 'Name\r\nTypeScript\r\nPostgreSQL\r\n',
  'Certifications.csv':
    BOM + 'Name,Url,Authority,Started On,Finished On,License Number\r\nCKAD,https://cncf.io/x,CNCF,Apr 2023,,123\r\n',
  'Projects.csv':
    BOM +
    'Title,Description,Url,Started On,Finished On\r\nLedgerLite,"Open-source ledger\n- double entry",https://github.com/zoe/ledgerlite,Jan 2020,\r\n',
  'Email Addresses.csv':
    'Email Address,Confirmed,Primary,Updated On\r\nold@example.com,Yes,No,2020\r\nzoe@example.com,Yes,Yes,2023\r\n',
  'PhoneNumbers.csv': 'Extension,Number,Type\r\n,+353 1 555 0100,Mobile\r\n',
  'Languages.csv': 'Name,Proficiency\r\nIrish,Native or bilingual proficiency\r\n',
  'Connections.csv': 'Notes:\r\n"When exporting..."\r\n\r\nFirst Name,Last Name\r\nA,B\r\n',
};

const zip = (files: Record<string, string>, folder = '') => {
  const z: Zippable = {};
  for (const [name, text] of Object.entries(files)) z[folder + name] = strToU8(text);
  return zipSync(z);
};

function imported(bytes: Uint8Array) {
  const result = fromLinkedInExport(bytes);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('LinkedIn data export import', () => {
  it('reads profile, positions, education, skills, certifications and projects', () => {
    const { resume: r, report } = imported(zip(CSV));
    expect(r.meta.title).toBe("Zoë O'Brien, Jr. (LinkedIn)");
    expect(r.profile).toMatchObject({
      fullName: "Zoë O'Brien, Jr.",
      headline: 'Staff Engineer, Payments',
      location: 'Dublin, Ireland',
      address: '12 Quay St',
      postalCode: 'D02',
      email: 'zoe@example.com',
      phone: '+353 1 555 0100',
      website: 'https://zoe.dev',
    });
    expect(r.links.map((l) => l.url)).toEqual(['https://acme.example.com']);
    expect(r.summary).toBe('I build payment systems.\nSecond paragraph with "quotes".');
    expect(r.experience.map((e) => [e.company, e.title, e.location, e.startDate, e.endDate, e.bullets])).toEqual([
      [
        'Acme Payments',
        'Staff Engineer',
        'Dublin, Ireland',
        '2021-03',
        '',
        ['Led the ledger rewrite', 'Cut costs by 30%'],
      ],
      ['Globex', 'Engineer', 'Cork', '2017-06', '2021-02', ['Built APIs.']],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'Trinity College Dublin',
      degree: 'BSc Computer Science',
      startDate: '2012',
      endDate: '2016',
      details: ['First-class honours', 'Robotics society'],
    });
    expect(r.skills.core).toEqual(['TypeScript', 'PostgreSQL']);
    expect(r.skills.languages).toEqual(['Irish (Native or bilingual proficiency)']);
    expect(r.certifications).toEqual(['CKAD, CNCF (2023)']);
    expect(r.projects[0]).toMatchObject({
      name: 'LedgerLite',
      url: 'https://github.com/zoe/ledgerlite',
      startDate: '2020-01',
      bullets: ['Open-source ledger', 'double entry'],
    });
    expect(report?.format).toBe('linkedin');
    expect(report?.dropped).toEqual([]);
  });

  it('finds the files inside a folder and tolerates missing ones', () => {
    const { resume: r, report } = imported(
      zip({ 'Positions.csv': CSV['Positions.csv'] }, 'Basic_LinkedInDataExport_11-23-2026/'),
    );
    expect(r.experience).toHaveLength(2);
    expect(r.profile.fullName).toBe('');
    // No name to title it by: the dashboard titles it by the file's name.
    expect(r.meta.title).toBe('');
    expect(report?.dropped).toContainEqual({ code: 'file-missing', value: 'Profile.csv' });
  });

  it('reads a file whose columns come in another order, with extra columns', () => {
    const { resume: r } = imported(zip({ 'Skills.csv': 'Endorsements,Name\n3,Go\n' }));
    expect(r.skills.core).toEqual(['Go']);
  });

  it('refuses what is not a LinkedIn export, saying why', () => {
    expect(fromLinkedInExport(strToU8('{"basics":{}}'))).toEqual({ ok: false, error: LINKEDIN_MESSAGES.notZip });
    expect(fromLinkedInExport(zip({ 'notes.txt': 'hello' }))).toEqual({
      ok: false,
      error: LINKEDIN_MESSAGES.notLinkedIn,
    });
    const broken = zip(CSV).slice(0, 200);
    expect(fromLinkedInExport(broken)).toEqual({ ok: false, error: LINKEDIN_MESSAGES.unreadable });
    expect(fromLinkedInExport(zip({ 'Skills.csv': 'Name\n' }))).toEqual({ ok: false, error: LINKEDIN_MESSAGES.empty });
  });

  it('refuses a zip bomb without unpacking it', () => {
    const bomb = zipSync({ 'Skills.csv': new Uint8Array(20 * 1024 * 1024).fill(65) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(fromLinkedInExport(bomb)).toEqual({ ok: false, error: LINKEDIN_MESSAGES.tooLarge });
  });
});

describe("LinkedIn export in the member's language (issue #35 item 8)", () => {
  it("reads German month names and sets the resume's language to German", () => {
    const zip = zipSync({
      'Profile.csv': strToU8(
        'First Name,Last Name,Headline,Summary,Geo Location\r\nJonas,Becker,Projektingenieur,"Ingenieur mit Erfahrung in der Planung von Anlagen und der Leitung von Inbetriebnahmen für die Industrie.",Köln\r\n',
      ),
      'Positions.csv': strToU8(
        'Company Name,Title,Description,Location,Started On,Finished On\r\nRheinwerk GmbH,Projektingenieur,"Planung der Anlagen und Leitung der Teams vor Ort",Köln,März 2020,\r\nVoss AG,Entwicklungsingenieur,Entwicklung von Messverstärkern für die Sensorik,Düsseldorf,Apr. 2016,Feb. 2020\r\n',
      ),
    });
    const result = fromLinkedInExport(zip);
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2020-03', ''],
      ['2016-04', '2020-02'],
    ]);
    expect(result.resume.meta.language).toBe('de');
  });

  it('reads dates written the Japanese way', () => {
    const zip = zipSync({
      'Positions.csv': strToU8(
        'Company Name,Title,Description,Location,Started On,Finished On\r\n株式会社クラウドブリッジ,カスタマーサクセス,導入支援と定着化を担当しています,東京,2019年4月,\r\n',
      ),
    });
    const result = fromLinkedInExport(zip);
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience[0]).toMatchObject({ startDate: '2019-04', endDate: '' });
    expect(result.resume.meta.language).toBe('ja');
  });
});
