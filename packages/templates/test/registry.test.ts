import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '@resumey/resume';
import { TEMPLATE_CATALOGUE } from '../src';
import { TEMPLATE_COMPONENTS } from '../src/all';
import { TEMPLATE_DEFINITIONS } from '../src/registry';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES_DIR = path.join(here, '../src/templates');

/** A template is one folder, src/templates/{id}/, named by an id of @resumey/resume's TEMPLATE_IDS (issue #36). */
describe('template registry', () => {
  const folders = fs
    .readdirSync(TEMPLATES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

  it('has a folder for every id and an id for every folder', () => {
    expect(folders).toEqual([...TEMPLATE_IDS].sort());
  });

  it.each(folders)('%s holds its component and its entry, and the entry names its own folder', (id) => {
    expect(fs.existsSync(path.join(TEMPLATES_DIR, id, 'Template.tsx'))).toBe(true);
    expect(fs.existsSync(path.join(TEMPLATES_DIR, id, 'entry.ts'))).toBe(true);
    expect(TEMPLATE_DEFINITIONS.find((t) => t.id === id)?.id).toBe(id);
  });

  it('derives the catalogue and the components from the folders, in TEMPLATE_IDS order', () => {
    expect(TEMPLATE_DEFINITIONS.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(TEMPLATE_CATALOGUE.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual([...TEMPLATE_IDS].sort());
    for (const Template of Object.values(TEMPLATE_COMPONENTS)) expect(typeof Template).toBe('function');
  });

  it('gives every template its own name and preview image', () => {
    expect(new Set(TEMPLATE_CATALOGUE.map((t) => t.name)).size).toBe(TEMPLATE_IDS.length);
    expect(new Set(TEMPLATE_CATALOGUE.map((t) => t.previewImage)).size).toBe(TEMPLATE_IDS.length);
  });
});
