/** Business constants of SPEC.md section 9 and section 3, in one place so web, server and tests agree. */

export const APP_NAME = 'Resumey';
export const APP_VERSION = '1.0.0';
/** When it differs from the stored one, caches are cleared (never unsynced resumes, DESIGN.md decision 7). */
export const BUILD_ID = '2025-08-25-002';

export const LIMITS = {
  maxResumes: 4,
  /** Days a deleted resume stays in the trash, restorable, before the server purges it (issue #42). */
  trashDays: 30,
  maxSharedResumes: 4,
  maxResumeBytes: 5 * 1024 * 1024,
  maxImageBytes: 2 * 1024 * 1024,
  maxUploadBytes: 5 * 1024 * 1024,
  maxRequestBytes: 6 * 1024 * 1024,
  /** The longest text field (summary, a bullet) and the longest list of a resume. */
  maxTextChars: 5000,
  maxListItems: 100,
  photoMaxSide: 300,
  photoJpegQuality: 0.8,
  summaryMin: 50,
  summaryMax: 500,
  slugMax: 50,
  usernameMin: 3,
  /** Usernames must be shorter than this ('less than 30 characters'). */
  usernameMax: 30,
  lineSpacingMin: 1.2,
  lineSpacingMax: 1.6,
  marginMin: 0,
  marginMax: 40,
} as const;

/** Timings in milliseconds. */
export const TIMINGS = {
  editDebounce: 2000,
  autoSave: 2000,
  savingIndicator: 500,
  localPersist: 1000,
  sessionRefresh: 5 * 60 * 1000,
  loadAfterUserChange: 100,
  storeInitDelay: 200,
  retryUnit: 1000,
  maxRetries: 3,
  requestTimeout: 10000,
  slugCheck: 300,
  authTimeout: 30000,
  headlineCycle: 2000,
} as const;

export const STORAGE_KEYS = {
  resumes: 'resumey-data',
  resumesFor: (userId: string) => `resumey-data-${userId}`,
  buildVersion: 'resumey-build-id',
} as const;

export const A4 = { widthMm: 210, heightMm: 297, widthPx: 794, heightPx: 1123 } as const;

export const DEFAULT_TITLE = 'My New Resume';
export const CARD_PREVIEW_SCALE = 0.3;

export const COLORS = [
  { value: '#4338ca', name: 'Professional Blue' },
  { value: '#7c3aed', name: 'Purple' },
  { value: '#059669', name: 'Emerald' },
  { value: '#dc2626', name: 'Red' },
  { value: '#ea580c', name: 'Orange' },
  { value: '#0891b2', name: 'Cyan' },
  { value: '#4f46e5', name: 'Indigo' },
  { value: '#374151', name: 'Gray' },
] as const;

export const FONT_IDS = ['inter', 'roboto', 'source-sans', 'georgia', 'system'] as const;
export type FontId = (typeof FONT_IDS)[number];

/**
 * The font choices' stacks: each names its Latin face and then, in place of the device's fonts, the fallbacks
 * per script that the templates bundle (`--fallback-sans` or `--fallback-serif`, @resumey/templates'
 * fonts-scripts.css: Noto faces for Arabic, Hebrew, Devanagari, Thai, CJK... and the device's fonts after them), so
 * a letter the Latin face lacks looks the same in the preview, the public page and the PDF.
 */
export const FONTS: ReadonlyArray<{ id: FontId; label: string; stack: string }> = [
  { id: 'inter', label: 'Inter', stack: "'Inter Variable', Inter, var(--fallback-sans)" },
  { id: 'roboto', label: 'Roboto', stack: 'Roboto, var(--fallback-sans)' },
  {
    id: 'source-sans',
    label: 'Source Sans 3',
    stack: "'Source Sans 3 Variable', 'Source Sans 3', var(--fallback-sans)",
  },
  // Gelasio (bundled with the templates) has Georgia's metrics: where Georgia is missing, as on a PDF server,
  // the text still breaks into the same lines and pages.
  { id: 'georgia', label: 'Georgia', stack: 'Georgia, Gelasio, var(--fallback-serif)' },
  // The device's own; the PDF server has no font of its own (issue #35), so its PDFs print Roboto, the bundled
  // face named here for devices without a UI font of their own.
  { id: 'system', label: 'System', stack: "system-ui, -apple-system, 'Segoe UI', Roboto, var(--fallback-sans)" },
];

export const TEMPLATE_CATEGORIES = ['classic', 'modern', 'creative', 'technical', 'executive'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * Every template's id, in catalogue order (SPEC.md section 3): the one list of ids, which the API validates a new
 * resume's template against. Everything else about a template (component, name, category, preview, columns) lives
 * in its folder of @resumey/templates, src/templates/{id}/, which that package checks against this list.
 */
export const TEMPLATE_IDS = [
  't01-classic',
  't02-modern-box',
  't03-elegant-sidebar',
  't04-typographic',
  't05-compact-one',
  't06-two-column',
  't07-tech-minimal',
  't08-executive',
  't09-creative',
  't10-academic',
  't11-simple-line',
  't12-bold-header',
  't13-left-rule',
  't14-grid-focus',
  't15-side-accent',
  't16-corporate',
  't17-product-mgr',
  't18-data-scientist',
  't19-designer',
  't20-sales-ops',
  't21-sample1',
  't22-sample2',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const DEFAULT_TEMPLATE_ID = 't01-classic';

/** Whether `id` names a template of today's catalogue. */
export const isTemplateId = (id: string): id is TemplateId => (TEMPLATE_IDS as readonly string[]).includes(id);
