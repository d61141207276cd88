import { z } from 'zod';
import { BLANK_ITEMS, DEFAULT_META, createResume, newId } from '../defaults';
import { normalizeDate } from '../dates';
import { describeResume, type ImportReport } from '../import-report';
import { stripMarkup } from '../markup';
import {
  fontFamilySchema,
  fontSizeSchema,
  pageSizeSchema,
  lineSpacingSchema,
  pageMarginsSchema,
  resumeSchema,
  type Kept,
  type Resume,
} from '../schema';
import { isObject, type Json } from '../restore';
import { auditJsonResume } from './audit';
import { importCustom } from './custom-map';
import {
  certificateLine,
  joinLanguage,
  joinLocation,
  joinRoles,
  sameParts,
  splitLanguage,
  splitLocation,
  splitRoles,
} from './forms';
import { firstStr, list, MAX, obj, str, strings } from './read';
import type { ResumeyExtension } from './types';

export type ImportResult = { ok: true; resume: Resume; report?: ImportReport } | { ok: false; error: string };

export const IMPORT_MESSAGES = {
  notJsonResume: 'This file is not a JSON Resume document.',
  invalidResume: 'This resume could not be imported: ',
} as const;

const JSON_RESUME_KEYS = ['basics', 'work', 'education', 'skills', 'projects', 'volunteer', 'awards', 'publications'];
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** Whether a parsed JSON value looks like a JSON Resume document. */
export const looksLikeJsonResume = (v: unknown): v is Json =>
  isObject(v) && (JSON_RESUME_KEYS.some((k) => k in v) || isObject(obj(v.meta).resumey));

const pairs = (max: number) => z.array(z.tuple([z.string().max(max), z.string().max(max)])).max(2000);

// Each field of meta.resumey is read on its own: one bad value falls back to its default, not the whole block.
const extFields = {
  title: z.string().max(200),
  templateId: z.string().min(1).max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  fontFamily: fontFamilySchema,
  lineSpacing: lineSpacingSchema,
  pageMargins: pageMarginsSchema,
  pageSize: pageSizeSchema,
  fontSize: fontSizeSchema,
  createdAt: z.string().max(40),
  sectionOrder: z.array(z.string().max(40)).max(20),
  hiddenSections: z.array(z.string().max(40)).max(20),
  custom: z
    .array(
      z.object({
        label: z.string().max(200),
        kind: z.enum(['awards', 'volunteer', 'publications']).optional(),
        count: z.number().int().min(0).max(MAX.items).optional(),
        bullets: z.array(z.string().max(MAX.text)).max(MAX.items).optional(),
      }),
    )
    .max(MAX.items),
  skills: z.array(z.enum(['core', 'tools', 'group'])).max(MAX.items),
  urls: pairs(2100).max(500),
  markup: pairs(MAX.text),
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

/**
 * Text as the resume keeps it. Markup our export removed comes back from meta.resumey.markup; imported text whose
 * asterisks or underscores would read as markup is remembered (kept.verbatim), so export gives it back unchanged.
 */
function textReader(ext: Partial<ResumeyExtension>, verbatim: Set<string>) {
  const marked = new Map(ext.markup ?? []);
  return (v: unknown, max: number = MAX.text): string => {
    const s = str(v, max);
    const original = marked.get(s);
    if (original !== undefined) return original.slice(0, max);
    if (stripMarkup(s) !== s) verbatim.add(s);
    return s;
  };
}

type Profile = { network: string; username: string; url: string };

function convert(doc: Json): Resume {
  const ext = readExtension(obj(doc.meta).resumey);
  const kept: Kept = {};
  const verbatim = new Set<string>();
  const prose = textReader(ext, verbatim);
  const lines = (v: unknown) =>
    list(v)
      .map((x) => prose(x))
      .filter((x) => x.trim() !== '');
  const urlMap = new Map(ext.urls ?? []);
  const url = (v: unknown) => {
    const s = str(v, 2100);
    return (urlMap.get(s) ?? s).slice(0, MAX.url);
  };
  const basics = obj(doc.basics);
  const name = str(basics.name, 180);
  const { templateId, color, fontFamily, lineSpacing, pageMargins, pageSize, fontSize } = { ...DEFAULT_META, ...ext };
  const resume = createResume({
    meta: {
      title: ext.title ?? (name ? `${name} Resume` : DEFAULT_META.title),
      templateId,
      color,
      fontFamily,
      lineSpacing,
      pageMargins: { ...pageMargins },
      sectionOrder: ext.sectionOrder ?? [],
      hiddenSections: ext.hiddenSections ?? [],
      pageSize,
      fontSize,
    },
  });

  // ---- basics ----
  const p = resume.profile;
  p.fullName = str(basics.name, 200);
  p.headline = str(basics.label, 300);
  p.email = str(basics.email, 320);
  p.phone = str(basics.phone, 100);
  p.website = url(basics.url ?? basics.website);
  const image = str(basics.image ?? basics.picture, 3_000_000);
  if (DATA_URL.test(image)) p.profileImage = image;
  else if (image.trim()) kept.imageUrl = image.slice(0, MAX.url);
  resume.summary = prose(basics.summary);

  if (typeof basics.location === 'string') p.location = str(basics.location, 200);
  else {
    const loc = obj(basics.location);
    p.address = str(loc.address, 300);
    p.postalCode = str(loc.postalCode, 50);
    const parts = { city: str(loc.city, 200), region: str(loc.region, 200), countryCode: str(loc.countryCode, 100) };
    p.location = joinLocation(parts).slice(0, 200);
    if (!sameParts(splitLocation(p.location), parts)) kept.location = { shown: p.location, ...parts };
  }

  // LinkedIn and GitHub fill the profile's own fields (the templates give them their icons); a bare username becomes
  // the usual profile address. Other networks become links. Order and exact entries are kept when the default
  // export would differ.
  const order: Array<'linkedin' | 'github' | 'link'> = [];
  const own: { linkedin?: Profile; github?: Profile } = {};
  const written: Partial<Record<'linkedin' | 'github', string>> = {};
  for (const entry of list(basics.profiles)) {
    const o = obj(entry);
    const profile = { network: str(o.network, 100), username: str(o.username, 100), url: url(o.url) };
    const slot = /linkedin/i.test(profile.network) ? 'linkedin' : /github/i.test(profile.network) ? 'github' : 'link';
    const href = profile.url || (profile.username.trim() && slot !== 'link' ? profileUrl(slot, profile.username) : '');
    if (slot !== 'link' && href && !own[slot]) {
      own[slot] = profile;
      p[slot] = href;
      written[slot] = str(o.url, MAX.url) || href;
      order.push(slot);
    } else {
      resume.links.push({ id: newId(), label: profile.network, url: profile.url, username: profile.username });
      order.push('link');
    }
  }
  const defaultOrder = [
    ...(['linkedin', 'github'] as const).filter((s) => own[s]),
    ...order.filter((s) => s === 'link'),
  ];
  // Compared with what our export would write for the address as it is in the file (before urls as typed).
  const exact = (slot: 'linkedin' | 'github') =>
    !own[slot] || sameParts({ ...own[slot], url: written[slot] }, defaultProfile(slot, written[slot]!));
  if (order.join() !== defaultOrder.join() || !exact('linkedin') || !exact('github')) {
    const keep = (slot: 'linkedin' | 'github') =>
      own[slot] && !exact(slot) ? { [slot]: { shown: p[slot], ...own[slot] } } : {};
    kept.profiles = { order, ...keep('linkedin'), ...keep('github') };
  }

  // ---- sections ----
  resume.experience = list(doc.work).map((w) => {
    const o = obj(w);
    return {
      id: newId(),
      ...BLANK_ITEMS.experience(),
      title: str(o.position),
      company: firstStr(o, ['name', 'company', 'organization']),
      location: str(o.location),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      bullets: lines(o.highlights),
      technologies: strings(o.keywords, 100),
      url: url(o.url),
      description: str(o.description),
      summary: prose(o.summary),
    };
  });
  resume.education = list(doc.education).map((e) => {
    const o = obj(e);
    return {
      id: newId(),
      school: firstStr(o, ['institution', 'school']),
      degree: str(o.studyType),
      field: str(o.area),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      details: lines(o.courses),
      url: url(o.url),
      score: str(o.score ?? o.gpa, 100),
    };
  });
  const roles: NonNullable<Kept['roles']> = [];
  resume.projects = list(doc.projects).map((pr) => {
    const o = obj(pr);
    const given = strings(o.roles);
    const role = joinRoles(given).slice(0, MAX.line);
    if (splitRoles(role).join('\n') !== given.join('\n')) roles.push({ shown: role, roles: given });
    return {
      id: newId(),
      name: str(o.name),
      url: url(o.url),
      role,
      bullets: lines(o.highlights),
      technologies: strings(o.keywords, 100),
      description: prose(o.description),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      entity: str(o.entity),
      type: str(o.type, 100),
    };
  });
  if (roles.length) kept.roles = roles;

  readSkills(doc, ext, resume);
  const languages: NonNullable<Kept['languages']> = [];
  resume.skills.languages = list(doc.languages)
    .map((l) => {
      const o = obj(l);
      const language = firstStr(o, ['language', 'name'], 100);
      const fluency = str(o.fluency ?? o.level, 100);
      const shown = joinLanguage(language, fluency).slice(0, 100);
      if (!sameParts(splitLanguage(shown), { language, fluency })) languages.push({ shown, language, fluency });
      return shown;
    })
    .filter(Boolean);
  if (languages.length) kept.languages = languages;

  const certificates: NonNullable<Kept['certificates']> = [];
  resume.certifications = list(doc.certificates)
    .map((c) => {
      const o = obj(c);
      const cert = { name: str(o.name), issuer: str(o.issuer), date: str(o.date, 40), url: url(o.url) };
      const shown = certificateLine(cert.name, cert.issuer).slice(0, MAX.line);
      if (!sameParts({ name: shown }, cert)) certificates.push({ shown, ...cert });
      return shown;
    })
    .filter(Boolean);
  if (certificates.length) kept.certificates = certificates;

  const custom = importCustom(doc, ext.custom, prose);
  resume.custom = custom.sections.map((c) => ({ id: newId(), ...c }));
  resume.volunteer = custom.entries.volunteer.map((v) => {
    const o = obj(v);
    return {
      id: newId(),
      organization: firstStr(o, ['organization', 'name']),
      position: str(o.position),
      url: url(o.url),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      summary: prose(o.summary),
      highlights: lines(o.highlights),
    };
  });
  resume.awards = custom.entries.awards.map((a) => {
    const o = obj(a);
    const entry = { title: str(o.title), awarder: str(o.awarder), date: normalizeDate(o.date) };
    return { id: newId(), ...entry, summary: prose(o.summary) };
  });
  resume.publications = custom.entries.publications.map((pb) => {
    const o = obj(pb);
    const entry = { name: str(o.name), publisher: str(o.publisher), releaseDate: normalizeDate(o.releaseDate) };
    return { id: newId(), ...entry, url: url(o.url), summary: prose(o.summary) };
  });
  resume.interests = list(doc.interests).map((i) => {
    const o = obj(i);
    return { id: newId(), name: str(o.name), keywords: strings(o.keywords, 100) };
  });
  resume.references = list(doc.references).map((r) => {
    const o = obj(r);
    return { id: newId(), name: str(o.name), reference: prose(o.reference) };
  });

  const meta = obj(doc.meta);
  const canonical = str(meta.canonical, MAX.url);
  if (canonical) kept.canonical = canonical;
  if (verbatim.size) kept.verbatim = [...verbatim].slice(0, MAX.items);
  if (Object.keys(kept).length) resume.kept = kept;
  if (ext.createdAt) resume.createdAt = ext.createdAt;
  const modified = str(meta.lastModified, 40);
  if (modified) resume.updatedAt = modified;
  return resume;
}

/** The address of a LinkedIn or GitHub username. */
export const profileUrl = (slot: 'linkedin' | 'github', username: string) =>
  slot === 'linkedin' ? `https://www.linkedin.com/in/${username.trim()}` : `https://github.com/${username.trim()}`;

/** The LinkedIn/GitHub profile entry export writes for a url when nothing exact was kept. */
export function defaultProfile(slot: 'linkedin' | 'github', url: string): Profile {
  const username =
    url
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .slice(1)
      .pop() ?? '';
  return { network: slot === 'linkedin' ? 'LinkedIn' : 'GitHub', username, url };
}

/**
 * Skills: a file we exported says which entries were the Core and Tools categories (meta.resumey.skills); every
 * other entry, and every entry of other tools' files, is a named group with its level.
 */
function readSkills(doc: Json, ext: Partial<ResumeyExtension>, resume: Resume) {
  const entries = list(doc.skills);
  const slots = ext.skills?.length === entries.length ? ext.skills : undefined;
  entries.forEach((s, i) => {
    const o = obj(s);
    const keywords = strings(o.keywords, 100);
    const slot = slots?.[i];
    if (slot === 'core' || slot === 'tools') resume.skills[slot].push(...keywords);
    else resume.skillGroups.push({ id: newId(), name: str(o.name, 100), level: str(o.level, 100), keywords });
  });
  resume.skills.core = resume.skills.core.slice(0, MAX.items);
  resume.skills.tools = resume.skills.tools.slice(0, MAX.items);
}

/**
 * JSON Resume -> Resumey. Missing or extra fields, full ISO dates and junk values are tolerated; the result is a
 * valid resume with fresh ids and a report of what went where, or a clear error. Never throws.
 */
export function fromJsonResume(input: unknown): ImportResult {
  if (!looksLikeJsonResume(input)) return { ok: false, error: IMPORT_MESSAGES.notJsonResume };
  try {
    const parsed = resumeSchema.safeParse(convert(input));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: `${IMPORT_MESSAGES.invalidResume}${issue.path.join('.')}: ${issue.message}` };
    }
    const resume = parsed.data;
    const report: ImportReport = {
      format: 'JSON Resume',
      placed: describeResume(resume),
      kept: keptLines(resume.kept),
      dropped: auditJsonResume(input),
    };
    return { ok: true, resume, report };
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.notJsonResume };
  }
}

/** The kept values in words, for the import summary. */
function keptLines(kept: Kept | undefined): string[] {
  if (!kept) return [];
  const out: string[] = [];
  if (kept.imageUrl) out.push(`Photo address (${kept.imageUrl.slice(0, 80)}): photos are uploaded as files here`);
  if (kept.location) out.push('Location split into city, region and country code');
  if (kept.profiles?.linkedin || kept.profiles?.github) out.push('Exact LinkedIn/GitHub profile names');
  if (kept.profiles?.order) out.push('Order of the web profiles');
  const certs = kept.certificates?.filter((c) => c.date || c.url || c.issuer).length ?? 0;
  if (certs) out.push(`Dates, issuers and addresses of ${certs} certificate${certs === 1 ? '' : 's'}`);
  if (kept.languages?.length) out.push('Exact language names and fluency');
  if (kept.roles?.length) out.push('Project roles as separate entries');
  if (kept.canonical) out.push('Canonical address of the document (meta.canonical)');
  return out;
}
