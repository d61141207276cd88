import {
  blankResume,
  FONT_IDS,
  roleSamples,
  sampleResume,
  samplePhotoDataUrl,
  SAMPLE_ROLES,
  type FontId,
  type Resume,
  type SampleRole,
} from '@resumey/resume';

/** Sample names a snapshot accepts: 'developer' (the full sample), 'blank' ('John Doe Resume') and each role. */
export const SNAPSHOT_SAMPLES = ['developer', 'blank', ...SAMPLE_ROLES] as const;

const isRole = (name: string): name is SampleRole => (SAMPLE_ROLES as readonly string[]).includes(name);

/** Templates made for a role are previewed with that role's sample; the rest with the developer sample. */
const PREVIEW_SAMPLE: Record<string, SampleRole> = {
  't08-executive': 'executive',
  't09-creative': 'designer',
  't10-academic': 'academic',
  't16-corporate': 'corporate',
  't17-product-mgr': 'manager',
  't19-designer': 'designer',
  't20-sales-ops': 'sales',
};

/** The sample a template's preview image shows. */
export const previewSampleName = (templateId: string): string => PREVIEW_SAMPLE[templateId] ?? 'developer';

const makeSample = (name: string): Resume =>
  name === 'blank' ? blankResume() : isRole(name) ? roleSamples[name]() : sampleResume();

/** A template's preview resume: its sample, shown with that template. */
export function previewResume(templateId: string): Resume {
  const base = makeSample(previewSampleName(templateId));
  return { ...base, meta: { ...base.meta, templateId } };
}

/**
 * The resume a snapshot shows, built from query parameters: template, sample (the template's preview sample
 * when absent), and optionally photo=1,
 * color (hex without #), font, spacing and margin (mm), so every meta value can be checked by eye.
 */
export function snapshotResume(params: URLSearchParams): Resume {
  const templateId = params.get('template') ?? 't01-classic';
  const base = makeSample(params.get('sample') ?? previewSampleName(templateId));
  const meta = { ...base.meta, templateId };
  const color = params.get('color');
  if (color && /^[0-9a-f]{6}$/i.test(color)) meta.color = `#${color}`;
  const font = params.get('font');
  if (font && (FONT_IDS as readonly string[]).includes(font)) meta.fontFamily = font as FontId;
  const spacing = Number(params.get('spacing'));
  if (spacing >= 1.2 && spacing <= 1.6) meta.lineSpacing = spacing;
  const margin = params.get('margin');
  if (margin !== null && Number(margin) >= 0 && Number(margin) <= 40) {
    const m = Number(margin);
    meta.pageMargins = { top: m, right: m, bottom: m, left: m };
  }
  const profile = params.get('photo') === '1' ? { ...base.profile, profileImage: samplePhotoDataUrl } : base.profile;
  return { ...base, meta, profile };
}
