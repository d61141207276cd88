import type { CoverLetter } from './schema';

/** Which example: one per kind of job, so a reader sees how a letter changes with the role. */
export type LetterExampleId = 'software-engineer' | 'nurse' | 'customer-success';

/**
 * A short cover letter written by a person as an example to read (issue #41 item 4: "not generated text"). Content,
 * not interface: English, shown as written whatever the interface language. Its writer and everyone in it are
 * made up; its numbers are the kind a real letter gives (what changed, by how much).
 */
export interface LetterExample {
  id: LetterExampleId;
  /** The writer, as they sign. */
  signature: string;
  letter: Omit<CoverLetter, 'date' | 'signature'>;
}

export const LETTER_EXAMPLES: readonly LetterExample[] = [
  {
    id: 'software-engineer',
    signature: 'Priya Raman',
    letter: {
      recipient: {
        name: 'Daniel Ortiz',
        title: 'Engineering Manager, Platform',
        company: 'Lumen Health',
        address: '410 Market Street\nSan Francisco, CA 94105',
      },
      subject: 'Application for Backend Engineer, Platform team',
      greeting: 'Dear Mr. Ortiz,',
      paragraphs: [
        'I am applying for the Backend Engineer role on the Platform team at Lumen Health. For five years I have built ' +
          'and run the services behind a scheduling product used by 900 clinics, and your posting’s focus on ' +
          'reliability and patient data is the work I want to keep doing.',
        'At Corvid Systems I led the move of our appointment API from one Rails application to three Go services on ' +
          'PostgreSQL. We cut **p95 latency from 820 ms to 140 ms** and went eighteen months without losing a record. ' +
          'I also rewrote our on-call runbooks and halved the pages we got each week by fixing the alerts that woke ' +
          'people up for nothing.',
        'I would bring the same habits to Lumen: small changes that are easy to review, tests that catch real ' +
          'failures, and plain notes for whoever runs the system after me. I would be glad to talk about how I could ' +
          'help your team ship the new records service this year.',
      ],
      closing: 'Kind regards,',
    },
  },
  {
    id: 'nurse',
    signature: 'Jordan Ellis, RN',
    letter: {
      recipient: {
        name: 'Maria Keller',
        title: 'Nurse Manager, Cardiac Step-Down Unit',
        company: 'St. Brigid’s Hospital',
        address: '1200 Lakeview Avenue\nCleveland, OH 44113',
      },
      subject: 'Registered Nurse, Cardiac Step-Down Unit (job 24-1187)',
      greeting: 'Dear Ms. Keller,',
      paragraphs: [
        'I am writing to apply for the Registered Nurse position on your Cardiac Step-Down Unit. I have spent four ' +
          'years on a 28-bed telemetry floor at Riverside General, caring for patients after cardiac ' +
          'catheterization, valve surgery and heart failure admissions.',
        'My shifts are spent reading rhythms, titrating drips within protocol, and teaching patients and families ' +
          'what to watch for once they are home. Last year I helped our unit rewrite its discharge teaching ' +
          'checklist; 30-day readmissions of our heart failure patients fell **from 21% to 15%** over the next two ' +
          'quarters. I hold BLS and ACLS certification and precept newly graduated nurses.',
        'St. Brigid’s shared governance and its Magnet designation are why I am applying. I can work day or night ' +
          'rotation, and I would welcome the chance to meet you and the team.',
      ],
      closing: 'Sincerely,',
    },
  },
  {
    id: 'customer-success',
    signature: 'Sam Okafor',
    letter: {
      recipient: {
        name: 'Hannah Brooks',
        title: 'Head of Customer Success',
        company: 'Fieldnote',
        address: '',
      },
      subject: 'Customer Success Manager',
      greeting: 'Dear Ms. Brooks,',
      paragraphs: [
        'I was glad to see the Customer Success Manager opening at Fieldnote. My team has used Fieldnote with our own ' +
          'accounts for two years, and I would like to help other companies get as much from it as we have.',
        'At Brightline Software I look after 60 mid-market accounts worth $2.4M a year. I run onboarding, quarterly ' +
          'reviews and renewals, and I work with sales on every expansion. Last year my accounts renewed at **96%**, ' +
          'and nine accounts on our churn-risk list became eight renewals once I rebuilt their onboarding around the ' +
          'two reports they actually used.',
        'I am at my best on a call with a frustrated customer and a clear plan to put things right. I would welcome ' +
          'a conversation about your customers and where you see the team growing next.',
      ],
      closing: 'Best regards,',
    },
  },
];

/**
 * A letter started from an example: its text, to be rewritten, dated and signed as the user's own (the blank letter
 * gives today's date and the resume's name).
 */
export const letterFromExample = (example: LetterExample, blank: CoverLetter): CoverLetter => ({
  ...blank,
  ...example.letter,
  recipient: { ...example.letter.recipient },
  paragraphs: [...example.letter.paragraphs],
});
