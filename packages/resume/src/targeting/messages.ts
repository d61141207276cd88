/** Texts of the targeting rules that reach the user (API errors, term labels, reasons, suggestions). */
export const TARGETING_MESSAGES = {
  yearsLabel: (years: number) => `${years}+ years of experience`,
  targetLimit: (max: number) => `A resume can have up to ${max} job targets. Delete one to add another.`,
  postingTooLong: (max: number) => `The posting is too long: at most ${max.toLocaleString('en')} characters.`,
  postingEmpty: 'Paste the text of the job posting.',
  titleEmpty: 'Enter the job title.',
  targetNotFound: 'Job target not found',
  notLinked: 'This resume is not a tailored copy.',
  masterChanged: 'The master resume changed again. Review its changes once more.',
  coverageBusy: 'Too many score updates. The score will refresh in a minute.',
  scoreFormula:
    'Score = the weight of the posting’s terms found in your PDF divided by the weight of all its terms; a required term weighs 2, a nice-to-have term 1.',
  reasonHidden: (section: string) => `The ${section} section is hidden in this resume.`,
  reasonNotPrinted: 'This template does not print this field.',
  reasonUnreadable: 'It is on the page, but not as text an ATS can read (drawn as an image or split apart).',
  reasonYears: 'The dates of your jobs in the PDF add up to less than this.',
} as const;
