import {
  FONT_IDS,
  HEX_COLOR_RE,
  IMAGE_DATA_URL_RE,
  isValidEmail,
  isValidUrl,
  LIMITS,
  MONTH_RE,
  type SharedResume,
  type SharedResumeCheck,
} from '@resumey/resume';

/**
 * The shared-link schema of SPEC.md section 5 (sharedResumeSchema in packages/resume) as plain functions, for the
 * public resume page: zod alone is about 25 KB gzipped, a quarter of the page's 100 KB budget. The same rules and
 * the same result (unknown keys dropped, optional profile fields left out when absent); the test in
 * shared-resume-check.test.ts holds it equal to sharedResumeSchema on the samples and on thousands of mutations.
 */

const FAIL = Symbol('invalid');
type Check<T> = (v: unknown) => T | typeof FAIL;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const str =
  (max: number, min = 0, test?: (s: string) => boolean): Check<string> =>
  (v) =>
    typeof v === 'string' && v.length >= min && v.length <= max && (!test || test(v)) ? v : FAIL;

const num =
  (min: number, max: number): Check<number> =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : FAIL;

const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : FAIL;

const list =
  <T>(item: Check<T>, max = 100): Check<T[]> =>
  (v) => {
    if (!Array.isArray(v) || v.length > max) return FAIL;
    const out: T[] = [];
    for (const x of v) {
      const r = item(x);
      if (r === FAIL) return FAIL;
      out.push(r);
    }
    return out;
  };

type Shape = Record<string, Check<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof FAIL> };

/** An object with exactly these keys in the result; keys listed in `optional` may be absent (and stay absent). */
const obj =
  <S extends Shape>(shape: S, optional: readonly string[] = []): Check<Out<S>> =>
  (v) => {
    if (!isRecord(v)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      if (v[key] === undefined && optional.includes(key)) continue;
      const r = shape[key]!(v[key]);
      if (r === FAIL) return FAIL;
      out[key] = r;
    }
    return out as Out<S>;
  };

const LINE = 500;
const TEXT = 5000;
const id = str(100, 1);
const month = str(Infinity, 0, (s) => MONTH_RE.test(s));
const optionalUrl = str(Infinity, 0, (s) => s === '' || isValidUrl(s));
const imageMax = Math.ceil((LIMITS.maxImageBytes * 4) / 3) + 64;

const margin = num(LIMITS.marginMin, LIMITS.marginMax);

const resume = obj({
  id,
  meta: obj({
    title: str(200, 1),
    templateId: str(100, 1),
    color: str(Infinity, 0, (s) => HEX_COLOR_RE.test(s)),
    fontFamily: oneOf(FONT_IDS),
    lineSpacing: num(LIMITS.lineSpacingMin, LIMITS.lineSpacingMax),
    pageMargins: obj({ top: margin, right: margin, bottom: margin, left: margin }),
  }),
  profile: obj(
    {
      fullName: str(200, 1),
      headline: str(300),
      location: str(200),
      phone: str(100),
      email: str(Infinity, 0, (s) => s === '' || isValidEmail(s)),
      website: optionalUrl,
      linkedin: str(2000),
      github: str(2000),
      profileImage: str(imageMax, 0, (s) => s === '' || IMAGE_DATA_URL_RE.test(s)),
    },
    ['headline', 'location', 'phone', 'email', 'website', 'linkedin', 'github', 'profileImage'],
  ),
  summary: str(TEXT),
  experience: list(
    obj({
      id,
      title: str(LINE, 1),
      company: str(LINE, 1),
      location: str(LINE),
      startDate: month,
      endDate: month,
      bullets: list(str(TEXT)),
      technologies: list(str(100)),
    }),
  ),
  projects: list(
    obj({
      id,
      name: str(LINE, 1),
      url: optionalUrl,
      role: str(LINE),
      bullets: list(str(TEXT)),
      technologies: list(str(100)),
    }),
  ),
  education: list(
    obj({
      id,
      school: str(LINE, 1),
      degree: str(LINE),
      field: str(LINE),
      startDate: month,
      endDate: month,
      details: list(str(TEXT)),
    }),
  ),
  skills: obj({ core: list(str(100)), tools: list(str(100)), languages: list(str(100)) }),
  certifications: list(str(LINE)),
  links: list(obj({ id, label: str(100, 1), url: str(Infinity, 0, isValidUrl) })),
  custom: list(obj({ id, label: str(200, 1), bullets: list(str(TEXT)) })),
  createdAt: str(40),
  updatedAt: str(40),
});

/** sharedResumeSchema.safeParse(data), without zod: the checked resume or null. */
export const checkSharedResume: SharedResumeCheck = (data) => {
  const r = resume(data);
  return r === FAIL ? null : (r as SharedResume);
};
