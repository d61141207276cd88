import { LIMITS, type ExportManifest, type ExportProfile } from '@resumey/resume';

/** What a resume's PDF came to in an export: made, or left out and why. */
export type PdfOutcome = { made: true } | { made: false; reason: string };

/** README.txt of an account export: what each file is, and what was left out and why. */
export function exportReadme(
  manifest: ExportManifest,
  profile: ExportProfile,
  pdfs: Map<string, PdfOutcome>,
  pdfUnavailable: string | null,
): string {
  const live = manifest.resumes.filter((r) => !r.trashed);
  const trash = manifest.resumes.filter((r) => r.trashed);
  const list = (rows: typeof live) =>
    rows.length ? rows.map((r) => `  ${r.folder}/  "${r.title}"`).join('\n') : '  (none)';
  const missing = [...pdfs].filter(([, o]) => !o.made) as [string, { made: false; reason: string }][];
  const lines = [
    `Resumey account export`,
    `======================`,
    ``,
    `Made ${manifest.exportedAt} by ${manifest.source} for ${profile.email}.`,
    `Everything here is yours. Keep it somewhere safe: it holds your resumes, their history and your e-mail address.`,
    ``,
    `Files`,
    `-----`,
    `README.txt         This file.`,
    `export.json        What this export holds, for a Resumey server to read it back (format ${manifest.format},`,
    `                   version ${manifest.version}).`,
    `profile.json       Your name, e-mail address, username, interface language, when the account was made, how you`,
    `                   sign in and whether a second factor is on. No password, session, second-factor secret or API key is`,
    `                   ever exported.`,
    ``,
    `Each resume has a folder of its own, with:`,
    `  resume.resumey.json  The resume in Resumey's own format (the same file as Export > Resumey JSON).`,
    `                       It keeps everything: importing it back into Resumey loses nothing.`,
    `  resume.json          The same resume in JSON Resume format (https://jsonresume.org), for other tools.`,
    `  resume.pdf           The resume as Download PDF makes it (resumes in the trash have none).`,
    `  shares.json          Its shares: their addresses, settings (published, password set or not, expiry,`,
    `                       search engines allowed) and views: the total, PDF downloads and views per day (UTC).`,
    `  history.json         Its saved versions (the History panel), newest first, each a whole resume.`,
    `  job-targets.json     The job postings you kept with it, each naming the file of its letter, if any.`,
    `  cover-letter.json    Its cover letter, when it has one, in Resumey's own format.`,
    `  cover-letter.txt     The same letter as plain text.`,
    `  cover-letters/       The letters written for its job postings: {n}-{job}.json (the letter, with the`,
    `                       posting's job title and company) and {n}-{job}.txt (as plain text), n being the`,
    `                       posting's place in job-targets.json.`,
    ``,
    `resumes/           Your resumes:`,
    list(live),
    `trash/             Resumes in your trash (deleted, restorable for ${LIMITS.trashDays} days after deletion):`,
    list(trash),
    `Cover letters: ${manifest.letters.length ? manifest.letters.join(', ') : 'none'}.`,
    ``,
  ];
  if (pdfUnavailable) {
    lines.push(
      `PDFs`,
      `----`,
      `This server cannot make PDFs (${pdfUnavailable}), so no resume.pdf is included.`,
      `Open a resume in Resumey and use Download PDF or your browser's Print to make one.`,
      ``,
    );
  } else if (missing.length) {
    lines.push(`PDFs not included`, `-----------------`);
    for (const [folder, o] of missing) lines.push(`${folder}/resume.pdf: ${o.reason}`);
    lines.push(``);
  }
  lines.push(
    `Moving to another Resumey server`,
    `--------------------------------`,
    `Sign in there, open Account & security and choose Import an account export with this ZIP file.`,
    `Your resumes come in with their job postings and cover letters (up to ${LIMITS.maxResumes} resumes; the trash and`,
    `the history stay here in this file), and your`,
    `shares are recreated only if you ask, at addresses that are free on that server. Share passwords are never`,
    `exported: a protected share comes back unpublished until you set a new password.`,
    ``,
  );
  return lines.join('\n');
}
