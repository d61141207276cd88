import { z } from 'zod';
import { SECTION_KEYS } from '../sections';
import type { CoverageAnswer, JobTarget } from './targets';

/**
 * The job-target answers (issue #40) as zod schemas, for the OpenAPI document and the tests that check real answers
 * against it; each is checked against the interface the web app reads, both ways (as in answers.ts).
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <_T extends true>() => undefined;

const isoInstant = z.string().meta({ format: 'date-time' });

export const termSchema = z.object({
  id: z.string().meta({ description: "Stable: 'javascript' (the skills list's id), 'years', or 'phrase:<words>'." }),
  label: z.string().meta({ description: "As shown: 'JavaScript', or the phrase as the posting wrote it." }),
  kind: z.enum(['skill', 'tool', 'certification', 'degree', 'title', 'language', 'experience', 'phrase']),
  strength: z.enum(['required', 'preferred']),
  weight: z.number().meta({ description: 'Its weight in the score: 2 when required, 1 when preferred.' }),
  count: z.number().int().meta({ description: 'Times the posting names it.' }),
  source: z.enum(['list', 'phrase', 'pattern']),
  aliases: z.array(z.string()).meta({ description: 'Ways of writing it that count as a match.' }),
  years: z.number().optional().meta({ description: "Years asked for (kind 'experience')." }),
});

export const jobTargetSchema = z.object({
  id: z.string(),
  resumeId: z.string(),
  title: z.string(),
  company: z.string(),
  posting: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  terms: z.array(termSchema).meta({ description: 'The terms read from the posting, heaviest first.' }),
  language: z.string().meta({ description: "The posting's language ('en', 'de')." }),
  fromMaster: z
    .boolean()
    .optional()
    .meta({ description: "True for the master's target a tailored copy was made for (read-only here)." }),
});
same<Same<z.output<typeof jobTargetSchema>, JobTarget>>();

export const jobTargetListSchema = z.object({ targets: z.array(jobTargetSchema) });

const placeSchema = z.object({
  section: z.enum(['summary', 'experience', 'education', 'skills', 'projects', 'certifications', 'other', 'header']),
  heading: z.string(),
  entry: z.string().optional(),
  bullet: z.number().int().optional(),
  key: z.enum(SECTION_KEYS).optional(),
  field: z.string().optional(),
});

const suggestionSchema = z.object({
  section: z.enum(['skills', 'summary', 'experience', 'education', 'certifications', 'header']),
  entryId: z.string().optional(),
  entry: z.string().optional(),
  addTo: z.enum(['core', 'tools', 'languages']).optional(),
});

const missingTermSchema = z.object({ term: termSchema, suggestions: z.array(suggestionSchema) });

export const coverageAnswerSchema = z.object({
  targetId: z.string(),
  score: z
    .number()
    .nullable()
    .meta({ description: '0-100: the weight of the terms read in the PDF over all; null when the posting has none.' }),
  formula: z.string(),
  matched: z.array(z.object({ term: termSchema, places: z.array(placeSchema) })),
  missing: z.array(missingTermSchema).meta({ description: 'Terms the PDF lacks, heaviest first.' }),
  notInPdf: z
    .array(
      missingTermSchema.extend({
        places: z.array(placeSchema),
        reason: z.enum(['hidden', 'not-printed', 'unreadable']),
        message: z.string(),
      }),
    )
    .meta({ description: 'Terms the resume holds that its PDF does not show as text an ATS reads, and why.' }),
  yearsRead: z.number().meta({ description: "Years of experience the PDF's job dates add up to." }),
  pdf: z.enum(['read', 'cached']).meta({ description: "'cached' when this very content was read before." }),
});
same<Same<z.output<typeof coverageAnswerSchema>, CoverageAnswer>>();
