import { TEMPLATE_IDS, type TemplateId } from '@resumey/resume';
import type { TemplateDefinition } from './entry';
import t01 from './templates/t01-classic/entry';
import t02 from './templates/t02-modern-box/entry';
import t03 from './templates/t03-elegant-sidebar/entry';
import t04 from './templates/t04-typographic/entry';
import t05 from './templates/t05-compact-one/entry';
import t06 from './templates/t06-two-column/entry';
import t07 from './templates/t07-tech-minimal/entry';
import t08 from './templates/t08-executive/entry';
import t09 from './templates/t09-creative/entry';
import t10 from './templates/t10-academic/entry';
import t11 from './templates/t11-simple-line/entry';
import t12 from './templates/t12-bold-header/entry';
import t13 from './templates/t13-left-rule/entry';
import t14 from './templates/t14-grid-focus/entry';
import t15 from './templates/t15-side-accent/entry';
import t16 from './templates/t16-corporate/entry';
import t17 from './templates/t17-product-mgr/entry';
import t18 from './templates/t18-data-scientist/entry';
import t19 from './templates/t19-designer/entry';
import t20 from './templates/t20-sales-ops/entry';
import t21 from './templates/t21-sample1/entry';
import t22 from './templates/t22-sample2/entry';

/**
 * Every template folder's entry.ts. Imported one by one because the server and Playwright run these sources
 * without a bundler's glob; the check below makes a missing one a type error naming its id, and
 * test/registry.test.ts compares this list with the folders on disk.
 */
const ENTRIES = [
  t01,
  t02,
  t03,
  t04,
  t05,
  t06,
  t07,
  t08,
  t09,
  t10,
  t11,
  t12,
  t13,
  t14,
  t15,
  t16,
  t17,
  t18,
  t19,
  t20,
  t21,
  t22,
] as const;

type Missing = Exclude<TemplateId, (typeof ENTRIES)[number]['id']>;
// A template id without an imported entry fails here: 'Missing' then names it.
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

const BY_ID = new Map<string, TemplateDefinition>(ENTRIES.map((e) => [e.id, e]));

/** Every template's definition, in TEMPLATE_IDS (catalogue) order. */
export const TEMPLATE_DEFINITIONS: readonly TemplateDefinition[] = TEMPLATE_IDS.map((id) => BY_ID.get(id)!);

/** Where the web app serves a template's preview image (apps/web/public/templates/{file}). */
export const previewImageUrl = (t: TemplateDefinition): string => `/templates/${t.preview.file}`;

/** The definition of one of TEMPLATE_IDS (the check above makes every one exist). */
export const definitionOf = (id: TemplateId): TemplateDefinition => BY_ID.get(id)!;

export const templateDefinition = (id: string): TemplateDefinition | undefined => BY_ID.get(id);
