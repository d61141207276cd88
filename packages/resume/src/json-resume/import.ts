import { z } from 'zod';
import { DEFAULT_META, createResume, newId } from '../defaults';
import { normalizeMonth } from '../dates';
import { fontFamilySchema, lineSpacingSchema, pageMarginsSchema, resumeSchema, type Resume } from '../schema';
import { isObject, type Json } from '../restore';
import { importCustom } from './custom-map';
import { firstStr, list, MAX, obj, str, strings } from './read';
import type { ResumeyExtension } from './types';

export type ImportResult = { ok: true; resume: Resume } | { ok: false; error: string };

export const IMPORT_MESSAGES = {
  notJsonResume: 'This file is not a JSON Resume document.',
  invalidResume: 'This resume could not be imported: ',
} as const;

const JSON_RESUME_KEYS = ['basics', 'work', 'education', 'skills', 'projects', 'volunteer', 'awards', 'publications'];
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** Whether a parsed JSON value looks like a JSON Resume document. */
export const looksLikeJsonResume = (v: unknown): v is Json =>
  isObject(v) && (JSON_RESUME_KEYS.some((k) => k in v) || isObject(obj(v.meta).resumey));

// Each field of meta.resumey is read on its own: one bad value falls back to its default, not the whole block.
const extFields = {
  title: z.string().max(200),
  templateId: z.string().min(1).max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  fontFamily: fontFamilySchema,
  lineSpacing: lineSpacingSchema,
  pageMargins: pageMarginsSchema,
  createdAt: z.string().max(40),
  custom: z
    .array(
      z.object({
        label: z.string().max(200),
        kind: z.enum(['awards', 'volunteer', 'publications']).optional(),
        bullets: z.array(z.string().max(MAX.text)).max(MAX.items).optional(),
      }),
    )
    .max(MAX.items),
  urls: z.array(z.tuple([z.string().max(2100), z.string().max(MAX.url)])).max(500),
};

function readExtension(v: unknown): Partial<ResumeyExtension> {
  const raw = obj(v);
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(extFields)) {
    const r = schema.safeParse(raw[key]);
    if (r.success) out[key] = r.data;
  }
  return out as Partial<ResumeyExtension>;
}

/** A location object (or a plain string, as some tools write) as one line. */
function readLocation(v: unknown): string {
  if (typeof v === 'string') return str(v, 200);
  const o = obj(v);
  const parts = [str(o.city), str(o.region), str(o.countryCode)].filter(Boolean);
  return (parts.length ? parts.join(', ') : str(o.address)).slice(0, 200);
}

const withFluency = (language: string, fluency: string) => (fluency ? `${language} (${fluency})` : language);

function convert(doc: Json): Resume {
  const ext = readExtension(obj(doc.meta).resumey);
  const urlMap = new Map((ext.urls ?? []).map(([exported, typed]) => [exported, typed]));
  const url = (v: unknown) => {
    const s = str(v, 2100);
    return (urlMap.get(s) ?? s).slice(0, MAX.url);
  };
  const basics = obj(doc.basics);
  const name = str(basics.name, 180);
  const { templateId, color, fontFamily, lineSpacing, pageMargins } = { ...DEFAULT_META, ...ext };
  const resume = createResume({
    meta: {
      title: ext.title ?? (name ? `${name} Resume` : DEFAULT_META.title),
      templateId,
      color,
      fontFamily,
      lineSpacing,
      pageMargins: { ...pageMargins },
    },
  });
  const p = resume.profile;
  p.fullName = str(basics.name, 200);
  p.headline = str(basics.label, 300);
  p.email = str(basics.email, 320);
  p.phone = str(basics.phone, 100);
  p.website = url(basics.url ?? basics.website);
  p.location = readLocation(basics.location);
  const image = str(basics.image ?? basics.picture, 3_000_000);
  p.profileImage = DATA_URL.test(image) ? image : '';
  resume.summary = str(basics.summary, MAX.text);

  for (const entry of list(basics.profiles)) {
    const o = obj(entry);
    const network = str(o.network, 100);
    const href = url(o.url);
    const username = str(o.username, 100);
    if (/linkedin/i.test(network) && !p.linkedin) p.linkedin = href || (username && `linkedin.com/in/${username}`);
    else if (/github/i.test(network) && !p.github) p.github = href || (username && `github.com/${username}`);
    else if (href) resume.links.push({ id: newId(), label: network || 'Profile', url: href });
  }

  resume.experience = list(doc.work).map((w) => {
    const o = obj(w);
    return {
      id: newId(),
      title: str(o.position),
      company: firstStr(o, ['name', 'company', 'organization']),
      location: str(o.location),
      startDate: normalizeMonth(o.startDate),
      endDate: normalizeMonth(o.endDate),
      bullets: [...strings([o.summary], MAX.text), ...strings(o.highlights, MAX.text)].slice(0, MAX.items),
      technologies: strings(o.keywords, 100),
    };
  });
  resume.education = list(doc.education).map((e) => {
    const o = obj(e);
    const score = str(o.score ?? o.gpa, 100);
    const details = [...(score ? [/^[\d.,/\s]+$/.test(score) ? `GPA: ${score}` : score] : []), ...strings(o.courses)];
    return {
      id: newId(),
      school: firstStr(o, ['institution', 'school']),
      degree: str(o.studyType),
      field: str(o.area),
      startDate: normalizeMonth(o.startDate),
      endDate: normalizeMonth(o.endDate),
      details: details.slice(0, MAX.items),
    };
  });
  resume.projects = list(doc.projects).map((pr) => {
    const o = obj(pr);
    return {
      id: newId(),
      name: str(o.name),
      url: url(o.url),
      role: strings(o.roles).join(', ').slice(0, MAX.line),
      bullets: [...strings([o.description], MAX.text), ...strings(o.highlights, MAX.text)].slice(0, MAX.items),
      technologies: strings(o.keywords, 100),
    };
  });
  for (const s of list(doc.skills)) {
    const o = obj(s);
    const name = str(o.name, 100);
    const target = /tool/i.test(name) ? resume.skills.tools : resume.skills.core;
    const keywords = strings(o.keywords, 100);
    target.push(...(keywords.length ? keywords : name ? [name] : []));
  }
  resume.skills.core = resume.skills.core.slice(0, MAX.items);
  resume.skills.tools = resume.skills.tools.slice(0, MAX.items);
  resume.skills.languages = list(doc.languages)
    .map((l) => {
      const o = obj(l);
      return withFluency(firstStr(o, ['language', 'name'], 100), str(o.fluency ?? o.level, 100)).slice(0, 100);
    })
    .filter(Boolean);
  resume.certifications = list(doc.certificates)
    .map((c) => {
      const o = obj(c);
      return [str(o.name), str(o.issuer)].filter(Boolean).join(' – ').slice(0, MAX.line);
    })
    .filter(Boolean);
  resume.custom = importCustom(doc, ext.custom).map((c) => ({ id: newId(), ...c }));
  if (ext.createdAt) resume.createdAt = ext.createdAt;
  const modified = str(obj(doc.meta).lastModified, 40);
  if (modified) resume.updatedAt = modified;
  return resume;
}

/**
 * JSON Resume -> Resumey. Missing or extra fields, full ISO dates and junk values are tolerated; the result is
 * a valid resume with fresh ids or a clear error. Never throws.
 */
export function fromJsonResume(input: unknown): ImportResult {
  if (!looksLikeJsonResume(input)) return { ok: false, error: IMPORT_MESSAGES.notJsonResume };
  try {
    const parsed = resumeSchema.safeParse(convert(input));
    if (parsed.success) return { ok: true, resume: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${IMPORT_MESSAGES.invalidResume}${issue.path.join('.')}: ${issue.message}` };
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.notJsonResume };
  }
}
