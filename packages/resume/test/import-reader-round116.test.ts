import { describe, expect, it } from 'vitest';
import { findDates, findPhone, headingKind, pdfLines, readResume } from '../src/import-reader';
import { fieldOf, isItemsLabel, JOB, SCHOOL } from '../src/import-reader/entry-labels';
import { isNotContactLabel, isPlaceLabel } from '../src/import-reader/contact';
import { AT, schoolScore, titleScore } from '../src/import-reader/lexicon';
import { isKnownCity } from '../src/import-reader/cities';
import { namesSpoken } from '../src/import-reader/skill-lists';
import { looksLikeStreet } from '../src/import-reader/places';
import { page } from './pdf-page';

// Corpus round 116: the old Europass in Greek (Word) and Swedish (europecv), builders' pages in Swedish, Dutch,
// Korean, Traditional Chinese, Thai, Hindi and English, and the rules they asked for.

describe("this round's words", () => {
  it.each([
    ['ΕΚΠΑΙΔΕΥΣΗ ΚΑΙ ΚΑΤΑΡΤΙΣΗ', 'education'],
    ['ΠΡΟΣΩΠΙΚΕΣ ΠΛΗΡΟΦΟΡΙΕΣ', 'contact'],
    ['ΑΤΟΜΙΚΕΣ ΔΕΞΙΟΤΗΤΕΣ ΚΑΙ ΙΚΑΝΟΤΗΤΕΣ', 'skills'],
    ['ΣΥΜΠΛΗΡΩΜΑΤΙΚΕΣ ΠΛΗΡΟΦΟΡΙΕΣ', 'additional'],
    ['TECHNOLOGIEN', 'skills'],
    ['Μητρική γλώσσα', 'languages'],
    ['Personliga färdigheter och kompetenser', 'skills'],
    ['Datorkunskaper och -kompetens', 'skills'],
    ['Modersmål', 'languages'],
    ['Ytterligare information', 'additional'],
  ])('%s heads %s', (text, kind) => {
    expect(headingKind(text)).toMatchObject({ kind, cover: 1 });
  });

  it.each([
    ['Απασχόληση ή θέση που κατείχατε', 'title'],
    ['Όνομα και διεύθυνση εργοδότη', 'company'],
    ['Κύριες δραστηριότητες και αρμοδιότητες', 'items'],
    ['Ημερομηνίες', 'dates'],
    ['Yrke eller befattning', 'title'],
    ['Arbetsgivarens namn och adress', 'company'],
    ['Huvudsakliga arbetsuppgifter och ansvarsområden', 'items'],
    ['직무', 'title'],
  ])("reads the job's label %s as its %s", (label, field) => {
    expect(fieldOf(label, JOB)).toBe(field);
  });

  it.each([
    ['Τίτλος του πιστοποιητικού ή διπλώματος', 'degree'],
    ['Όνομα και είδος του οργανισμού', 'school'],
    ['Benämning på examen eller utbildningsbevis', 'degree'],
    ['Namn på och typ av organisation som tillhandahållit utbildningen', 'school'],
  ])("reads the school's label %s as its %s", (label, field) => {
    expect(fieldOf(label, SCHOOL)).toBe(field);
  });

  it("reads the Swedish present ('nuvarande')", () => {
    expect(findDates('03/2020 – nuvarande')).toMatchObject({ start: '2020-03', end: '' });
  });

  it("knows a Swedish street named for a person, without its number, and a Thai one by its soi ('ซอย')", () => {
    expect(looksLikeStreet('Assar Gabrielssons väg')).toBe(true);
    expect(looksLikeStreet('Lindholmspiren 11')).toBe(true);
    expect(looksLikeStreet('123/45 ซอยลาดพร้าว 71 แขวง')).toBe(true);
    expect(looksLikeStreet('Volvo Car Corporation')).toBe(false);
  });

  it("reads Europass's address label with its plural after it ('Adress(er)', 'Indirizzo(i)')", () => {
    expect(isPlaceLabel('Adress(er)')).toBe(true);
    expect(isPlaceLabel('Indirizzo(i)')).toBe(true);
    expect(isPlaceLabel('Adress(er) Göteborg')).toBe(false);
  });

  it("names Greek's spoken languages ('Ελληνικά', 'Αγγλικά') and knows Thessaloniki's Kalamaria", () => {
    expect(namesSpoken('Ελληνικά')).toBe(true);
    expect(namesSpoken('Αγγλικά (C2)')).toBe(true);
    expect(isKnownCity('Καλαμαριά')).toBe(true);
  });

  it("reads Polish job's items label ('Zakres obowiązków:') and its titles in the feminine", () => {
    expect(isItemsLabel('Zakres obowiązków:')).toBe(true);
    expect(titleScore('Starsza specjalistka ds. księgowości')).toBeGreaterThan(0);
    expect(titleScore('Księgowa')).toBeGreaterThan(0);
  });

  it("joins no title to an employer at a word in small letters after 'en' ('Chargée d’études en alternance')", () => {
    expect('Chargée d’études en alternance, Boiron'.split(AT)).toHaveLength(1);
    expect('Ingeniero en Ford España'.split(AT)).toEqual(['Ingeniero', 'Ford España']);
    expect('BARISTA AT PHILZ COFFEE'.split(AT)).toEqual(['BARISTA', 'PHILZ COFFEE']);
  });

  it("takes a Solar Hijri birth date for no phone, and an Iranian form's personal labels for no contact's", () => {
    expect(findPhone('۱۳۷۰/۰۶/۱۵')).toBeUndefined();
    expect(findPhone('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    expect(isNotContactLabel('محل تولد')).toBe(true);
    expect(isNotContactLabel('تاریخ تولد')).toBe(true);
  });

  it("knows a Hebrew street by its kind ('רחוב ביאליק 27')", () => {
    expect(looksLikeStreet('רחוב ביאליק 27')).toBe(true);
  });

  it("knows a Hindi school by its word ('केंद्रीय विद्यालय नंबर 1')", () => {
    expect(schoolScore('केंद्रीय विद्यालय नंबर 1')).toBeGreaterThan(0);
  });
});

describe('the old Europass', () => {
  it('reads a value its cell wrapped under a label without a colon as one (a Greek degree over two lines)', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Μαρία Κωνσταντίνου', 250, 60, 16, 'Arial-Bold'],
          ['ΕΚΠΑΙΔΕΥΣΗ ΚΑΙ ΚΑΤΑΡΤΙΣΗ', 60, 110, 11, 'Arial-Bold'],
          ['Ημερομηνίες', 175, 130, 10],
          ['2013 – 2015', 250, 130, 10],
          ['Τίτλος του πιστοποιητικού ή διπλώματος', 40, 145, 10],
          ['Μεταπτυχιακό Δίπλωμα Ειδίκευσης στον Αντισεισμικό Σχεδιασμό Τεχνικών', 250, 145, 10, 'Arial-Bold'],
          ['Έργων', 250, 158, 10, 'Arial-Bold'],
          ['Όνομα και είδος του οργανισμού', 90, 172, 10],
          ['Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης', 250, 172, 10],
        ]),
      ),
    );
    expect(resume.education[0]).toMatchObject({
      school: 'Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης',
      degree: 'Μεταπτυχιακό Δίπλωμα Ειδίκευσης στον Αντισεισμικό Σχεδιασμό Τεχνικών Έργων',
    });
  });

  it("reads europecv's 'Surname, Given name' after a label that names both ('Förnamn / Efternamn')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Personuppgifter', 80, 100, 12, 'Times-Bold'],
          ['Förnamn / Efternamn', 60, 125, 10],
          ['Lindqvist, Erik', 200, 125, 12],
          ['Adress(er)', 120, 142, 10],
          ['Södra Vägen 38, 412 54 Göteborg, Sverige', 200, 142, 10],
          ['E-postadress(er)', 90, 159, 10],
          ['erik.lindqvist@example.se', 200, 159, 10],
        ]),
      ),
    );
    expect(resume.profile.fullName).toBe('Erik Lindqvist');
    expect(resume.profile.location).toBe('Södra Vägen 38, 412 54 Göteborg, Sverige');
  });
});
