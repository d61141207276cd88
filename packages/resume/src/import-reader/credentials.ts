// The letters people put after their name: degrees, licences and certifications.

/**
 * Letters after a name ('MBA', 'PMP', 'BSN, RN, CEN', 'Pr Eng'): degrees, licences and certifications people put there,
 * nurses', clinicians' and engineers' among them. A line of them alone names no place.
 */
const CREDENTIAL =
  /^(?:ph\.?\s?d|md|mba|cpa|rn|jr|sr|esq|msc|ms|ma|bsn|msn|dnp|np|pmp|cfa|cma|cissp|csm|pe|lcsw|shrm-(?:cp|scp)|acca|cen|ccrn|cnor|cpen|tcrn|rn-bc|lpn|lvn|cna|fnp(?:-c|-bc)?|aprn|crna|pa-c|dds|dmd|pharmd|dpt|pt|pta|ot|otr|ota|slp|ccc-slp|atc|cscs|rrt|bcba|edd|jd|llm|mph|msw|mha|cfp|phr|sphr|ccna|cisa|cism|frm|pr\s?eng|ceng|ieng|peng|cima|ca\(sa\)|mrcp|frcs|bsc|ba|beng|meng|bed|mag)\.?$/i;
/** A credential, its letters with or without stops between them ('PE', 'P.E.', 'R.N.'). */
const isCredential = (seg: string): boolean => CREDENTIAL.test(seg.trim().replace(/\.(?=\p{L})/gu, ''));
export const credentialsOnly = (s: string): boolean => s.split(/,\s*/).every(isCredential);

/** A name without the letters after it ('Lauren Whitaker, BSN, RN' -> 'Lauren Whitaker'), each in capitals. */
export function withoutCredentials(s: string): string {
  const segments = s.split(/,\s*/);
  while (segments.length > 1 && /^\p{Lu}/u.test(segments.at(-1)!.trim()) && isCredential(segments.at(-1)!))
    segments.pop();
  return segments.join(', ');
}
