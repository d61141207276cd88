import type { CoverLetter, Resume } from '@resumey/resume';

/** What the print view reports once the resume is laid out, fonts loaded and images decoded. */
export interface PrintResult {
  /** The template actually drawn (an unknown id falls back to Classic, as in the public view). */
  templateId: string;
  /** Sheets the resume fills on screen at its paper's height each (the PDF itself is paginated by Chromium). */
  pages: number;
}

/**
 * The print view's one entry point, on `window.resumeyPrint` of /print.html. Callers: the server's Chromium
 * (page.evaluate after loading the page, so no sign-in or database read happens inside the browser) and the
 * browser fallback (a hidden same-origin iframe whose print dialog is then opened).
 */
export interface PrintApi {
  /**
   * With `letter`, the resume's cover letter in the resume's design (issue #41) instead of the resume; with
   * `withResume` too, the resume and then the letter, from a new page, in one document ("resume + letter").
   */
  render(resume: Resume, letter?: CoverLetter, options?: PrintOptions): Promise<PrintResult>;
}

export interface PrintOptions {
  /** Print the resume first and the letter after it, starting on a new page. */
  withResume?: boolean;
}

declare global {
  interface Window {
    resumeyPrint?: PrintApi;
  }
}

/** The print view's address in the web app (a Vite page of its own, so it never loads the app shell). */
export const PRINT_PAGE_PATH = '/print.html';

/**
 * '{Full name} Resume', the name browsers offer when saving the print dialog's output as a PDF, and the PDF's title.
 * English, as the server's file names are (pdf/filename.ts).
 */
export const printTitle = (resume: Resume, letter?: CoverLetter, options?: PrintOptions): string => {
  const name = (resume.profile.fullName ?? '').trim();
  const what = letter ? (options?.withResume ? 'Resume and Cover Letter' : 'Cover Letter') : 'Resume';
  return name ? `${name} ${what}` : what;
};
