import { z } from 'zod';
import { stripMarkup } from '../markup';
import {
  fontFamilySchema,
  headingsSchema,
  languageTagSchema,
  fontSizeSchema,
  lineSpacingSchema,
  pageMarginsSchema,
  pageSizeSchema,
} from '../schema';
import { MAX, obj, str } from './read';
import type { ResumeyExtension } from './types';

// What a file Resumey exported keeps for itself in meta.resumey, read back on import (import.ts).

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
  language: languageTagSchema,
  headings: headingsSchema,
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

export function readExtension(v: unknown): Partial<ResumeyExtension> {
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
export function textReader(ext: Partial<ResumeyExtension>, verbatim: Set<string>) {
  const marked = new Map(ext.markup ?? []);
  return (v: unknown, max: number = MAX.text): string => {
    const s = str(v, max);
    const original = marked.get(s);
    if (original !== undefined) return original.slice(0, max);
    if (stripMarkup(s) !== s) verbatim.add(s);
    return s;
  };
}
