import { newCustomSection } from '../defaults';
import type { CustomSection } from '../schema';

/** Custom-tab presets (SPEC.md section 2); each creates a section with that label and one empty bullet. */
export const CUSTOM_PRESETS: readonly string[] = [
  'Awards & Honors',
  'Publications',
  'Volunteer Experience',
  'Speaking Engagements',
  'Patents',
  'Professional Memberships',
];

/** The empty state offers the first four presets. */
export const EMPTY_STATE_PRESETS: readonly string[] = CUSTOM_PRESETS.slice(0, 4);

/** Presets whose label is not already a section (case-insensitive, ignoring surrounding spaces). */
export function availablePresets(sections: readonly Pick<CustomSection, 'label'>[]): string[] {
  const used = new Set(sections.map((s) => s.label.trim().toLowerCase()));
  return CUSTOM_PRESETS.filter((label) => !used.has(label.toLowerCase()));
}

/** The quick-add card shows only while there are 1 to 5 custom sections. */
export const showPresetQuickAdd = (sectionCount: number): boolean => sectionCount >= 1 && sectionCount <= 5;

export const addCustomSection = (sections: CustomSection[], label = ''): CustomSection[] => [
  ...sections,
  newCustomSection(label),
];
